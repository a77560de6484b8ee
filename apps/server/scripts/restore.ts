// `npm run restore -- <file> [--force]`: a backup into an empty database and FILES_DIR (docs/backup.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Config, ConfigError, loadConfig } from '../src/config.ts';
import { openDb } from '../src/db/client.ts';
import {
  ARCHIVE,
  BackupError,
  backupDir,
  childOf,
  countDifferences,
  holdsAnythingBut,
  type Manifest,
  manifestSchema,
  pgTarget,
  rowCounts,
  run,
  tableNames,
} from './backup-archive.ts';

export interface RestoreOptions {
  config: Config;
  /** The backup file (`npm run backup` wrote it). */
  archive: string;
  /** BACKUP_DIR, kept when it lies inside DATA_DIR and the embedded database is replaced. */
  backupDir: string;
  /** Replace a database and FILES_DIR that are not empty; without it, the restore refuses them. */
  force?: boolean;
}

export interface RestoreResult {
  manifest: Manifest;
  /** Rows per table found after the restore: the manifest's, or the restore fails. */
  restored: Record<string, number>;
}

export async function restore(options: RestoreOptions): Promise<RestoreResult> {
  const { config, force = false } = options;
  if (!fs.existsSync(options.archive)) throw new BackupError(`no backup at ${options.archive}`);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'ansim-restore-'));
  try {
    await run('tar', ['-xf', path.resolve(options.archive), '-C', staging]);
    const manifest = readManifest(staging);
    const driver = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.driver !== driver) {
      throw new BackupError(
        `this is a backup of the ${manifest.driver === 'postgres' ? 'PostgreSQL' : 'embedded'} database: ` +
          `restore it with ${manifest.driver === 'postgres' ? 'DATABASE_URL set' : 'DATABASE_URL unset'}`,
      );
    }
    const files = manifest.files === 'disk';
    if (files && config.s3) {
      throw new BackupError(
        "this backup's files were on disk: restore with S3_BUCKET unset, then copy FILES_DIR to the bucket",
      );
    }
    // Every refusal before anything is written.
    if (files && !force && holdsAnythingBut(config.filesDir)) {
      throw new BackupError(
        `FILES_DIR (${config.filesDir}) is not empty: restore into an empty one, or --force`,
      );
    }
    const restored =
      driver === 'postgres' && config.databaseUrl
        ? await restorePostgres(config.databaseUrl, path.join(staging, ARCHIVE.postgres), force)
        : await restorePglite(options, path.join(staging, ARCHIVE.pglite));
    const differences = countDifferences(manifest.tables, restored);
    if (differences.length > 0) {
      throw new BackupError(
        `the restored database does not match the backup:\n  ${differences.join('\n  ')}`,
      );
    }
    if (files) {
      if (force) emptyDirectory(config.filesDir, []);
      fs.mkdirSync(config.filesDir, { recursive: true });
      await run('tar', ['-xzf', path.join(staging, ARCHIVE.files), '-C', config.filesDir]);
    }
    return { manifest, restored };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function readManifest(staging: string): Manifest {
  const file = path.join(staging, ARCHIVE.manifest);
  const parsed = fs.existsSync(file)
    ? manifestSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')))
    : null;
  if (!parsed?.success) throw new BackupError('not a backup of this application (no valid manifest.json)');
  return parsed.data;
}

/**
 * pg_restore in one transaction: a failure leaves the target as it was. Owners and grants are the
 * restoring user's (the target server's roles need not match the source's).
 */
async function restorePostgres(url: string, dump: string, force: boolean): Promise<Record<string, number>> {
  const handle = await openDb({ kind: 'postgres', url });
  try {
    const existing = await tableNames(handle.db);
    if (existing.length > 0 && !force) {
      throw new BackupError(
        `the database of DATABASE_URL already has ${existing.length} tables: restore into an empty database, or --force to replace them`,
      );
    }
    const target = pgTarget(url);
    await run(
      'pg_restore',
      [
        '--no-owner',
        '--no-acl',
        '--exit-on-error',
        '--single-transaction',
        ...(force ? ['--clean', '--if-exists'] : []),
        `--dbname=${target.url}`,
        dump,
      ],
      { env: target.env },
    );
    return await rowCounts(handle.db);
  } finally {
    await handle.close();
  }
}

/** The data directory unpacked into DATA_DIR, then opened once: PGlite must accept it and find every row. */
async function restorePglite(options: RestoreOptions, tarball: string): Promise<Record<string, number>> {
  const { dataDir, filesDir } = options.config;
  // What else may live in DATA_DIR: the backups (perhaps the one being restored) and FILES_DIR.
  const kept = [childOf(dataDir, options.backupDir), childOf(dataDir, filesDir)].filter(
    (entry): entry is string => entry !== null,
  );
  if (holdsAnythingBut(dataDir, kept)) {
    if (!options.force) {
      throw new BackupError(`DATA_DIR (${dataDir}) is not empty: restore into a fresh directory, or --force`);
    }
    emptyDirectory(dataDir, kept);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  await run('tar', ['-xzf', tarball, '-C', dataDir]);
  const handle = await openDb({ kind: 'pglite', dataDir });
  try {
    return await rowCounts(handle.db);
  } finally {
    await handle.close();
  }
}

function emptyDirectory(dir: string, kept: string[]): void {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir)) {
    if (!kept.includes(entry)) fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const archive = args.find((a) => !a.startsWith('--'));
  if (!archive) throw new BackupError('usage: npm run restore -- <backup file> [--force]');
  const config = loadConfig();
  const result = await restore({
    config,
    archive: path.resolve(archive),
    backupDir: backupDir(process.env, config.dataDir),
    force: args.includes('--force'),
  });
  const rowsTotal = Object.values(result.restored).reduce((a, b) => a + b, 0);
  console.log(
    `restored ${archive} (taken ${result.manifest.createdAt}): ${Object.keys(result.restored).length} tables, ` +
      `${rowsTotal} rows, every count as in the backup; files: ${
        result.manifest.files === 's3'
          ? 'in the S3 bucket (not part of the backup)'
          : `into ${config.filesDir}`
      }`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}
