import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ERRORS } from '@ansim/domain/contract';
import { eq } from 'drizzle-orm';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, users } from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { AGREED, type MultipartFile, multipart } from './multipart.ts';
import { addressSource, verifyPhone as verifyPhoneAs } from './sms-codes.ts';

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ansim-files-pdf-'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { FILES_DIR: filesDir } });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

const from = addressSource(12);
const verifyPhone = (phone: string) => verifyPhoneAs(ctx.app, ctx.handle.db, phone, { from });

let phoneSeq = 0;
async function brokerSignUp(files: MultipartFile[]) {
  const phone = `0107710${String(++phoneSeq).padStart(4, '0')}`;
  const id = `pdfagent${phoneSeq}`;
  const form = multipart(
    {
      userType: 'BROKER',
      id,
      password: 'broker2go!',
      passwordConfirm: 'broker2go!',
      name: '박서류',
      phone,
      verificationId: await verifyPhone(phone),
      company: '서류공인중개사',
      businessNo: '123-45-67890',
      registrationNo: '11680-2024-00077',
      ...AGREED,
    },
    files,
  );
  const res = await ctx.app.inject({ method: 'POST', url: '/api/user', ...form, remoteAddress: from() });
  return { res, id };
}

/** Every file under FILES_DIR, as storage keys. */
const storedOnDisk = (): string[] =>
  (fs.readdirSync(filesDir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(filesDir, path.join(entry.parentPath, entry.name)))
    .sort();

async function onePagePdf(): Promise<PDFDocument> {
  const document = await PDFDocument.create();
  document.addPage([300, 200]).drawText('registration 11680-2024-00077', { x: 20, y: 100, size: 12 });
  return document;
}

const withOpenActionScript = async (): Promise<PDFDocument> => {
  const document = await onePagePdf();
  const action = document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
  document.catalog.set(PDFName.of('OpenAction'), document.context.register(action));
  return document;
};

/**
 * Written by hand, as an attacker would: every name of the action hex-escaped, so that neither
 * "OpenAction" nor "JavaScript" appears in the bytes.
 */
function hexEscapedActionPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R /Open#41ction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >> >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] >>',
  ];
  let text = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(text.length);
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/** An object stream that inflates far past what any real document needs (a zip bomb in a PDF). */
function objectStreamBombPdf(): Buffer {
  const payload = zlib.deflateSync(Buffer.alloc(100 * 1024 * 1024, 0x20), { level: 9 });
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.7\n1 0 obj\n<< /Type /ObjStm /N 0 /First 0 /Filter /FlateDecode /Length ${payload.length} >>\nstream\n`,
      'latin1',
    ),
    payload,
    Buffer.from(
      '\nendstream\nendobj\n2 0 obj << /Type /Catalog /Pages 3 0 R >> endobj\n' +
        '3 0 obj << /Type /Pages /Kids [4 0 R] /Count 1 >> endobj\n' +
        '4 0 obj << /Type /Page /Parent 3 0 R /MediaBox [0 0 300 200] >> endobj\n' +
        'trailer << /Root 2 0 R >>\n%%EOF\n',
      'latin1',
    ),
  ]);
}

const asDocument = (data: Buffer, name = 'registration.pdf'): MultipartFile => ({
  field: 'brokerRegistrationFile',
  name,
  type: 'application/pdf',
  data,
});
const license = async (): Promise<MultipartFile> => ({
  field: 'businessLicenseFile',
  name: 'license.pdf',
  type: 'application/pdf',
  data: Buffer.from(await (await onePagePdf()).save()),
});

const ACTIVE_MESSAGE =
  '자동 실행, 스크립트, 첨부 파일 같은 실행 요소가 들어 있는 PDF는 올릴 수 없습니다. PDF로 인쇄해 저장한 파일을 올려주세요.';

describe('PDF uploads', () => {
  it('stores a clean PDF and serves it only as a sandboxed download with its Korean name', async () => {
    const before = storedOnDisk();
    const { res } = await brokerSignUp([
      await license(),
      asDocument(Buffer.from(await (await onePagePdf()).save()), '중개사무소 등록증(원본).pdf'),
    ]);
    expect(res.json()).toMatchObject({ code: 1, entity: { status: 'PENDING' } });
    const { userNo } = res.json<{ entity: { userNo: number } }>().entity;
    expect(storedOnDisk().length).toBe(before.length + 2);

    const admin = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: 'admin01', password: 'ansim2580!' },
      remoteAddress: from(),
    });
    const auth = { authorization: admin.headers.authorization as string };
    const list = await ctx.app.inject({ method: 'GET', url: `/api/user/files/${userNo}`, headers: auth });
    const documents = list.json<{ entity: { fileId: string; originalName: string }[] }>().entity;
    const registration = documents.find((d) => d.originalName === '중개사무소 등록증(원본).pdf');
    expect(registration).toBeDefined();

    const served = await ctx.app.inject({
      method: 'GET',
      url: `/files/${registration?.fileId}`,
      headers: auth,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="_____ ___(__).pdf"; filename*=UTF-8''${encodeURIComponent('중개사무소 등록증')}%28${encodeURIComponent('원본')}%29.pdf`,
    );
    expect(served.headers['content-security-policy']).toMatch(/(^|; )sandbox(;|$)/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('private, no-store');
    const reloaded = await PDFDocument.load(served.rawPayload);
    expect(reloaded.getPageCount()).toBe(1);
  });

  const refusals: [string, () => Promise<Buffer>, string][] = [
    [
      'an /OpenAction running JavaScript',
      async () => Buffer.from(await (await withOpenActionScript()).save({ useObjectStreams: false })),
      ACTIVE_MESSAGE,
    ],
    [
      'the same action with hex-escaped names (/J#61vaScript)',
      async () => hexEscapedActionPdf(),
      ACTIVE_MESSAGE,
    ],
    [
      'the action inside a compressed object stream',
      async () => Buffer.from(await (await withOpenActionScript()).save({ useObjectStreams: true })),
      ACTIVE_MESSAGE,
    ],
    [
      'an encrypted document',
      async () =>
        Buffer.from(
          hexEscapedActionPdf()
            .toString('latin1')
            .replace('/Open#41ction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>', '')
            .replace(
              '/Root 1 0 R',
              '/Root 1 0 R /Encrypt << /Filter /Standard /V 1 /R 2 /O (x) /U (y) /P -4 >>',
            ),
          'latin1',
        ),
      '암호가 걸려 있거나 열 수 없는 PDF는 올릴 수 없습니다. 암호를 해제한 PDF를 올려주세요.',
    ],
    [
      'an object stream that inflates to 100 MB',
      async () => objectStreamBombPdf(),
      '암호가 걸려 있거나 열 수 없는 PDF는 올릴 수 없습니다. 암호를 해제한 PDF를 올려주세요.',
    ],
  ];

  it.each(refusals)('refuses %s, writing nothing', async (_name, build, message) => {
    const data = await build();
    const before = storedOnDisk();
    const { res, id } = await brokerSignUp([await license(), asDocument(data)]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: ERRORS.FILE_REJECTED.code,
      message,
      entity: { field: 'brokerRegistrationFile' },
    });
    expect(await ctx.handle.db.select().from(users).where(eq(users.loginId, id))).toEqual([]);
    expect(storedOnDisk()).toEqual(before);
  });

  it('the hand-written and object-stream cases hide the names from a byte search', async () => {
    for (const data of [
      hexEscapedActionPdf(),
      Buffer.from(await (await withOpenActionScript()).save({ useObjectStreams: true })),
    ]) {
      const text = data.toString('latin1');
      expect(text).not.toContain('JavaScript');
      expect(text).not.toContain('OpenAction');
    }
  });
});

describe('which documents a user type may attach', () => {
  const generalForm = (phone: string, verificationId: string) => ({
    userType: 'GENERAL',
    id: `general${phone.slice(-4)}`,
    password: 'general2go!',
    passwordConfirm: 'general2go!',
    name: '최일반',
    phone,
    verificationId,
    ...AGREED,
  });

  it('refuses any file on a general sign-up, writing no file and no row, and spends no verification', async () => {
    const phone = '01077209001';
    const verificationId = await verifyPhone(phone);
    const filesBefore = await ctx.handle.db.select().from(storedFiles);
    const diskBefore = storedOnDisk();
    for (const file of [await license(), asDocument(Buffer.from(await (await onePagePdf()).save()))]) {
      const form = multipart(generalForm(phone, verificationId), [file]);
      const res = await ctx.app.inject({ method: 'POST', url: '/api/user', ...form, remoteAddress: from() });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: ERRORS.VALIDATION.code,
        message: `${file.field}: 일반 회원 가입에는 파일을 첨부할 수 없습니다.`,
      });
    }
    expect(await ctx.handle.db.select().from(users).where(eq(users.phone, phone))).toEqual([]);
    expect(await ctx.handle.db.select().from(storedFiles)).toEqual(filesBefore);
    expect(storedOnDisk()).toEqual(diskBefore);

    const form = multipart(generalForm(phone, verificationId));
    const res = await ctx.app.inject({ method: 'POST', url: '/api/user', ...form, remoteAddress: from() });
    expect(res.json()).toMatchObject({ code: 1, entity: { userType: 'GENERAL', status: 'ACTIVE' } });
  });

  it('refuses a document the user type does not use, and a second file for one field', async () => {
    const diskBefore = storedOnDisk();
    const phone = '01077209002';
    const lawyer = multipart(
      {
        userType: 'LAWYER',
        id: 'pdflawyer1',
        password: 'lawyer2go!',
        passwordConfirm: 'lawyer2go!',
        name: '한변호',
        phone,
        verificationId: await verifyPhone(phone),
        company: '법률사무소 한',
        registrationNo: '2024-0001',
        ...AGREED,
      },
      [await license(), asDocument(Buffer.from(await (await onePagePdf()).save()))],
    );
    const res = await ctx.app.inject({ method: 'POST', url: '/api/user', ...lawyer, remoteAddress: from() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: ERRORS.VALIDATION.code,
      message: 'businessLicenseFile: 받을 수 없는 파일 항목입니다.',
    });

    const pdf = Buffer.from(await (await onePagePdf()).save());
    const twice = await brokerSignUp([await license(), asDocument(pdf), asDocument(pdf)]);
    expect(twice.res.statusCode).toBe(400);
    expect(twice.res.json()).toMatchObject({
      code: ERRORS.VALIDATION.code,
      message: 'brokerRegistrationFile: 항목마다 파일은 하나만 올릴 수 있습니다.',
    });
    expect(storedOnDisk()).toEqual(diskBefore);
  });
});
