import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { DOWNLOAD_LINK_TTL_SECONDS } from '@ansim/domain/contract';
import { and, count, eq } from 'drizzle-orm';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFRef,
  type PDFStream,
  StandardFonts,
} from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileViews, saleDocuments, sales, storedFiles, users } from '../src/db/schema/index.ts';
import { createDownloadLinks } from '../src/modules/files/download-links.ts';
import { fontkit, koreanFont } from '../src/platform/fonts/korean-font.ts';
import { diskFileStore } from '../src/platform/storage/files.ts';
import { watermarkFile } from '../src/platform/watermark/file.ts';
import { createTestApp, TEST_JWT_SECRET, type TestContext } from './helpers.ts';

/*
 * GET /common/download (P7 item 6): a stored file by id only, registry documents for signed-in users with
 * every view recorded, account documents for their owner and the operator, and every copy watermarked by
 * the server (pixels of an image, a stamp on every page of a PDF). The demo market's registry documents
 * are written from the listing's row on first view.
 */

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ansim-download-'));
const store = diskFileStore(filesDir);
let ctx: TestContext;

/** Listings of our own, numbered far from the demo market's. */
const OPEN = 260_001;
const STOPPED = 260_002;
const DEMO = 260_003;

const COMPANY = '안심공인중개사사무소';
const callers: Record<'user' | 'owner' | 'admin' | 'lawyer', Record<string, string>> = {
  user: {},
  owner: {},
  admin: {},
  lawyer: {},
};
const userNos: Record<keyof typeof callers, number> = { user: 0, owner: 0, admin: 0, lawyer: 0 };

/** 600 × 400: a light left part and a dark right part, so that the mark is checked on both. */
let originalPng: Buffer;
let originalPdf: Buffer;
const files = {
  openImage: randomUUID(),
  openPdf: randomUUID(),
  stoppedImage: randomUUID(),
  accountDoc: randomUUID(),
  demoRegister: randomUUID(),
  demoBuilding: randomUUID(),
};

async function signIn(id: string): Promise<Record<string, string>> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { id, password: 'ansim2580!' },
  });
  const token = res.headers.authorization;
  if (typeof token !== 'string') throw new Error(`${id} did not sign in: ${res.body}`);
  return { authorization: token };
}

async function userNoOf(loginId: string): Promise<number> {
  const [row] = await ctx.handle.db
    .select({ userNo: users.userNo })
    .from(users)
    .where(eq(users.loginId, loginId));
  return row!.userNo;
}

async function storeFile(
  fileId: string,
  owner: number,
  file: { kind: string; mime: string; data: Buffer; name: string; key?: string },
) {
  const key = file.key ?? `test-documents/${fileId}.${file.mime === 'application/pdf' ? 'pdf' : 'png'}`;
  if (!file.key) await store.put(key, file.data);
  await ctx.handle.db.insert(storedFiles).values({
    fileId,
    ownerUserNo: owner,
    kind: file.kind,
    mime: file.mime,
    size: file.key ? 0 : file.data.length,
    storageKey: key,
    originalName: file.name,
  });
}

beforeAll(async () => {
  ctx = await createTestApp({ env: { FILES_DIR: filesDir } });
  userNos.user = await userNoOf('user01');
  userNos.owner = await userNoOf('broker01');
  userNos.admin = await userNoOf('admin01');
  userNos.lawyer = await userNoOf('lawyer01');
  callers.user = await signIn('user01');
  callers.owner = await signIn('broker01');
  callers.admin = await signIn('admin01');
  callers.lawyer = await signIn('lawyer01');

  const listing = {
    userNo: userNos.owner,
    saleType: 'RENT',
    buildingType: 'VILLA',
    useType: 'TYPE003',
    rentPrice: 28_000,
    roomGroup: 'ROOM002',
    roomType: 'ROOM_TYPE005',
    floor: 3,
    entireFloor: 5,
    dedicatedArea: 49.5,
    supplyArea: 62.81,
    landArea: 21.4,
    saleAddr: '서울특별시 강남구 역삼동 123-4 안심빌라',
    dong: 'A',
    unit: '302',
    bjdCode: '1168010100',
    sidoCode: '11',
    sigunguCode: '11680',
    dongCode: '11680101',
    lat: 37.5006,
    lng: 127.0364,
    title: '역삼역 5분 채광 좋은 투룸',
    safetyGrade: 'RATE002',
  };
  await ctx.handle.db
    .insert(sales)
    .overridingSystemValue()
    .values([
      { ...listing, saleNo: OPEN },
      { ...listing, saleNo: STOPPED, status: 'STOP' },
      {
        ...listing,
        saleNo: DEMO,
        collateralSecurity: true,
        collateralSecurityPrice: 12_000,
        illegalBuilding: true,
      },
    ]);

  const light = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#eef2f7' } })
    .png()
    .toBuffer();
  originalPng = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#1e293b' } })
    .composite([{ input: light, left: 0, top: 0 }])
    .png()
    .toBuffer();
  const pdf = await PDFDocument.create();
  const helvetica = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595, 842]).drawText('Register copy, page 1', { x: 50, y: 780, size: 14, font: helvetica });
  pdf.addPage([842, 595]).drawText('Register copy, page 2', { x: 50, y: 540, size: 14, font: helvetica });
  originalPdf = Buffer.from(await pdf.save());

  const image = { mime: 'image/png', data: originalPng };
  await storeFile(files.openImage, userNos.owner, {
    ...image,
    kind: 'SALE_REGISTER_COPY',
    name: '등기부등본 스캔.png',
  });
  await storeFile(files.openPdf, userNos.owner, {
    kind: 'SALE_BUILDING_REGISTER',
    mime: 'application/pdf',
    data: originalPdf,
    name: '건축물대장.pdf',
  });
  await storeFile(files.stoppedImage, userNos.owner, {
    ...image,
    kind: 'SALE_REGISTER_COPY',
    name: 'stop.png',
  });
  await storeFile(files.accountDoc, userNos.owner, {
    ...image,
    kind: 'BUSINESS_LICENSE',
    name: 'license.png',
  });
  // As the seed writes them: a row, no object, size 0.
  for (const [fileId, kind, label] of [
    [files.demoRegister, 'REGISTER_COPY', '등기부등본'],
    [files.demoBuilding, 'BUILDING_REGISTER', '건축물대장'],
  ] as const) {
    await storeFile(fileId, userNos.owner, {
      kind: `SALE_${kind}`,
      mime: 'application/pdf',
      data: Buffer.alloc(0),
      name: `${label}_${DEMO}.pdf`,
      key: `demo-documents/${DEMO}/${kind}.pdf`,
    });
  }
  await ctx.handle.db.insert(saleDocuments).values([
    { saleNo: OPEN, kind: 'REGISTER_COPY', fileId: files.openImage },
    { saleNo: OPEN, kind: 'BUILDING_REGISTER', fileId: files.openPdf },
    { saleNo: STOPPED, kind: 'REGISTER_COPY', fileId: files.stoppedImage },
    { saleNo: DEMO, kind: 'REGISTER_COPY', fileId: files.demoRegister },
    { saleNo: DEMO, kind: 'BUILDING_REGISTER', fileId: files.demoBuilding },
  ]);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

let addressSeq = 0;
const download = (query: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'GET',
    url: `/common/download?${query}`,
    headers,
    // Each request from its own address: the route's per-address limit is not what is tested here.
    remoteAddress: `10.8.${addressSeq >> 8}.${++addressSeq & 255}`,
  });

const viewsOf = async (fileId: string) => {
  const [row] = await ctx.handle.db
    .select({ n: count() })
    .from(fileViews)
    .where(eq(fileViews.fileId, fileId));
  return row?.n ?? 0;
};

const envelopeOf = (res: { json: <T>() => T }) =>
  res.json<{ code: number; message: string; entity: unknown }>();

// ---------------------------------------------------------------------------------------------------------
// Reading the text a PDF shows: each page's text operators decoded through their font's ToUnicode map.

const asStream = (document: PDFDocument, ref: unknown): PDFStream =>
  document.context.lookup(ref as PDFRef) as PDFStream;

function streamText(stream: PDFStream): string {
  if (!(stream instanceof PDFRawStream)) return '';
  const filter = stream.dict.get(PDFName.of('Filter'));
  const bytes = filter === PDFName.of('FlateDecode') ? zlib.inflateSync(stream.contents) : stream.contents;
  return Buffer.from(bytes).toString('latin1');
}

function unicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, unicode] of section[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set(code!.toLowerCase(), Buffer.from(unicode!, 'hex').swap16().toString('utf16le'));
    }
  }
  return map;
}

/**
 * The text a content program shows, in the order drawn, one line per text operator; a form XObject it
 * places (`/Name Do`: the stamp is one, placed many times) is read in its place. Glyphs of fonts without a
 * ToUnicode map (the standard fonts) are left out.
 */
function shownText(document: PDFDocument, program: string, resources: PDFDict | undefined): string {
  const dictOf = (key: string) => resources?.lookup(PDFName.of(key)) as PDFDict | undefined;
  const fonts = new Map<string, Map<string, string>>();
  for (const [name, ref] of dictOf('Font')?.entries() ?? []) {
    const toUnicode = (document.context.lookup(ref) as PDFDict).get(PDFName.of('ToUnicode'));
    fonts.set(name.asString(), toUnicode ? unicodeMap(streamText(asStream(document, toUnicode))) : new Map());
  }
  const forms = dictOf('XObject');
  let font = new Map<string, string>();
  let text = '';
  const operators = /(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj|(\/[^\s/]+)\s+Do\b/g;
  for (const [, fontName, hex, formName] of program.matchAll(operators)) {
    if (fontName) font = fonts.get(fontName) ?? new Map();
    else if (hex !== undefined) {
      for (let i = 0; i < hex.length; i += 4) text += font.get(hex.slice(i, i + 4).toLowerCase()) ?? '';
      text += '\n';
    } else if (formName) {
      const form = asStream(document, forms?.get(PDFName.of(formName.slice(1))));
      if (form instanceof PDFRawStream)
        text += shownText(document, streamText(form), form.dict.lookup(PDFName.of('Resources')) as PDFDict);
    }
  }
  return text;
}

/** Every page's shown text (see shownText). */
async function pdfPageTexts(data: Buffer): Promise<string[]> {
  const document = await PDFDocument.load(data);
  return document.getPages().map((page) => {
    const contents = page.node.get(PDFName.of('Contents'));
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    const program = refs.map((ref) => streamText(asStream(document, ref))).join('\n');
    return shownText(document, program, page.node.Resources());
  });
}

// ---------------------------------------------------------------------------------------------------------

describe('who may view a registry document', () => {
  it('asks a visitor to sign in, with the envelope, and records nothing', async () => {
    const res = await download(`fileId=${files.openImage}`);
    expect(res.statusCode).toBe(401);
    const body = envelopeOf(res);
    expect(body.code).toBe(-401);
    expect(body.message).toContain('로그인');
    expect(body.entity).toBeNull();
    expect(await viewsOf(files.openImage)).toBe(0);
  });

  it('shows it to a signed-in user while the listing is open, inline and uncached, and records the view first', async () => {
    const res = await download(`fileId=${files.openImage}`, callers.user);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="_____ __.png"; filename*=UTF-8''${encodeURIComponent('등기부등본 스캔.png')}`,
    );
    const views = await ctx.handle.db.select().from(fileViews).where(eq(fileViews.fileId, files.openImage));
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ userNo: userNos.user, saleNo: OPEN });
    expect(Date.now() - views[0]!.viewedAt.getTime()).toBeLessThan(60_000);
  });

  it.each([
    ['the owner', 'owner'],
    ['the operator', 'admin'],
  ] as const)('shows a closed listing’s document to %s', async (_who, caller) => {
    const before = await viewsOf(files.stoppedImage);
    const res = await download(`fileId=${files.stoppedImage}`, callers[caller]);
    expect(res.statusCode).toBe(200);
    expect(await viewsOf(files.stoppedImage)).toBe(before + 1);
  });

  it.each([
    ['a general user', 'user'],
    ['another professional', 'lawyer'],
  ] as const)('hides a closed listing’s document from %s (404) and records nothing', async (_who, caller) => {
    const before = await viewsOf(files.stoppedImage);
    const res = await download(`fileId=${files.stoppedImage}`, callers[caller]);
    expect(res.statusCode).toBe(404);
    expect(envelopeOf(res).code).toBe(-404);
    expect(await viewsOf(files.stoppedImage)).toBe(before);
  });
});

describe("who may view an account's document", () => {
  it('refuses another user (403) and records nothing', async () => {
    const res = await download(`fileId=${files.accountDoc}`, callers.user);
    expect(res.statusCode).toBe(403);
    expect(envelopeOf(res).entity).toBeNull();
    expect(await viewsOf(files.accountDoc)).toBe(0);
  });

  it.each(['owner', 'admin'] as const)('gives %s a watermarked download (attachment)', async (caller) => {
    const res = await download(`fileId=${files.accountDoc}`, callers[caller]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="license\.png"/);
    expect(res.rawPayload.equals(originalPng)).toBe(false);
  });
});

describe('refusals of the request itself', () => {
  it('refuses a client-given path with the schema’s message', async () => {
    const res = await download(`fileId=${files.openImage}&filePath=/var/files/a.png`, callers.admin);
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).message).toContain('파일 경로는 받지 않습니다. 파일 번호로 요청해주세요.');
  });

  it.each([
    ['a parent directory', '../etc/passwd'],
    ['a slash', 'docs/a.png'],
    ['a backslash', 'docs\\a.png'],
    ['a NUL', 'a.png\u0000.txt'],
  ])('refuses a file name with %s', async (_what, name) => {
    const res = await download(
      `fileId=${files.openImage}&fileName=${encodeURIComponent(name)}`,
      callers.admin,
    );
    expect(res.statusCode).toBe(400);
    const body = envelopeOf(res);
    expect(body.code).toBe(-400);
    expect(body.message).toMatch(/^fileName: /);
  });

  it('accepts a plain file name and still serves the stored file by its id', async () => {
    const res = await download(
      `fileId=${files.openImage}&fileName=${encodeURIComponent('등기부.png')}`,
      callers.user,
    );
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 for a file number that is not stored, 400 for one that is no file number', async () => {
    expect((await download(`fileId=${randomUUID()}`, callers.admin)).statusCode).toBe(404);
    expect((await download('fileId=12345', callers.admin)).statusCode).toBe(400);
    expect((await download('', callers.admin)).statusCode).toBe(400);
  });

  it('records no view for any refused call', async () => {
    const [row] = await ctx.handle.db
      .select({ n: count() })
      .from(fileViews)
      .where(eq(fileViews.userNo, userNos.lawyer));
    expect(row?.n).toBe(0);
  });
});

describe('the watermark is in the bytes', () => {
  it('changes an image’s pixels where the text runs, on light and dark parts, and leaves the rest', async () => {
    const res = await download(`fileId=${files.openImage}`, callers.user);
    const marked = await sharp(res.rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const original = await sharp(originalPng).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([marked.info.width, marked.info.height]).toEqual([600, 400]);
    const changedIn = (fromX: number, toX: number) => {
      let changed = 0;
      let total = 0;
      for (let y = 0; y < 400; y++) {
        for (let x = fromX; x < toX; x++) {
          const at = (y * 600 + x) * 3;
          const delta = [0, 1, 2].reduce(
            (d, c) => d + Math.abs(marked.data[at + c]! - original.data[at + c]!),
            0,
          );
          total++;
          if (delta > 12) changed++;
        }
      }
      return changed / total;
    };
    for (const share of [changedIn(0, 400), changedIn(400, 600)]) {
      expect(share).toBeGreaterThan(0.03);
      expect(share).toBeLessThan(0.6);
    }
  });

  it('stamps every page of a PDF with the company, the service, the date and the viewer, pages unchanged', async () => {
    const res = await download(`fileId=${files.openPdf}`, callers.user);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; /);
    const stamped = await PDFDocument.load(res.rawPayload);
    expect(stamped.getPageCount()).toBe(2);
    expect(stamped.getPages().map((p) => [p.getWidth(), p.getHeight()])).toEqual([
      [595, 842],
      [842, 595],
    ]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
    const stamp = `${COMPANY} · 안심방 열람용 · ${today} · user01`;
    for (const text of await pdfPageTexts(res.rawPayload)) {
      expect(text.split('\n').filter((line) => line === stamp).length).toBeGreaterThan(3);
    }
  });

  it('embeds the stamp’s glyphs intact: every outline of the font subset is the font’s own', async () => {
    const res = await download(`fileId=${files.openPdf}`, callers.user);
    const stamped = await PDFDocument.load(res.rawPayload);
    const subsets = [...stamped.context.enumerateIndirectObjects()]
      .map(([, object]) => object)
      .filter((object): object is PDFDict => object instanceof PDFDict && object.has(PDFName.of('FontFile2')))
      .map((descriptor) => asStream(stamped, descriptor.get(PDFName.of('FontFile2'))))
      .map((stream) => zlib.inflateSync((stream as PDFRawStream).contents));
    expect(subsets).toHaveLength(1);
    // Every letter the stamp shapes (contextual forms included) must come out of the subset as drawn by
    // the font; an offset error garbles those that follow it. (The subset may hold more: .notdef and the
    // parts of composite glyphs.)
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
    const stampText = `${COMPANY} · 안심방 열람용 · ${today} · user01`;
    const subset = fontkit.create(subsets[0]!);
    const subsetOutlines = new Set(
      Array.from({ length: subset.numGlyphs }, (_, id) => subset.getGlyph(id).path.toSVG()),
    );
    const letters = koreanFont()
      .font.layout(stampText)
      .glyphs.map((glyph) => glyph.path.toSVG());
    expect(new Set(letters).size).toBeGreaterThan(15);
    for (const outline of letters) expect(subsetOutlines.has(outline)).toBe(true);
  });

  it('marks every type a document may have: GIF (first frame), SVG (rasterised), WebP and JPEG', async () => {
    const subject = { source: '안심방', viewer: 'user01', viewedAt: new Date() };
    const base = sharp({ create: { width: 300, height: 200, channels: 3, background: '#f5f5f4' } });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="#f5f5f4"/></svg>',
    );
    // SVG has no pixels of its own: it is drawn at 150 dpi (its 72-dpi size × 150/72).
    const cases: [string, Buffer, string, [number, number]][] = [
      ['image/gif', await base.clone().gif().toBuffer(), 'image/png', [300, 200]],
      ['image/svg+xml', svg, 'image/png', [625, 417]],
      ['image/webp', await base.clone().webp().toBuffer(), 'image/png', [300, 200]],
      ['image/jpeg', await base.clone().jpeg().toBuffer(), 'image/jpeg', [300, 200]],
    ];
    for (const [mime, data, sent, size] of cases) {
      const marked = await watermarkFile({ data, mime }, subject);
      expect(marked.mime, mime).toBe(sent);
      const { data: pixels, info } = await sharp(marked.data)
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height], mime).toEqual(size);
      // The background is #f5f5f4: a pixel the text runs over is darker than it by more than rounding.
      let marks = 0;
      for (let at = 0; at < pixels.length; at += 3)
        if (pixels[at]! + pixels[at + 1]! + pixels[at + 2]! < 700) marks++;
      expect(marks / (size[0] * size[1]), mime).toBeGreaterThan(0.03);
    }
  });
});

describe("the demo market's registry documents", () => {
  it('writes the 등기부등본 from the listing on first view, stores it with its size, and serves it stamped', async () => {
    const res = await download(`fileId=${files.demoRegister}`, callers.user);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const [row] = await ctx.handle.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.fileId, files.demoRegister));
    expect(row!.size).toBeGreaterThan(1000);
    expect(row!.storageKey).toBe(`demo-documents/${DEMO}/register-copy.pdf`);
    const stored = await store.get(row!.storageKey);
    expect(stored.length).toBe(row!.size);

    const [page] = await pdfPageTexts(res.rawPayload);
    expect(page).toContain('데모 문서 — 실제 공적 장부가 아닙니다');
    expect(page).toContain('등기사항전부증명서 (요약)');
    expect(page).toContain('서울특별시 강남구 역삼동 123-4 안심빌라 A동 302호');
    expect(page).toContain('49.50㎡');
    expect(page).toContain('근저당권설정');
    expect(page).toContain('금 120,000,000원 (1억 2,000만원)');
    expect(page).toContain('user01');
    expect(await viewsOf(files.demoRegister)).toBe(1);
  });

  it('serves the stored copy on later views instead of writing it again', async () => {
    const [before] = await ctx.handle.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.fileId, files.demoRegister));
    const modified = fs.statSync(path.join(filesDir, before!.storageKey)).mtimeMs;
    const res = await download(`fileId=${files.demoRegister}`, callers.owner);
    expect(res.statusCode).toBe(200);
    expect(fs.statSync(path.join(filesDir, before!.storageKey)).mtimeMs).toBe(modified);
  });

  it('writes the 건축물대장 with the use, floors, areas and the illegal-building mark', async () => {
    const res = await download(`fileId=${files.demoBuilding}`, callers.admin);
    expect(res.statusCode).toBe(200);
    const [page] = await pdfPageTexts(res.rawPayload);
    expect(page).toContain('건축물대장 (요약)');
    expect(page).toContain('데모 문서 — 실제 공적 장부가 아닙니다');
    expect(page).toContain('다세대주택');
    expect(page).toContain('지상 5층');
    expect(page).toContain('62.81㎡');
    expect(page).toContain('위반건축물 (불법 증·개축 표시)');
    expect(page).toContain('admin01');
  });
});

describe('signed download links (the app saves a file by URL, without the session)', () => {
  const linkFor = async (fileId: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: `/common/downloadLink?fileId=${fileId}`, headers });
  const tokenOf = (url: string) => new URLSearchParams(url.split('?')[1]).get('token')!;
  /** Links as the server signs them, at another time (the tests' app shares this secret). */
  const signedAt = (at: number) => createDownloadLinks(TEST_JWT_SECRET, DOWNLOAD_LINK_TTL_SECONDS, () => at);
  const viewsBy = async (fileId: string, userNo: number) => {
    const [row] = await ctx.handle.db
      .select({ n: count() })
      .from(fileViews)
      .where(and(eq(fileViews.fileId, fileId), eq(fileViews.userNo, userNo)));
    return row?.n ?? 0;
  };

  it('gives a signed-in user a 5-minute link that fetches the stamped file without a session and records the view for that user', async () => {
    const before = await viewsBy(files.openPdf, userNos.user);
    const res = await linkFor(files.openPdf, callers.user);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const { url, expiresAt } = envelopeOf(res).entity as { url: string; expiresAt: string };
    expect(url).toMatch(/^\/common\/download\?fileId=[0-9a-f-]{36}&token=\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
    const lifetime = Date.parse(expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(290_000);
    expect(lifetime).toBeLessThanOrEqual(300_000);
    // Nothing is recorded until the file itself is fetched.
    expect(await viewsBy(files.openPdf, userNos.user)).toBe(before);

    const file = await ctx.app.inject({ method: 'GET', url, remoteAddress: '10.9.0.1' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    // Saved, not shown: the native side writes it to the device.
    expect(file.headers['content-disposition']).toMatch(/^attachment; /);
    expect(file.headers['cache-control']).toContain('no-store');
    const [page] = await pdfPageTexts(file.rawPayload);
    expect(page).toContain('user01');
    expect(await viewsBy(files.openPdf, userNos.user)).toBe(before + 1);
  });

  it('issues no link to a visitor (401) nor for a file the caller may not view (403, 404), and records nothing', async () => {
    expect((await linkFor(files.openImage, {})).statusCode).toBe(401);
    const foreign = await linkFor(files.accountDoc, callers.user);
    expect(foreign.statusCode).toBe(403);
    expect(envelopeOf(foreign).entity).toBeNull();
    expect((await linkFor(files.stoppedImage, callers.user)).statusCode).toBe(404);
    expect((await linkFor(randomUUID(), callers.user)).statusCode).toBe(404);
    expect((await linkFor('12345', callers.user)).statusCode).toBe(400);
    expect(await viewsBy(files.accountDoc, userNos.user)).toBe(0);
  });

  it('answers 410 in Korean for a link past its five minutes, and records nothing', async () => {
    const before = await viewsBy(files.openImage, userNos.user);
    const { token } = signedAt(Date.now() - (DOWNLOAD_LINK_TTL_SECONDS + 1) * 1000).sign(
      files.openImage,
      userNos.user,
    );
    const res = await download(`fileId=${files.openImage}&token=${token}`);
    expect(res.statusCode).toBe(410);
    expect(envelopeOf(res)).toEqual({
      code: -1412,
      message: '내려받기 링크의 유효 시간이 지났습니다. 파일을 다시 열어 내려받아주세요.',
      entity: null,
    });
    expect(await viewsBy(files.openImage, userNos.user)).toBe(before);
    // One second before its end it still works.
    const fresh = signedAt(Date.now() - (DOWNLOAD_LINK_TTL_SECONDS - 2) * 1000).sign(
      files.openImage,
      userNos.user,
    );
    expect((await download(`fileId=${files.openImage}&token=${fresh.token}`)).statusCode).toBe(200);
  });

  it('answers 403 in Korean for an altered link or another file’s, and records nothing', async () => {
    const { entity } = envelopeOf(await linkFor(files.openImage, callers.user)) as {
      entity: { url: string };
    };
    const token = tokenOf(entity.url);
    const [userNo, expires, mac] = token.split('.') as [string, string, string];
    const flip = (c: string) => (c === 'A' ? 'B' : 'A');
    const altered = {
      'the signature': `${userNo}.${expires}.${flip(mac[0]!)}${mac.slice(1)}`,
      // Someone else's name on it: the operator, whose view would see every file.
      'the user': `${userNos.admin}.${expires}.${mac}`,
      // A later end: not 410 either, since the signature no longer matches.
      'the expiry': `${userNo}.${Number(expires) + 3600}.${mac}`,
      'its shape': `${userNo}.${expires}`,
      'its alphabet': `${userNo}.${expires}.${mac.slice(0, -1)}!`,
    };
    const beforeUser = await viewsBy(files.openImage, userNos.user);
    const beforeAdmin = await viewsBy(files.openImage, userNos.admin);
    for (const [what, bad] of Object.entries(altered)) {
      const res = await download(`fileId=${files.openImage}&token=${encodeURIComponent(bad)}`);
      expect(res.statusCode, what).toBe(403);
      expect(envelopeOf(res), what).toEqual({
        code: -1411,
        message: '내려받기 링크가 올바르지 않습니다. 파일을 다시 열어 내려받아주세요.',
        entity: null,
      });
    }
    // A genuine link names its file: with another file's number it opens nothing.
    const other = await download(`fileId=${files.openPdf}&token=${token}`);
    expect(other.statusCode).toBe(403);
    expect(envelopeOf(other).code).toBe(-1411);
    expect(await viewsBy(files.openImage, userNos.user)).toBe(beforeUser);
    expect(await viewsBy(files.openImage, userNos.admin)).toBe(beforeAdmin);
    // The genuine link still works after all that.
    expect((await download(`fileId=${files.openImage}&token=${token}`)).statusCode).toBe(200);
  });

  it('checks the file again when the link is used: a listing closed meanwhile is 404 to its holder', async () => {
    const { token } = signedAt(Date.now()).sign(files.stoppedImage, userNos.user);
    const res = await download(`fileId=${files.stoppedImage}&token=${token}`);
    expect(res.statusCode).toBe(404);
    // Its owner's link to the same file works: the rules are the owner's.
    const own = signedAt(Date.now()).sign(files.stoppedImage, userNos.owner);
    expect((await download(`fileId=${files.stoppedImage}&token=${own.token}`)).statusCode).toBe(200);
  });
});
