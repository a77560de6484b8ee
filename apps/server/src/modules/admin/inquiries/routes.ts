import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminDeps } from '../deps.ts';

/** The console's inquiries calls (issue 17). */
export const adminInquiriesRoutes: FastifyPluginAsyncZod<AdminDeps> = async () => {};
