import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminDeps } from '../deps.ts';

/** The console's grades calls (issue 17). */
export const adminGradesRoutes: FastifyPluginAsyncZod<AdminDeps> = async () => {};
