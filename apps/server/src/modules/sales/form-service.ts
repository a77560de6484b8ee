import {
  type BuildingType,
  isGradeBetterThanComputed,
  listingImageUrl,
  SALE_FORM_MESSAGES,
  type SaleStorageForm,
  type SaleType,
  type SaveStatus,
  SERVED_SIDO_CODES,
  saleFormSchema,
  saleSaveHeadSchema,
  saleStorageSchema,
} from '@ansim/domain';
import {
  type ComputedGrade,
  type GradeEstimateBody,
  SALE_SAVE_MESSAGES,
  type SaleFormEntity,
  type SaleSaveEntity,
} from '@ansim/domain/contract';
import type { Db, DbOrTransaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { parseOrThrow } from '../../validate.ts';
import type { AuthContext } from '../auth/service.ts';
import type { UploadRow, UploadsService } from '../files/upload-service.ts';
import { brokerBusinessStatus } from '../opendata/service.ts';
import { quotas } from '../quotas/service.ts';
import { createSafetyGrader, type SafetyGrader } from '../safety-check/grader.ts';
import type { GradeFacts } from './computed-grade.ts';
import {
  bad,
  codeRows,
  costTypeColumns,
  gradeFactsOf,
  saleColumns,
  type UploadRef,
  uploadRefsOf,
} from './form-columns.ts';
import { formEntity } from './form-entity.ts';
import type { SaleChildren, SaleFormRepo } from './form-repo.ts';
import { reviewCommentDisagreement } from './grade-disagreement.ts';

/** The ledger's reason for a unit used by a listing going public. */
const AD_REASON = 'SALE_REGISTER';

export interface SaleFormServiceDeps {
  db: Db;
  repo: SaleFormRepo;
  uploads: UploadsService;
  /** Today, for the date rules (a test's clock). */
  now?: () => Date;
  /** A fault injected after the listing row is written, for the all-or-nothing test. */
  afterListingWrite?: (saleNo: number, tx: DbOrTransaction) => Promise<void>;
  /** The one grading path, shared with 안심 진단 (modules/safety-check); by default over this repo's regions. */
  grade?: SafetyGrader;
}

/**
 * Listing registration (spec 02 §4, P8; docs/decisions/017): the save and the modify re-check every rule
 * with the domain's step schemas, compute the grade, and write the listing, its options, fee rows, photos
 * and documents, the uploads it takes, the advertising unit it uses and its grade review in one
 * transaction: a failure anywhere leaves nothing of it.
 */
export function createSaleFormService({
  db,
  repo,
  uploads,
  now = () => new Date(),
  afterListingWrite,
  grade = createSafetyGrader(repo.regionOf),
}: SaleFormServiceDeps) {
  async function estimate(facts: GradeFacts, bjdCode: string): Promise<ComputedGrade> {
    return (await grade(facts, bjdCode)).grade;
  }

  function parseForm(json: string): { status: SaveStatus; form: SaleStorageForm } {
    let raw: unknown;
    try {
      raw = JSON.parse(json);
    } catch {
      return bad('sale', SALE_SAVE_MESSAGES.notJson);
    }
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      return bad('sale', SALE_SAVE_MESSAGES.notJson);
    const { status } = parseOrThrow(saleSaveHeadSchema, raw, 'sale');
    const today = now();
    const form: SaleStorageForm =
      status === 'ACTIVE'
        ? parseOrThrow(saleFormSchema(today), raw)
        : parseOrThrow(saleStorageSchema(today), raw);
    if (!SERVED_SIDO_CODES.includes(form.bjdCode.slice(0, 2)))
      bad('saleAddr', SALE_FORM_MESSAGES.outsideServiceArea);
    return { status, form };
  }

  async function assertMayRegister(userNo: number): Promise<void> {
    const business = await brokerBusinessStatus(db, userNo);
    if (business === 'SUSPENDED' || business === 'CLOSED')
      throw new AppError('FORBIDDEN', SALE_SAVE_MESSAGES.businessClosed);
  }

  /** The save of a new listing (saleNo null) or the modify of one; `json` is the multipart `sale` field. */
  async function write(caller: AuthContext, saleNo: number | null, json: string): Promise<SaleSaveEntity> {
    const { status: asked, form } = parseForm(json);
    await assertMayRegister(caller.userNo);
    const refs = uploadRefsOf(form);
    const { options, costItems } = codeRows(form);
    const costType = form.costType ? costTypeColumns(form.costType) : null;
    const facts = gradeFactsOf(form);
    const computed = facts ? await estimate(facts, form.bjdCode) : null;
    const better =
      computed !== null && !!form.safetyGrade && isGradeBetterThanComputed(form.safetyGrade, computed.rate);
    if (asked === 'ACTIVE' && better && !form.safetyText)
      bad('safetyText', SALE_FORM_MESSAGES.safetyTextWhyBetter);

    // A modify replaces what the listing had; a new listing has nothing yet to replace or withdraw.
    const modify = saleNo !== null;
    return db.transaction(async (tx) => {
      let target: { saleNo: number; saleKey: string };
      let status: string = asked;
      let needsUnit = asked === 'ACTIVE';
      // A listing that is not public yet is written as a draft, which no count includes, and made public
      // by the save's last statement (`finish`): the count rows a publication updates (the cubes' rows of
      // its 시도, 시군구 and 동, migration 0005) are then locked from that statement to the commit, not
      // through the whole save. Published by the insert, registrations in one 시도 waited on each other's
      // saves (bench:mix: the insert took 117 ms on average, nearly all of it waiting for those locks).
      if (saleNo === null) {
        target = await repo.insertSale(caller.userNo, saleColumns(form, 'STORAGE'), tx);
      } else {
        const current = await repo.lockSale(saleNo, tx);
        if (!current || current.status === 'DELETE')
          throw new AppError('NOT_FOUND', SALE_SAVE_MESSAGES.notFound);
        if (current.userNo !== caller.userNo) throw new AppError('FORBIDDEN');
        if (current.status !== 'STORAGE') {
          if (asked === 'STORAGE') bad('status', SALE_SAVE_MESSAGES.publishedStays);
          // A published (or stopped, or finished) listing keeps its status and its unit.
          status = current.status;
          needsUnit = false;
        }
        target = { saleNo, saleKey: current.saleKey };
        await repo.updateSale(saleNo, saleColumns(form, current.status), tx);
      }
      await afterListingWrite?.(target.saleNo, tx);

      let quotaExhausted = false;
      let remainingAdUnits: number | null = null;
      if (needsUnit) {
        remainingAdUnits = await quotas.useUnit(tx, caller.userNo, 'AD', AD_REASON, target.saleNo);
        if (remainingAdUnits === null) {
          quotaExhausted = true;
          remainingAdUnits = 0;
          status = 'STORAGE';
        }
      }

      const taken = await uploads.takeForSale(
        refs.map((r) => r.id),
        caller.userNo,
        target.saleNo,
        tx,
      );
      const byId = new Map(taken.map((u) => [u.uploadId, u]));
      const takenOf = (ref: UploadRef): UploadRow => {
        const row = byId.get(ref.id);
        if (!row) return bad(ref.field, SALE_SAVE_MESSAGES.uploadNotFound);
        if (row.purpose !== ref.purpose) return bad(ref.field, SALE_SAVE_MESSAGES.uploadWrongPurpose);
        return row;
      };
      const photos = refs.filter((r) => r.purpose === 'saleImage').map(takenOf);
      const images = photos.map((u, i) => ({
        isMain: i === 0 && !!form.saleMainImageFile,
        sortOrder: i,
        imageKey: u.imageKey ?? '',
        width: u.width ?? 1,
        height: u.height ?? 1,
      }));
      const documents: SaleChildren['documents'] = [];
      for (const ref of refs.filter((r) => r.purpose === 'saleDocument')) {
        const row = takenOf(ref);
        documents.push({
          kind: ref.field === 'saleRegisterCopyFile' ? 'REGISTER_COPY' : 'BUILDING_REGISTER',
          fileId: row.fileId ?? '',
        });
      }
      if (modify)
        await uploads.releaseFromSale(
          target.saleNo,
          refs.map((r) => r.id),
          tx,
        );
      await repo.writeChildren(
        target.saleNo,
        { options, costType, costItems, images, documents },
        { replace: modify },
        tx,
      );

      // The operator reviews a better-than-computed grade of a listing that is public.
      const reviewed = better && status !== 'STORAGE' && computed !== null && !!form.safetyGrade;
      if (reviewed && computed && form.safetyGrade)
        await repo.openReview(
          target.saleNo,
          { brokerRate: form.safetyGrade, computedRate: computed.rate, reasons: computed.reasons },
          tx,
        );
      else if (modify) await repo.withdrawReview(target.saleNo, tx);
      // The broker's grade may now agree or disagree with the listing's safety comments (decision 025); a
      // new listing has no comments yet, nor a review to withdraw: a registration makes 8 statements fewer.
      if (modify) await reviewCommentDisagreement(tx, target.saleNo);

      const main = images.find((i) => i.isMain) ?? images[0];
      await repo.finish(
        target.saleNo,
        { status, mainImage: main ? listingImageUrl(main.imageKey, 'card') : null },
        tx,
      );

      return {
        saleNo: target.saleNo,
        saleKey: target.saleKey,
        status: status as SaleSaveEntity['status'],
        quotaExhausted,
        remainingAdUnits,
        inReview: reviewed,
      };
    });
  }

  return {
    save: (caller: AuthContext, json: string) => write(caller, null, json),
    modify: (caller: AuthContext, saleNo: number, json: string) => write(caller, saleNo, json),

    gradeEstimate(body: GradeEstimateBody): Promise<ComputedGrade> {
      return estimate(
        {
          saleType: body.saleType as SaleType,
          buildingType: body.buildingType as BuildingType,
          useType: body.type,
          rentPrice: body.rentPrice,
          deposit: body.deposit,
          monthlyPrice: body.monthlyPrice,
          collateralSecurity: body.collateralSecurity,
          collateralSecurityPrice: body.collateralSecurityPrice,
          ownership: body.ownership,
          illegalBuilding: body.illegalBuilding,
          taxArrears: body.taxArrears,
          publicPrice: body.publicPrice,
        },
        body.bjdCode,
      );
    },

    /** The steps' values of the caller's own listing, its photos and documents as upload ids. */
    async form(caller: AuthContext, saleNo: number): Promise<SaleFormEntity> {
      const read = await repo.formOf(saleNo);
      if (!read || read.row.status === 'DELETE') throw new AppError('NOT_FOUND', SALE_SAVE_MESSAGES.notFound);
      if (read.row.userNo !== caller.userNo) throw new AppError('FORBIDDEN');
      const held = await uploads.ofSale(saleNo, read.row.userNo, {
        images: read.images,
        documents: read.documents,
      });
      return formEntity(read, held);
    },
  };
}

export type SaleFormService = ReturnType<typeof createSaleFormService>;
