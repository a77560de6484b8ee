import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminDeps } from '../deps.ts';

/** The console's dashboard calls (issue 17). */
export const adminDashboardRoutes: FastifyPluginAsyncZod<AdminDeps> = async () => {};
