import type { z } from 'zod';
import type { Access } from './access.ts';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * One call of the API: what the server registers (method, path, schemas, the OpenAPI text) and what
 * the web client may send and will receive. Both sides read the same entry, so a web call cannot name
 * a path, a field or a response shape that the server does not have.
 */
export interface ApiRoute {
  method: HttpMethod;
  /** Fastify's form: `:name` for a path parameter. */
  path: string;
  tags: readonly string[];
  /** Who may call it and whose data it reaches (access.ts): enforced by the server's access guard. */
  access: Access;
  summary: string;
  /** More for /docs, where the summary is not enough. */
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** A multipart/form-data body: its text fields, checked by the handler after the files are read. */
  multipart?: z.ZodType;
  /** The envelope of a 200 answer; absent for a file or a redirect. */
  response?: z.ZodType;
}

/** Keeps a route's literal types while checking it is one. */
export const route = <const R extends ApiRoute>(r: R): R => r;
