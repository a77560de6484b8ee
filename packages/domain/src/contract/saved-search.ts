import { z } from 'zod';
import { envelopeSchema } from './envelope.ts';
import { intColumn, text } from './primitives.ts';

/*
 * Saved searches and their alerts (issue 18 §1): a name, the search filter as the list call's own query
 * (filter-params.ts `toSearchParams`), on/off and how often to be told. The server re-parses the filter with
 * the search's schema and keeps its canonical form, so a saved search always means what the search means.
 */

/** How many saved searches one user may keep; the database enforces it in the inserting statement. */
export const SAVED_SEARCH_CAP = 20;
export const SAVED_SEARCH_NAME_MAX = 30;

export const SAVED_SEARCH_FREQUENCIES = ['INSTANT', 'DAILY'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

/**
 * The query keys a saved search keeps. Paging, order, the map box, picked listing numbers and loginUserNo
 * are the screen's, not the search's: an alert is about which listings, never where the map was.
 */
export const SAVED_FILTER_KEYS = [
  'saleAddr',
  'buildingTypes',
  'types',
  'roomGroup',
  'area',
  'floor',
  'safetyGrades',
  'minSellPrice',
  'maxSellPrice',
  'minRentPrice',
  'maxRentPrice',
  'minMonthlyDepositPrice',
  'maxMonthlyDepositPrice',
  'minMonthlyPrice',
  'maxMonthlyPrice',
  'confirmedWithin',
] as const;
export type SavedFilterKey = (typeof SAVED_FILTER_KEYS)[number];

export const SAVED_SEARCH_MESSAGES = {
  notFound: '저장한 검색을 찾을 수 없습니다.',
  cap: `검색 조건은 ${SAVED_SEARCH_CAP}개까지 저장할 수 있습니다.`,
  frequency: '알림 주기는 INSTANT 또는 DAILY로 입력해주세요.',
  nothingToChange: '바꿀 항목(name, enabled, frequency)을 하나 이상 입력해주세요.',
} as const;

/** Each value as the list call's query writes it; a region text is at most 100 characters there. */
const filterValue = (key: string) => text(key, { max: 100 }).optional();

export const savedFilterSchema = z
  .object(
    Object.fromEntries(SAVED_FILTER_KEYS.map((k) => [k, filterValue(k)])) as {
      [K in SavedFilterKey]: ReturnType<typeof filterValue>;
    },
  )
  // Keys of the screen (page, sort, the map box …) may come along from toSearchParams; they are dropped.
  .strip();
export type SavedFilter = Partial<Record<SavedFilterKey, string>>;

const frequencySchema = z.enum(SAVED_SEARCH_FREQUENCIES, { error: SAVED_SEARCH_MESSAGES.frequency });
const nameSchema = text('name', { min: 1, max: SAVED_SEARCH_NAME_MAX, label: '검색 이름' });

export const savedSearchCreateBodySchema = z.object({
  name: nameSchema,
  filter: savedFilterSchema,
  frequency: frequencySchema.default('INSTANT'),
});
export type SavedSearchCreateBody = z.input<typeof savedSearchCreateBodySchema>;

export const savedSearchUpdateBodySchema = z
  .object({
    name: nameSchema.optional(),
    enabled: z.boolean({ error: 'enabled는 true 또는 false로 입력해주세요.' }).optional(),
    frequency: frequencySchema.optional(),
  })
  .refine((b) => b.name !== undefined || b.enabled !== undefined || b.frequency !== undefined, {
    message: SAVED_SEARCH_MESSAGES.nothingToChange,
  });
export type SavedSearchUpdateBody = z.input<typeof savedSearchUpdateBodySchema>;

export const savedSearchParamsSchema = z.object({ searchNo: intColumn('searchNo') });

export const savedSearchSchema = z.object({
  searchNo: z.number().int(),
  name: z.string(),
  /** The canonical query: only keys that narrow the search, as the list call takes them (an object of the
   *  known keys, not a record: answers are written by fast-json-stringify, decision 014). */
  filter: z.object(
    Object.fromEntries(SAVED_FILTER_KEYS.map((k) => [k, z.string().optional()])) as {
      [K in SavedFilterKey]: z.ZodOptional<z.ZodString>;
    },
  ),
  enabled: z.boolean(),
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListSchema = z.object({
  list: z.array(savedSearchSchema),
  cap: z.number().int(),
});
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;

export const savedSearchListResponseSchema = envelopeSchema(savedSearchListSchema);
export const savedSearchResponseSchema = envelopeSchema(savedSearchSchema);
export const savedSearchDeleteResponseSchema = envelopeSchema(z.object({ searchNo: z.number().int() }));
