import {
  type BuildingType,
  COMMON_CODES,
  type CostTypeForm,
  costTotal,
  isGradeBetterThanComputed,
  listingImageUrl,
  ROOM_TYPE_CODES,
  SALE_FORM_MESSAGES,
  type SaleStorageForm,
  type SaleType,
  type SaveStatus,
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
  type UploadPurpose,
} from '@ansim/domain/contract';
import type { Db, DbOrTransaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { parseOrThrow } from '../../validate.ts';
import type { AuthContext } from '../auth/service.ts';
import type { UploadRow, UploadsService } from '../files/upload-service.ts';
import { brokerBusinessStatus } from '../opendata/service.ts';
import { quotas } from '../quotas/service.ts';
import { createSafetyGrader, type SafetyGrader } from '../safety-check/grader.ts';
import { type GradeFacts, seniorDebtOf } from './computed-grade.ts';
import type { CostTypeColumns, SaleChildren, SaleColumns, SaleFormRead, SaleFormRepo } from './form-repo.ts';
import { reviewCommentDisagreement } from './grade-disagreement.ts';

/** 시도 codes of the service area: 서울, 인천, 경기. */
const SERVED_SIDO_CODES = ['11', '28', '41'];

/** The ledger's reason for a unit used by a listing going public. */
const AD_REASON = 'SALE_REGISTER';

const CODE_SET = new Set(COMMON_CODES.map((c) => `${c.groupCode}:${c.code}`));
const isCode = (group: string, code: string) => CODE_SET.has(`${group}:${code}`);

const OPTION_GROUPS = {
  heatList: 'HEAT',
  acList: 'AC',
  lifeList: 'LIFE',
  securityList: 'SECURITY',
  etcList: 'ETC',
} as const;

const bad = (field: string, message: string): never => {
  throw new AppError('VALIDATION', `${field}: ${message}`, { issues: [{ field, message }] });
};

/** One upload a form names, and the field that names it (for the message). */
interface UploadRef {
  id: string;
  field: string;
  purpose: UploadPurpose;
}

function uploadRefsOf(form: SaleStorageForm): UploadRef[] {
  const refs: UploadRef[] = [];
  if (form.saleMainImageFile)
    refs.push({ id: form.saleMainImageFile, field: 'saleMainImageFile', purpose: 'saleImage' });
  (form.saleSubImageFile ?? []).forEach((id, i) => {
    refs.push({ id, field: `saleSubImageFile.${i}`, purpose: 'saleImage' });
  });
  if (form.saleRegisterCopyFile)
    refs.push({ id: form.saleRegisterCopyFile, field: 'saleRegisterCopyFile', purpose: 'saleDocument' });
  if (form.saleBuildingRegisterFile)
    refs.push({
      id: form.saleBuildingRegisterFile,
      field: 'saleBuildingRegisterFile',
      purpose: 'saleDocument',
    });
  const seen = new Set<string>();
  for (const ref of refs) {
    if (seen.has(ref.id)) bad(ref.field, SALE_SAVE_MESSAGES.uploadTwice);
    seen.add(ref.id);
  }
  return refs;
}

/** A fee amount as the column takes it: '' is none; digits only, at most nine. */
function feeAmount(field: string, value: string): number | null {
  const digits = value.replaceAll(',', '').trim();
  if (digits === '') return null;
  if (!/^\d{1,9}$/.test(digits)) bad(`costType.${field}`, '금액은 숫자 9자리 이내로 입력해주세요.');
  return Number(digits);
}

function feeText(field: string, value: string): string | null {
  const text = value.trim();
  if ([...text].length > 50) bad(`costType.${field}`, '50자 이내로 입력해주세요.');
  return text === '' ? null : text;
}

function feeCode(field: string, group: string, value: string): string | null {
  if (value === '') return null;
  if (!isCode(group, value)) bad(`costType.${field}`, '선택할 수 없는 항목입니다.');
  return value;
}

type CostTypeInput = NonNullable<SaleStorageForm['costType']>;

function costTypeColumns(t: CostTypeInput): CostTypeColumns {
  const typeCode = (t.typeCode ?? '').trim();
  if (typeCode.length > 20) bad('costType.typeCode', '관리비 코드가 올바르지 않습니다.');
  return {
    type: t.type,
    typeCode: typeCode === '' ? null : typeCode,
    etcCode: feeCode('etcCode', 'ETC_CODE', t.etcCode),
    etcText: feeText('etcText', t.etcText),
    chargeType: t.chargeType === '' ? null : t.chargeType,
    publicCost: feeAmount('publicCost', t.publicCost),
    electricity: feeAmount('electricity', t.electricity),
    heat: feeAmount('heat', t.heat),
    water: feeAmount('water', t.water),
    internet: feeAmount('internet', t.internet),
    gas: feeAmount('gas', t.gas),
    tv: feeAmount('tv', t.tv),
    electricityUse: t.electricityUse,
    heatUse: t.heatUse,
    waterUse: t.waterUse,
    internetUse: t.internetUse,
    gasUse: t.gasUse,
    tvUse: t.tvUse,
    isEtcCost: t.isEtcCost,
    etcCost: feeAmount('etcCost', t.etcCost),
    etcCostText: feeText('etcCostText', t.etcCostText),
    baseCost: feeCode('baseCost', 'BASE_COST', t.baseCost),
    baseCostText: feeText('baseCostText', t.baseCostText),
    reasonType: feeCode('reasonType', 'REASON_COST_TYPE', t.reasonType),
    reasonText: feeText('reasonText', t.reasonText),
    costItemText: feeText('costItemText', t.costItemText),
  };
}

/** The option and fee-item rows, each code checked against its group (a code outside it is a 400, not a 500). */
function codeRows(form: SaleStorageForm) {
  const options: SaleChildren['options'] = [];
  for (const [list, groupCode] of Object.entries(OPTION_GROUPS) as [keyof typeof OPTION_GROUPS, string][]) {
    const seen = new Set<string>();
    for (const { code } of form[list] ?? []) {
      if (!isCode(groupCode, code)) bad(list, '선택할 수 없는 옵션입니다.');
      if (!seen.has(code)) options.push({ groupCode, code });
      seen.add(code);
    }
  }
  const costItems: SaleChildren['costItems'] = [];
  const add = (field: string, groupCode: string, codes: readonly { code: string }[]) => {
    for (const { code } of codes) {
      if (!isCode(groupCode, code)) bad(field, '선택할 수 없는 관리비 항목입니다.');
      if (!costItems.some((c) => c.groupCode === groupCode && c.code === code))
        costItems.push({ groupCode, code });
    }
  };
  // costList and the fee form's costItemList are the same COST_ITEM rows (docs/decisions/015).
  add('costList', 'COST_ITEM', form.costList ?? []);
  add('costType.costItemList', 'COST_ITEM', form.costType?.costItemList ?? []);
  add('privateCostList', 'PRIVATE_COST', form.privateCostList ?? []);
  return { options, costItems };
}

const gradeFactsOf = (form: SaleStorageForm): GradeFacts | null =>
  form.saleType && form.buildingType
    ? {
        saleType: form.saleType,
        buildingType: form.buildingType,
        useType: form.type ?? null,
        rentPrice: form.rentPrice ?? null,
        deposit: form.deposit ?? null,
        monthlyPrice: form.monthlyPrice ?? null,
        collateralSecurity: form.collateralSecurity ?? false,
        collateralSecurityPrice: form.collateralSecurityPrice ?? null,
        ownership: form.ownership ?? true,
        illegalBuilding: form.illegalBuilding ?? false,
        taxArrears: form.taxArrears ?? false,
        publicPrice: form.publicPrice ?? null,
      }
    : null;

/** Every column a save writes: the form's values, null for what it lacks, and what derives from them. */
function saleColumns(form: SaleStorageForm, status: string): SaleColumns {
  const bjd = form.bjdCode;
  const roomGroup = ROOM_TYPE_CODES.find((r) => r.code === form.roomType)?.parentCode ?? null;
  // The fee breakdown decides the 관리비: its total in 원, and in 만원 as cards show it (at least 1 when any).
  const feeTotal = form.costType ? costTotal(form.costType as CostTypeForm) : null;
  const totalCost = feeTotal ?? form.totalCost ?? null;
  const costPrice =
    feeTotal !== null
      ? feeTotal > 0
        ? Math.max(1, Math.round(feeTotal / 10_000))
        : 0
      : (form.costPrice ?? null);
  return {
    status,
    postalCode: form.postalCode,
    saleAddr: form.saleAddr,
    bjdCode: bjd,
    sidoCode: bjd.slice(0, 2),
    sigunguCode: bjd.slice(0, 5),
    dongCode: bjd.slice(0, 8),
    lat: form.lat,
    lng: form.lng,
    dong: form.dong,
    unit: form.unit,
    subwayNo: form.subwayNo,
    buildingType: form.buildingType ?? null,
    saleType: form.saleType ?? null,
    useType: form.type ?? null,
    sellingPrice: form.sellingPrice ?? null,
    rentPrice: form.rentPrice ?? null,
    deposit: form.deposit ?? null,
    monthlyPrice: form.monthlyPrice ?? null,
    isLoan: form.isLoan ?? false,
    loanPrice: form.loanPrice ?? null,
    collateralSecurity: form.collateralSecurity ?? false,
    collateralSecurityPrice: form.collateralSecurityPrice ?? null,
    ownership: form.ownership ?? true,
    redevelop: form.redevelop ?? false,
    illegalBuilding: form.illegalBuilding ?? false,
    taxArrears: form.taxArrears ?? false,
    publicPrice: form.publicPrice ?? null,
    seniorDebt: seniorDebtOf({
      collateralSecurity: form.collateralSecurity ?? false,
      collateralSecurityPrice: form.collateralSecurityPrice ?? null,
    }),
    safetyGrade: form.safetyGrade ?? null,
    safetyText: form.safetyText ?? null,
    roomType: form.roomType ?? null,
    roomGroup,
    entireFloor: form.entireFloor ?? null,
    floor: form.floor ?? null,
    dedicatedArea: form.dedicatedArea1 ?? null,
    supplyArea: form.supplyArea1 ?? null,
    actualArea: form.actualArea1 ?? null,
    landArea: form.landArea1 ?? null,
    direction: form.direction ?? null,
    toiletCount: form.toiletCount ?? null,
    useApprovalDate: form.useApprovalDate ?? null,
    applyDate: form.applyDate ?? null,
    costPrice,
    isPublicCost: form.isPublicCost,
    isPrivateCost: form.isPrivateCost,
    totalCost,
    costDesc: form.costDesc,
    costDesc2: form.costDesc2,
    title: form.title ?? null,
    etcText: form.etcText ?? null,
    isLoanRecommend: form.isLoanRecommend ?? false,
    loanList: form.loanList ?? [],
    isCertified: form.isCertified ?? false,
  };
}

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

const digits = (n: number | null): string => (n === null ? '' : String(n));

function formEntity(read: SaleFormRead, held: UploadRow[]): SaleFormEntity {
  const { row, images, documents } = read;
  const files: SaleFormEntity['uploads'] = [];
  const uploadOfImage = (key: string) => held.find((u) => u.imageKey === key);
  const uploadOfFile = (fileId: string) => held.find((u) => u.fileId === fileId);
  const note = (u: UploadRow | undefined): string | null => {
    if (!u) return null;
    if (!files.some((f) => f.fileId === u.uploadId))
      files.push({
        fileId: u.uploadId,
        purpose: u.purpose as UploadPurpose,
        fileName: u.originalName,
        previewUrl: u.imageKey ? listingImageUrl(u.imageKey, 'card') : null,
      });
    return u.uploadId;
  };
  const main = images.find((i) => i.isMain) ?? null;
  const subs = images.filter((i) => i !== main);
  const docOf = (kind: string) => {
    const doc = documents.find((d) => d.kind === kind);
    return doc ? note(uploadOfFile(doc.fileId)) : null;
  };
  const codes = (groupCode: string, list: readonly { groupCode: string; code: string }[]) =>
    list.filter((c) => c.groupCode === groupCode).map((c) => ({ code: c.code }));
  const t = read.costType;
  return {
    saleNo: row.saleNo,
    status: row.status as SaleFormEntity['status'],
    steps: {
      locationInfo: {
        postalCode: row.postalCode,
        saleAddr: row.saleAddr,
        bjdCode: row.bjdCode,
        lat: row.lat,
        lng: row.lng,
        dong: row.dong,
        unit: row.unit,
        subwayNo: row.subwayNo,
      },
      gradeInfo: {
        buildingType: row.buildingType as SaleFormEntity['steps']['gradeInfo']['buildingType'],
        saleType: row.saleType as SaleFormEntity['steps']['gradeInfo']['saleType'],
        type: row.useType,
        sellingPrice: row.sellingPrice,
        rentPrice: row.rentPrice,
        deposit: row.deposit,
        monthlyPrice: row.monthlyPrice,
        isLoan: row.isLoan,
        loanPrice: row.loanPrice,
        collateralSecurity: row.collateralSecurity,
        collateralSecurityPrice: row.collateralSecurityPrice,
        ownership: row.ownership,
        redevelop: row.redevelop,
        illegalBuilding: row.illegalBuilding,
        taxArrears: row.taxArrears,
        publicPrice: row.publicPrice,
        safetyGrade: row.safetyGrade,
        safetyText: row.safetyText,
        saleRegisterCopyFile: docOf('REGISTER_COPY'),
        saleBuildingRegisterFile: docOf('BUILDING_REGISTER'),
      },
      roomInfo: {
        roomType: row.roomType,
        entireFloor: row.entireFloor,
        floor: row.floor,
        dedicatedArea1: row.dedicatedArea,
        supplyArea1: row.supplyArea,
        actualArea1: row.actualArea,
        landArea1: row.landArea,
        direction: row.direction,
        toiletCount: row.toiletCount,
        useApprovalDate: row.useApprovalDate,
        applyDate: row.applyDate,
      },
      extraInfo: {
        costType: t
          ? {
              type: t.type,
              typeCode: t.typeCode,
              etcCode: t.etcCode ?? '',
              etcText: t.etcText ?? '',
              chargeType: t.chargeType ?? '',
              publicCost: digits(t.publicCost),
              electricity: digits(t.electricity),
              heat: digits(t.heat),
              water: digits(t.water),
              internet: digits(t.internet),
              gas: digits(t.gas),
              tv: digits(t.tv),
              electricityUse: t.electricityUse,
              heatUse: t.heatUse,
              waterUse: t.waterUse,
              internetUse: t.internetUse,
              gasUse: t.gasUse,
              tvUse: t.tvUse,
              isEtcCost: t.isEtcCost,
              etcCost: digits(t.etcCost),
              etcCostText: t.etcCostText ?? '',
              baseCost: t.baseCost ?? '',
              baseCostText: t.baseCostText ?? '',
              costItemList: codes('COST_ITEM', read.costItems),
              reasonType: t.reasonType ?? '',
              reasonText: t.reasonText ?? '',
              costItemText: t.costItemText ?? '',
            }
          : null,
        costPrice: row.costPrice,
        isPublicCost: row.isPublicCost,
        costList: codes('COST_ITEM', read.costItems),
        isPrivateCost: row.isPrivateCost,
        privateCostList: codes('PRIVATE_COST', read.costItems),
        totalCost: row.totalCost,
        costDesc: row.costDesc,
        costDesc2: row.costDesc2,
        heatList: codes('HEAT', read.options),
        acList: codes('AC', read.options),
        lifeList: codes('LIFE', read.options),
        securityList: codes('SECURITY', read.options),
        etcList: codes('ETC', read.options),
      },
      detailInfo: {
        title: row.title,
        etcText: row.etcText,
        saleMainImageFile: main ? note(uploadOfImage(main.imageKey)) : null,
        saleSubImageFile: subs.flatMap((i) => {
          const id = note(uploadOfImage(i.imageKey));
          return id ? [id] : [];
        }),
        isLoanRecommend: row.isLoanRecommend,
        loanList: row.loanList,
        isCertified: row.isCertified,
      },
    },
    uploads: files,
  };
}
