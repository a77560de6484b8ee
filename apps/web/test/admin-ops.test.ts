import { describe, expect, it } from 'vitest';
import { diffRows, shownValue } from '../src/features/admin/audit/components/audit-diff.tsx';
import { auditTargetPath } from '../src/features/admin/audit/components/audit-target.ts';
import { DASHBOARD_CARDS } from '../src/features/admin/dashboard/components/dashboard-cards.ts';
import { chartSummary, niceMax } from '../src/features/admin/dashboard/components/new-listings-chart.tsx';

/*
 * The pure parts of the console's dashboard and audit log (issue 17 §1, §8): the chart's scale and the
 * sentence a screen reader hears, where each card and each audit row leads, and the before/after table.
 */

const days = (counts: number[]) =>
  counts.map((count, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, count }));

describe('the new-listings chart', () => {
  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 10, 11, 99, 123, 480, 5001].map(niceMax)).toEqual([
      1, 1, 5, 10, 10, 20, 100, 200, 500, 10000,
    ]);
  });

  it('says the total, the busiest day and the period, or that there was nothing', () => {
    expect(chartSummary(days([1, 5, 2]))).toBe(
      '11월 1일부터 11월 3일까지 30일 동안 신규 매물 8건, 하루 최다 5건(11월 2일).',
    );
    expect(chartSummary(days([0, 0]))).toBe('11월 1일부터 11월 2일까지 30일 동안 신규 매물이 없습니다.');
    expect(chartSummary([])).toBe('');
  });
});

describe('the dashboard cards', () => {
  it('lead each queue to its area with the filter that shows it', () => {
    const to = Object.fromEntries(DASHBOARD_CARDS.map((card) => [card.key, card.to]));
    expect(to).toEqual({
      pendingBrokers: '/admin/members?status=PENDING&userType=BROKER',
      pendingLawyers: '/admin/members?status=PENDING&userType=LAWYER',
      openGradeReviews: '/admin/grades',
      openReports: '/admin/reports',
      pendingProxyApplications: '/admin/quotas?tab=proxy',
      waitingProxyDocuments: '/admin/quotas?tab=proxy',
      unansweredInquiries: '/admin/inquiries?state=WAIT',
    });
  });
});

describe('the audit log', () => {
  it('links a target to its area, and a purged listing nowhere', () => {
    expect(auditTargetPath({ action: 'member.suspend', targetType: 'user', targetId: '12' })).toBe(
      '/admin/members?q=12',
    );
    expect(auditTargetPath({ action: 'grade.correct', targetType: 'sale', targetId: '7' })).toBe(
      '/salesManagement/salesDetail/7',
    );
    expect(auditTargetPath({ action: 'sale.purge', targetType: 'sale', targetId: '7' })).toBeNull();
    expect(auditTargetPath({ action: 'inquiry.answer', targetType: 'inquiry', targetId: '3' })).toBe(
      '/admin/inquiries?no=3',
    );
    expect(auditTargetPath({ action: 'member.document.view', targetType: 'file', targetId: 'x' })).toBeNull();
  });

  it('lists every field of before and after, marking the changed ones', () => {
    expect(diffRows({ status: 'ACTIVE', memo: null }, { status: 'SUSPENDED', memo: null, count: 2 })).toEqual(
      [
        { key: 'status', before: 'ACTIVE', after: 'SUSPENDED', changed: true },
        { key: 'memo', before: '(없음)', after: '(없음)', changed: false },
        { key: 'count', before: '(없음)', after: '2', changed: true },
      ],
    );
    expect(diffRows(null, null)).toEqual([]);
    expect(shownValue({ a: [1, 2] })).toBe('{"a":[1,2]}');
  });
});
