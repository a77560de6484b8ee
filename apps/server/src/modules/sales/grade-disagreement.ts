import { COMMENT_DISAGREEMENT_GAP, COMMENT_DISAGREEMENT_MIN_COMMENTS } from '@ansim/domain/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTransaction } from '../../db/client.ts';

/*
 * The comment rule of the grade review queue (docs/decisions/025): a public listing whose safety comments
 * disagree with its grade gets an open COMMENTS review; one that agrees again loses it. It runs in the
 * transaction of every write that can change agreement — a comment, the broker's save, the operator's
 * correction — for that one listing, and once over the whole table at start-up (the backfill).
 */

/** A grade code's level: 'RATE004' → 4. */
const levelOf = (code: string) => sql.raw(`right(${code}, 1)::int`);

/**
 * The public listings (all, or the one `saleNo`) whose safety comments disagree with their grade, now: at
 * least MIN comments and a median comment grade GAP or more grades worse than the effective grade. The
 * median is percentile_disc's lower median over the grade codes (RATE001 < … < RATE005), i.e. it leans to
 * the better grade: a tie between halves never opens a review. `last_no` is the newest comment, what a
 * decision remembers.
 */
const disagreeing = (only: SQL) => sql`
  counts as (
    select c.sale_no, count(*)::int as n, max(c.comment_no) as last_no,
           percentile_disc(0.5) within group (order by c.safety_grade) as median
    from sale_comments c
    join sales s on s.sale_no = c.sale_no and s.status = 'ACTIVE'
    where ${only}
    group by c.sale_no
    having count(*) >= ${COMMENT_DISAGREEMENT_MIN_COMMENTS}
  ),
  disagreeing as (
    select k.sale_no, k.n, k.last_no, k.median::varchar as median,
           coalesce(s.change_safety_grade, s.safety_grade) as effective
    from counts k join sales s on s.sale_no = k.sale_no
    where s.safety_grade is not null
      and ${levelOf('k.median')} - ${levelOf('coalesce(s.change_safety_grade, s.safety_grade)')} >= ${COMMENT_DISAGREEMENT_GAP}
  )`;

/**
 * One statement: withdraws the open COMMENTS reviews (of the listings `only` admits) whose listing agrees
 * now, and opens one for each listing that disagrees, has no open review (the partial unique index
 * grade_reviews_open_key settles two at once: ON CONFLICT DO NOTHING) and whose newest comment no decision
 * has seen yet ("decided stays decided until a newer comment").
 */
const refresh = (only: { comments: SQL; reviews: SQL }) => sql`
  with ${disagreeing(only.comments)},
  withdrawn as (
    update grade_reviews r set state = 'WITHDRAWN', decided_at = now()
    where r.source = 'COMMENTS' and r.state = 'OPEN' and ${only.reviews}
      and not exists (select 1 from disagreeing d where d.sale_no = r.sale_no)
    returning r.review_no
  )
  insert into grade_reviews (sale_no, source, broker_rate, computed_rate, reasons, last_comment_no)
  select d.sale_no, 'COMMENTS', d.effective, d.median,
         array['안전 코멘트 ' || d.n || '개의 중앙값(' || right(d.median, 1) || '등급)이 매물 등급(' ||
               right(d.effective, 1) || '등급)보다 ' || (right(d.median, 1)::int - right(d.effective, 1)::int) ||
               '등급 낮습니다.']::varchar[],
         d.last_no
  from disagreeing d
  where not exists (
    select 1 from grade_reviews r
    where r.sale_no = d.sale_no and r.state in ('ACCEPTED', 'CORRECTED') and r.last_comment_no >= d.last_no
  )
  on conflict (sale_no) where state = 'OPEN' do nothing`;

/**
 * Brings the listing's comment review up to date, inside the caller's transaction (after its write).
 *
 * A transaction-level advisory lock keyed by the listing makes the evaluations of one listing run one after
 * another, the statement's snapshot taken after the previous writer committed: without it two comments at
 * once, each seeing 2 of the 3 needed, would both miss the third. Not the listing's row lock: a comment
 * writer already holds the key-share lock of its foreign key, and upgrading it while another writer does
 * the same invites deadlocks; the advisory lock touches no row lock, and every caller takes it last.
 */
export async function reviewCommentDisagreement(tx: DbOrTransaction, saleNo: number): Promise<void> {
  // The two-key form keeps these locks apart from any other advisory lock (sms uses hashtext('sms_send')).
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('grade_disagreement'), ${saleNo}::int)`);
  await tx.execute(refresh({ comments: sql`c.sale_no = ${saleNo}`, reviews: sql`r.sale_no = ${saleNo}` }));
}

/**
 * The whole table at once, idempotent: run at start-up so that listings which disagreed before the rule
 * ran on writes (or whose status changed since) are right after a deploy.
 */
export async function backfillCommentDisagreements(db: Db): Promise<void> {
  await db.execute(refresh({ comments: sql`true`, reviews: sql`true` }));
}
