import { boardRowOf } from '../../modules/boards/service.ts';
import type { Db } from '../client.ts';
import { boards } from '../schema/index.ts';
import { SEED_BOARDS } from './board-texts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The starting boards (board-texts.ts), cleaned like an operator's write. A type gets its rows only while it
 * has none: once the operator has written or removed one, the seed leaves that type alone. Returns the rows
 * written.
 */
export async function seedBoards(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const present = await tx.selectDistinct({ boardType: boards.boardType }).from(boards);
    const have = new Set(present.map((r) => r.boardType));
    const rows = SEED_BOARDS.filter((b) => !have.has(b.boardType)).map((b, i) => {
      const cleaned = boardRowOf({
        boardType: b.boardType,
        category: b.category,
        title: b.title,
        contentHtml: b.contentHtml,
        boardStatus: 'ACTIVE',
        isTop: b.isTop ?? false,
        startDate: b.startDate ?? null,
        endDate: null,
      });
      // Written in list order a second apart, so "in the order written" is the order above.
      const at = new Date(now.getTime() - (b.daysAgo ?? 30) * DAY_MS + i * 1000);
      return { ...cleaned, createdBy: null, createdAt: at, updatedAt: at };
    });
    if (rows.length === 0) return 0;
    await tx.insert(boards).values(rows);
    return rows.length;
  });
}
