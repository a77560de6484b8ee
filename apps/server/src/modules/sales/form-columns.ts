import {
  COMMON_CODES,
  type CostTypeForm,
  costTotal,
  ROOM_TYPE_CODES,
  type SaleStorageForm,
} from '@ansim/domain';
import { SALE_SAVE_MESSAGES, type UploadPurpose } from '@ansim/domain/contract';
import { AppError } from '../../errors.ts';
import { type GradeFacts, seniorDebtOf } from './computed-grade.ts';
import type { CostTypeColumns, SaleChildren, SaleColumns } from './form-repo.ts';

/*
 * A listing form as the rows a save writes (form-service): the listing's columns, its option and fee codes,
 * its fee breakdown, the uploads it names and the facts its grade is computed from. Pure: no database.
 */

const CODE_SET = new Set(COMMON_CODES.map((c) => `${c.groupCode}:${c.code}`));
const isCode = (group: string, code: string) => CODE_SET.has(`${group}:${code}`);

const OPTION_GROUPS = {
  heatList: 'HEAT',
  acList: 'AC',
  lifeList: 'LIFE',
  securityList: 'SECURITY',
  etcList: 'ETC',
} as const;

export const bad = (field: string, message: string): never => {
  throw new AppError('VALIDATION', `${field}: ${message}`, { issues: [{ field, message }] });
};

/** One upload a form names, and the field that names it (for the message). */
export interface UploadRef {
  id: string;
  field: string;
  purpose: UploadPurpose;
}

export function uploadRefsOf(form: SaleStorageForm): UploadRef[] {
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

export function costTypeColumns(t: CostTypeInput): CostTypeColumns {
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
export function codeRows(form: SaleStorageForm) {
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

export const gradeFactsOf = (form: SaleStorageForm): GradeFacts | null =>
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
export function saleColumns(form: SaleStorageForm, status: string): SaleColumns {
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
