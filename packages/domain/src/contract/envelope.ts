import { z } from 'zod';

/**
 * Every response of the API, success or failure, is this envelope (product.md §A7): `code` 1 is success,
 * negative codes come from the error table in `errors.ts`.
 */
export interface Envelope<T> {
  code: number;
  message: string;
  entity: T;
}

export const SUCCESS_CODE = 1;
export const SUCCESS_MESSAGE = '성공';

export const envelopeSchema = <T extends z.ZodType>(entity: T) =>
  z.object({
    code: z.number().int(),
    message: z.string(),
    entity,
  });

export const ok = <T>(entity: T, message = SUCCESS_MESSAGE): Envelope<T> => ({
  code: SUCCESS_CODE,
  message,
  entity,
});

/** `pageInfo` of every paged list (product.md §A3). */
export const pageInfoSchema = z.object({
  page: z.number().int(),
  totalPage: z.number().int(),
  totalRow: z.number().int(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), pageInfo: pageInfoSchema });
