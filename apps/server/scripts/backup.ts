// `npm run backup [-- <file>] [--force]`: the database and the files as one archive (docs/backup.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { type Config, ConfigError, loadConfig } from '../src/config.ts';
import { openDb } from '../src/db/client.ts';
import {
  ARCHIVE,
  BackupError,
  backupDir,
  childOf,
  type Manifest,
  pgTarget,
  rowCounts,
  rows,
  run,
  toolMajor,
} from './backup-archive.ts';

export interface BackupOptions {
  config: Config;
  /** BACKUP_DIR: where timestamped backups go and are pruned. */
  backupDir: string;
  /** A file to write instead of a timestamped one in backupDir (never pruned). */
  out?: string;
  /**
   * Embedded database only: back up although DATA_DIR/postmaster.pid says a server has it open. For the
   * pid file a crash leaves behind; PGlite recovers the directory when the backup opens it.
   */
  force?: boolean;
  /** Timestamped backups kept in backupDir, this one included; 0 keeps them all. */
  keep?: number;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
}

/** 2026-11-24T15:45:01.123Z → 20261124T154501Z: sorts by time, and is a valid name everywhere. */
const stampOf = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
const BACKUP_NAME = /^ansim-backup-(postgres|pglite)-\d{8}T\d{6}Z\.tar$/;

export async function backup(options: BackupOptions): Promise<BackupResult> {
  const { config } = options;
  const driver = config.databaseUrl ? 'postgres' : 'pglite';
  const now = new Date();
  const file = path.resolve(
    options.out ?? path.join(options.backupDir, `ansim-backup-${driver}-${stampOf(now)}.tar`),
  );
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'ansim-backup-'));
  const partial = `${file}.partial`;
  try {
    const tables =
      driver === 'postgres' && config.databaseUrl
        ? await dumpPostgres(config.databaseUrl, path.join(staging, ARCHIVE.postgres))
        : await dumpPglite(options, file, path.join(staging, ARCHIVE.pglite));
    // After the database: every file a row of the snapshot references is already written (files are put
    // before their row commits), so the archive never has a row without its file, only perhaps an orphan.
    const files = config.s3 ? 's3' : 'disk';
    if (files === 'disk') await tarFiles(config.filesDir, path.join(staging, ARCHIVE.files));
    const manifest: Manifest = { format: 1, createdAt: now.toISOString(), driver, files, tables };
    fs.writeFileSync(path.join(staging, ARCHIVE.manifest), `${JSON.stringify(manifest, null, 2)}\n`);

    fs.mkdirSync(path.dirname(file), { recursive: true });
    const entries = fs.readdirSync(staging).sort();
    await run('tar', ['-cf', partial, '-C', staging, ...entries]);
    // Under its name only once whole: a half-written backup is never taken for one.
    fs.renameSync(partial, file);
    if (!options.out && options.keep) prune(options.backupDir, options.keep);
    return { file, bytes: fs.statSync(file).size, manifest };
  } finally {
    fs.rmSync(partial, { force: true });
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * pg_dump in its custom format, from the same snapshot as the row counts: a repeatable-read transaction
 * exports its snapshot and stays open while pg_dump reads through it, so that the manifest describes
 * exactly the dump, even while the server keeps writing.
 */
async function dumpPostgres(url: string, out: string): Promise<Record<string, number>> {
  const handle = await openDb({ kind: 'postgres', url });
  try {
    const [version] = await rows<{ num: number }>(
      handle.db,
      sql`select current_setting('server_version_num')::int as num`,
    );
    const serverMajor = Math.floor((version?.num ?? 0) / 10_000);
    const dumpMajor = await toolMajor('pg_dump');
    // An older pg_dump refuses a newer server; a newer one is fine (its dump restores into the older server).
    if (dumpMajor < serverMajor) {
      throw new BackupError(
        `pg_dump ${dumpMajor} cannot dump PostgreSQL ${serverMajor}: install postgresql-client-${serverMajor}`,
      );
    }
    const target = pgTarget(url);
    return await handle.db.transaction(
      async (tx) => {
        const [exported] = await rows<{ snapshot: string }>(tx, sql`select pg_export_snapshot() as snapshot`);
        const counts = await rowCounts(tx);
        await run(
          'pg_dump',
          ['--format=custom', `--snapshot=${exported?.snapshot}`, `--file=${out}`, `--dbname=${target.url}`],
          { env: target.env },
        );
        return counts;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  } finally {
    await handle.close();
  }
}

/**
 * The embedded database's data directory, copied while no server has it open. PGlite's own
 * dumpDataDir() would tar all of DATA_DIR, FILES_DIR and earlier backups included (each backup holding
 * every earlier one), so the directory is opened once (which recovers it after a crash and counts its
 * rows), closed (a clean shutdown: a checkpoint, no pid file), and tarred without those two.
 */
async function dumpPglite(
  options: BackupOptions,
  file: string,
  out: string,
): Promise<Record<string, number>> {
  const { dataDir, filesDir } = options.config;
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new BackupError(`no embedded database in DATA_DIR (${dataDir}); set DATABASE_URL for PostgreSQL`);
  }
  if (fs.existsSync(path.join(dataDir, 'postmaster.pid')) && !options.force) {
    throw new BackupError(
      `the embedded database is open (${path.join(dataDir, 'postmaster.pid')}): stop the server and back up ` +
        'again. If it crashed rather than stopped, --force backs up what it left.',
    );
  }
  const skipped = [childOf(dataDir, filesDir), childOf(dataDir, options.backupDir)];
  const outInside = childOf(dataDir, file);
  if (outInside && !skipped.includes(outInside)) {
    throw new BackupError(`write the backup outside DATA_DIR (${dataDir}) or into BACKUP_DIR`);
  }
  const handle = await openDb({ kind: 'pglite', dataDir });
  let counts: Record<string, number>;
  try {
    counts = await rowCounts(handle.db);
  } finally {
    await handle.close();
  }
  const excludes = skipped.filter((entry) => entry !== null).map((entry) => `--exclude=./${entry}`);
  await run('tar', ['-czf', out, '-C', dataDir, ...excludes, '.']);
  return counts;
}

/** FILES_DIR as it is; `.tmp` leftovers of interrupted writes are the sweeper's, not worth keeping. */
async function tarFiles(filesDir: string, out: string): Promise<void> {
  fs.mkdirSync(filesDir, { recursive: true });
  await run('tar', ['-czf', out, '-C', filesDir, '--exclude=*.tmp', '.']);
}

/** Keeps the newest `keep` timestamped backups in `dir`; files of other names are left alone. */
function prune(dir: string, keep: number): void {
  const backups = fs
    .readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort((a, b) => a.slice(-20).localeCompare(b.slice(-20)));
  for (const name of backups.slice(0, Math.max(0, backups.length - keep))) fs.rmSync(path.join(dir, name));
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const config = loadConfig();
  const keep = Number(process.env.BACKUP_KEEP ?? 14);
  if (!Number.isInteger(keep) || keep < 0)
    throw new ConfigError('Invalid environment:\n  BACKUP_KEEP: a whole number, 0 keeps all');
  const result = await backup({
    config,
    backupDir: backupDir(process.env, config.dataDir),
    out: args.find((a) => !a.startsWith('--')),
    force: args.includes('--force'),
    keep,
  });
  const rowsTotal = Object.values(result.manifest.tables).reduce((a, b) => a + b, 0);
  console.log(
    `backup written: ${result.file} (${(result.bytes / 1e6).toFixed(1)} MB; ${result.manifest.driver}, ` +
      `${Object.keys(result.manifest.tables).length} tables, ${rowsTotal} rows; files: ${
        result.manifest.files === 's3' ? 'in the S3 bucket, not in this backup' : 'FILES_DIR included'
      })`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}
