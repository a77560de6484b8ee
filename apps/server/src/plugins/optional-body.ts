import type { FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/**
 * A body that a route marks optional (`schema.optional()`) may be left out in either way clients leave it
 * out: no body at all, or an empty body labelled JSON (what some HTTP clients send for "nothing"). Routes
 * whose body is required still refuse both, with their schema's 400.
 */
export function registerOptionalBody(app: FastifyInstance): void {
  app.setValidatorCompiler((route: Parameters<typeof validatorCompiler>[0]) => {
    const validate = validatorCompiler(route);
    if (route.httpPart !== 'body') return validate;
    // Fastify hands a request without a body to the validator as null, which `.optional()` refuses.
    return (data) => validate(data === null ? undefined : data);
  });

  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    json(request, typeof body === 'string' ? body : body.toString('utf8'), done);
  });
}
