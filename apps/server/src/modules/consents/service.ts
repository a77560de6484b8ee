import { promotionPdfFileName } from '@ansim/domain';
import {
  CUSTOM_RELATIONSHIP,
  PROMOTION_CONSENT_MESSAGES,
  type PromotionConsent,
} from '@ansim/domain/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { renderPromotionConsent } from '../../platform/pdf/promotion-consent.ts';
import { newStorageKey } from '../../platform/storage/files.ts';
import type { AuthContext } from '../auth/service.ts';
import type { AcceptedFile, FilesService } from '../files/service.ts';
import type { ConsentsRepo } from './repo.ts';

/** The stored PDF's kind among an account's private files. */
export const CONSENT_FILE_KIND = 'PROMOTION_CONSENT';
const CONSENT_FOLDER = 'promotion-consents';

export interface ConsentPdf {
  data: Buffer;
  fileName: string;
}

/** A typed relationship only where 직접 입력 was chosen: a stale one from an earlier choice is not kept. */
const normalized = (form: PromotionConsent): PromotionConsent => ({
  ...form,
  relationshipText: form.relationship === CUSTOM_RELATIONSHIP ? form.relationshipText : null,
  monthlyPrice: form.type === 'MONTHLY' ? form.monthlyPrice : null,
});

/** The 매물홍보확인서: its PDF on demand, and kept with its listing (the fields and the PDF, one transaction). */
export function createConsentsService({
  db,
  repo,
  files,
}: {
  db: Db;
  repo: ConsentsRepo;
  files: FilesService;
}) {
  const render = async (form: PromotionConsent, saleNo: number | null, now: Date): Promise<ConsentPdf> => ({
    data: await renderPromotionConsent({ ...normalized(form), saleNo, producedAt: now }),
    fileName: promotionPdfFileName(now),
  });

  return {
    /** Any broker may preview a form; nothing is kept. */
    pdf(form: PromotionConsent, now: Date = new Date()): Promise<ConsentPdf> {
      return render(form, form.saleNo ?? null, now);
    },

    /**
     * Keeps the form with the listing: the listing's owner only (another caller 403, an unknown listing
     * 404). The PDF is written first and recorded with the consent in one transaction; a failure discards
     * it (and the file sweeper removes it if even that fails).
     */
    async save(caller: AuthContext, saleNo: number, form: PromotionConsent, now: Date = new Date()) {
      if (form.saleNo != null && form.saleNo !== saleNo)
        throw new AppError('VALIDATION', `saleNo: ${PROMOTION_CONSENT_MESSAGES.saleNoMismatch}`);
      const owner = await repo.ownerOf(saleNo);
      if (owner === null) throw new AppError('NOT_FOUND');
      if (owner !== caller.userNo) throw new AppError('FORBIDDEN');
      const pdf = await render(form, saleNo, now);
      const accepted: AcceptedFile = {
        file: { data: pdf.data, mime: 'application/pdf', ext: 'pdf' },
        key: newStorageKey(CONSENT_FOLDER, 'pdf'),
        field: 'promotionConsent',
        filename: pdf.fileName,
      };
      await files.write([accepted]);
      const value = normalized(form);
      try {
        return await db.transaction(async (tx) => {
          // Re-read under a lock: the listing may have changed hands or gone since the check above.
          const current = await repo.ownerOfForUpdate(saleNo, tx);
          if (current === null) throw new AppError('NOT_FOUND');
          if (current !== caller.userNo) throw new AppError('FORBIDDEN');
          const fileId = await files.record(accepted, { userNo: caller.userNo, kind: CONSENT_FILE_KIND }, tx);
          const consentNo = await repo.insert(
            {
              saleNo,
              userNo: caller.userNo,
              newSaleAddr: value.newSaleAddr,
              dealType: value.type,
              price: value.price ?? 0,
              monthlyPrice: value.monthlyPrice,
              ownerName: value.ownerName,
              relationship: value.relationship,
              relationshipText: value.relationshipText,
              promotionName: value.promotionName,
              company: value.company,
              phone: value.phone,
              regDate: value.regDate,
              fileId,
              givenAt: now,
            },
            tx,
          );
          return { consentNo, fileId };
        });
      } catch (error) {
        await files.discard([accepted]);
        throw error;
      }
    },
  };
}

export type ConsentsService = ReturnType<typeof createConsentsService>;
