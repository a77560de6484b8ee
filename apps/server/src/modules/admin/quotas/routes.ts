import {
  ADMIN_QUOTA_MESSAGES,
  API,
  ok,
  PROXY_DOCUMENT_FIELDS,
  PROXY_DOCUMENT_MAX_BYTES,
  SALE_UPLOAD_RULES,
} from '@ansim/domain/contract';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../errors.ts';
import { endpoint } from '../../../http/endpoint.ts';
import { multipartReadError, uploadFileName } from '../../../validate.ts';
import type { AdminDeps } from '../deps.ts';
import { requireAdmin } from '../guard.ts';
import { createAdminQuotasService, type ProxyDocumentUpload } from './service.ts';

const isDocumentField = (name: string): name is keyof typeof PROXY_DOCUMENT_FIELDS =>
  Object.hasOwn(PROXY_DOCUMENT_FIELDS, name);

/** The two documents of the attach call; any other file, a repeat or a missing one is a 400. */
async function readDocuments(request: FastifyRequest): Promise<ProxyDocumentUpload[]> {
  if (!request.isMultipart()) throw new AppError('VALIDATION', 'multipart/form-data 형식으로 보내주세요.');
  const found = new Map<string, ProxyDocumentUpload>();
  try {
    for await (const part of request.parts({ limits: { fileSize: PROXY_DOCUMENT_MAX_BYTES, files: 2 } })) {
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      const field = part.fieldname;
      if (!isDocumentField(field) || found.has(field))
        throw new AppError('VALIDATION', ADMIN_QUOTA_MESSAGES.documentField, { field });
      found.set(field, {
        field,
        kind: PROXY_DOCUMENT_FIELDS[field],
        filename: uploadFileName(field, part.filename ?? ''),
        data,
      });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('FILE_REJECTED', SALE_UPLOAD_RULES.saleDocument.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw new AppError('VALIDATION', ADMIN_QUOTA_MESSAGES.documentField);
    throw multipartReadError(error);
  }
  const docs = [found.get('registerCopy'), found.get('buildingRegister')];
  if (docs.some((d) => !d || d.data.length === 0))
    throw new AppError('VALIDATION', ADMIN_QUOTA_MESSAGES.documentsMissing);
  return docs as ProxyDocumentUpload[];
}

/** The console's quotas calls (issue 17 §6): balances, proxy documents, lawyers' settlement. */
export const adminQuotasRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  const service = createAdminQuotasService({
    db: deps.db,
    files: deps.files,
    delivery: deps.delivery,
    lawyerFeeDefault: deps.config.lawyerFeeDefault,
  });

  app.route({
    ...endpoint(API.adminQuotaList),
    handler: async (request) => {
      requireAdmin(request);
      return ok(await service.balances(request.query));
    },
  });

  app.route({
    ...endpoint(API.adminQuotaLedger),
    handler: async (request) => {
      requireAdmin(request);
      return ok(await service.ledger(request.params.userNo, request.query));
    },
  });

  app.route({
    ...endpoint(API.adminQuotaGrant),
    handler: async (request) => {
      const caller = requireAdmin(request);
      return ok(
        await service.grant(caller, request.params.userNo, request.body),
        ADMIN_QUOTA_MESSAGES.granted,
      );
    },
  });

  app.route({
    ...endpoint(API.adminQuotaRevoke),
    handler: async (request) => {
      const caller = requireAdmin(request);
      return ok(
        await service.revoke(caller, request.params.userNo, request.body),
        ADMIN_QUOTA_MESSAGES.revoked,
      );
    },
  });

  app.route({
    ...endpoint(API.adminProxyApplications),
    handler: async (request) => {
      requireAdmin(request);
      return ok(await service.applications(request.query));
    },
  });

  app.route({
    ...endpoint(API.adminProxyApplicationGrant),
    handler: async (request) => {
      const caller = requireAdmin(request);
      return ok(
        await service.grantApplication(caller, request.params.applicationNo, request.body),
        ADMIN_QUOTA_MESSAGES.applicationGranted,
      );
    },
  });

  app.route({
    ...endpoint(API.adminProxyApplicationReject),
    handler: async (request) => {
      const caller = requireAdmin(request);
      return ok(
        await service.rejectApplication(caller, request.params.applicationNo, request.body),
        ADMIN_QUOTA_MESSAGES.applicationRejected,
      );
    },
  });

  app.route({
    ...endpoint(API.adminProxyRequests),
    handler: async (request) => {
      requireAdmin(request);
      return ok(await service.requests(request.query));
    },
  });

  app.route({
    ...endpoint(API.adminProxyAttach),
    // Two documents of up to 10MB each, with room for a retry.
    bodyLimit: 2 * PROXY_DOCUMENT_MAX_BYTES + 1024 * 1024,
    handler: async (request) => {
      const caller = requireAdmin(request);
      const documents = await readDocuments(request);
      return ok(
        await service.attach(caller, request.params.requestNo, documents),
        ADMIN_QUOTA_MESSAGES.documentsAttached,
      );
    },
  });

  app.route({
    ...endpoint(API.adminLawyers),
    handler: async (request) => {
      requireAdmin(request);
      return ok(await service.lawyers(request.query));
    },
  });

  app.route({
    ...endpoint(API.adminLawyerSettings),
    handler: async (request) => {
      const caller = requireAdmin(request);
      return ok(
        await service.saveSettings(caller, request.params.userNo, request.body),
        ADMIN_QUOTA_MESSAGES.settingsSaved,
      );
    },
  });

  app.route({
    ...endpoint(API.adminLawyerSettlements),
    handler: async (request) => {
      requireAdmin(request);
      return ok(await service.settlement(request.params.userNo, request.query.month));
    },
  });

  app.route({
    ...endpoint(API.adminLawyerPaid),
    handler: async (request) => {
      const caller = requireAdmin(request);
      const paid = await service.markPaid(caller, request.params.userNo, request.body.month);
      return ok(
        paid,
        paid.count > 0 ? ADMIN_QUOTA_MESSAGES.paid(paid.count) : ADMIN_QUOTA_MESSAGES.nothingToPay,
      );
    },
  });
};
