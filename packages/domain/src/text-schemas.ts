import { z } from 'zod';
import { hasNul, nulMessage } from './contract/primitives.ts';
import { TEXT_LIMITS, type TextKind, validateText } from './limits.ts';

/*
 * The free-text limits of limits.ts as zod schemas, for the contract's bodies and the forms. Apart from
 * limits.ts so that a screen reading a limit or a timing does not load zod.
 */

const textSchema = (kind: TextKind) =>
  z.string({ message: TEXT_LIMITS[kind].tooShort }).superRefine((value, ctx) => {
    const check = validateText(kind, value);
    if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message });
    // PostgreSQL cannot store NUL: refused as by every text primitive (contract/primitives.ts).
    else if (hasNul(value)) ctx.addIssue({ code: 'custom', message: nulMessage('내용') });
  });

export const safetyTextSchema = textSchema('safetyComment');
export const reportTextSchema = textSchema('report');
export const lawyerCommentSchema = textSchema('lawyerComment');
export const inquiryTextSchema = textSchema('inquiry');
export const feeTextSchema = textSchema('feeText');
