import { API, ok, SALE_UPLOAD_RULES, UPLOAD_MESSAGES, uploadFieldsSchema } from '@ansim/domain/contract';
import type {} from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { endpoint } from '../../http/endpoint.ts';
import { requireRole } from '../../plugins/auth.ts';
import { multipartReadError, parseOrThrow, uploadFileName } from '../../validate.ts';
import type { UploadsService } from './upload-service.ts';

/** The largest file of any purpose: the reader stops there, and the service checks the purpose's own limit. */
const READ_LIMIT = Math.max(...Object.values(SALE_UPLOAD_RULES).map((r) => r.maxBytes));

export const uploadRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = async (app, { uploads }) => {
  app.route({
    ...endpoint(API.upload),
    // A listing has up to 20 photos and two documents; a minute's worth of retries on top.
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    handler: async (request) => {
      const caller = requireRole(request, 'BROKER');
      if (!request.isMultipart())
        throw new AppError('VALIDATION', 'multipart/form-data 형식으로 보내주세요.');
      const fields: Record<string, string> = Object.create(null);
      let file: { filename: string; data: Buffer } | null = null;
      try {
        for await (const part of request.parts({ limits: { fileSize: READ_LIMIT, files: 2 } })) {
          if (part.type === 'file') {
            const data = await part.toBuffer();
            if (part.fieldname !== 'file')
              throw new AppError('VALIDATION', `${part.fieldname}: ${UPLOAD_MESSAGES.file}`);
            if (file) throw new AppError('VALIDATION', `file: ${UPLOAD_MESSAGES.oneFile}`, { field: 'file' });
            file = { filename: uploadFileName('file', part.filename ?? ''), data };
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') {
          const purpose = uploadFieldsSchema.safeParse(fields);
          const rule = SALE_UPLOAD_RULES[purpose.success ? purpose.data.purpose : 'saleImage'];
          throw new AppError('FILE_REJECTED', rule.tooLarge, { field: 'file' });
        }
        if (code === 'FST_FILES_LIMIT')
          throw new AppError('VALIDATION', `file: ${UPLOAD_MESSAGES.oneFile}`, { field: 'file' });
        throw multipartReadError(error);
      }
      const { purpose } = parseOrThrow(uploadFieldsSchema, fields);
      if (!file) throw new AppError('VALIDATION', `file: ${UPLOAD_MESSAGES.file}`, { field: 'file' });
      const entity = await uploads.upload(caller.userNo, purpose, file);
      return ok(entity, '파일을 올렸습니다.');
    },
  });
};
