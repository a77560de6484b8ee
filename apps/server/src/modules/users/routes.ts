import {
  API,
  ok,
  SIGN_UP_FILE_FIELDS,
  type SignUpFileField,
  signUpFieldsSchema,
} from '@ansim/domain/contract';
import type {} from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { endpoint } from '../../http/endpoint.ts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { multipartReadError, parseOrThrow, uploadFileName } from '../../validate.ts';
import { requireAdmin } from '../admin/guard.ts';
import type { UploadedFile, UsersService } from './service.ts';

const isFileField = (name: string): name is SignUpFileField =>
  (SIGN_UP_FILE_FIELDS as readonly string[]).includes(name);

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.route({
    ...endpoint(API.duplicationCheck),
    // Per client address: enough for a person choosing an id, too few to list which ids exist.
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request) => {
      const available = await users.isIdAvailable(request.query.id);
      return ok({ available }, available ? '사용 가능한 아이디입니다.' : '이미 사용 중인 아이디입니다.');
    },
  });

  app.route({
    ...endpoint(API.signUp),
    config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    handler: async (request) => {
      if (!request.isMultipart())
        throw new AppError('VALIDATION', 'multipart/form-data 형식으로 보내주세요.');
      // No prototype: the keys are the client's field names.
      const fields: Record<string, string> = Object.create(null);
      const uploads: UploadedFile[] = [];
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (!isFileField(part.fieldname)) {
              await part.toBuffer();
              throw new AppError('VALIDATION', `${part.fieldname}: 받을 수 없는 파일 항목입니다.`);
            }
            const data = await part.toBuffer();
            const filename = uploadFileName(part.fieldname, part.filename);
            if (data.length > 0) uploads.push({ field: part.fieldname, filename, data });
          } else if (typeof part.value === 'string' && part.value !== '') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT')
          throw new AppError('FILE_REJECTED');
        throw multipartReadError(error);
      }
      const parsed = parseOrThrow(signUpFieldsSchema, fields);
      const created = await users.signUp(parsed, uploads);
      return ok(
        created,
        created.status === 'PENDING'
          ? '가입 신청이 완료되었습니다. 승인 후 이용하실 수 있습니다.'
          : '가입이 완료되었습니다.',
      );
    },
  });

  app.route({
    ...endpoint(API.findId),
    config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    handler: async (request) => {
      const { name, phone, verificationId } = request.body;
      return ok(await users.findIds(name, phone, verificationId));
    },
  });

  app.route({
    ...endpoint(API.findPassword),
    config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    handler: async (request) =>
      ok(await users.startPasswordReset(request.params.id, request.body.phone, request.body.verificationId)),
  });

  app.route({
    ...endpoint(API.changePassword),
    config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    handler: async (request) => {
      await users.changePassword(request.body, request.auth);
      return ok(null, '비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.');
    },
  });

  app.route({
    ...endpoint(API.userDetail),
    handler: async (request) => ok(await users.detail(requireUser(request), request.params.userNo)),
  });

  app.route({
    ...endpoint(API.userModify),
    handler: async (request) =>
      ok(await users.modify(requireUser(request), request.body), '회원 정보가 수정되었습니다.'),
  });

  app.route({
    ...endpoint(API.marketingToggle),
    handler: async (request) => {
      const { userNo, isMarketing } = request.query;
      return ok(await users.setAlarms(requireUser(request), userNo, { isMarketing }));
    },
  });

  app.route({
    ...endpoint(API.userAlarm),
    handler: async (request) =>
      ok(await users.setAlarms(requireUser(request), request.params.userNo, request.body)),
  });

  // The spec spells it 'withdrwal'; the path is kept so that the existing native shell works unchanged.
  app.route({
    ...endpoint(API.withdrawal),
    handler: async (request) => {
      await users.withdraw(requireUser(request), request.params.userNo, request.body?.password);
      return ok(null, '회원 탈퇴가 완료되었습니다.');
    },
  });

  app.route({
    ...endpoint(API.userList),
    handler: async (request) => ok(await users.list(requireRole(request, 'ADMIN'), request.query)),
  });

  app.route({
    ...endpoint(API.approveUser),
    handler: async (request) =>
      ok(await users.approve(requireAdmin(request), request.params.userNo), '승인되었습니다.'),
  });
};
