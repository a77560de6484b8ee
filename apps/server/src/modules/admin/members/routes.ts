import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminDeps } from '../deps.ts';

/** The console's members calls (issue 17). */
export const adminMembersRoutes: FastifyPluginAsyncZod<AdminDeps> = async () => {};
