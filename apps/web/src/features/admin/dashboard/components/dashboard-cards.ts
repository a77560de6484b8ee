import type { DashboardCounts } from '@ansim/domain/contract';
import { DASHBOARD_MSG } from '../messages.ts';

/** One card of the dashboard: a count and the area (with its filter) that works it. */
export interface DashboardCard {
  key: string;
  label: string;
  hint: string;
  count: (counts: DashboardCounts) => number;
  to: string;
}

const card = (key: keyof DashboardCounts, to: string): DashboardCard => ({
  key,
  ...DASHBOARD_MSG.cards[key],
  count: (counts) => counts[key],
  to,
});

/**
 * The cards in the order of the operator's day. A new queue (the comment disagreements, for one) is one
 * more entry here, its count in the contract's dashboardCountsSchema and the server's counts query.
 */
export const DASHBOARD_CARDS: readonly DashboardCard[] = [
  card('pendingBrokers', '/admin/members?status=PENDING&userType=BROKER'),
  card('pendingLawyers', '/admin/members?status=PENDING&userType=LAWYER'),
  card('openGradeReviews', '/admin/grades'),
  card('openReports', '/admin/reports'),
  card('pendingProxyApplications', '/admin/quotas?tab=proxy'),
  card('waitingProxyDocuments', '/admin/quotas?tab=proxy'),
  card('unansweredInquiries', '/admin/inquiries?state=WAIT'),
];
