import { z } from 'zod';

export { type Envelope, ok, SUCCESS_CODE, SUCCESS_MESSAGE } from './envelope-core.ts';

export const envelopeSchema = <T extends z.ZodType>(entity: T) =>
  z.object({
    code: z.number().int(),
    message: z.string(),
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
