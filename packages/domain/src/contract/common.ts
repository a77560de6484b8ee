import { z } from 'zod';
import { envelopeSchema } from './envelope.ts';
import { text } from './primitives.ts';

/** One entry of the common-code table (spec 01 §3 "Common code entry"). */
export const commonCodeSchema = z.object({
  groupCode: z.string(),
  code: z.string(),
  codeName: z.string(),
  description: z.string().nullable(),
  parentCode: z.string().nullable(),
});
export type CommonCode = z.infer<typeof commonCodeSchema>;

/** GET /common/codeList — optional `groupCode` narrows to one group. */
export const codeListQuerySchema = z.object({
  groupCode: text('groupCode', { max: 40 })
    .regex(/^[A-Z_]{2,40}$/, { message: 'groupCode는 영문 대문자와 _ 로 입력해주세요.' })
    .optional(),
});
export const codeListResponseSchema = envelopeSchema(z.array(commonCodeSchema));

/** A subway station on one line; a station on two lines is two entries with the same name. */
export const subwayStationSchema = z.object({
  subwayNo: z.number().int(),
  name: z.string(),
  line: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type SubwayStation = z.infer<typeof subwayStationSchema>;

/** GET /common/subwayList — optional `name` (prefix) and `line` filters. */
export const subwayListQuerySchema = z.object({
  name: text('name', { label: '역 이름', max: 30 }).optional(),
  line: text('line', { label: '노선 이름', max: 30 }).optional(),
});
export const subwayListResponseSchema = envelopeSchema(z.array(subwayStationSchema));

export const healthResponseSchema = envelopeSchema(
  z.object({ status: z.literal('ok'), database: z.literal('ok'), version: z.string() }),
);
