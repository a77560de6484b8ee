import type { UserType } from '../codes.ts';
import { LAWYER_MESSAGES } from './lawyer.ts';

/** Every kind of account, the operator included (USER_TYPES lists only the ones a person signs up as). */
export type Role = UserType | 'ADMIN';

/**
 * Who may call a route at all. The server's access guard (apps/server/src/plugins/access-guard.ts) checks
 * it when the request arrives, before its query or body is read: a visitor gets 401, another role 403.
 */
export type Who = 'anyone' | 'signed-in' | readonly Role[];

/**
 * Whose data the call reaches, and so which ownership rule applies once the role has passed. The services
 * that read the rows enforce these (they know the rows); apps/server/test/access-matrix.test.ts proves each
 * route with the caller's own and another user's resource.
 */
export type Whose =
  /** No one's in particular: codes, search, public listings, crawler files, sign-up and recovery. */
  | 'public'
  /** The caller's own rows, found from the session alone: the request names no user. */
  | 'session'
  /** The account named by the request's `userNo` (see Access.userNo). */
  | 'user'
  /** A public listing to anyone; one that is not public only to the broker who owns it and the operator. */
  | 'listing-visible'
  /** The listing(s) named by saleNo must be the calling broker's own. */
  | 'listing-owner'
  /** Any public listing but the caller's own (likes, safety comments, reports, listing inquiries). */
  | 'listing-others'
  /** An inquiry: the one who asked, the broker of its listing, or the operator. */
  | 'inquiry-party'
  /** An inquiry the caller asked. */
  | 'inquiry-asker'
  /** An inquiry about the calling broker's listing (or any, for the operator). */
  | 'inquiry-broker'
  /** A notification addressed to the caller. */
  | 'notification-recipient'
  /** A saved search of the caller's. */
  | 'saved-search-owner'
  /** A stored file: public photos to anyone; private documents to their owner, the operator, or by the
   *  document's own rule (a listing's registry documents to signed-in users, watermarked and logged). */
  | 'file'
  /** The lawyers' shared work: any lawyer sees every certification request. */
  | 'lawyers-shared'
  /** The operator console: every user's data, to the operator only. */
  | 'operator';

export interface Access {
  who: Who;
  whose: Whose;
  /**
   * A `userNo` in the path, query or body must be the signed-in caller's own ('caller'), or may be any
   * user's when the operator calls ('caller-or-operator'). Enforced by the guard itself once the request is
   * validated, since it needs nothing but the request; the services check it again.
   */
  userNo?: 'caller' | 'caller-or-operator';
  /** The 403 message when the role is refused; the general '접근 권한이 없습니다.' otherwise. */
  deny?: string;
  /** The 403 message when the request's userNo is another user's. */
  notYours?: string;
}

const rule = <const A extends Access>(a: A): A => a;

/** Anyone, signed in or not, about no one's data in particular. */
export const PUBLIC = rule({ who: 'anyone', whose: 'public' });
/** Anyone; what a listing shows depends on who asks (owner and operator see more). */
export const LISTING_VISIBLE = rule({ who: 'anyone', whose: 'listing-visible' });
/** A signed-in user, about their own rows only (the request names no one). */
export const SIGNED_IN_OWN = rule({ who: 'signed-in', whose: 'session' });
/** A signed-in user's account named by their own userNo; the operator any user's. */
export const SELF_OR_OPERATOR = rule({ who: 'signed-in', whose: 'user', userNo: 'caller-or-operator' });
/** A broker, about no one's data in particular (forms, estimates, open-data helpers). */
export const BROKER = rule({ who: ['BROKER'], whose: 'public' });
/** A broker's own listings, counts and ledgers, found from the session. */
export const BROKER_OWN = rule({ who: ['BROKER'], whose: 'session' });
/** A broker acting on listings named by saleNo, which must be theirs. */
export const BROKER_OWN_LISTING = rule({ who: ['BROKER'], whose: 'listing-owner' });
/** A broker naming their own userNo (quota marks and ledger). */
export const BROKER_SELF = rule({ who: ['BROKER'], whose: 'user', userNo: 'caller' });
/** A broker naming their own userNo and spending on a listing of theirs. */
export const BROKER_SELF_LISTING = rule({ who: ['BROKER'], whose: 'listing-owner', userNo: 'caller' });
/** Any lawyer: the certification queue and its listings are shared by every lawyer. */
export const LAWYER_SHARED = rule({
  who: ['LAWYER'],
  whose: 'lawyers-shared',
  deny: LAWYER_MESSAGES.lawyerOnly,
});
/** A lawyer's own settlement, found from the session. */
export const LAWYER_OWN = rule({ who: ['LAWYER'], whose: 'session', deny: LAWYER_MESSAGES.lawyerOnly });
/** The operator console. */
export const OPERATOR = rule({ who: ['ADMIN'], whose: 'operator' });

/**
 * The ownership rules the operator passes whoever owns the data: the console reads every listing, inquiry
 * and document. The others (a user's notifications, saved searches, own inquiries to delete, a broker's
 * listings to manage) stay the owner's alone; a userNo rule says so itself (`userNo`).
 */
export const OPERATOR_PASSES: ReadonlySet<Whose> = new Set<Whose>([
  'listing-visible',
  'inquiry-party',
  'inquiry-broker',
  'file',
  'operator',
]);

/** Whether a role passes a route's `who`; `null` is a visitor. */
export function roleAllowed(who: Who, role: Role | null): boolean {
  if (who === 'anyone') return true;
  if (role === null) return false;
  return who === 'signed-in' || who.includes(role);
}
