import {
  API,
  ok,
  SALE_JSON_MAX,
  SALE_SAVE_MESSAGES,
  type SaleSaveEntity,
  saleSaveFieldsSchema,
} from '@ansim/domain/contract';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { endpoint } from '../../http/endpoint.ts';
import { requireRole } from '../../plugins/auth.ts';
import { multipartReadError, parseOrThrow } from '../../validate.ts';
import type { SaleFormService } from './form-service.ts';

/** The `sale` text field of a save's multipart body (files travel by upload id, never in the save). */
async function saleField(request: FastifyRequest): Promise<string> {
  if (!request.isMultipart()) throw new AppError('VALIDATION', 'multipart/form-data 형식으로 보내주세요.');
  const fields: Record<string, string> = Object.create(null);
  try {
    // Korean text is up to 3 bytes a character in UTF-8.
    for await (const part of request.parts({ limits: { fieldSize: SALE_JSON_MAX * 3, files: 0 } })) {
      if (part.type === 'file') {
        await part.toBuffer();
        throw new AppError('VALIDATION', `${part.fieldname}: 파일은 먼저 올린 뒤 번호로 보내주세요.`);
      }
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT')
      throw new AppError('VALIDATION', 'file: 파일은 먼저 올린 뒤 번호로 보내주세요.');
    throw multipartReadError(error);
  }
  return parseOrThrow(saleSaveFieldsSchema, fields).sale;
}

const messageOf = (saved: SaleSaveEntity, modified: boolean): string =>
  saved.quotaExhausted
    ? SALE_SAVE_MESSAGES.quotaExhausted
    : saved.status === 'STORAGE'
      ? SALE_SAVE_MESSAGES.stored
      : modified
        ? SALE_SAVE_MESSAGES.modified
        : SALE_SAVE_MESSAGES.saved;

export const saleFormRoutes: FastifyPluginAsyncZod<{ saleForm: SaleFormService }> = async (
  app,
  { saleForm },
) => {
  app.route({
    ...endpoint(API.saleSave),
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request) => {
      const caller = requireRole(request, 'BROKER');
      const saved = await saleForm.save(caller, await saleField(request));
      return ok(saved, messageOf(saved, false));
    },
  });

  app.route({
    ...endpoint(API.saleModify),
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request) => {
      const caller = requireRole(request, 'BROKER');
      const saved = await saleForm.modify(caller, request.params.saleNo, await saleField(request));
      return ok(saved, messageOf(saved, true));
    },
  });

  app.route({
    ...endpoint(API.saleForm),
    handler: async (request) =>
      ok(await saleForm.form(requireRole(request, 'BROKER'), request.params.saleNo)),
  });

  app.route({
    ...endpoint(API.gradeEstimate),
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    handler: async (request) => {
      requireRole(request, 'BROKER');
      return ok(await saleForm.gradeEstimate(request.body));
    },
  });
};
