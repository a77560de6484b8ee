import type { ApiRoute } from '@ansim/domain/contract';

/** Fastify's route schema for a contract entry, typed so that the handler's request is typed from it. */
export type EndpointSchema<R extends ApiRoute> = {
  tags: string[];
  summary: string;
  description?: string;
  consumes?: string[];
} & (R extends {
  params: infer P;
}
  ? { params: P }
  : unknown) &
  (R extends { query: infer Q } ? { querystring: Q } : unknown) &
  (R extends { body: infer B } ? { body: B } : unknown) &
  (R extends { response: infer S } ? { response: { 200: S } } : unknown);

/**
 * Method, URL and schema of a route from the one contract (`API` of `@ansim/domain/contract`): a route
 * module spreads this into `app.route({ ...endpoint(API.x), handler })` and states nothing of its own
 * about paths, fields or answers.
 */
export function endpoint<R extends ApiRoute>(
  r: R,
): { method: R['method']; url: R['path']; schema: EndpointSchema<R> } {
  const schema = {
    tags: [...r.tags],
    summary: r.summary,
    ...(r.description ? { description: r.description } : {}),
    ...(r.multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(r.params ? { params: r.params } : {}),
    ...(r.query ? { querystring: r.query } : {}),
    ...(r.body ? { body: r.body } : {}),
    ...(r.response ? { response: { 200: r.response } } : {}),
  };
  return { method: r.method, url: r.path, schema: schema as EndpointSchema<R> };
}
