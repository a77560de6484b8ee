import {
  BOARD_LIMITS,
  type BoardStatus,
  type BoardType,
  boardCategoryLabel,
  kstDay,
  type TermsBoardType,
  totalPages,
} from '@ansim/domain';
import {
  BOARD_MESSAGES,
  type BoardDetail,
  type BoardItem,
  type BoardList,
  type BoardListQuery,
  type TermsDocument,
} from '@ansim/domain/contract';
import type { Db, DbOrTransaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { AuthContext } from '../auth/service.ts';
import type { BoardRow, BoardsRepo } from './repo.ts';
import { boardPlainText, sanitizeBoardHtml } from './sanitize.ts';

/** What the operator's editor (P13) sends for one board. */
export interface BoardInput {
  boardType: BoardType;
  category: string | null;
  title: string;
  contentHtml: string;
  boardStatus: BoardStatus;
  isTop: boolean;
  startDate: string | null;
  endDate: string | null;
}

const isOperator = (caller: AuthContext | null): boolean => caller?.userType === 'ADMIN';

/** A row as the API shows it; the HTML is cleaned again on the way out. */
function toItem(row: BoardRow): BoardItem {
  return {
    boardNo: row.boardNo,
    boardType: row.boardType,
    category: row.category,
    categoryName: boardCategoryLabel(row.category),
    title: row.title,
    isTop: row.isTop,
    viewCount: row.viewCount,
    boardStatus: row.boardStatus,
    startDate: row.startDate,
    endDate: row.endDate,
    regDate: row.regDate,
    updatedAt: row.updatedAt,
    contentHtml: row.contentHtml === null ? null : sanitizeBoardHtml(row.contentHtml),
  };
}

/** The cleaned row the editor's input becomes; the stored HTML is already what may be shown. */
export function boardRowOf(input: BoardInput) {
  const title = input.title.trim();
  const contentHtml = sanitizeBoardHtml(input.contentHtml);
  if (title === '' || title.length > BOARD_LIMITS.title) {
    throw new AppError('VALIDATION', `제목은 1~${BOARD_LIMITS.title}자로 입력해주세요.`);
  }
  if (contentHtml.length > BOARD_LIMITS.contentHtml) {
    throw new AppError(
      'VALIDATION',
      `본문은 ${BOARD_LIMITS.contentHtml.toLocaleString('ko-KR')}자 이내로 입력해주세요.`,
    );
  }
  return { ...input, title, contentHtml, contentText: boardPlainText(contentHtml) };
}

export function createBoardsService({
  db,
  repo,
  now = () => new Date(),
}: {
  db: Db;
  repo: BoardsRepo;
  now?: () => Date;
}) {
  return {
    async list(caller: AuthContext | null, query: BoardListQuery): Promise<BoardList> {
      const { rows, totalRow } = await repo.list({
        ...query,
        operator: isOperator(caller),
        today: kstDay(now()),
      });
      return {
        list: rows.map(toItem),
        pageInfo: { page: query.page, totalPage: totalPages(totalRow, query.limit), totalRow },
      };
    },

    /** One board, its view counted; a row that is not published is the operator's alone (uncounted). */
    async view(caller: AuthContext | null, boardNo: number): Promise<BoardDetail> {
      const row =
        (await repo.viewPublished(boardNo, kstDay(now()))) ??
        (isOperator(caller) ? await repo.find(boardNo) : null);
      if (!row) throw new AppError('NOT_FOUND', BOARD_MESSAGES.notFound);
      return { ...toItem(row), contentHtml: sanitizeBoardHtml(row.contentHtml ?? '') };
    },

    async terms(boardType: TermsBoardType): Promise<TermsDocument> {
      const row = await repo.currentTerms(boardType, kstDay(now()));
      if (!row) throw new AppError('NOT_FOUND', BOARD_MESSAGES.empty);
      return {
        boardNo: row.boardNo,
        boardType,
        title: row.title,
        contentHtml: sanitizeBoardHtml(row.contentHtml ?? ''),
        updatedAt: row.updatedAt,
        startDate: row.startDate,
      };
    },

    /**
     * The operator's write (P13's editor calls this): the HTML is sanitized before it is stored. A new board
     * when `boardNo` is null; the number written.
     */
    async save(
      caller: AuthContext,
      boardNo: number | null,
      input: BoardInput,
      ex: DbOrTransaction = db,
    ): Promise<number> {
      if (!isOperator(caller)) throw new AppError('FORBIDDEN');
      const row = boardRowOf(input);
      if (boardNo === null) return repo.insert(ex, { ...row, createdBy: caller.userNo });
      if (!(await repo.update(ex, boardNo, row))) throw new AppError('NOT_FOUND', BOARD_MESSAGES.notFound);
      return boardNo;
    },
  };
}

export type BoardsService = ReturnType<typeof createBoardsService>;
