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

export const ok = <T>(entity: T, message = SUCCESS_MESSAGE): Envelope<T> => ({
  code: SUCCESS_CODE,
  message,
  entity,
});
