import type { CommonCode } from './contract/common.ts';

/*
 * Names as the server has them (GET /common/codeList), which the operator edits in the console: once a
 * client has loaded them they win over the shipped table (common-codes.ts `codeName`), which stays the
 * answer before they arrive and for anything they lack. Apart from the table so that the first screen,
 * which adopts the list, does not carry the table.
 */
const serverNames = new Map<string, string>();
const nameKey = (groupCode: string, code: string) => `${groupCode}\u0000${code}`;

/** Takes the server's code list as the source of names (replacing any list adopted before). */
export function adoptServerCodeNames(
  codes: readonly Pick<CommonCode, 'groupCode' | 'code' | 'codeName'>[],
): void {
  serverNames.clear();
  for (const c of codes)
    if (c.codeName.trim() !== '') serverNames.set(nameKey(c.groupCode, c.code), c.codeName);
}

/** The server's name of a code, if a list was adopted and names it. */
export const serverCodeName = (groupCode: string, code: string): string | undefined =>
  serverNames.get(nameKey(groupCode, code));
