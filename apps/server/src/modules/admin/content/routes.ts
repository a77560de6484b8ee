import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminDeps } from '../deps.ts';

/** The console's content calls (issue 17). */
export const adminContentRoutes: FastifyPluginAsyncZod<AdminDeps> = async () => {};
