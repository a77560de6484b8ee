import { parseUserType, type UserType } from '@ansim/domain';
import type { SessionUser } from '../../../../stores/user-store.ts';

/** What a button does for this viewer: open its dialog, ask a visitor to sign in, or not be there. */
export type VoiceAction = 'open' | 'signIn' | 'hidden';

export interface VoicePermissions {
  comment: VoiceAction;
  report: VoiceAction;
  /** Everyone may read the comments, visitors too. */
  list: 'open';
}

/** The session's role; the operator (ADMIN) is not one of the sign-up types, so it is read apart. */
export function viewerRole(user: SessionUser | null): UserType | 'ADMIN' | null {
  if (!user) return null;
  const raw = user.userType ?? user.userTypeCode ?? null;
  if (raw?.trim().toUpperCase() === 'ADMIN') return 'ADMIN';
  return parseUserType(raw);
}

/**
 * Who may do what on a listing (spec 02 §1, §6; the server checks the same): general users and brokers
 * rate its safety, anyone signed in but the operator reports it, and nobody does either on their own
 * listing. A visitor is offered both and asked to sign in, as the heart does.
 */
export function voicePermissions(ownerNo: number, user: SessionUser | null): VoicePermissions {
  if (!user) return { comment: 'signIn', report: 'signIn', list: 'open' };
  if (user.userNo === ownerNo) return { comment: 'hidden', report: 'hidden', list: 'open' };
  const role = viewerRole(user);
  return {
    comment: role === 'GENERAL' || role === 'BROKER' ? 'open' : 'hidden',
    report: role === null || role === 'ADMIN' ? 'hidden' : 'open',
    list: 'open',
  };
}
