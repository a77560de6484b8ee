import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeRace, N, raceServer } from './concurrency-200-server.ts';
import { countOf, statuses } from './concurrency-fixture.ts';
import { AGREED, multipart } from './multipart.ts';
import { verifiedCode } from './sms-codes.ts';

/*
 * Sign-ups with one login id, 200 at once (issue 19 §3).
 * The server they race against and what the races share: concurrency-200-server.ts.
 */

const { db, call, figures } = raceServer('sign-ups');

describeRace(`${N} sign-ups with one id at once`, () => {
  it('make exactly one account; 199 get 이미 사용 중인 아이디입니다', { timeout: 180_000 }, async () => {
    const phones = Array.from({ length: N }, (_, i) => `0108${9}${String(i).padStart(6, '0')}`);
    const verifications = await Promise.all(phones.map((phone) => verifiedCode(db(), phone)));
    const answers = await Promise.all(
      phones.map((phone, i) =>
        call('POST', '/api/user', null, {
          ...multipart({
            userType: 'GENERAL',
            // The same id, in any letter case: ids are unique case-insensitively.
            id: i % 3 === 0 ? 'SameRacer1' : 'sameracer1',
            password: 'safe2home!',
            passwordConfirm: 'safe2home!',
            name: '경쟁자',
            phone,
            verificationId: verifications[i] as string,
            ...AGREED,
          }),
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 409: N - 1 });
    for (const a of answers.filter((r) => r.status === 409)) {
      expect(a.body).toMatchObject({ code: -1301, message: '이미 사용 중인 아이디입니다.' });
    }
    expect(
      await countOf(db(), sql`select count(*)::int as n from users where lower(login_id) = 'sameracer1'`),
    ).toBe(1);
    // Only the winner spent its verification; the losers' stay unspent (their transactions rolled back).
    expect(
      await countOf(
        db(),
        sql`select count(*)::int as n from sms_verifications
            where verification_id = any(${sql.param(verifications)}::uuid[]) and consumed_at is not null`,
      ),
    ).toBe(1);
    figures.signUps = { requests: N, successes: 1, refused409: N - 1, duplicates: 0 };
  });
});
