import { z } from 'zod';
import { deviceSchema } from './auth.ts';
import { envelopeSchema } from './envelope.ts';
import { intColumn, text } from './primitives.ts';

/** One entry of the common-code table (product.md §A3 "Common code entry"). */
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

/** GET /images/sale/{name}: the demo listings' generated images. */
export const saleImageParamsSchema = z.object({
  name: text('name', { label: '이미지 이름', max: 40 }).regex(
    /^(apartment|villa|officetels|one_room)-[1-6]\.svg$/,
    '이미지 이름이 올바르지 않습니다.',
  ),
});

/** POST /common/intro: the native app at start-up, with its device and the signed-in user if any. */
export const introBodySchema = z.object({
  device: deviceSchema.optional(),
  userNo: intColumn('userNo').nullable().optional(),
});
/** `version` null: no release is published, nothing to offer. */
export const introResponseSchema = envelopeSchema(
  z.object({
    version: z
      .object({ version: z.string(), isForce: z.boolean(), storeUrl: z.string().optional() })
      .nullable(),
  }),
);
export type IntroEntity = z.output<typeof introResponseSchema>['entity'];
