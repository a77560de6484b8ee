import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DbHandle } from '../src/db/client.ts';
import { sales } from '../src/db/schema/index.ts';
import { imageKeyOfStorageKey } from '../src/platform/images/variants.ts';
import { exited, listeningOrigin, spawnServer } from './child-server.ts';
import { addresses, client, countOf, ledgerMismatches, makeCallers, rowsOf } from './concurrency-fixture.ts';
import { openTestDb } from './helpers.ts';
import { multipart } from './multipart.ts';
import { setUnits } from './quota-fixture.ts';
import { completeForm, pdf, photo } from './sale-form-fixture.ts';
import { yeoksamSale } from './yeoksam-sale-fixture.ts';

/*
 * Writes across a kill -9 (issue 19 §3): the real server runs as a child process on this file's database and
 * FILES_DIR and is killed with SIGKILL in the middle of a listing registration (photos and documents), of
 * quota uses and of lawyer decisions, then restarted on the same database and files. Two ways to land "in
 * the middle": a table the write needs is locked by the test, so the transactions wait inside (the kill
 * lands after the listing row, the unit and the uploads were written, before the children); and rounds of
 * many writes killed after a pseudo-random delay (fixed seed). Afterwards each write happened entirely or not
 * at all: no listing without all its child rows, no ledger row without its effect or twice, no decision half
 * applied, no file that nothing references once the sweep (minimum age 0) has run, no referenced file lost.
 */
const onPostgres = inject('pgAdminUrl') !== null;
/** The child's connections carry this name, so the test can wait for the dead server's sessions to end. */
const APP_NAME = 'ansim-crash-child';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ansim-crash-writes-'));
const filesDir = path.join(dataDir, 'files');
let db: { handle: DbHandle; url?: string; dispose(): Promise<void> };
const children = new Set<ChildProcess>();

beforeAll(async () => {
  if (onPostgres) db = await openTestDb();
});
afterAll(async () => {
  for (const child of children) {
    child.kill('SIGKILL');
    await exited(child);
  }
  if (onPostgres) await db.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Figures per scenario, printed at the end for the note. */
const figures: Record<string, Record<string, number>> = {};
afterAll(() => {
  console.info(`crash-writes figures\n${JSON.stringify(figures, null, 1)}`);
});

interface Server {
  child: ChildProcess;
  call: ReturnType<typeof client>;
  waitForLog(msg: string): Promise<{ [key: string]: unknown }>;
}

let block = 100;
async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const server = spawnServer(
    {
      DATABASE_URL: db.url ?? '',
      PGAPPNAME: APP_NAME,
      DATA_DIR: dataDir,
      FILES_DIR: filesDir,
      // Every request names its own address, so the per-address limits stay out of the way.
      TRUST_PROXY: '1',
      ...env,
    },
    children,
    { waitMs: 90_000 },
  );
  const origin = await listeningOrigin(server);
  block += 1;
  return { child: server.child, call: client(origin, addresses(block)), waitForLog: server.waitForLog };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await pause(50);
  }
}

const childSessions = () =>
  countOf(
    db.handle.db,
    sql`select count(*)::int as n from pg_stat_activity where application_name = ${APP_NAME}`,
  );

/** SIGKILL, then wait until PostgreSQL has ended every session of the dead process (rolling back its work). */
async function kill(server: Server): Promise<void> {
  server.child.kill('SIGKILL');
  await exited(server.child);
  await until(async () => (await childSessions()) === 0, "the dead server's sessions to end");
}

/** The delays of the random rounds: a fixed seed, so that a failure can be replayed. */
function delays(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s;
  };
}

/**
 * Holds a table in EXCLUSIVE mode from a session of the test, runs `fire`, and once `waiting` of the
 * server's sessions wait on the lock inside their transactions, kills the server; then lets go.
 */
async function killWhileLocked(
  server: Server,
  table: string,
  waiting: number,
  fire: () => Promise<unknown>[],
): Promise<void> {
  const lock = new pg.Client({ connectionString: db.url });
  await lock.connect();
  try {
    await lock.query('begin');
    await lock.query(`lock table ${table} in exclusive mode`);
    const pending = fire().map((p) => p.catch(() => null));
    // Read from another session: inside the lock's transaction, pg_stat_activity would be one snapshot.
    // The first write waits on the table; the others of the same broker wait behind it on its rows.
    await until(
      async () =>
        (await countOf(
          db.handle.db,
          sql`select count(*)::int as n from pg_stat_activity
              where application_name = ${APP_NAME} and wait_event_type = 'Lock'`,
        )) === waiting,
      `${waiting} writes to wait on ${table}`,
    );
    server.child.kill('SIGKILL');
    await exited(server.child);
    await Promise.all(pending);
    await lock.query('rollback');
  } finally {
    await lock.end();
  }
  await until(async () => (await childSessions()) === 0, "the dead server's sessions to end");
}

/**
 * Fires `fire`, waits until `afterAnswers` of the writes were answered (so that some committed), then kills
 * the server after a further delay drawn from `next` below `maxDelayMs`; how many writes were still
 * unanswered at the kill. The callers note what was acknowledged in their own `then`.
 */
async function killMidway(
  server: Server,
  fire: () => Promise<unknown>[],
  next: () => number,
  { afterAnswers, maxDelayMs }: { afterAnswers: number; maxDelayMs: number },
): Promise<number> {
  let answered = 0;
  const pending = fire().map((p) =>
    p.then(
      () => {
        answered += 1;
      },
      () => undefined,
    ),
  );
  await until(async () => answered >= afterAnswers, `${afterAnswers} answers`);
  await pause(next() % maxDelayMs);
  const inFlight = pending.length - answered;
  await kill(server);
  await Promise.all(pending);
  return inFlight;
}

/** Storage keys of every file under FILES_DIR. */
const onDisk = (): string[] =>
  fs.existsSync(filesDir)
    ? (fs.readdirSync(filesDir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(filesDir, path.join(entry.parentPath, entry.name)))
        .sort()
    : [];

describe.skipIf(!onPostgres)('a listing registration across kill -9', () => {
  it('leaves each listing whole or absent, every unit accounted for, and no orphan or lost file', {
    timeout: 600_000,
  }, async () => {
    const d = db.handle.db;
    const [broker] = await makeCallers(d, 1, 'BROKER', 'crashreg', 7);
    if (!broker) throw new Error('no broker');
    const UNITS = 1000;
    await setUnits(d, broker.userNo, 'AD', { granted: UNITS });
    let server = await startServer();
    const picture = await photo(71);
    const documentPdf = pdf();

    const uploadOne = async (s: Server, purpose: 'saleImage' | 'saleDocument') => {
      const res = await s.call<{ fileId: string }>(
        'POST',
        '/common/upload',
        broker,
        multipart({ purpose }, [
          purpose === 'saleImage'
            ? { field: 'file', name: 'room.jpg', type: 'image/jpeg', data: picture }
            : { field: 'file', name: 'register.pdf', type: 'application/pdf', data: documentPdf },
        ]),
      );
      if (res.status !== 200) throw new Error(`upload ${res.status} ${res.body.message}`);
      return res.body.entity.fileId;
    };
    /** Two photos and two documents, uploaded before the save as the web does. */
    const uploadSet = async (s: Server) => {
      const [main, sub, registerCopy, buildingRegister] = await Promise.all([
        uploadOne(s, 'saleImage'),
        uploadOne(s, 'saleImage'),
        uploadOne(s, 'saleDocument'),
        uploadOne(s, 'saleDocument'),
      ]);
      return {
        main: main ?? '',
        sub: [sub ?? ''],
        registerCopy: registerCopy ?? '',
        buildingRegister: buildingRegister ?? '',
      };
    };
    const save = (s: Server, files: Awaited<ReturnType<typeof uploadSet>>) =>
      s.call<{ saleNo: number; status: string }>(
        'POST',
        '/api/sale',
        broker,
        multipart({ sale: JSON.stringify(completeForm(files)) }),
      );

    // The reference: a save that completes, and the child rows a whole listing of this form has.
    const reference = await save(server, await uploadSet(server));
    expect(reference.status, JSON.stringify(reference.body)).toBe(200);
    const childCounts = (saleNo: number) =>
      rowsOf<Record<string, number>>(
        d,
        sql`select
              (select count(*)::int from sale_images where sale_no = ${saleNo}) as images,
              (select count(*)::int from sale_documents where sale_no = ${saleNo}) as documents,
              (select count(*)::int from sale_options where sale_no = ${saleNo}) as options,
              (select count(*)::int from sale_cost_types where sale_no = ${saleNo}) as "costTypes",
              (select count(*)::int from sale_cost_items where sale_no = ${saleNo}) as "costItems",
              (select count(*)::int from uploads where sale_no = ${saleNo}) as uploads,
              (select count(*)::int from quota_ledger where sale_no = ${saleNo} and reason = 'SALE_REGISTER') as units`,
      ).then((rows) => rows[0] ?? {});
    const whole = await childCounts(reference.body.entity.saleNo);
    expect(whole).toEqual({
      images: 2,
      documents: 2,
      options: 6,
      costTypes: 1,
      costItems: 3,
      uploads: 4,
      units: 1,
    });

    let kills = 0;
    const acknowledged: number[] = [reference.body.entity.saleNo];

    // 1. Three saves wait inside their transactions (listing row, unit and uploads written, photos not yet).
    const held = await Promise.all([1, 2, 3].map(() => uploadSet(server)));
    await killWhileLocked(server, 'sale_images', 3, () => held.map((files) => save(server, files)));
    kills += 1;

    // 2. Rounds of 12 saves and 8 more uploads at once, killed after a few saves were answered.
    const next = delays(19);
    let inFlightAtKills = 0;
    for (let round = 0; round < 3; round++) {
      server = await startServer();
      const sets = await Promise.all(Array.from({ length: 12 }, () => uploadSet(server)));
      // Uploads in flight too: their files may be written with no row yet.
      const uploading = Array.from({ length: 8 }, () =>
        uploadOne(server, round % 2 === 0 ? 'saleImage' : 'saleDocument').catch(() => null),
      );
      inFlightAtKills += await killMidway(
        server,
        () =>
          sets.map((files) =>
            save(server, files).then((a) => {
              if (a.status === 200) acknowledged.push(a.body.entity.saleNo);
            }),
          ),
        next,
        { afterAnswers: 1 + round, maxDelayMs: 400 },
      );
      await Promise.all(uploading);
      kills += 1;
    }

    // Restarted with no minimum age, the server sweeps at start-up what no committed row references.
    server = await startServer({ FILE_SWEEP_MIN_AGE_SECONDS: '0' });
    await server.waitForLog('files swept');

    const listings = await rowsOf<{ saleNo: number; status: string }>(
      d,
      sql`select sale_no as "saleNo", status from sales where user_no = ${broker.userNo} order by sale_no`,
    );
    // Every acknowledged save is there; every listing there is whole.
    for (const saleNo of acknowledged) expect(listings.map((l) => l.saleNo)).toContain(saleNo);
    let partial = 0;
    for (const { saleNo } of listings) {
      const counts = await childCounts(saleNo);
      if (JSON.stringify(counts) !== JSON.stringify(whole)) partial += 1;
      expect(counts, `listing ${saleNo}`).toEqual(whole);
    }
    // The ledger: one SALE_REGISTER use per listing, none for a listing that is not there, balance = sum.
    const uses = await countOf(
      d,
      sql`select count(*)::int as n from quota_ledger where user_no = ${broker.userNo} and kind = 'AD' and entry = 'USE'`,
    );
    expect(uses).toBe(listings.length);
    expect(
      await countOf(
        d,
        sql`select balance as n from quota_balances where user_no = ${broker.userNo} and kind = 'AD'`,
      ),
    ).toBe(UNITS - listings.length);
    expect(await ledgerMismatches(d)).toEqual([]);

    // Files: exactly those of the committed listings are left, and each of theirs is on disk.
    const documentKeys = (
      await rowsOf<{ key: string }>(
        d,
        sql`select f.storage_key as key from sale_documents sd join stored_files f on f.file_id = sd.file_id
            join sales s on s.sale_no = sd.sale_no where s.user_no = ${broker.userNo}`,
      )
    ).map((r) => r.key);
    const imageKeys = new Set(
      (
        await rowsOf<{ key: string }>(
          d,
          sql`select i.image_key as key from sale_images i join sales s on s.sale_no = i.sale_no
              where s.user_no = ${broker.userNo}`,
        )
      ).map((r) => r.key),
    );
    const files = onDisk();
    const orphans = files.filter((key) => {
      const image = imageKeyOfStorageKey(key);
      return image === null ? !documentKeys.includes(key) : !imageKeys.has(image);
    });
    expect(orphans).toEqual([]);
    for (const key of documentKeys) expect(files).toContain(key);
    const imagesOnDisk = new Set(files.map(imageKeyOfStorageKey).filter((k): k is string => k !== null));
    for (const key of imageKeys) expect(imagesOnDisk.has(key), `photo ${key}`).toBe(true);

    // The restarted server takes the same form again: nothing the crash left stands in the way.
    const after = await save(server, await uploadSet(server));
    expect(after.status).toBe(200);
    expect(await childCounts(after.body.entity.saleNo)).toEqual(whole);
    server.child.kill('SIGTERM');
    await exited(server.child);

    figures.registration = {
      kills,
      inFlightAtKills: inFlightAtKills + 3,
      listingsCommitted: listings.length,
      acknowledged: acknowledged.length,
      partialListings: partial,
      ledgerLostOrDoubled: uses - listings.length,
      orphanFiles: orphans.length,
      filesOnDisk: files.length,
    };
  });
});

/** `n` public listings of `userNo`, written straight to the database. */
async function listingsOf(userNo: number, n: number, title: string): Promise<number[]> {
  const rows = await db.handle.db
    .insert(sales)
    .values(Array.from({ length: n }, (_, i) => yeoksamSale(userNo, `${title} ${i}`)))
    .returning({ saleNo: sales.saleNo });
  return rows.map((r) => r.saleNo);
}

describe.skipIf(!onPostgres)('quota uses across kill -9', () => {
  it('leave every unit either spent with its mark or request, or still in the balance', {
    timeout: 600_000,
  }, async () => {
    const d = db.handle.db;
    const [broker] = await makeCallers(d, 1, 'BROKER', 'crashq', 8);
    if (!broker) throw new Error('no broker');
    const UNITS = 40;
    await setUnits(d, broker.userNo, 'BARO', { granted: UNITS });
    await setUnits(d, broker.userNo, 'LAWYER', { granted: UNITS });
    const saleNos = await listingsOf(broker.userNo, 63, '크래시 마크');
    let server = await startServer();
    const baro = (s: Server, saleNo: number) =>
      s.call('PATCH', `/api/sale/update/baro/${broker.userNo}`, broker, { saleNo });
    const lawyer = (s: Server, saleNo: number) =>
      s.call('PATCH', `/api/sale/update/lawyer/${broker.userNo}`, broker, { saleNo });

    // 1. Three requests inside their transactions: the unit taken and its ledger row written, the request not.
    await killWhileLocked(server, 'lawyer_requests', 3, () =>
      saleNos.slice(0, 3).map((s) => lawyer(server, s)),
    );
    let kills = 1;
    let inFlightAtKills = 3;

    // 2. Rounds of 10 marks and 10 requests on other listings, killed after a few were answered.
    const next = delays(23);
    const acknowledged = { baro: [] as number[], lawyer: [] as number[] };
    for (let round = 0; round < 3; round++) {
      server = await startServer();
      const mine = saleNos.slice(3 + round * 20, 3 + (round + 1) * 20);
      inFlightAtKills += await killMidway(
        server,
        () =>
          mine.map((saleNo, i) =>
            (i % 2 === 0 ? baro : lawyer)(server, saleNo).then((a) => {
              if (a.status === 200) (i % 2 === 0 ? acknowledged.baro : acknowledged.lawyer).push(saleNo);
            }),
          ),
        next,
        { afterAnswers: 1 + round, maxDelayMs: 300 },
      );
      kills += 1;
    }

    const marked = await rowsOf<{ saleNo: number; uses: number; isBaro: boolean }>(
      d,
      sql`select s.sale_no as "saleNo", s.is_baro as "isBaro",
                 (select count(*)::int from quota_ledger l where l.sale_no = s.sale_no and l.kind = 'BARO') as uses
          from sales s where s.user_no = ${broker.userNo}`,
    );
    // A mark exists exactly when its unit was spent, once.
    const badMarks = marked.filter((m) => m.uses !== (m.isBaro ? 1 : 0));
    expect(badMarks).toEqual([]);
    for (const saleNo of acknowledged.baro)
      expect(marked.find((m) => m.saleNo === saleNo)?.isBaro).toBe(true);
    const requested = await rowsOf<{
      saleNo: number;
      uses: number;
      requests: number;
      isConfirm: string | null;
    }>(
      d,
      sql`select s.sale_no as "saleNo", s.is_confirm as "isConfirm",
                 (select count(*)::int from quota_ledger l where l.sale_no = s.sale_no and l.kind = 'LAWYER') as uses,
                 (select count(*)::int from lawyer_requests r where r.sale_no = s.sale_no) as requests
          from sales s where s.user_no = ${broker.userNo}`,
    );
    // A request exists exactly when its unit was spent, once, and the listing says it waits.
    const badRequests = requested.filter(
      (r) => r.uses !== r.requests || r.requests > 1 || (r.requests === 1) !== (r.isConfirm === 'WAIT'),
    );
    expect(badRequests).toEqual([]);
    for (const saleNo of acknowledged.lawyer)
      expect(requested.find((r) => r.saleNo === saleNo)?.requests).toBe(1);
    const spent = {
      baro: marked.filter((m) => m.isBaro).length,
      lawyer: requested.filter((r) => r.requests === 1).length,
    };
    const balance = (kind: string) =>
      countOf(
        d,
        sql`select balance as n from quota_balances where user_no = ${broker.userNo} and kind = ${kind}`,
      );
    expect(await balance('BARO')).toBe(UNITS - spent.baro);
    expect(await balance('LAWYER')).toBe(UNITS - spent.lawyer);
    expect(await ledgerMismatches(d)).toEqual([]);

    // The first three listings, whose requests died with the process, can be asked for again, once.
    server = await startServer();
    const again = await Promise.all(
      saleNos.slice(0, 3).flatMap((s) => [lawyer(server, s), lawyer(server, s)]),
    );
    expect(again.filter((a) => a.status === 200)).toHaveLength(3);
    expect(await balance('LAWYER')).toBe(UNITS - spent.lawyer - 3);
    expect(await ledgerMismatches(d)).toEqual([]);
    server.child.kill('SIGTERM');
    await exited(server.child);

    figures.quotaUses = {
      kills,
      inFlightAtKills,
      baroSpent: spent.baro,
      lawyerSpent: spent.lawyer,
      acknowledged: acknowledged.baro.length + acknowledged.lawyer.length,
      ledgerLostOrDoubled: badMarks.length + badRequests.length,
      negativeBalances: 0,
    };
  });
});

describe.skipIf(!onPostgres)('lawyer decisions across kill -9', () => {
  it('leave each request fully decided (flags, comment, settlement, notification, refund) or open', {
    timeout: 600_000,
  }, async () => {
    const d = db.handle.db;
    const [broker] = await makeCallers(d, 1, 'BROKER', 'crashlb', 6);
    const [lawyerCaller] = await makeCallers(d, 1, 'LAWYER', 'crashlw', 5);
    if (!broker || !lawyerCaller) throw new Error('no callers');
    const REQUESTS = 33;
    await setUnits(d, broker.userNo, 'LAWYER', { granted: REQUESTS });
    const saleNos = await listingsOf(broker.userNo, REQUESTS, '크래시 인증');
    let server = await startServer();
    for (const saleNo of saleNos) {
      const asked = await server.call('PATCH', `/api/sale/update/lawyer/${broker.userNo}`, broker, {
        saleNo,
      });
      expect(asked.status).toBe(200);
    }
    const requests = await rowsOf<{ requestNo: number; saleNo: number }>(
      d,
      sql`select request_no as "requestNo", sale_no as "saleNo" from lawyer_requests
          where user_no = ${broker.userNo} order by request_no`,
    );
    expect(requests).toHaveLength(REQUESTS);
    const decide = (s: Server, r: { requestNo: number; saleNo: number }, i: number) =>
      s.call('POST', '/api/lawyer/sale/status', lawyerCaller, {
        requestNo: r.requestNo,
        saleNo: r.saleNo,
        isConfirm: i % 3 === 0 ? 'REJECT' : 'CONFIRM',
        lawyerComment: `크래시 중 판정 ${i}`,
      });

    // 1. Three decisions inside their transactions: request closed, listing flagged, comment written; the
    //    settlement line and the notification not yet.
    await killWhileLocked(server, 'lawyer_calculates', 3, () =>
      requests.slice(0, 3).map((r, i) => decide(server, r, i)),
    );
    let kills = 1;
    let inFlightAtKills = 3;

    // 2. Rounds of 10 decisions, killed after a few were answered.
    const next = delays(29);
    const acknowledged: number[] = [];
    for (let round = 0; round < 3; round++) {
      server = await startServer();
      const mine = requests.slice(3 + round * 10, 3 + (round + 1) * 10);
      inFlightAtKills += await killMidway(
        server,
        () =>
          mine.map((r, i) =>
            decide(server, r, round * 10 + i).then((a) => {
              if (a.status === 200) acknowledged.push(r.requestNo);
            }),
          ),
        next,
        { afterAnswers: 1 + round, maxDelayMs: 300 },
      );
      kills += 1;
    }

    const state = () =>
      rowsOf<{
        requestNo: number;
        state: string;
        isConfirm: string | null;
        lines: number;
        decisions: number;
        notices: number;
      }>(
        d,
        sql`select r.request_no as "requestNo", r.state, s.is_confirm as "isConfirm",
              (select count(*)::int from lawyer_calculates c where c.request_no = r.request_no) as lines,
              (select count(*)::int from lawyer_comments m where m.request_no = r.request_no
                 and m.decision is not null) as decisions,
              (select count(*)::int from notifications n where n.user_no = r.user_no and n.kind = 'LAWYER_DECIDED'
                 and n.link = '/salesManagement/salesDetail/' || r.sale_no) as notices
            from lawyer_requests r join sales s on s.sale_no = r.sale_no
            where r.user_no = ${broker.userNo} order by r.request_no`,
      );
    /** A request decided entirely, or not at all. */
    const halfDone = (rows: Awaited<ReturnType<typeof state>>) =>
      rows.filter((r) => {
        const decided = r.state === 'DONE';
        const effects = [r.lines, r.decisions, r.notices];
        return decided
          ? effects.some((n) => n !== 1) || !['CONFIRM', 'REJECT'].includes(r.isConfirm ?? '')
          : effects.some((n) => n !== 0) || r.isConfirm !== 'WAIT';
      });
    const refunds = () =>
      countOf(
        d,
        sql`select count(*)::int as n from quota_ledger where user_no = ${broker.userNo}
            and kind = 'LAWYER' and reason = 'LAWYER_REJECTED'`,
      );
    let rows = await state();
    const partial = halfDone(rows);
    expect(partial).toEqual([]);
    for (const requestNo of acknowledged)
      expect(rows.find((r) => r.requestNo === requestNo)?.state).toBe('DONE');
    const decidedAfterCrashes = rows.filter((r) => r.state === 'DONE').length;
    expect(await refunds()).toBe(rows.filter((r) => r.isConfirm === 'REJECT').length);
    expect(await ledgerMismatches(d)).toEqual([]);

    // The restarted server decides what the crashes left open, each once.
    server = await startServer();
    const open = requests.filter((r) => rows.find((x) => x.requestNo === r.requestNo)?.state !== 'DONE');
    const answers = await Promise.all(
      open.flatMap((r, i) => [decide(server, r, i), decide(server, r, i + 1)]),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(open.length);
    rows = await state();
    expect(halfDone(rows)).toEqual([]);
    expect(rows.every((r) => r.state === 'DONE')).toBe(true);
    expect(await refunds()).toBe(rows.filter((r) => r.isConfirm === 'REJECT').length);
    expect(await ledgerMismatches(d)).toEqual([]);
    server.child.kill('SIGTERM');
    await exited(server.child);

    figures.lawyerDecisions = {
      kills,
      inFlightAtKills,
      decidedBeforeRestart: decidedAfterCrashes,
      acknowledged: acknowledged.length,
      halfApplied: partial.length,
      ledgerLostOrDoubled: 0,
    };
  });
});
