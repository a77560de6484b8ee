import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, DbOrTransaction } from '../src/db/client.ts';
import { openTestDb } from './helpers.ts';

/*
 * `order by x desc` means DESC NULLS FIRST. drizzle's `.desc()` declares an index column DESC NULLS LAST,
 * and an index of the other null order cannot hand rows out in the order asked, even on a NOT NULL column:
 * the planner reads every match and sorts them (the operator's audit log sorted all of its 100,000 rows for
 * a page of 20, where it now reads 21 index entries). Read forward, DESC NULLS FIRST serves `desc`; read
 * backward, it serves `asc` (ASC NULLS LAST). So no index of ours has a DESC NULLS LAST column: declare
 * them `.desc().nullsFirst()` (migration 0027).
 */

let db: Db;
let dispose: () => Promise<void>;

beforeAll(async () => {
  const opened = await openTestDb();
  db = opened.handle.db;
  dispose = opened.dispose;
});
afterAll(async () => {
  await dispose();
});

interface KeyColumn {
  index: string;
  table: string;
  column: string;
  /** pg_index.indoption of the column: bit 0 DESC, bit 1 NULLS FIRST. */
  option: number;
}

/** Every key column (not INCLUDE) of every index on the application's tables, with its order options. */
async function keyColumns(ex: DbOrTransaction): Promise<KeyColumn[]> {
  const result = await ex.execute(sql`
    select ic.relname as "index", tc.relname as "table",
           pg_get_indexdef(i.indexrelid, k.n::int, true) as "column", k.option::int as "option"
      from pg_index i
      join pg_class ic on ic.oid = i.indexrelid
      join pg_class tc on tc.oid = i.indrelid
      join pg_namespace ns on ns.oid = tc.relnamespace
      cross join lateral unnest(i.indoption::int2[]) with ordinality as k(option, n)
     where ns.nspname = 'public' and k.n <= i.indnkeyatts
     order by 1, k.n`);
  return (result as unknown as { rows: KeyColumn[] }).rows;
}

const DESC = 1;
const NULLS_FIRST = 2;

/** "index (table): column DESC NULLS LAST" for each column in the order no `order by … desc` can use. */
const descNullsLast = (columns: KeyColumn[]): string[] =>
  columns
    .filter((c) => (c.option & (DESC | NULLS_FIRST)) === DESC)
    .map((c) => `${c.index} (${c.table}): ${c.column} DESC NULLS LAST — declare it .desc().nullsFirst()`);

describe('index column order', () => {
  it('no index has a DESC NULLS LAST column, which `order by … desc` (nulls first) cannot read in order', async () => {
    const columns = await keyColumns(db);
    expect(descNullsLast(columns), 'indexes whose DESC columns sort nulls last').toEqual([]);
  });

  it('reads the indexes the migrations made, DESC NULLS FIRST where a page is newest first', async () => {
    const columns = await keyColumns(db);
    const option = (index: string, column: string) =>
      columns.find((c) => c.index === index && c.column === column)?.option;
    // Indexes declared in the schema with .desc().nullsFirst(), and one written by hand (plain DESC).
    expect(option('audit_log_created_idx', 'created_at')).toBe(DESC | NULLS_FIRST);
    expect(option('sales_user_status_created_idx', 'sale_no')).toBe(DESC | NULLS_FIRST);
    expect(option('notifications_user_idx', 'created_at')).toBe(DESC | NULLS_FIRST);
    expect(option('sales_status_created_idx', 'created_at')).toBe(DESC | NULLS_FIRST);
    // Ascending columns are not flagged.
    expect(option('notifications_user_idx', 'user_no')).toBe(0);
  });

  it('names an index made the way drizzle’s bare .desc() makes it', async () => {
    let found: string[] = [];
    await db
      .transaction(async (tx) => {
        await tx.execute(
          sql`create index index_order_probe_idx on audit_log using btree (action, created_at desc nulls last)`,
        );
        found = descNullsLast(await keyColumns(tx));
        throw new Error('rollback');
      })
      .catch((error: Error) => {
        if (error.message !== 'rollback') throw error;
      });
    expect(found).toContain(
      'index_order_probe_idx (audit_log): created_at DESC NULLS LAST — declare it .desc().nullsFirst()',
    );
  });
});
