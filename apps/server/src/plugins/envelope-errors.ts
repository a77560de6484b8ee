import { ERRORS } from '@ansim/domain/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';

interface FieldIssue {
  field: string;
  message: string;
}

/**
 * Korean texts for the framework's own 4xx errors, by Fastify error code. A Map, because the key comes from
 * an error object: a plain object would answer 'constructor' with a function.
 */
const FRAMEWORK_MESSAGES: ReadonlyMap<string, string> = new Map([
  ['FST_ERR_CTP_INVALID_MEDIA_TYPE', '지원하지 않는 Content-Type 입니다.'],
  ['FST_ERR_CTP_EMPTY_JSON_BODY', '요청 본문이 비어 있습니다.'],
  ['FST_ERR_CTP_INVALID_JSON_BODY', '요청 본문의 JSON 형식이 올바르지 않습니다.'],
  ['FST_ERR_CTP_BODY_TOO_LARGE', ERRORS.PAYLOAD_TOO_LARGE.message],
  ['FST_ERR_BAD_URL', '요청 주소가 올바르지 않습니다.'],
  ['FST_ERR_MAX_PARAM_LENGTH', '요청 주소의 값이 너무 깁니다.'],
  ['FST_INVALID_MULTIPART_CONTENT_TYPE', 'multipart/form-data 형식으로 보내주세요.'],
  ['FST_PROTO_VIOLATION', '사용할 수 없는 항목 이름이 있습니다.'],
  ['FST_MP_PREMATURE_CLOSE', '요청 본문이 끝까지 전송되지 않았습니다.'],
]);

const send = (reply: FastifyReply, status: number, code: number, message: string, entity: unknown = null) =>
  reply.status(status).send({ code, message, entity });

/** A framework 4xx as the envelope: 429 and 413 keep their own codes, the rest are validation failures. */
const sendClientError = (reply: FastifyReply, status: number, errorCode: string | undefined) => {
  if (status === 429) return send(reply, 429, ERRORS.RATE_LIMITED.code, ERRORS.RATE_LIMITED.message);
  if (status === 413)
    return send(reply, 413, ERRORS.PAYLOAD_TOO_LARGE.code, ERRORS.PAYLOAD_TOO_LARGE.message);
  const message = (errorCode && FRAMEWORK_MESSAGES.get(errorCode)) || ERRORS.VALIDATION.message;
  return send(reply, status, ERRORS.VALIDATION.code, message);
};

/**
 * Fastify's `frameworkErrors` option: URLs the router refuses before any route runs (a bad percent-escape,
 * a path parameter over maxParamLength) bypass the error handler, so they get the envelope here.
 */
export function envelopeFrameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    sendClientError(reply, status, error.code);
    return;
  }
  reply.log.error({ err: error }, 'framework error');
  send(reply, 500, ERRORS.INTERNAL.code, ERRORS.INTERNAL.message);
}

/**
 * One error handler for the whole API: every failure leaves as the envelope, validation errors name the
 * field, and a 5xx never shows its cause to the client (it goes to the log with the request id).
 */
export function registerEnvelopeErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) return send(reply, error.status, error.code, error.message, error.entity);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: FieldIssue[] = error.validation.map((v) => {
        const path = (v.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
        const field = path || (error.validationContext ?? 'body');
        return { field, message: v.message ?? ERRORS.VALIDATION.message };
      });
      const first = issues[0];
      const message = first ? `${first.field}: ${first.message}` : ERRORS.VALIDATION.message;
      return send(reply, 400, ERRORS.VALIDATION.code, message, { issues });
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendClientError(reply, status, error.code);

    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, ERRORS.INTERNAL.code, ERRORS.INTERNAL.message);
  });
}
