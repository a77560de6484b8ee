import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminDeps } from '../deps.ts';

/** The console's audit calls (issue 17). */
export const adminAuditRoutes: FastifyPluginAsyncZod<AdminDeps> = async () => {};
