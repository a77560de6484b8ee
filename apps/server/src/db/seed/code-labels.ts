import { COMMON_CODES } from '@ansim/domain';

/*
 * Code names for the generator: the domain's codeName scans the whole code table, which a million
 * generated listings would do tens of millions of times; this is the same table, indexed once.
 */
const LABELS = new Map(COMMON_CODES.map((c) => [`${c.groupCode}|${c.code}`, c.codeName]));

/** The display name of a code (the code itself when unknown, as codeName does). */
export const labelOf = (groupCode: string, code: string): string =>
  LABELS.get(`${groupCode}|${code}`) ?? code;
