import {
  cleanLoanList,
  compactForm,
  PRICE_FIELDS,
  type SaveStatus,
  stripCommas,
  stripPriceCommas,
  toCodeObjects,
  withThousands,
} from '@ansim/domain';
import type { SaleFormEntity, SaleSaveEntity, UploadPurpose } from '@ansim/domain/contract';
import { unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import {
  SALE_STEPS,
  type SaleFormValue,
  type SaleStepData,
  type SalesTemp,
} from '../../../stores/sales-store.ts';
import { SALE_FORM_ROUTES } from './routes.ts';

export type { SaleSaveEntity };

/**
 * Keys a step keeps for its own screen only: the 평 twins of the areas, the thumbnails of the uploads,
 * and the 매물홍보확인서 form (saved by its own call once the listing has a number).
 */
const SCREEN_ONLY_FIELDS = new Set([
  'dedicatedArea2',
  'supplyArea2',
  'actualArea2',
  'landArea2',
  'files',
  'promotionConsent',
]);

/** List fields that travel as plain strings (spec 02 §4), not as code objects. */
const PLAIN_LIST_FIELDS = new Set(['loanList', 'landList', 'saleSubImageFile']);

/** The fee breakdown's amounts, typed with separators like the listing's prices. */
const COST_AMOUNT_FIELDS = ['publicCost', 'electricity', 'heat', 'water', 'internet', 'gas', 'tv', 'etcCost'];

/** Amount fields beyond the domain's PRICE_FIELDS that the forms also type with separators. */
const EXTRA_AMOUNT_FIELDS = ['publicPrice'] as const;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** ['LIFE001'] → [{ code: 'LIFE001' }]; entries that already are code objects stay as they are. */
const asCodeObjects = (list: readonly unknown[]): unknown[] => {
  const strings = list.filter((item): item is string => typeof item === 'string' && item !== '');
  const objects = list.filter(isPlainObject);
  return [...toCodeObjects(strings), ...objects];
};

function shapeCostType(costType: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...costType };
  for (const field of COST_AMOUNT_FIELDS) {
    const value = copy[field];
    if (typeof value === 'string') copy[field] = stripCommas(value);
  }
  if (Array.isArray(copy.costItemList)) copy.costItemList = asCodeObjects(copy.costItemList);
  return copy;
}

/**
 * The five steps as one form, shaped for the save (spec 02 §4): empty, null and undefined dropped but
 * booleans kept, price commas removed, loan list entries without text removed, and every other list as
 * code objects. Screen-only keys stay on the device.
 */
export function buildSalePayload(temp: SalesTemp, status: SaveStatus): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const step of SALE_STEPS) {
    for (const [key, value] of Object.entries(temp.steps[step] ?? {})) {
      if (!SCREEN_ONLY_FIELDS.has(key)) merged[key] = value;
    }
  }
  const shaped: Record<string, unknown> = stripPriceCommas(merged);
  for (const field of EXTRA_AMOUNT_FIELDS) {
    const value = shaped[field];
    if (typeof value === 'string') shaped[field] = stripCommas(value);
  }
  for (const [key, value] of Object.entries(shaped)) {
    if (!Array.isArray(value)) continue;
    if (key === 'loanList' || key === 'landList') {
      shaped[key] = cleanLoanList(value.map((item) => (typeof item === 'string' ? item : '')));
    } else if (!PLAIN_LIST_FIELDS.has(key)) {
      shaped[key] = asCodeObjects(value);
    }
  }
  if (isPlainObject(shaped.costType)) shaped.costType = shapeCostType(shaped.costType);
  return { ...compactForm(shaped), status };
}

/**
 * Saves the temporary form: POST /api/sale for a new listing, PATCH /api/sale/modify/{saleNo} for one being
 * modified or continued. Multipart with the form as the `sale` text field (the photos went ahead through
 * POST /common/upload and travel by id). Rejects with an ApiError carrying the server's Korean message.
 */
export async function saveSale(temp: SalesTemp, status: SaveStatus): Promise<SaleSaveEntity> {
  const form = new FormData();
  form.append('sale', JSON.stringify(buildSalePayload(temp, status)));
  const envelope =
    temp.saleNo === null
      ? await call(SALE_FORM_ROUTES.saleSave, { form })
      : await call(SALE_FORM_ROUTES.saleModify, { params: { saleNo: temp.saleNo }, form });
  return unwrap(envelope);
}

/** Amount fields the saved form gives as numbers, shown in the inputs with separators. */
const DISPLAY_AMOUNT_FIELDS = new Set<string>([...PRICE_FIELDS, ...EXTRA_AMOUNT_FIELDS]);

const toFormValue = (value: unknown): SaleFormValue => {
  if (value === undefined) return null;
  if (Array.isArray(value)) return value.map(toFormValue);
  if (isPlainObject(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toFormValue(v)]));
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null)
    return value;
  return String(value);
};

/** Areas the saved form gives as numbers (㎡), typed as decimals in the inputs. */
const DISPLAY_AREA_FIELDS = new Set(['dedicatedArea1', 'supplyArea1', 'actualArea1', 'landArea1']);

/**
 * One saved step as the step form holds it: amounts as text with separators, areas as text, and no key for
 * what the listing does not have, so the form's own empty default applies.
 */
function toStepData(values: object): SaleStepData {
  const data: SaleStepData = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    if (DISPLAY_AMOUNT_FIELDS.has(key) && typeof value === 'number') data[key] = withThousands(value);
    else if (DISPLAY_AREA_FIELDS.has(key) && typeof value === 'number') data[key] = String(value);
    else data[key] = toFormValue(value);
  }
  return data;
}

/**
 * GET /api/sale/form/{saleNo}: a saved listing (to modify, or a STORAGE one to continue) as the five steps'
 * values for the sales store. The uploads it refers to come along under `files` (id → name and preview) in
 * the steps that show them: photos in detailInfo, the two register documents in gradeInfo.
 */
export async function loadSaleForm(saleNo: number): Promise<SalesTemp['steps']> {
  const entity: SaleFormEntity = unwrap(await call(SALE_FORM_ROUTES.saleForm, { params: { saleNo } }));
  const steps: SalesTemp['steps'] = {};
  for (const step of SALE_STEPS) steps[step] = toStepData(entity.steps[step]);
  const filesOf = (purpose: UploadPurpose): SaleStepData =>
    Object.fromEntries(
      entity.uploads
        .filter((file) => file.purpose === purpose)
        .map((file) => [file.fileId, { fileName: file.fileName, previewUrl: file.previewUrl }]),
    );
  steps.detailInfo = { ...steps.detailInfo, files: filesOf('saleImage') };
  steps.gradeInfo = { ...steps.gradeInfo, files: filesOf('saleDocument') };
  return steps;
}
