import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { inArray, notLike } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import type { DbHandle } from '../src/db/client.ts';
import { storedFiles, users } from '../src/db/schema/index.ts';
import { createFilesRepo } from '../src/modules/files/repo.ts';
import { diskFileStore } from '../src/platform/storage/files.ts';
import { sweepUnreferencedFiles } from '../src/platform/storage/sweeper.ts';
import { type ChildServer, exited, listeningOrigin, spawnServer } from './child-server.ts';
import { filesUnder } from './files-on-disk.ts';
import { openTestDb } from './helpers.ts';
import { AGREED, multipart } from './multipart.ts';
import { lastCodeSent } from './sms-codes.ts';

/**
 * A real crash: the server runs as a child process on this file's own database and FILES_DIR, is killed
 * with SIGKILL while sign-ups have written their documents but not committed their rows, and a restarted
 * server's start-up sweep must remove exactly those orphans and keep every referenced document.
 */
const onPostgres = inject('pgAdminUrl') !== null;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ansim-files-crash-'));
const filesDir = path.join(dataDir, 'files');
let db: { handle: DbHandle; url?: string; dispose(): Promise<void> };
/** Servers this file started; one left running by a failed test must not outlive the run. */
const children = new Set<ChildProcess>();
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  for (const child of children) {
    child.kill('SIGKILL');
    await exited(child);
  }
  await db.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Server extends ChildServer {
  origin: string;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const server = spawnServer(
    {
      DATABASE_URL: db.url ?? '',
      DATA_DIR: dataDir,
      FILES_DIR: filesDir,
      // Every request names its own address, so the per-address limits of sign-up and SMS do not apply.
      TRUST_PROXY: '1',
      ...env,
    },
    children,
    { waitMs: 60_000 },
  );
  return { ...server, origin: await listeningOrigin(server) };
}

let addressSeq = 0;
const nextAddress = () => `10.77.${Math.floor(++addressSeq / 250)}.${addressSeq % 250}`;

async function verifyPhone(server: Server, phone: string): Promise<string> {
  const sent = await fetch(`${server.origin}/api/auth/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ phone, purpose: 'SIGN_UP' }),
  });
  expect(((await sent.json()) as { code: number }).code).toBe(1);
  const code = await lastCodeSent(db.handle.db, phone);
  const matched = await fetch(`${server.origin}/api/auth/match?phone=${phone}&purpose=SIGN_UP&code=${code}`, {
    headers: { 'x-forwarded-for': nextAddress() },
  });
  return ((await matched.json()) as { entity: { verificationId: string } }).entity.verificationId;
}

async function brokerForm(server: Server, n: number) {
  const phone = `0107730${String(n).padStart(4, '0')}`;
  const document = await PDFDocument.create();
  document.addPage([300, 200]).drawText(`registration ${n}`, { x: 20, y: 100, size: 12 });
  const pdf = Buffer.from(await document.save());
  return multipart(
    {
      userType: 'BROKER',
      id: `crashagent${n}`,
      password: 'broker2go!',
      passwordConfirm: 'broker2go!',
      name: '정중개',
      phone,
      verificationId: await verifyPhone(server, phone),
      company: '정직공인중개사',
      businessNo: '123-45-67890',
      registrationNo: `11680-2024-${String(n).padStart(5, '0')}`,
      ...AGREED,
    },
    [
      { field: 'businessLicenseFile', name: 'license.pdf', type: 'application/pdf', data: pdf },
      { field: 'brokerRegistrationFile', name: 'registration.pdf', type: 'application/pdf', data: pdf },
    ],
  );
}

const signUp = (server: Server, form: Awaited<ReturnType<typeof brokerForm>>) =>
  fetch(`${server.origin}/api/user`, {
    method: 'POST',
    headers: { ...form.headers, 'x-forwarded-for': nextAddress() },
    body: form.payload,
  });

/**
 * Storage keys of the uploaded documents that rows reference. The demo market's registry documents are rows
 * too, but their PDF is written on first view (none is here), so they are left out.
 */
const uploadedKeys = async (): Promise<string[]> =>
  (
    await db.handle.db
      .select({ key: storedFiles.storageKey })
      .from(storedFiles)
      .where(notLike(storedFiles.storageKey, 'demo-documents/%'))
  )
    .map((row) => row.key)
    .sort();

const onDisk = (): string[] => filesUnder(filesDir);

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!onPostgres)(
  'uploads across a crash (PostgreSQL: a child server shares the database)',
  () => {
    it('a kill -9 between writing documents and committing leaves orphans that the start-up sweep removes, keeping referenced files', {
      timeout: 120_000,
    }, async () => {
      let server = await startServer({});

      // Two sign-ups that complete: their four documents are referenced and must survive.
      for (const n of [1, 2]) {
        const res = await signUp(server, await brokerForm(server, n));
        expect(await res.json()).toMatchObject({ code: 1, entity: { status: 'PENDING' } });
      }
      const referenced = await uploadedKeys();
      expect(referenced).toHaveLength(4);
      expect(onDisk()).toEqual(referenced);

      // Three more sign-ups write their documents, then wait in their transactions: the table their rows go
      // to is locked, so none can commit before the process dies.
      const forms = await Promise.all([3, 4, 5].map((n) => brokerForm(server, n)));
      const lock = new pg.Client({ connectionString: db.url });
      await lock.connect();
      await lock.query('begin');
      await lock.query('lock table stored_files in exclusive mode');
      const pending = forms.map((form) => signUp(server, form).catch((error: unknown) => error));
      // And one whose body is still arriving when the process dies.
      const form = await brokerForm(server, 6);
      const midUpload = http.request(`${server.origin}/api/user`, {
        method: 'POST',
        headers: {
          ...form.headers,
          'content-length': String(form.payload.length),
          'x-forwarded-for': nextAddress(),
        },
      });
      midUpload.on('error', () => {});
      midUpload.write(form.payload.subarray(0, form.payload.length / 2));

      // Each blocked sign-up wrote its documents before its transaction began, so once all three wait on the
      // lock, their six files are whole on disk (no temporary name left).
      await until(async () => {
        const waiting = await lock.query(
          `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
        );
        return waiting.rows[0]?.n === 3;
      }, 'the three sign-ups to wait on the lock');
      expect(onDisk()).toHaveLength(4 + 6);
      server.child.kill('SIGKILL');
      await exited(server.child);
      await Promise.all(pending);
      // The dead server's sessions are still waiting for the lock: end them, then let go of it.
      await lock.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
      );
      await lock.query('rollback');
      await lock.end();

      // What the crash left: documents on disk for sign-ups that have no account and no file rows.
      const crashedIds = ['crashagent3', 'crashagent4', 'crashagent5', 'crashagent6'];
      expect(await db.handle.db.select().from(users).where(inArray(users.loginId, crashedIds))).toEqual([]);
      expect(await uploadedKeys()).toEqual(referenced);
      const orphans = onDisk().filter((key) => !referenced.includes(key));
      expect(orphans).toHaveLength(6);
      // A write the crash cut short (put writes a temporary name first) and a file that is not the store's.
      const partial = `${orphans[0]}.0123456789ab.tmp`;
      fs.writeFileSync(path.join(filesDir, partial), 'half a docu');
      fs.writeFileSync(path.join(filesDir, 'README.txt'), 'operator notes');

      // With the default minimum age of a day, fresh orphans are left alone: they could be uploads whose
      // transaction is still open.
      const store = diskFileStore(filesDir);
      const repo = createFilesRepo(db.handle.db);
      const cautious = await sweepUnreferencedFiles({
        store,
        referenced: (keys) => repo.referencedKeys(keys),
        minAgeSeconds: loadConfig({}).fileSweepMinAgeSeconds,
      });
      expect(cautious).toEqual({ scanned: 11, removed: 0 });

      // Restarted with no minimum age, the server sweeps at start-up: the orphans and the partial write go,
      // every referenced document and the foreign file stay.
      server = await startServer({ FILE_SWEEP_MIN_AGE_SECONDS: '0' });
      const swept = await server.waitForLog('files swept');
      expect(swept).toMatchObject({ scanned: 11, removed: 7, minAgeSeconds: 0 });
      expect(onDisk()).toEqual([...referenced, 'README.txt'].sort());
      for (const key of referenced) {
        expect((await PDFDocument.load(fs.readFileSync(path.join(filesDir, key)))).getPageCount()).toBe(1);
      }

      server.child.kill('SIGTERM');
      await exited(server.child);
      expect(server.child.exitCode).toBe(0);
    });
  },
);

describe('FILE_SWEEP_MIN_AGE_SECONDS', () => {
  it('defaults to a day and refuses a negative age, naming the variable', () => {
    expect(loadConfig({}).fileSweepMinAgeSeconds).toBe(86_400);
    expect(loadConfig({ FILE_SWEEP_MIN_AGE_SECONDS: '0' }).fileSweepMinAgeSeconds).toBe(0);
    expect(() => loadConfig({ FILE_SWEEP_MIN_AGE_SECONDS: '-1' })).toThrow(ConfigError);
    expect(() => loadConfig({ FILE_SWEEP_MIN_AGE_SECONDS: '-1' })).toThrow(/FILE_SWEEP_MIN_AGE_SECONDS/);
  });
});
