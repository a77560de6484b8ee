import { ADMIN_CONTENT_MESSAGES, API, ok, UPLOAD_MESSAGES } from '@ansim/domain/contract';
import type {} from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../errors.ts';
import { endpoint } from '../../../http/endpoint.ts';
import { multipartReadError, uploadFileName } from '../../../validate.ts';
import type { AdminDeps } from '../deps.ts';
import { requireAdmin } from '../guard.ts';
import { createAdminBanners } from './banners.ts';
import { createAdminBoards } from './boards.ts';
import { createAdminCodes } from './codes.ts';
import { createAdminVersions } from './versions.ts';

/** The largest popup picture accepted (the listing photo pipeline re-encodes it). */
const BANNER_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** The console's content calls (issue 17 §5): boards, popups, app versions and common codes. */
export const adminContentRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db, boards, uploads }) => {
  const adminBoards = createAdminBoards({ db, boards });
  const adminBanners = createAdminBanners({ db });
  const versions = createAdminVersions({ db });
  const codes = createAdminCodes({ db });

  // ----- boards
  app.route({
    ...endpoint(API.adminBoardList),
    handler: async (request) => {
      requireAdmin(request);
      return ok(await adminBoards.list(request.query));
    },
  });
  app.route({
    ...endpoint(API.adminBoardDetail),
    handler: async (request) => {
      requireAdmin(request);
      return ok(await adminBoards.detail(request.params.boardNo));
    },
  });
  app.route({
    ...endpoint(API.adminBoardCreate),
    handler: async (request) => {
      const caller = requireAdmin(request);
      const boardNo = await adminBoards.create(caller, request.body);
      return ok({ boardNo }, ADMIN_CONTENT_MESSAGES.saved);
    },
  });
  app.route({
    ...endpoint(API.adminBoardUpdate),
    handler: async (request) => {
      const caller = requireAdmin(request);
      const boardNo = await adminBoards.update(caller, request.params.boardNo, request.body);
      return ok({ boardNo }, ADMIN_CONTENT_MESSAGES.saved);
    },
  });
  app.route({
    ...endpoint(API.adminBoardDelete),
    handler: async (request) => {
      const caller = requireAdmin(request);
      await adminBoards.remove(caller, request.params.boardNo);
      return ok(null, ADMIN_CONTENT_MESSAGES.deleted);
    },
  });

  // ----- banners
  app.route({
    ...endpoint(API.adminBannerList),
    handler: async (request) => {
      requireAdmin(request);
      return ok(await adminBanners.list(request.query));
    },
  });
  app.route({
    ...endpoint(API.adminBannerImage),
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request) => {
      const caller = requireAdmin(request);
      if (!request.isMultipart())
        throw new AppError('VALIDATION', 'multipart/form-data 형식으로 보내주세요.');
      let file: { filename: string; data: Buffer } | null = null;
      try {
        for await (const part of request.parts({ limits: { fileSize: BANNER_IMAGE_MAX_BYTES, files: 1 } })) {
          if (part.type !== 'file') continue;
          const data = await part.toBuffer();
          if (part.fieldname !== 'file') throw new AppError('VALIDATION', `file: ${UPLOAD_MESSAGES.file}`);
          file = { filename: uploadFileName('file', part.filename ?? ''), data };
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('FILE_REJECTED', '이미지는 10MB 이하로 올려주세요.', { field: 'file' });
        if (code === 'FST_FILES_LIMIT')
          throw new AppError('VALIDATION', `file: ${UPLOAD_MESSAGES.oneFile}`, { field: 'file' });
        throw multipartReadError(error);
      }
      if (!file) throw new AppError('VALIDATION', `file: ${UPLOAD_MESSAGES.file}`, { field: 'file' });
      // The listing photo pipeline: type from content, re-encoded, metadata dropped, sizes made. The
      // file sweep keeps a photo while a banner's image_url names it (modules/files/repo.ts).
      const entity = await uploads.upload(caller.userNo, 'saleImage', file);
      const imageUrl = entity.previewUrl?.replace(/\/card\.webp$/, '/detail.webp');
      if (!imageUrl) throw new AppError('FILE_REJECTED', '이미지를 처리하지 못했습니다.', { field: 'file' });
      return ok({ imageUrl }, '이미지를 올렸습니다.');
    },
  });
  app.route({
    ...endpoint(API.adminBannerCreate),
    handler: async (request) => {
      const caller = requireAdmin(request);
      const bannerNo = await adminBanners.create(caller, request.body);
      return ok({ bannerNo }, ADMIN_CONTENT_MESSAGES.saved);
    },
  });
  app.route({
    ...endpoint(API.adminBannerUpdate),
    handler: async (request) => {
      const caller = requireAdmin(request);
      const bannerNo = await adminBanners.update(caller, request.params.bannerNo, request.body);
      return ok({ bannerNo }, ADMIN_CONTENT_MESSAGES.saved);
    },
  });
  app.route({
    ...endpoint(API.adminBannerDelete),
    handler: async (request) => {
      const caller = requireAdmin(request);
      await adminBanners.remove(caller, request.params.bannerNo);
      return ok(null, ADMIN_CONTENT_MESSAGES.deleted);
    },
  });

  // ----- app versions
  app.route({
    ...endpoint(API.adminVersionList),
    handler: async (request) => {
      requireAdmin(request);
      return ok(await versions.list(request.query));
    },
  });
  app.route({
    ...endpoint(API.adminVersionCreate),
    handler: async (request) => {
      const caller = requireAdmin(request);
      return ok(await versions.create(caller, request.body), ADMIN_CONTENT_MESSAGES.saved);
    },
  });
  app.route({
    ...endpoint(API.adminVersionForce),
    handler: async (request) => {
      const caller = requireAdmin(request);
      return ok(
        await versions.setForce(caller, request.params.appVersionNo, request.body.isForce),
        ADMIN_CONTENT_MESSAGES.saved,
      );
    },
  });

  // ----- common codes
  app.route({
    ...endpoint(API.adminCodeList),
    handler: async (request) => {
      requireAdmin(request);
      return ok(await codes.list(request.query.groupCode));
    },
  });
  app.route({
    ...endpoint(API.adminCodeUpdate),
    handler: async (request) => {
      const caller = requireAdmin(request);
      const { groupCode, code } = request.params;
      return ok(await codes.update(caller, groupCode, code, request.body), ADMIN_CONTENT_MESSAGES.saved);
    },
  });
  app.route({
    ...endpoint(API.adminCodeDelete),
    handler: async (request) => {
      const caller = requireAdmin(request);
      await codes.remove(caller, request.params.groupCode, request.params.code);
      return ok(null, ADMIN_CONTENT_MESSAGES.deleted);
    },
  });
};
