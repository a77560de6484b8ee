import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminDeps } from '../deps.ts';

/** The console's quotas calls (issue 17). */
export const adminQuotasRoutes: FastifyPluginAsyncZod<AdminDeps> = async () => {};
