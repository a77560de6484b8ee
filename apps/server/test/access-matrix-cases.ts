import { type Access, OPERATOR_PASSES, roleAllowed } from '@ansim/domain/contract';
import type { Caller, CallerOf } from './access-matrix-callers.ts';
import type { Fixtures } from './access-matrix-resources.ts';

/*
 * The access matrix's cases (access-matrix.test.ts): for a route and a caller, the resources tried (the
 * caller's own, another user's, or one open to everyone) and what the route's declared rule expects of each.
 */

/** Values for a request's '$name' slots and path parameters. */
export type Slots = Record<string, string | number>;

export interface Case {
  /** Which resource: the caller's own, another user's, or one open to everyone. */
  resource: 'own' | 'other' | 'public';
  slots: Slots;
  expect: 'allow' | 'deny';
}

/** The other broker, for a broker; broker01 for anyone else. */
const otherBrokerOf = (c: Caller, caller: CallerOf): number =>
  c.name === 'broker' ? caller('broker2').userNo : caller('broker').userNo;
/** Another user whose account a caller might name: user01, or broker02 for user01 itself. */
const otherUserOf = (c: Caller, caller: CallerOf): number =>
  c.name === 'general' ? caller('broker2').userNo : caller('general').userNo;

function ownershipCases(access: Access, c: Caller, fx: Fixtures, caller: CallerOf): Case[] {
  const signedIn = c.token !== null;
  const isBroker = c.role === 'BROKER';
  const operator = c.role === 'ADMIN' && OPERATOR_PASSES.has(access.whose);
  const otherExpect: Case['expect'] = operator ? 'allow' : 'deny';
  const listing = (userNo: number) => {
    const sale = fx.active.get(userNo);
    return { saleNo: sale?.saleNo ?? 0, saleKey: sale?.saleKey ?? '' };
  };
  const stoppedListing = (userNo: number) => {
    const sale = fx.stopped.get(userNo);
    return { saleNo: sale?.saleNo ?? 0, saleKey: sale?.saleKey ?? '', fileId: sale?.fileId ?? '' };
  };
  const inquiryCases = (isParty: (i: Fixtures['inquiries'][number]) => boolean): Case[] => {
    const own = fx.inquiries.find(isParty);
    const other = fx.inquiries.find((i) => !isParty(i));
    return [
      ...(own
        ? [{ resource: 'own' as const, slots: { inquiryNo: own.inquiryNo }, expect: 'allow' as const }]
        : []),
      ...(other
        ? [{ resource: 'other' as const, slots: { inquiryNo: other.inquiryNo }, expect: otherExpect }]
        : []),
    ];
  };
  const byOwner = (of: Map<number, number>, slot: string): Case[] => {
    const own = of.get(c.userNo);
    const other = of.get(otherUserOf(c, caller));
    return [
      ...(own !== undefined
        ? [{ resource: 'own' as const, slots: { [slot]: own }, expect: 'allow' as const }]
        : []),
      ...(other !== undefined
        ? [{ resource: 'other' as const, slots: { [slot]: other }, expect: otherExpect }]
        : []),
    ];
  };
  switch (access.whose) {
    case 'user': {
      const operatorMay = c.role === 'ADMIN' && access.userNo === 'caller-or-operator';
      return [
        ...(signedIn
          ? [{ resource: 'own' as const, slots: { userNo: c.userNo }, expect: 'allow' as const }]
          : []),
        {
          resource: 'other',
          slots: { userNo: otherUserOf(c, caller) },
          expect: operatorMay ? 'allow' : 'deny',
        },
      ];
    }
    case 'listing-owner':
      return [
        ...(isBroker
          ? [{ resource: 'own' as const, slots: listing(c.userNo), expect: 'allow' as const }]
          : []),
        { resource: 'other', slots: listing(otherBrokerOf(c, caller)), expect: otherExpect },
      ];
    case 'listing-others':
      // Reversed: another's listing is what the call is for, the caller's own is refused.
      return [
        ...(isBroker
          ? [{ resource: 'own' as const, slots: listing(c.userNo), expect: 'deny' as const }]
          : []),
        { resource: 'other', slots: listing(otherBrokerOf(c, caller)), expect: 'allow' },
      ];
    case 'listing-visible':
      return [
        { resource: 'public', slots: listing(otherBrokerOf(c, caller)), expect: 'allow' },
        ...(isBroker
          ? [{ resource: 'own' as const, slots: stoppedListing(c.userNo), expect: 'allow' as const }]
          : []),
        { resource: 'other', slots: stoppedListing(otherBrokerOf(c, caller)), expect: otherExpect },
      ];
    case 'file':
      return [
        ...(isBroker
          ? [
              {
                resource: 'own' as const,
                slots: { fileId: stoppedListing(c.userNo).fileId },
                expect: 'allow' as const,
              },
            ]
          : []),
        {
          resource: 'other',
          slots: { fileId: stoppedListing(otherBrokerOf(c, caller)).fileId },
          expect: otherExpect,
        },
      ];
    case 'inquiry-party':
      return inquiryCases((i) => i.asker === c.userNo || i.broker === c.userNo);
    case 'inquiry-asker':
      return inquiryCases((i) => i.asker === c.userNo);
    case 'inquiry-broker':
      return inquiryCases((i) => i.broker === c.userNo);
    case 'notification-recipient':
      return byOwner(fx.notificationOf, 'notificationNo');
    case 'saved-search-owner':
      return byOwner(fx.searchOf, 'searchNo');
    case 'lawyers-shared':
      return [{ resource: 'public', slots: { ...fx.lawyerRequest }, expect: 'allow' }];
    default:
      return [{ resource: 'public', slots: listing(otherBrokerOf(c, caller)), expect: 'allow' }];
  }
}

/** For a route's rule and a caller: the resources tried and what the rule expects of each. */
export function casesFor(access: Access, c: Caller, fx: Fixtures, caller: CallerOf): Case[] {
  const cases = ownershipCases(access, c, fx, caller);
  if (roleAllowed(access.who, c.role)) return cases;
  return cases.map((k) => ({ ...k, expect: 'deny' }));
}
