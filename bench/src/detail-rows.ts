import pg from 'pg';

/*
 * The listing generator fills the `sales` columns of the million listings, but the rows a detail also reads
 * (options, the fee and its items, photos, registry documents) exist only for the seeded demo listings.
 * The detail benchmark gives a sample of the million such rows, set-based and idempotent, so that a
 * request reads what a real listing has: about 13 option rows, a fee row with ~9 item rows, 3–8 photos,
 * and for a third of them the two registry documents.
 */

/** Listings with child rows: `sale_no % SAMPLE_MODULUS = SAMPLE_REMAINDER`, ~20,000 of 1M, spread evenly. */
export const SAMPLE_MODULUS = 50;
export const SAMPLE_REMAINDER = 7;
const IN_SAMPLE = `s.sale_no % ${SAMPLE_MODULUS} = ${SAMPLE_REMAINDER}`;
/** A third of the sample has registry documents; a tenth is liked by user01 (the signed-in runs' caller). */
const WITH_DOCUMENTS = `s.sale_no % ${SAMPLE_MODULUS * 3} = ${SAMPLE_REMAINDER}`;
const LIKED = `s.sale_no % ${SAMPLE_MODULUS * 10} = ${SAMPLE_REMAINDER}`;

/** Every statement skips what is already there (`on conflict do nothing`): running twice adds nothing. */
const FILL = [
  // The same rows on every machine (random() below is seeded per transaction).
  'select setseed(0.4242)',
  // One heating type each, then every other option with its own chance ('없음' never, it means none).
  `insert into sale_options (sale_no, group_code, code)
   select s.sale_no, 'HEAT', 'HEAT00' || (1 + s.sale_no % 3) from sales s where ${IN_SAMPLE}
   on conflict do nothing`,
  `insert into sale_options (sale_no, group_code, code)
   select s.sale_no, c.group_code, c.code
   from sales s
   join common_codes c on c.group_code in ('AC', 'LIFE', 'SECURITY', 'ETC') and c.code_name <> '없음'
   where ${IN_SAMPLE}
     and random() < case c.group_code when 'AC' then 0.3 when 'LIFE' then 0.45 when 'SECURITY' then 0.4 else 0.35 end
   on conflict do nothing`,
  // The fee: 정액 for seven in ten, else 실비; amounts in 원, electricity and gas billed by usage.
  `insert into sale_cost_types (sale_no, type, etc_code, charge_type, public_cost, water, internet,
                                electricity_use, gas_use, heat_use, base_cost, cost_item_text)
   select s.sale_no,
          case when s.sale_no % 10 < 7 then 'COST_TYPE001' else 'COST_TYPE002' end,
          'ETC_CODE00' || (1 + s.sale_no % 3),
          case when s.sale_no % 10 < 7 then 'CHARGE_TYPE001' else 'CHARGE_TYPE002' end,
          (50 + floor(random() * 150))::int * 1000,
          (10 + floor(random() * 20))::int * 1000,
          case when random() < 0.6 then 30000 end,
          true, true, s.building_type <> 'APARTMENT',
          'BASE_COST00' || (1 + s.sale_no % 6),
          case when random() < 0.3 then '공용 전기료 포함' end
   from sales s where ${IN_SAMPLE}
   on conflict (sale_no) do nothing`,
  `insert into sale_cost_items (sale_no, group_code, code)
   select s.sale_no, c.group_code, c.code
   from sales s join common_codes c on c.group_code in ('COST_ITEM', 'PRIVATE_COST')
   where ${IN_SAMPLE} and random() < case c.group_code when 'COST_ITEM' then 0.5 else 0.4 end
   on conflict do nothing`,
  // 3 to 8 photos, the first the main one; the key is a content hash as the image store names them.
  `insert into sale_images (sale_no, is_main, sort_order, image_key, width, height)
   select s.sale_no, n = 0, n, md5(s.sale_no || '-' || n), 1600, 1200
   from sales s cross join lateral generate_series(0, 2 + s.sale_no % 6) as n
   where ${IN_SAMPLE}
   on conflict do nothing`,
  `insert into stored_files (file_id, owner_user_no, kind, mime, size, storage_key)
   select md5('bench-doc-' || s.sale_no || k.kind)::uuid, s.user_no, 'SALE_DOCUMENT', 'application/pdf',
          120000, 'bench/' || s.sale_no || '-' || k.kind
   from sales s cross join (values ('REGISTER_COPY'), ('BUILDING_REGISTER')) as k(kind)
   where ${WITH_DOCUMENTS}
   on conflict do nothing`,
  `insert into sale_documents (sale_no, kind, file_id)
   select s.sale_no, k.kind, md5('bench-doc-' || s.sale_no || k.kind)::uuid
   from sales s cross join (values ('REGISTER_COPY'), ('BUILDING_REGISTER')) as k(kind)
   where ${WITH_DOCUMENTS}
   on conflict do nothing`,
  `insert into sale_likes (user_no, sale_no)
   select u.user_no, s.sale_no from users u, sales s
   where u.login_id = 'user01' and ${LIKED} and s.status = 'ACTIVE'
   on conflict do nothing`,
];

export interface ChildRowCounts {
  sampleListings: number;
  options: number;
  costTypes: number;
  costItems: number;
  images: number;
  documents: number;
  likes: number;
}

async function counts(c: pg.Client): Promise<ChildRowCounts> {
  const r = await c.query<ChildRowCounts>(`
    select (select count(*)::int from sales s where ${IN_SAMPLE}) as "sampleListings",
           (select count(*)::int from sale_options) as "options",
           (select count(*)::int from sale_cost_types) as "costTypes",
           (select count(*)::int from sale_cost_items) as "costItems",
           (select count(*)::int from sale_images) as "images",
           (select count(*)::int from sale_documents) as "documents",
           (select count(*)::int from sale_likes) as "likes"`);
  const row = r.rows[0];
  if (!row) throw new Error('no counts');
  return row;
}

/**
 * Gives the sample its child rows unless every sample listing already has its fee row (the last of a
 * listing's rows the fill could have missed is re-added either way: every statement is idempotent).
 */
export async function fillChildRows(benchUrl: string): Promise<ChildRowCounts> {
  const c = new pg.Client({ connectionString: benchUrl });
  await c.connect();
  try {
    const missing = await c.query<{ n: number }>(
      `select count(*)::int as n from sales s
       where ${IN_SAMPLE} and not exists (select 1 from sale_cost_types t where t.sale_no = s.sale_no)`,
    );
    const toFill = missing.rows[0]?.n ?? 0;
    if (toFill === 0) {
      console.log('[rows] the sample already has its child rows');
      return await counts(c);
    }
    const started = Date.now();
    console.log(`[rows] adding child rows to ${toFill.toLocaleString()} sample listings`);
    await c.query('begin');
    for (const statement of FILL) await c.query(statement);
    await c.query('commit');
    await c.query(
      'analyze sale_options, sale_cost_types, sale_cost_items, sale_images, sale_documents, stored_files, sale_likes',
    );
    const after = await counts(c);
    console.log(`[rows] done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(after)}`);
    return after;
  } catch (error) {
    await c.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await c.end();
  }
}

/**
 * Listing numbers to ask for, in a fixed pseudo-random order: ACTIVE listings of the sample (with child
 * rows), and ACTIVE listings outside it (without), spread over the whole table.
 */
export async function detailSaleNos(
  benchUrl: string,
  withRows: number,
  withoutRows: number,
): Promise<{ withRows: number[]; withoutRows: number[] }> {
  const c = new pg.Client({ connectionString: benchUrl });
  await c.connect();
  try {
    const pick = async (where: string, limit: number) =>
      (
        await c.query<{ sale_no: number }>(
          `select s.sale_no from sales s where s.status = 'ACTIVE' and ${where}
           order by md5(s.sale_no::text) limit $1`,
          [limit],
        )
      ).rows.map((r) => r.sale_no);
    return {
      withRows: await pick(IN_SAMPLE, withRows),
      // sale_no % 97 spreads the candidates over the table without sorting the whole million.
      withoutRows: await pick(
        `not (${IN_SAMPLE}) and s.sale_no % 97 = 3
         and not exists (select 1 from sale_images i where i.sale_no = s.sale_no)`,
        withoutRows,
      ),
    };
  } finally {
    await c.end();
  }
}
