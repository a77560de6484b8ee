import type { Socket } from 'node:net';
import { ERRORS } from '@ansim/domain/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { envelopeFrameworkErrors } from './plugins/envelope-errors.ts';
import { requestForLog } from './plugins/log-redaction.ts';

/*
 * The bare Fastify instance buildApp (app.ts) starts from: a log without secrets, the body limit, the proxy
 * trust, and the envelope `{ code, message, entity }` for requests that never reach a route.
 */

/**
 * Requests Node's HTTP parser rejects (raw non-ASCII in the URL, broken headers) never reach the router;
 * they still get the envelope, written straight to the socket.
 */
function answerUnparsableRequest(_error: Error, socket: Socket): void {
  if (!socket.writable) return;
  const body = JSON.stringify({
    code: ERRORS.VALIDATION.code,
    message: '잘못된 요청입니다.',
    entity: null,
  });
  socket.end(
    `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export function createServer(config: Config): FastifyInstance {
  return Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers.authorization'],
      // Download-link tokens, social tickets and SMS codes travel in query strings: the log keeps the URL without them.
      serializers: { req: requestForLog },
    },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // URLs the router refuses (bad percent-escapes, over-long path parameters) leave as the envelope too.
    frameworkErrors: envelopeFrameworkErrors,
    clientErrorHandler: answerUnparsableRequest,
  });
}

/** A path no route answers: 404 in the envelope. Set last, after the web app's pages (web-app.ts). */
export function answerNotFoundWithEnvelope(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    return reply
      .status(404)
      .send({ code: ERRORS.NOT_FOUND.code, message: ERRORS.NOT_FOUND.message, entity: null });
  });
}
