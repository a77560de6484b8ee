import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeRace, N, RACE, raceServer } from './concurrency-200-server.ts';
import { type Caller, countOf, makeCallers, statuses } from './concurrency-fixture.ts';

/*
 * Likes, 200 at once (issue 19 §3).
 * The server they race against and what the races share: concurrency-200-server.ts.
 */

const { db, call, figures, publicListing } = raceServer('likes');

describeRace(`${N} likes at once`, () => {
  it('of 200 users make exactly 200 likes, and 200 of one user make one', RACE, async () => {
    const listing = await publicListing(0);
    const likers = await makeCallers(db(), N, 'GENERAL', 'cclike', 1);
    const like = (caller: Caller) =>
      call('POST', '/api/user/like', caller, { userNo: caller.userNo, saleNo: listing.saleNo, isLike: true });

    const many = await Promise.all(likers.map(like));
    expect(statuses(many)).toEqual({ 200: N });
    const likesOf = () =>
      countOf(db(), sql`select count(*)::int as n from sale_likes where sale_no = ${listing.saleNo}`);
    expect(await likesOf()).toBe(N);

    const one = likers[0] as Caller;
    const same = await Promise.all(Array.from({ length: N }, () => like(one)));
    expect(statuses(same)).toEqual({ 200: N });
    // No second row of a liker, and the count is the number of distinct likers.
    expect(
      await countOf(
        db(),
        sql`select count(*)::int as n from (select user_no from sale_likes where sale_no = ${listing.saleNo}
            group by user_no having count(*) > 1) d`,
      ),
    ).toBe(0);
    expect(await likesOf()).toBe(N);

    // Likes and unlikes of one user racing: the row is there or not, never twice.
    const flips = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        call('POST', '/api/user/like', one, {
          userNo: one.userNo,
          saleNo: listing.saleNo,
          isLike: i % 2 === 0,
        }),
      ),
    );
    expect(statuses(flips)).toEqual({ 200: N });
    expect([N - 1, N]).toContain(await likesOf());
    figures.likes = { requests: 3 * N, successes: 3 * N, duplicates: 0, rows: await likesOf() };
  });
});
