import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportHistorySection } from '../src/features/sale-detail/components/report-history.tsx';
import { saleDetail } from './helpers/sale-detail.ts';

/* The public report history on the listing detail (docs/decisions/023): counts and outcomes, no reporters. */

describe('신고 이력', () => {
  it('says there is none when the listing was never reported', () => {
    render(<ReportHistorySection detail={saleDetail()} />);
    const section = screen.getByRole('region', { name: '신고 이력' });
    expect(within(section).getByText('신고 이력이 없습니다.')).toBeTruthy();
    expect(within(section).queryByRole('list')).toBeNull();
  });

  it('counts by outcome and lists the latest outcomes with their days', () => {
    const detail = saleDetail({
      reportHistory: {
        total: 3,
        open: 0,
        confirmed: 1,
        dismissed: 2,
        recent: [
          { outcome: 'CONFIRMED', resolvedAt: '2026-11-23T03:00:00.000Z' },
          { outcome: 'DISMISSED', resolvedAt: '2026-11-20T15:30:00.000Z' },
        ],
      },
    });
    render(<ReportHistorySection detail={detail} />);
    const section = screen.getByRole('region', { name: '신고 이력' });
    expect(within(section).getByText('신고 3건 · 허위매물 확인 1건 · 기각 2건 · 검토 중 0건')).toBeTruthy();
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['허위매물 확인26.11.23', '기각26.11.21']);
  });
});
