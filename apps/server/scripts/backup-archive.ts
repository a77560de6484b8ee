// What backup.ts and restore.ts share: the archive's layout, the tools they run, and the row counts a
// restore checks against (docs/backup.md).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTransaction } from '../src/db/client.ts';

/** One backup is one file: a tar of these, so that it is copied, listed and pruned as one thing. */
export const ARCHIVE = {
  manifest: 'manifest.json',
  /** pg_dump's custom format (PostgreSQL), or the embedded database's data directory as a .tar.gz. */
  postgres: 'database.pgdump',
  pglite: 'database.tar.gz',
  files: 'files.tar.gz',
} as const;

export const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  driver: z.enum(['postgres', 'pglite']),
  /** 'disk': files.tar.gz holds FILES_DIR; 's3': files stay in the bucket (its versioning backs them up). */
  files: z.enum(['disk', 's3']),
  /** Rows per table (schema.table) in the snapshot the dump was taken from; a restore must find the same. */
  tables: z.record(z.string(), z.number().int().min(0)),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** Failures the command line prints as they are, without a stack: the operator has something to fix. */
export class BackupError extends Error {}

/** Runs a tool without a shell (no quoting of paths or URLs), its error output kept for the message. */
export function run(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; okCodes?: number[] } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      { env: { ...process.env, ...options.env }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error && typeof error.code === 'number' ? error.code : error ? -1 : 0;
        if (!error || options.okCodes?.includes(code)) return resolve(stdout);
        const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
        reject(
          new BackupError(
            missing
              ? `${command} was not found: install the PostgreSQL client tools (postgresql-client) or tar`
              : `${command} failed (${code}): ${stderr.trim() || error.message}`,
          ),
        );
      },
    );
  });
}

/** A connection URL without its password, which goes to the tools in PGPASSWORD rather than on `ps`. */
export function pgTarget(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { url: u.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** The major version of a PostgreSQL tool (`pg_dump (PostgreSQL) 15.20 …` → 15). */
export async function toolMajor(tool: 'pg_dump' | 'pg_restore'): Promise<number> {
  const out = await run(tool, ['--version']);
  const major = Number(/\)\s+(\d+)/.exec(out)?.[1]);
  if (!Number.isInteger(major)) throw new BackupError(`cannot read the version of ${tool}: ${out.trim()}`);
  return major;
}

/** The rows of a query as both drivers (node-postgres and PGlite) answer `execute`. */
export async function rows<Row>(db: DbOrTransaction, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Every table of ours (migrations, the job queue included), as schema.table. */
export async function tableNames(db: DbOrTransaction): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select format('%I.%I', table_schema, table_name) as name from information_schema.tables
         where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
         order by 1`,
  );
  return found.map((r) => r.name);
}

/** Rows per table, read in the caller's transaction so that they match one snapshot. */
export async function rowCounts(db: DbOrTransaction): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await tableNames(db)) {
    const [row] = await rows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${name}`));
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

/** Tables whose row count differs from the manifest's, as lines for a message; empty when all agree. */
export function countDifferences(expected: Record<string, number>, found: Record<string, number>): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(found)]);
  return [...names]
    .sort()
    .filter((name) => expected[name] !== found[name])
    .map((name) => `${name}: backup ${expected[name] ?? 'none'}, restored ${found[name] ?? 'none'}`);
}

/** Whether a directory holds anything but the entries named (absent counts as empty). */
export function holdsAnythingBut(dir: string, ignored: string[] = []): boolean {
  if (!fs.existsSync(dir)) return false;
  return fs.readdirSync(dir).some((entry) => !ignored.includes(entry));
}

/** The first path component of `inner` under `outer`, or null when `inner` is not inside it. */
export function childOf(outer: string, inner: string): string | null {
  const rel = path.relative(outer, inner);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  return rel.split(path.sep)[0] ?? null;
}

/** Where backups go: BACKUP_DIR, else .data/backups beside the embedded database. */
export function backupDir(env: NodeJS.ProcessEnv, dataDir: string): string {
  return env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : path.join(dataDir, 'backups');
}
