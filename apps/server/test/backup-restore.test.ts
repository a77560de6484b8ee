import { execFile } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backup } from '../scripts/backup.ts';
import { BackupError, pgTarget, rows, tableNames } from '../scripts/backup-archive.ts';
import { restore } from '../scripts/restore.ts';
import { loadConfig } from '../src/config.ts';
import { type Db, openDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed/index.ts';
import { dropDatabase, withDatabase } from './global-setup.ts';
import { openTestDb } from './helpers.ts';

/*
 * `npm run backup` and `npm run restore` (P15 §7): a backup restored into a fresh database finds every
 * row of every table, byte for byte (a checksum of each table's rows), and every stored file; a target
 * that is not empty is refused unless --force.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const adminUrl = inject('pgAdminUrl');
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'ansim-backup-test-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

type Fingerprint = Record<string, { rows: number; md5: string }>;

/** Every table's row count and the md5 of its rows in a fixed order: equal only if every row is. */
async function fingerprint(db: Db): Promise<Fingerprint> {
  const out: Fingerprint = {};
  for (const name of await tableNames(db)) {
    const [row] = await rows<{ n: number; md5: string }>(
      db,
      sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), ''))
                 as md5 from ${name} t`),
    );
    out[name] = { rows: row?.n ?? 0, md5: row?.md5 ?? '' };
  }
  return out;
}

/** Files under a directory by relative path, with the sha256 of each. */
function filesOf(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else out[path.relative(dir, full)] = createHash('sha256').update(fs.readFileSync(full)).digest('hex');
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return out;
}

/** Stored files as the app writes them, and a `.tmp` an interrupted write left (not worth backing up). */
function writeFiles(dir: string): void {
  const put = (key: string, data: Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, key)), { recursive: true });
    fs.writeFileSync(path.join(dir, key), data);
  };
  put('documents/2026/0b8e-4c1d.pdf', randomBytes(40_000));
  put('sale-images/ab12cd34ef56ab78/original.jpg', randomBytes(20_000));
  put('sale-images/ab12cd34ef56ab78/card.webp', randomBytes(5_000));
  put('documents/2026/0b8e-4c1d.pdf.0123456789ab.tmp', randomBytes(100));
}
const withoutPartials = (files: Record<string, string>) =>
  Object.fromEntries(Object.entries(files).filter(([name]) => !name.endsWith('.tmp')));

/** The npm script itself, as an operator runs it. */
function npmRun(
  script: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', script, '--', ...args],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: '', TEST_DATABASE_URL: '', ...env } },
      (error, stdout, stderr) =>
        resolve({
          code: error ? Number(error.code ?? 1) : 0,
          stdout: stdout.toString(),
          stderr: stderr.toString(),
        }),
    );
  });
}

describe('the tools it runs', () => {
  it('hands the password to pg_dump and pg_restore in PGPASSWORD, never in their arguments', () => {
    expect(pgTarget('postgres://app:p%40ss%3Aw0rd@db:5432/ansim?sslmode=require')).toEqual({
      url: 'postgres://app@db:5432/ansim?sslmode=require',
      env: { PGPASSWORD: 'p@ss:w0rd' },
    });
    expect(pgTarget('postgres://app@db/ansim')).toEqual({ url: 'postgres://app@db/ansim', env: {} });
  });
});

describe.skipIf(!adminUrl)('PostgreSQL: pg_dump and pg_restore', () => {
  let source: Awaited<ReturnType<typeof openTestDb>>;
  let targetName: string;
  let targetUrl: string;
  let admin: pg.Client;
  const sourceFiles = path.join(temp, 'pg-files');
  const targetFiles = path.join(temp, 'pg-files-restored');
  const archive = path.join(temp, 'pg-backup.tar');
  let before: Fingerprint;

  beforeAll(async () => {
    source = await openTestDb();
    writeFiles(sourceFiles);
    admin = new pg.Client({ connectionString: adminUrl ?? '' });
    await admin.connect();
    targetName = `ansim_restore_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await admin.query(`create database ${targetName}`);
    targetUrl = withDatabase(adminUrl ?? '', targetName);
    before = await fingerprint(source.handle.db);
  });
  afterAll(async () => {
    await source?.dispose();
    if (admin) {
      await dropDatabase(admin, targetName);
      await admin.end();
    }
  });

  it('restores into an empty database every row of every table, and every file', {
    timeout: 180_000,
  }, async () => {
    const made = await npmRun('backup', [archive], {
      DATABASE_URL: source.url ?? '',
      FILES_DIR: sourceFiles,
    });
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toMatch(/backup written: .*pg-backup\.tar/);

    const done = await npmRun('restore', [archive], { DATABASE_URL: targetUrl, FILES_DIR: targetFiles });
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toContain('every count as in the backup');

    const target = await openDb({ kind: 'postgres', url: targetUrl });
    try {
      const after = await fingerprint(target.db);
      expect(Object.keys(after).length).toBeGreaterThan(40);
      expect(after['public.sales']?.rows).toBeGreaterThan(100);
      expect(after['public.users']?.rows).toBeGreaterThan(5);
      expect(after).toEqual(before);
    } finally {
      await target.close();
    }
    expect(filesOf(targetFiles)).toEqual(withoutPartials(filesOf(sourceFiles)));
    expect(Object.keys(filesOf(targetFiles))).toHaveLength(3);
  });

  it('refuses a database that is not empty, and --force replaces it with the backup', {
    timeout: 180_000,
  }, async () => {
    const again = await npmRun('restore', [archive], {
      DATABASE_URL: targetUrl,
      FILES_DIR: path.join(temp, 'x'),
    });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already has');

    const target = await openDb({ kind: 'postgres', url: targetUrl });
    try {
      await target.db.execute(sql`delete from sale_likes`);
      await target.db.execute(sql`update users set name = 'changed' where login_id = 'user01'`);
      expect(await fingerprint(target.db)).not.toEqual(before);
      await restore({
        config: loadConfig({ DATABASE_URL: targetUrl, FILES_DIR: targetFiles }),
        archive,
        backupDir: temp,
        force: true,
      });
      expect(await fingerprint(target.db)).toEqual(before);
    } finally {
      await target.close();
    }
  });

  it('will not restore a PostgreSQL backup into the embedded database', async () => {
    const config = loadConfig({ DATA_DIR: path.join(temp, 'wrong-driver') });
    await expect(restore({ config, archive, backupDir: temp })).rejects.toThrow(/DATABASE_URL set/);
  });

  it('keeps the newest BACKUP_KEEP timestamped backups and nothing else of its own', {
    timeout: 120_000,
  }, async () => {
    const dir = path.join(temp, 'kept');
    fs.mkdirSync(dir);
    for (const stamp of ['20260101T000000Z', '20260102T000000Z', '20260103T000000Z']) {
      fs.writeFileSync(path.join(dir, `ansim-backup-postgres-${stamp}.tar`), 'old');
    }
    fs.writeFileSync(path.join(dir, 'my-notes.txt'), 'not a backup');
    const config = loadConfig({ DATABASE_URL: source.url ?? '', FILES_DIR: sourceFiles });
    const result = await backup({ config, backupDir: dir, keep: 2 });
    expect(fs.readdirSync(dir).sort()).toEqual(
      ['ansim-backup-postgres-20260103T000000Z.tar', path.basename(result.file), 'my-notes.txt'].sort(),
    );
    expect(result.manifest.tables['public.sales']).toBe(before['public.sales']?.rows);
  });
});

describe('the embedded database (PGlite)', () => {
  const sourceDir = path.join(temp, 'pglite-source');
  const sourceFiles = path.join(sourceDir, 'files');
  const targetDir = path.join(temp, 'pglite-restored');
  let before: Fingerprint;
  let archive: string;

  beforeAll(async () => {
    // The migrated, seeded template when the run has one (no PostgreSQL); else migrations and base data.
    const template = inject('pgliteTemplate');
    const handle = await openDb({
      kind: 'pglite',
      dataDir: sourceDir,
      ...(template ? { template: new Blob([fs.readFileSync(template)]) } : {}),
    });
    try {
      if (!template) {
        await migrate(handle);
        await seed(handle.db, { demo: false });
      }
      before = await fingerprint(handle.db);
    } finally {
      await handle.close();
    }
    writeFiles(sourceFiles);
  }, 300_000);

  it('refuses to copy a database a server has open', async () => {
    const pid = path.join(sourceDir, 'postmaster.pid');
    fs.writeFileSync(pid, '-42\n/pglite/data\n');
    try {
      const config = loadConfig({ DATA_DIR: sourceDir });
      await expect(backup({ config, backupDir: path.join(sourceDir, 'backups') })).rejects.toThrow(
        BackupError,
      );
      await expect(backup({ config, backupDir: path.join(sourceDir, 'backups') })).rejects.toThrow(
        /stop the server/,
      );
    } finally {
      fs.rmSync(pid);
    }
  });

  it('restores into a fresh data directory every row of every table, and every file', {
    timeout: 300_000,
  }, async () => {
    const made = await npmRun('backup', [], { DATA_DIR: sourceDir });
    expect(made.code, made.stderr).toBe(0);
    const backups = fs.readdirSync(path.join(sourceDir, 'backups'));
    expect(backups).toEqual([expect.stringMatching(/^ansim-backup-pglite-\d{8}T\d{6}Z\.tar$/)]);
    archive = path.join(sourceDir, 'backups', backups[0] ?? '');

    const done = await npmRun('restore', [archive], { DATA_DIR: targetDir });
    expect(done.code, done.stderr).toBe(0);
    const target = await openDb({ kind: 'pglite', dataDir: targetDir });
    try {
      const after = await fingerprint(target.db);
      expect(Object.keys(after).length).toBeGreaterThan(40);
      expect(after).toEqual(before);
    } finally {
      await target.close();
    }
    expect(filesOf(path.join(targetDir, 'files'))).toEqual(withoutPartials(filesOf(sourceFiles)));
    // The backups inside DATA_DIR are not part of the copy (else each backup would hold all earlier ones).
    expect(fs.existsSync(path.join(targetDir, 'backups'))).toBe(false);
  });

  it('refuses a data directory that is not empty', async () => {
    const config = loadConfig({ DATA_DIR: targetDir, FILES_DIR: path.join(temp, 'empty-files') });
    await expect(restore({ config, archive, backupDir: path.join(targetDir, 'backups') })).rejects.toThrow(
      /DATA_DIR .* is not empty/,
    );
  });
});
