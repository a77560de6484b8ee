import { codeName, INQUIRY_TYPE_SALE, maskPhone, pageInfoOf } from '@ansim/domain';
import {
  type AdminInquiryDetail,
  type AdminInquiryItem,
  type AdminInquiryList,
  type AdminInquiryListQuery,
  INQUIRY_MESSAGES,
  ONE_TO_ONE_INQUIRY_TYPES,
  type OneToOneInquiryType,
} from '@ansim/domain/contract';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { type InquiriesService, operatorAnswerAudit } from '../../inquiries/service.ts';
import type { AdminCaller } from '../guard.ts';
import type { AdminInquiriesRepo, AdminInquiryDetailRow, AdminInquiryRow } from './repo.ts';

const asCategory = (code: string): OneToOneInquiryType =>
  ONE_TO_ONE_INQUIRY_TYPES.find((c) => c === code) ?? 'INQUIRY_TYPE006';

const itemOf = (row: AdminInquiryRow): AdminInquiryItem => ({
  inquiryNo: row.inquiryNo,
  category: asCategory(row.category),
  categoryName: codeName('INQUIRY_TYPE', row.category),
  title: row.title ?? codeName('INQUIRY_TYPE', row.category),
  asker: { userNo: row.askerNo, loginId: row.askerLoginId, name: row.askerName, userType: row.askerType },
  state: row.answered ? 'ANSWERED' : 'WAIT',
  regDate: row.regDate,
  answeredAt: row.answeredAt,
});

const detailOf = (row: AdminInquiryDetailRow): AdminInquiryDetail => ({
  ...itemOf(row),
  content: row.content ?? '',
  phone: maskPhone(row.phone),
  answer:
    row.answer !== null && row.answeredAt !== null
      ? { text: row.answer, answeredAt: row.answeredAt, answererName: row.answererName }
      : null,
});

/**
 * 1대1 inquiries in the console (issue 17 §7). The answer goes through the inquiries service — its one-answer
 * rule and the asker's notification — with the audit row written in the same transaction.
 */
export function createAdminInquiriesService({
  db,
  repo,
  inquiries,
}: {
  db: Db;
  repo: AdminInquiriesRepo;
  inquiries: InquiriesService;
}) {
  const detail = async (inquiryNo: number): Promise<AdminInquiryDetail> => {
    const row = await repo.detail(db, inquiryNo);
    if (!row) throw new AppError('NOT_FOUND', INQUIRY_MESSAGES.notFound);
    return detailOf(row);
  };

  return {
    async list(query: AdminInquiryListQuery): Promise<AdminInquiryList> {
      const { rows, total } = await repo.list(query);
      return {
        list: rows.map(itemOf),
        pageInfo: pageInfoOf(query.page, query.limit, total),
      };
    },

    detail,

    async answer(caller: AdminCaller, inquiryNo: number, text: string): Promise<AdminInquiryDetail> {
      await inquiries.answer(
        caller,
        inquiryNo,
        text,
        operatorAnswerAudit(caller.actor, (row) => row.inquiryType !== INQUIRY_TYPE_SALE),
      );
      return detail(inquiryNo);
    },
  };
}

export type AdminInquiriesService = ReturnType<typeof createAdminInquiriesService>;
