import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { appVersions, banners, boards } from '../schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The notice the demo popup opens: the pinned one about the grade criteria (board-texts.ts). */
export const DEMO_POPUP_NOTICE_TITLE = '전세사기 예방을 위한 안전등급 기준 안내';

/**
 * The demo's releases: 1.0.0 forced (apps older than it must update) and 1.2.0 the newest, optional, on
 * both stores; the web build is always the newest. A device at 0.9 is forced, at 1.1 offered, at 1.2 left
 * alone. Store pages are the demo's; a real deployment enters its own rows.
 */
export const DEMO_RELEASES = [
  { platform: 'ANDROID', version: '1.0.0', isForce: true, daysAgo: 120, note: '첫 출시' },
  { platform: 'ANDROID', version: '1.2.0', isForce: false, daysAgo: 10, note: '지도 검색 개선, 알림 센터' },
  { platform: 'IOS', version: '1.0.0', isForce: true, daysAgo: 120, note: '첫 출시' },
  { platform: 'IOS', version: '1.2.0', isForce: false, daysAgo: 10, note: '지도 검색 개선, 알림 센터' },
  { platform: 'WEB', version: '1.2.0', isForce: false, daysAgo: 10, note: null },
] as const;

const STORE_URLS = {
  ANDROID: 'https://play.google.com/store/apps/details?id=kr.ansimbang.app',
  IOS: 'https://apps.apple.com/kr/app/id6470000000',
  WEB: null,
} as const;

/**
 * The demo's popup and releases, each once: a table the operator has written to is left alone. The popup
 * opens the pinned notice; without it (boards not seeded) the popup opens the guide instead.
 */
export async function seedAppContent(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [bannerCount] = await tx.select({ n: count() }).from(banners);
    if (!bannerCount || bannerCount.n === 0) {
      const [notice] = await tx
        .select({ boardNo: boards.boardNo })
        .from(boards)
        .where(and(eq(boards.boardType, 'NOTICE'), eq(boards.title, DEMO_POPUP_NOTICE_TITLE)))
        .limit(1);
      await tx.insert(banners).values({
        title: '전세사기, 안전등급으로 미리 확인하세요',
        contentText:
          '안심방의 모든 매물에는 1~5등급의 안전등급이 붙어 있습니다. 보증금이 공시가격의 몇 %인지, ' +
          '선순위 채권이 있는지로 매긴 등급의 기준을 공지사항에서 확인해 보세요.',
        boardType: notice ? 'NOTICE' : 'GUIDE',
        link: notice ? String(notice.boardNo) : null,
        linkType: false,
        startAt: new Date(now.getTime() - DAY_MS),
        endAt: null,
        isActive: true,
        sort: 1,
      });
    }

    const [versionCount] = await tx.select({ n: count() }).from(appVersions);
    if (!versionCount || versionCount.n === 0) {
      await tx.insert(appVersions).values(
        DEMO_RELEASES.map((r) => ({
          platform: r.platform,
          appType: 'RESERVATION',
          version: r.version,
          isForce: r.isForce,
          releasedAt: new Date(now.getTime() - r.daysAgo * DAY_MS),
          note: r.note,
          storeUrl: STORE_URLS[r.platform],
        })),
      );
    }
  });
}
