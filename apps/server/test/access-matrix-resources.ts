import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import type { Db } from '../src/db/client.ts';
import { lawyerRequests, notifications, saleDocuments, sales, storedFiles } from '../src/db/schema/index.ts';
import { diskFileStore } from '../src/platform/storage/files.ts';
import { CALLERS, type Caller, type CallerOf } from './access-matrix-callers.ts';
import type { Json } from './access-matrix-fixture.ts';

/*
 * The resources the access matrix tries (access-matrix.test.ts): each caller's own and another user's,
 * found in the demo data or made for the run.
 */

export interface Fixtures {
  /** An ACTIVE listing of each broker, and one that is not public (STOP). */
  active: Map<number, { saleNo: number; saleKey: string }>;
  stopped: Map<number, { saleNo: number; saleKey: string; fileId: string }>;
  /** A: user01 asks about broker01's listing; B: lawyer01 asks about broker02's. */
  inquiries: { inquiryNo: number; asker: number; broker: number }[];
  notificationOf: Map<number, number>;
  searchOf: Map<number, number>;
  /** An open lawyer certification request (the lawyers' shared queue). */
  lawyerRequest: { requestNo: number; saleNo: number };
}

interface Run {
  app: FastifyInstance;
  db: Db;
  caller: CallerOf;
  nextAddress: () => string;
  /** Where the fixture's registry documents are stored (the app's FILES_DIR). */
  filesDir: string;
}

async function listingOf(db: Db, userNo: number, status: 'ACTIVE' | 'STOP') {
  const rows = await db
    .select({ saleNo: sales.saleNo, saleKey: sales.saleKey, fileId: saleDocuments.fileId })
    .from(sales)
    .innerJoin(saleDocuments, eq(saleDocuments.saleNo, sales.saleNo))
    .where(and(eq(sales.userNo, userNo), eq(sales.status, status)))
    .orderBy(sales.saleNo)
    .limit(1);
  const row = rows[0];
  if (!row) throw new Error(`no ${status} listing with documents of ${userNo}`);
  return { saleNo: row.saleNo, saleKey: String(row.saleKey), fileId: String(row.fileId) };
}

/**
 * The demo seed keeps registry documents as rows under demo-documents/ and renders their bytes on first view
 * (/common/download); /files/{fileId} reads stored bytes, which a real upload has, and answers 500 on a demo
 * key (reported in issue 19's note). The fixture's documents become real uploads: a stored key and bytes.
 */
async function writeDocumentBytes(db: Db, filesDir: string, fileIds: string[]): Promise<void> {
  const store = diskFileStore(filesDir);
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]);
  const bytes = Buffer.from(await pdf.save());
  for (const fileId of fileIds) {
    const storageKey = `access-matrix/${fileId}.pdf`;
    await store.put(storageKey, bytes);
    await db.update(storedFiles).set({ storageKey }).where(eq(storedFiles.fileId, fileId));
  }
}

async function entityOf<E>(res: LightMyRequestResponse, what: string): Promise<E> {
  const body = res.json<{ code: number; entity: E }>();
  if (body.code !== 1) throw new Error(`${what}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return body.entity;
}

export async function buildFixtures({ app, db, caller, nextAddress, filesDir }: Run): Promise<Fixtures> {
  const send = (who: Caller, method: 'POST', url: string, payload: Record<string, Json>) =>
    app.inject({
      method,
      url,
      headers: who.token ? { authorization: who.token } : {},
      payload,
      remoteAddress: nextAddress(),
    });
  const general = caller('general');
  const broker = caller('broker');
  const broker2 = caller('broker2');
  const lawyer = caller('lawyer');
  const active = new Map<number, { saleNo: number; saleKey: string }>();
  const stopped = new Map<number, { saleNo: number; saleKey: string; fileId: string }>();
  for (const b of [broker, broker2]) {
    active.set(b.userNo, await listingOf(db, b.userNo, 'ACTIVE'));
    stopped.set(b.userNo, await listingOf(db, b.userNo, 'STOP'));
  }
  await writeDocumentBytes(
    db,
    filesDir,
    [...stopped.values()].map((sale) => sale.fileId),
  );
  const ask = async (asker: Caller, saleNo: number) =>
    (
      await entityOf<{ inquiryNo: number }>(
        await send(asker, 'POST', '/api/inquiry', {
          userNo: asker.userNo,
          saleNo,
          inquiryType: 'INQUIRY_TYPE001',
          reasonType: ['INQUIRY002'],
        }),
        `inquiry of ${asker.name}`,
      )
    ).inquiryNo;
  const inquiries = [
    {
      inquiryNo: await ask(general, active.get(broker.userNo)?.saleNo ?? 0),
      asker: general.userNo,
      broker: broker.userNo,
    },
    {
      inquiryNo: await ask(lawyer, active.get(broker2.userNo)?.saleNo ?? 0),
      asker: lawyer.userNo,
      broker: broker2.userNo,
    },
  ];
  const notificationOf = new Map<number, number>();
  const searchOf = new Map<number, number>();
  for (const name of CALLERS) {
    const c = caller(name);
    if (!c.token) continue;
    const [row] = await db
      .insert(notifications)
      .values({ userNo: c.userNo, kind: 'NOTICE', title: '권한 점검', body: '권한 점검 알림' })
      .returning({ notificationNo: notifications.notificationNo });
    if (row) notificationOf.set(c.userNo, row.notificationNo);
    const saved = await entityOf<{ searchNo: number }>(
      await send(c, 'POST', '/api/savedSearch', { name: `${name} 검색`, filter: { saleAddr: '강남구' } }),
      `saved search of ${name}`,
    );
    searchOf.set(c.userNo, saved.searchNo);
  }
  const [request] = await db
    .select({ requestNo: lawyerRequests.requestNo, saleNo: lawyerRequests.saleNo })
    .from(lawyerRequests)
    .where(eq(lawyerRequests.state, 'WAIT'))
    .orderBy(lawyerRequests.requestNo)
    .limit(1);
  if (!request) throw new Error('no open lawyer request in the demo data');
  return {
    active,
    stopped,
    inquiries,
    notificationOf,
    searchOf,
    lawyerRequest: request,
  };
}
