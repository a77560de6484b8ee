import {
  alarmSettingsBodySchema,
  changePasswordBodySchema,
  duplicationQuerySchema,
  duplicationResponseSchema,
  emptyResponseSchema,
  envelopeSchema,
  findIdBodySchema,
  findIdResponseSchema,
  findPasswordBodySchema,
  findPasswordParamsSchema,
  findPasswordResponseSchema,
  marketingToggleQuerySchema,
  modifyUserBodySchema,
  ok,
  SIGN_UP_FILE_FIELDS,
  type SignUpFileField,
  signUpFieldsSchema,
  signUpResponseSchema,
  userDetailResponseSchema,
  userListQuerySchema,
  userNoParamsSchema,
  withdrawalBodySchema,
} from '@ansim/domain/contract';
import type {} from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { multipartReadError, parseOrThrow, uploadFileName } from '../../validate.ts';
import type { UploadedFile, UsersService } from './service.ts';

const isFileField = (name: string): name is SignUpFileField =>
  (SIGN_UP_FILE_FIELDS as readonly string[]).includes(name);

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    '/api/user/duplication/check',
    {
      schema: {
        tags: ['users'],
        summary: '아이디 중복 확인',
        querystring: duplicationQuerySchema,
        response: { 200: duplicationResponseSchema },
      },
    },
    async (request) => {
      const available = await users.isIdAvailable(request.query.id);
      return ok({ available }, available ? '사용 가능한 아이디입니다.' : '이미 사용 중인 아이디입니다.');
    },
  );

  app.post(
    '/api/user',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['users'],
        summary:
          '회원가입 (multipart: 입력값과 brokerProfileFile, businessLicenseFile, brokerRegistrationFile)',
        consumes: ['multipart/form-data'],
        response: { 200: signUpResponseSchema },
      },
    },
    async (request) => {
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
  );

  app.post(
    '/api/find/id',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['users'],
        summary: '아이디 찾기 (SMS 인증 후)',
        body: findIdBodySchema,
        response: { 200: findIdResponseSchema },
      },
    },
    async (request) => {
      const { name, phone, verificationId } = request.body;
      return ok(await users.findIds(name, phone, verificationId));
    },
  );

  app.patch(
    '/api/find/password/:id',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['users'],
        summary: '비밀번호 찾기: 휴대폰 확인 후 재설정 티켓 발급 (10분)',
        params: findPasswordParamsSchema,
        body: findPasswordBodySchema,
        response: { 200: findPasswordResponseSchema },
      },
    },
    async (request) =>
      ok(await users.startPasswordReset(request.params.id, request.body.phone, request.body.verificationId)),
  );

  app.post(
    '/api/change/password',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['users'],
        summary: '비밀번호 변경 (재설정 티켓 또는 현재 비밀번호) — 모든 기기에서 로그아웃',
        body: changePasswordBodySchema,
        response: { 200: emptyResponseSchema },
      },
    },
    async (request) => {
      await users.changePassword(request.body, request.auth);
      return ok(null, '비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.');
    },
  );

  app.patch(
    '/api/user/detail/:userNo',
    {
      schema: {
        tags: ['users'],
        summary: '회원 정보 (본인 또는 운영자)',
        params: userNoParamsSchema,
        response: { 200: userDetailResponseSchema },
      },
    },
    async (request) => ok(await users.detail(requireUser(request), request.params.userNo)),
  );

  app.post(
    '/api/user/modify',
    {
      schema: {
        tags: ['users'],
        summary: '회원 정보 수정 (휴대폰 변경은 CHANGE_PHONE 인증 필요)',
        body: modifyUserBodySchema,
        response: { 200: userDetailResponseSchema },
      },
    },
    async (request) =>
      ok(await users.modify(requireUser(request), request.body), '회원 정보가 수정되었습니다.'),
  );

  app.post(
    '/api/user/toggle',
    {
      schema: {
        tags: ['users'],
        summary: '마케팅 수신 동의 변경',
        querystring: marketingToggleQuerySchema,
        response: { 200: userDetailResponseSchema },
      },
    },
    async (request) => {
      const { userNo, isMarketing } = request.query;
      return ok(await users.setAlarms(requireUser(request), userNo, { isMarketing }));
    },
  );

  app.patch(
    '/api/user/alarm/:userNo',
    {
      schema: {
        tags: ['users'],
        summary: '알림 설정 변경',
        params: userNoParamsSchema,
        body: alarmSettingsBodySchema,
        response: { 200: userDetailResponseSchema },
      },
    },
    async (request) => ok(await users.setAlarms(requireUser(request), request.params.userNo, request.body)),
  );

  // The spec spells it 'withdrwal'; the path is kept so that the existing native shell works unchanged.
  app.patch(
    '/api/user/withdrwal/:userNo',
    {
      schema: {
        tags: ['users'],
        summary: '회원 탈퇴 (모든 기기에서 로그아웃)',
        params: userNoParamsSchema,
        body: withdrawalBodySchema.optional(),
        response: { 200: emptyResponseSchema },
      },
    },
    async (request) => {
      await users.withdraw(requireUser(request), request.params.userNo, request.body?.password);
      return ok(null, '회원 탈퇴가 완료되었습니다.');
    },
  );

  app.get(
    '/api/user/all/list',
    {
      schema: {
        tags: ['admin'],
        summary: '회원 목록 (운영자)',
        querystring: userListQuerySchema,
        response: {
          200: envelopeSchema(
            z.object({
              list: z.array(
                z.object({
                  userNo: z.number(),
                  id: z.string().nullable(),
                  userType: z.string(),
                  status: z.string(),
                  name: z.string(),
                  phone: z.string(),
                  company: z.string().nullable(),
                  createdAt: z.string(),
                }),
              ),
              pageInfo: z.object({ page: z.number(), totalPage: z.number(), totalRow: z.number() }),
            }),
          ),
        },
      },
    },
    async (request) => ok(await users.list(requireRole(request, 'ADMIN'), request.query)),
  );

  app.get(
    '/api/user/files/:userNo',
    {
      schema: {
        tags: ['users'],
        summary: '가입 서류 목록 (본인 또는 운영자)',
        params: userNoParamsSchema,
        response: {
          200: envelopeSchema(
            z.array(
              z.object({
                fileId: z.string(),
                kind: z.string(),
                mime: z.string(),
                size: z.number(),
                originalName: z.string().nullable(),
                createdAt: z.string(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => ok(await users.listFiles(requireUser(request), request.params.userNo)),
  );

  app.get(
    '/files/:fileId',
    {
      schema: {
        tags: ['users'],
        summary: '비공개 파일 내려받기 (파일 번호로만, 본인 또는 운영자)',
        params: z.object({ fileId: z.uuid('파일 번호가 올바르지 않습니다.') }),
      },
    },
    async (request, reply) => {
      const file = await users.readFile(requireUser(request), request.params.fileId);
      return reply
        .type(file.mime)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .send(file.data);
    },
  );

  app.patch(
    '/api/admin/user/:userNo/approve',
    {
      schema: {
        tags: ['admin'],
        summary: '중개인·변호사 가입 승인 (운영자)',
        params: userNoParamsSchema,
        response: { 200: userDetailResponseSchema },
      },
    },
    async (request) =>
      ok(await users.approve(requireRole(request, 'ADMIN'), request.params.userNo), '승인되었습니다.'),
  );
};
