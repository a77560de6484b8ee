import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminDeps } from '../deps.ts';

/** The console's reports calls (issue 17). */
export const adminReportsRoutes: FastifyPluginAsyncZod<AdminDeps> = async () => {};
