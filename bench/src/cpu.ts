import fs from 'node:fs';
import pg from 'pg';

/*
 * The machine time a request costs: CPU of the server process and of the PostgreSQL backends serving the
 * bench database, read from /proc before and after a run. Unlike latency it barely moves when other work
 * shares the machine, so it tells what a run on an idle machine would see (on 2 cores, rps ≈ 2000 / ms).
 */

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** utime + stime of a process in ms (or stime alone); 0 when it is gone or unreadable. */
export function processCpuMs(pid: number, systemOnly = false): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = (systemOnly ? 0 : Number(fields[11])) + Number(fields[12]);
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The processes `pid` started that still run (the server's image worker), from every thread's list. */
export function childPids(pid: number): number[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((tid) => {
        try {
          return fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim().split(/\s+/);
        } catch {
          return [];
        }
      })
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * CPU ms of every backend connected to the database of `url` (not the other databases of the server, which
 * other work may be using), by pid.
 */
export async function backendsCpu(url: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const r = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return new Map(r.rows.map((row) => [row.pid, processCpuMs(row.pid)]));
  } finally {
    await client.end();
  }
}

/**
 * CPU ms the backends of `after` spent since `before`: all of it for one that started in between (a pool
 * reopens connections it closed while idle). One that ended in between is not seen.
 */
export function backendsDelta(before: Map<number, number>, after: Map<number, number>): number {
  let ms = 0;
  for (const [pid, t] of after) ms += t - (before.get(pid) ?? 0);
  return ms;
}
