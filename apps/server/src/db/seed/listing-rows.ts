import { getTableColumns, is, type SQL, sql } from 'drizzle-orm';
import { PgArray, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTransaction } from '../client.ts';
import {
  saleCostItems,
  saleCostTypes,
  saleDocuments,
  saleImages,
  saleOptions,
  sales,
  storedFiles,
} from '../schema/index.ts';
import type { DocumentKind, GeneratedListing } from './listings.ts';

/*
 * Writes generated listings: the listing rows, whose numbers come back from the identity, then every child
 * row with its listing's number — about 170,000 rows for the demo. Each table gets one statement per
 * 20,000 rows that sends every column as one array and unnests it back into rows: a third of the CPU of
 * 500-row VALUES batches on PGlite, and the count triggers of `sales` run once per statement.
 */

const ROWS_PER_STATEMENT = 20_000;

/**
 * Inserts `rows` into `table` as column arrays (`insert … select … from unnest($1::int[], …)`), each value
 * converted by its column as drizzle's own insert would. The columns are the keys of the first row: rows
 * of one call share their shape. An array column travels as the text of each array and is cast back.
 */
async function insertByColumns<T extends PgTable>(
  db: DbOrTransaction,
  table: T,
  rows: readonly T['$inferInsert'][],
  returning?: SQL,
): Promise<Record<string, unknown>[]> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0] ?? {}).filter((k) => k in columns);
  const names = sql.join(
    keys.map((k) => sql.identifier(columns[k]!.name)),
    sql`, `,
  );
  const aliases = sql.raw(keys.map((_, i) => `c${i}`).join(', '));
  const selected = sql.raw(
    keys.map((k, i) => (is(columns[k], PgArray) ? `c${i}::${columns[k]!.getSQLType()}` : `c${i}`)).join(', '),
  );
  const out: Record<string, unknown>[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const batch = rows.slice(start, start + ROWS_PER_STATEMENT) as Record<string, unknown>[];
    const arrays = keys.map((k) => {
      const column = columns[k]!;
      const values = batch.map((row) => {
        const value = row[k];
        return value === null || value === undefined ? null : column.mapToDriverValue(value);
      });
      const type = is(column, PgArray) ? 'text' : column.getSQLType();
      return sql`${sql.param(values)}::${sql.raw(type)}[]`;
    });
    const result = await db.execute(
      sql`insert into ${table} (${names}) select ${selected} from unnest(${sql.join(arrays, sql`, `)}) as u(${aliases})${returning ? sql` returning ${returning}` : sql``}`,
    );
    if (returning) out.push(...(result as unknown as { rows: Record<string, unknown>[] }).rows);
  }
  return out;
}

/** How a registry document is stored and named: the files service renders the PDF on its first view. */
const DOCUMENT_FILES: Record<DocumentKind, { kind: string; label: string }> = {
  REGISTER_COPY: { kind: 'SALE_REGISTER_COPY', label: '등기부등본' },
  BUILDING_REGISTER: { kind: 'SALE_BUILDING_REGISTER', label: '건축물대장' },
};

export const demoDocumentKey = (saleNo: number, kind: DocumentKind) => `demo-documents/${saleNo}/${kind}.pdf`;

/** Inserts `listings` with all their rows and returns their sale numbers, in order. */
export async function insertListings(
  db: DbOrTransaction,
  listings: readonly GeneratedListing[],
): Promise<number[]> {
  const inserted = await insertByColumns(
    db,
    sales,
    listings.map((l) => l.sale),
    sql`sale_no as "saleNo", title, lat, lng`,
  );
  // The rows of `insert … select` come back in the order of the select; the check makes a mismatch between
  // children and listings fail loudly rather than silently should that ever not hold.
  const saleNos = inserted.map((row, i) => {
    const sale = listings[i]?.sale;
    if (!sale || row.title !== sale.title || Number(row.lat) !== sale.lat || Number(row.lng) !== sale.lng) {
      throw new Error('inserted listings came back out of order');
    }
    return Number(row.saleNo);
  });
  if (saleNos.length !== listings.length) throw new Error('not every listing was inserted');
  const each = <T>(rowsOf: (listing: GeneratedListing, saleNo: number) => T[]): T[] =>
    listings.flatMap((listing, i) => rowsOf(listing, saleNos[i]!));

  await insertByColumns(
    db,
    saleOptions,
    each((l, saleNo) => l.options.map((o) => ({ saleNo, ...o }))),
  );
  await insertByColumns(
    db,
    saleCostTypes,
    each((l, saleNo) => [{ saleNo, ...l.costType }]),
  );
  await insertByColumns(
    db,
    saleCostItems,
    each((l, saleNo) => l.costItems.map((item) => ({ saleNo, ...item }))),
  );
  await insertByColumns(
    db,
    saleImages,
    each((l, saleNo) =>
      l.images.map((image, sortOrder) => ({
        saleNo,
        sortOrder,
        isMain: sortOrder === 0,
        imageKey: image.key,
        width: image.width,
        height: image.height,
      })),
    ),
  );
  await insertByColumns(
    db,
    storedFiles,
    each((l, saleNo) =>
      l.documents.map((d) => ({
        fileId: d.fileId,
        ownerUserNo: l.sale.userNo,
        kind: DOCUMENT_FILES[d.kind].kind,
        mime: 'application/pdf',
        size: 0,
        storageKey: demoDocumentKey(saleNo, d.kind),
        originalName: `${DOCUMENT_FILES[d.kind].label}_${saleNo}.pdf`,
        createdAt: l.sale.createdAt,
      })),
    ),
  );
  await insertByColumns(
    db,
    saleDocuments,
    each((l, saleNo) => l.documents.map((d) => ({ saleNo, kind: d.kind, fileId: d.fileId }))),
  );
  return saleNos;
}
