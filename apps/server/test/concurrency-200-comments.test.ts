import { VOICE_MESSAGES } from '@ansim/domain/contract';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { VOICE_LIMIT_MESSAGES } from '../src/modules/voices/routes.ts';
import { describeRace, N, RACE, raceServer } from './concurrency-200-server.ts';
import {
  type Caller,
  countOf,
  ledgerMismatches,
  makeCallers,
  rowsOf,
  statuses,
} from './concurrency-fixture.ts';

/*
 * Safety comments, and the broker's comment rewards, 200 at once (issue 19 §3).
 * The server they race against and what the races share: concurrency-200-server.ts.
 */

const { db, call, figures, publicListing } = raceServer('comments');

describeRace(`${N} safety comments at once`, () => {
  it('of 200 users make 200 comments; 200 of one user make one and 199 × 409', RACE, async () => {
    const listing = await publicListing(1);
    const writers = await makeCallers(db(), N, 'GENERAL', 'cccmt', 2);
    const comment = (caller: Caller, i: number) =>
      call<{ comments: Record<string, number> }>('POST', '/api/sale/insert/comment', caller, {
        saleNo: listing.saleNo,
        saleKey: listing.saleKey,
        userNo: caller.userNo,
        safetyGrade: i % 2 === 0 ? 'RATE001' : 'RATE003',
        safetyText: `동시에 남기는 안전등급 코멘트입니다 ${i}번째`,
      });
    const before = await countOf(
      db(),
      sql`select count(*)::int as n from sale_comments where sale_no = ${listing.saleNo}`,
    );

    const many = await Promise.all(writers.map(comment));
    expect(statuses(many)).toEqual({ 200: N });
    const commentsOf = () =>
      countOf(db(), sql`select count(*)::int as n from sale_comments where sale_no = ${listing.saleNo}`);
    expect(await commentsOf()).toBe(before + N);

    const one = writers[0] as Caller;
    const same = await Promise.all(Array.from({ length: N }, (_, i) => comment(one, i)));
    expect(statuses(same)).toEqual({ 409: N });
    for (const a of same) expect(a.body.message).toBe(VOICE_MESSAGES.commentExists);
    expect(await commentsOf()).toBe(before + N);
    expect(
      await countOf(
        db(),
        sql`select count(*)::int as n from (select user_no from sale_comments group by sale_no, user_no
            having count(*) > 1) d`,
      ),
    ).toBe(0);

    // A fresh user's 200 racing comments on one listing: one row, 199 refusals.
    const fresh = writers[1] as Caller;
    const other = await publicListing(2);
    const race = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        call('POST', '/api/sale/insert/comment', fresh, {
          saleNo: other.saleNo,
          saleKey: other.saleKey,
          userNo: fresh.userNo,
          safetyGrade: 'RATE002',
          safetyText: `한 사람이 동시에 보내는 코멘트 ${i}번째입니다`,
        }),
      ),
    );
    expect(statuses(race)).toEqual({ 200: 1, 409: N - 1 });
    expect(
      await countOf(
        db(),
        sql`select count(*)::int as n from sale_comments where sale_no = ${other.saleNo} and user_no = ${fresh.userNo}`,
      ),
    ).toBe(1);
    figures.comments = { requests: 3 * N, successes: N + 1, refused409: 2 * N - 1, duplicates: 0 };
  });

  it(
    "a broker's racing comments on 200 listings: each reward pair granted once, ledger = balance",
    RACE,
    async () => {
      const [broker] = await makeCallers(db(), 1, 'BROKER', 'ccrwd', 3);
      if (!broker) throw new Error('no broker');
      const listings = await rowsOf<{ saleNo: number; saleKey: string }>(
        db(),
        sql`select sale_no as "saleNo", sale_key::text as "saleKey" from sales
          where status = 'ACTIVE' order by sale_no desc limit ${N}`,
      );
      expect(listings).toHaveLength(N);
      const answers = await Promise.all(
        listings.map((l, i) =>
          call<{ reward: { granted: boolean } | null }>('POST', '/api/sale/insert/comment', broker, {
            saleNo: l.saleNo,
            saleKey: l.saleKey,
            userNo: broker.userNo,
            safetyGrade: 'RATE002',
            safetyText: `중개인이 여러 매물에 남기는 코멘트 ${i}번째입니다`,
          }),
        ),
      );
      const tally = statuses(answers);
      // The per-user limit (10 comments per 10 minutes) holds for a burst too: the database counts the
      // user's comments in the writing transaction, one write of the user after another.
      expect(tally).toEqual({ 200: 10, 429: N - 10 });
      for (const a of answers.filter((r) => r.status === 429))
        expect(a.body.message).toBe(VOICE_LIMIT_MESSAGES.comments);
      const written = await countOf(
        db(),
        sql`select count(*)::int as n from sale_comments where user_no = ${broker.userNo}`,
      );
      expect(written).toBe(tally[200] ?? 0);
      const counted = await countOf(
        db(),
        sql`select comments as n from comment_reward_counts where user_no = ${broker.userNo}`,
      );
      expect(counted).toBe(written);
      const rewards = await countOf(
        db(),
        sql`select count(*)::int as n from quota_ledger where user_no = ${broker.userNo} and reason = 'COMMENT_REWARD'`,
      );
      expect(rewards).toBe(Math.floor(written / 2));
      expect(answers.filter((a) => a.body.entity?.reward?.granted).length).toBe(rewards);
      expect(
        await countOf(
          db(),
          sql`select count(*)::int as n from comment_reward_pairs where user_no = ${broker.userNo}`,
        ),
      ).toBe(rewards);
      expect(await ledgerMismatches(db())).toEqual([]);
      figures.commentRewards = {
        requests: N,
        successes: tally[200] ?? 0,
        refused429: tally[429] ?? 0,
        rewards,
        duplicates: 0,
        ledgerMismatches: 0,
      };
    },
  );
});
