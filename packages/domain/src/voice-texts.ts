import { text } from './contract/primitives.ts';
import { reportTextSchema, safetyTextSchema } from './text-schemas.ts';

/*
 * The voice texts as the server stores them: checked by the spec's limits (limits.ts counts the trimmed text
 * in code points), then trimmed, so that surrounding spaces cannot push a 500-character comment past its
 * varchar(500) column. Nothing else is changed: HTML stays as the user typed it and is rendered escaped.
 */

export const safetyTextInputSchema = safetyTextSchema.transform((value) => value.trim());
export const reportTextInputSchema = reportTextSchema.transform((value) => value.trim());

/** The report's title for the operator's queue; absent or blank is stored as the default. */
export const REPORT_NAME_DEFAULT = '허위매물 신고';
export const REPORT_NAME_MAX = 50;
export const reportNameSchema = text('reportName', { max: REPORT_NAME_MAX, label: '신고 제목' })
  .optional()
  .transform((value) => (value === undefined || value === '' ? REPORT_NAME_DEFAULT : value));
