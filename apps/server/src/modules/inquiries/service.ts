import {
  codeName,
  formatDealPrice,
  INQUIRY_TYPE_SALE,
  isSaleType,
  maskPhone,
  shortAddress,
  totalPages,
} from '@ansim/domain';
import {
  INQUIRY_MESSAGES,
  type InquiryDetail,
  type InquiryList,
  type InquirySaleList,
  type InquirySaveBody,
  type InquiryState,
  type InquirySummary,
} from '@ansim/domain/contract';
import type { Db, DbOrTransaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { type AuditActor, audit } from '../audit/audit.ts';
import type { AuthContext } from '../auth/service.ts';
import type { NotificationDelivery } from '../notifications/delivery.ts';
import { notify } from '../notifications/notify.ts';
import type { DetailRow, InquiriesRepo, SaleListRow, SummaryRow } from './repo.ts';

interface SaleFacts {
  saleTitle: string | null;
  saleAddr: string | null;
  saleType: string | null;
  sellingPrice: number | null;
  rentPrice: number | null;
  deposit: number | null;
  monthlyPrice: number | null;
}

/** The header text of an inquiry (spec 01 §2): '{시군구 동} {거래} {가격} 문의', the listing title, or the 1대1 title. */
export function inquiryNameOf(inquiryType: string, title: string | null, sale: SaleFacts): string {
  if (inquiryType !== INQUIRY_TYPE_SALE) return title ?? codeName('INQUIRY_TYPE', inquiryType);
  if (sale.saleAddr && isSaleType(sale.saleType))
    return `${shortAddress(sale.saleAddr)} ${formatDealPrice({ ...sale, saleType: sale.saleType })} 문의`;
  if (sale.saleTitle) return `${sale.saleTitle} 문의`;
  return '삭제된 매물 문의';
}

const summaryOf = (row: SummaryRow, caller: AuthContext): InquirySummary => ({
  inquiryNo: row.inquiryNo,
  inquiryType: row.inquiryType,
  inquiryTypeName: codeName('INQUIRY_TYPE', row.inquiryType),
  inquiryName: inquiryNameOf(row.inquiryType, row.title, row),
  saleNo: row.saleNo,
  reasonTypes: row.reasonTypes.map((code) => ({ code, name: codeName('INQUIRY', code) })),
  reason: row.reason,
  state: row.answered ? 'ANSWERED' : 'WAIT',
  regDate: row.regDate,
  answeredAt: row.answeredAt,
  mine: row.userNo === caller.userNo,
});

/** The listing's broker: the one a listing inquiry is addressed to. */
const isBrokerOf = (row: SummaryRow, caller: AuthContext): boolean =>
  row.inquiryType === INQUIRY_TYPE_SALE && row.saleUserNo === caller.userNo;

/** The asker, the listing's broker and the operator; nobody else learns the inquiry exists. */
const canSee = (row: SummaryRow, caller: AuthContext): boolean =>
  row.userNo === caller.userNo || isBrokerOf(row, caller) || caller.userType === 'ADMIN';

const canAnswer = (row: SummaryRow, caller: AuthContext): boolean =>
  caller.userType === 'ADMIN' || isBrokerOf(row, caller);

/** What a caller of `answer` may add: a filter on which inquiries it answers, and writes in its transaction. */
export interface AnswerOptions {
  /** Inquiries this caller answers; any other is 404 (the console answers only 1대1 inquiries). */
  only?: (row: SummaryRow) => boolean;
  /**
   * Runs in the answer's transaction after the answer and the notification are written, so that what it
   * writes (the console's audit row) is committed with the answer or not at all.
   */
  inTransaction?: (
    tx: DbOrTransaction,
    answered: { inquiryNo: number; askerNo: number; answer: string },
  ) => Promise<void>;
}

/**
 * The answer options of an operator's answer, by whichever route it comes: its audit row 'inquiry.answer'
 * in the answer's transaction (issue 17 §8), so an operator's answer is never committed without it.
 */
export const operatorAnswerAudit = (actor: AuditActor, only?: AnswerOptions['only']): AnswerOptions => ({
  ...(only ? { only } : {}),
  inTransaction: (tx, answered) =>
    audit(tx, actor, {
      action: 'inquiry.answer',
      targetType: 'inquiry',
      targetId: answered.inquiryNo,
      before: { answer: null },
      after: { answer: answered.answer, askerNo: answered.askerNo },
    }),
});

export function createInquiriesService({
  db,
  repo,
  delivery,
}: {
  db: Db;
  repo: InquiriesRepo;
  delivery: NotificationDelivery;
}) {
  const detailOf = (row: DetailRow, caller: AuthContext): InquiryDetail => {
    const fullPhone = row.userNo === caller.userNo || isBrokerOf(row, caller);
    return {
      ...summaryOf(row, caller),
      name: row.name,
      phone: fullPhone ? row.phone : maskPhone(row.phone),
      title: row.title,
      content: row.content,
      answer:
        row.answer !== null && row.answeredAt !== null
          ? { text: row.answer, answeredAt: row.answeredAt, answererName: row.answererName }
          : null,
      sale:
        row.saleNo !== null && row.saleAddr !== null
          ? { saleNo: row.saleNo, title: row.saleTitle, address: row.saleAddr, mainImage: row.mainImage }
          : null,
      canAnswer: row.answer === null && canAnswer(row, caller),
    };
  };

  const visibleDetail = async (caller: AuthContext, inquiryNo: number): Promise<DetailRow> => {
    const row = await repo.detail(db, inquiryNo);
    if (!row || !canSee(row, caller)) throw new AppError('NOT_FOUND', INQUIRY_MESSAGES.notFound);
    return row;
  };

  return {
    /**
     * A new inquiry. A listing inquiry needs a public listing that is not the caller's own, goes to its
     * broker (sale_user_no is the listing's owner, whatever the client sent) and notifies the broker in
     * the same transaction; a 1대1 inquiry waits for the operator.
     */
    async save(caller: AuthContext, body: InquirySaveBody): Promise<{ inquiryNo: number }> {
      if (body.userNo !== caller.userNo) throw new AppError('FORBIDDEN', INQUIRY_MESSAGES.notYours);
      const inquiryNo = await db.transaction(async (tx) => {
        const person = await repo.person(tx, caller.userNo);
        const base = {
          userNo: caller.userNo,
          name: body.name ?? person?.name ?? null,
          phone: body.phone ?? person?.phone ?? null,
          inquiryType: body.inquiryType,
        };
        if (body.inquiryType !== INQUIRY_TYPE_SALE) {
          return repo.insert(tx, {
            ...base,
            saleNo: null,
            saleUserNo: null,
            reasonTypes: [],
            reason: body.reason,
            title: body.title,
            content: body.content,
          });
        }
        const sale = body.saleNo === null ? undefined : await repo.sale(tx, body.saleNo);
        if (sale?.status !== 'ACTIVE') throw new AppError('NOT_FOUND', INQUIRY_MESSAGES.saleNotFound);
        if (sale.userNo === caller.userNo) throw new AppError('FORBIDDEN', INQUIRY_MESSAGES.ownSale);
        const no = await repo.insert(tx, {
          ...base,
          saleNo: sale.saleNo,
          saleUserNo: sale.userNo,
          reasonTypes: body.reasonType,
          reason: body.reason,
          title: body.title,
          content: body.content,
        });
        const name = inquiryNameOf(INQUIRY_TYPE_SALE, null, { ...sale, saleTitle: sale.title });
        const reasons = body.reasonType.map((code) => codeName('INQUIRY', code)).join(', ');
        await notify(tx, {
          userNo: sale.userNo,
          kind: 'INQUIRY_RECEIVED',
          title: '새 매물 문의가 도착했습니다.',
          body: `${name}: ${reasons}${body.reason ? ` (${body.reason})` : ''}`,
          link: `/myPage/inquiry/${no}`,
        });
        return no;
      });
      delivery.kick();
      return { inquiryNo };
    },

    async mine(caller: AuthContext, page: number, limit: number): Promise<InquiryList> {
      const { rows, total } = await repo.mine(caller.userNo, limit, (page - 1) * limit);
      return {
        list: rows.map((row) => summaryOf(row, caller)),
        pageInfo: { page, totalPage: totalPages(total, limit), totalRow: total },
      };
    },

    async aboutMySales(
      caller: AuthContext,
      state: InquiryState | undefined,
      page: number,
      limit: number,
    ): Promise<InquirySaleList> {
      const { rows, total } = await repo.aboutMySales(caller.userNo, state, limit, (page - 1) * limit);
      return {
        list: rows.map((row: SaleListRow) => ({
          ...summaryOf(row, caller),
          askerName: row.name,
          askerPhone: maskPhone(row.phone),
        })),
        pageInfo: { page, totalPage: totalPages(total, limit), totalRow: total },
      };
    },

    async detail(caller: AuthContext, inquiryNo: number): Promise<InquiryDetail> {
      return detailOf(await visibleDetail(caller, inquiryNo), caller);
    },

    /**
     * The one answer, by the listing's broker (or the operator, for any inquiry), and the asker's
     * notification, in one transaction: the notification exists exactly when the answer does.
     */
    async answer(
      caller: AuthContext,
      inquiryNo: number,
      text: string,
      options: AnswerOptions = {},
    ): Promise<InquiryDetail> {
      const row = await visibleDetail(caller, inquiryNo);
      if (!canAnswer(row, caller)) throw new AppError('FORBIDDEN');
      if (options.only && !options.only(row)) throw new AppError('NOT_FOUND', INQUIRY_MESSAGES.notFound);
      await db.transaction(async (tx) => {
        const answered = await repo.answer(tx, inquiryNo, caller.userNo, text);
        if (!answered) {
          const now = await repo.detail(tx, inquiryNo);
          if (!now) throw new AppError('NOT_FOUND', INQUIRY_MESSAGES.notFound);
          throw new AppError('CONFLICT', INQUIRY_MESSAGES.alreadyAnswered);
        }
        if (answered.userNo !== caller.userNo)
          await notify(tx, {
            userNo: answered.userNo,
            kind: 'INQUIRY_ANSWERED',
            title: '문의에 답변이 등록되었습니다.',
            body: inquiryNameOf(row.inquiryType, row.title, row),
            link: `/myPage/inquiry/${inquiryNo}`,
          });
        await options.inTransaction?.(tx, { inquiryNo, askerNo: answered.userNo, answer: text });
      });
      delivery.kick();
      return detailOf(await visibleDetail(caller, inquiryNo), caller);
    },

    /** The asker's own only; anyone else's (or a missing one) is 404. */
    async remove(caller: AuthContext, inquiryNo: number): Promise<{ inquiryNo: number }> {
      if (!(await repo.softDelete(caller.userNo, inquiryNo)))
        throw new AppError('NOT_FOUND', INQUIRY_MESSAGES.notFound);
      return { inquiryNo };
    },
  };
}

export type InquiriesService = ReturnType<typeof createInquiriesService>;
