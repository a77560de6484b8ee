import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../../db/client.ts';

/** What pg-boss calls to run its SQL (its `db` option). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount: number }>;
  /** Resolves once no statement is in flight: pg-boss completes a job without awaiting it. */
  idle(): Promise<void>;
}

interface ExecResult {
  rows: unknown[];
  affectedRows?: number;
}

const rowCountOf = (result: ExecResult): number => result.affectedRows ?? result.rows.length;

/**
 * pg-boss runs on the app's own connection, whichever driver it is, so that the queue needs no second
 * connection setting and closes with the app:
 *
 * - PGlite: `query` and `exec` both take PGlite's exclusive transaction mutex, the one a drizzle
 *   transaction holds from BEGIN to COMMIT. A pg-boss statement therefore never runs inside an app
 *   transaction, and pg-boss's own multi-statement texts (BEGIN; advisory lock; …; COMMIT) run whole.
 *   The flip side: sending a job from inside an app transaction would wait for that transaction forever,
 *   so jobs are sent after commit (decision 027).
 * - PostgreSQL: the app's pool; pg-boss's multi-statement texts carry no parameters, so node-postgres runs
 *   them with the simple protocol on one connection, as pg-boss's own pool would.
 */
export function sqlExecutorFor(db: Db): SqlExecutor {
  const client = (db as unknown as { $client: unknown }).$client;
  let inFlight = 0;
  let drained: (() => void)[] = [];
  const track = async <T>(run: () => Promise<T>): Promise<T> => {
    inFlight += 1;
    try {
      return await run();
    } finally {
      inFlight -= 1;
      if (inFlight === 0) {
        for (const resolve of drained) resolve();
        drained = [];
      }
    }
  };
  const idle = () =>
    inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => drained.push(resolve));

  if (client instanceof PGlite) {
    return {
      idle,
      executeSql: (text, values) =>
        track(async () => {
          if (!values || values.length === 0) {
            // Several statements in one text: PGlite answers each; the caller wants the last one's rows.
            const results = (await client.exec(text)) as ExecResult[];
            const last = results.at(-1) ?? { rows: [] };
            return { rows: last.rows, rowCount: rowCountOf(last) };
          }
          const result = (await client.query(text, values)) as ExecResult;
          return { rows: result.rows, rowCount: rowCountOf(result) };
        }),
    };
  }
  if (client instanceof pg.Pool) {
    return {
      idle,
      executeSql: (text, values) =>
        track(async () => {
          const result = await client.query(text, values);
          // A multi-statement text answers an array of results; pg-boss reads the last one's rows.
          const last = (Array.isArray(result) ? result.at(-1) : result) as pg.QueryResult | undefined;
          return { rows: last?.rows ?? [], rowCount: last?.rowCount ?? 0 };
        }),
    };
  }
  throw new Error('The job queue runs on PGlite or a node-postgres pool only');
}
