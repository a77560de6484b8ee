import type { MarketEntity } from '@ansim/domain/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CHART_H,
  CHART_W,
  chartScale,
  monthRange,
  niceStep,
} from '../src/features/sale-detail/components/market-chart-scale.ts';
import MarketSection from '../src/features/sale-detail/components/market-section.tsx';
import { SaleCard } from '../src/shared/sale/sale-card.tsx';
import { mockFetch, ok } from './helpers/fetch.ts';
import { listing } from './helpers/listings.ts';

/*
 * 주변 실거래 of the listing detail (P14 §5): the chart's axes, the section's figures, flag, table and
 * empty state, and the card's 깡통전세 tag.
 */

afterEach(cleanup);

const month = (m: string, medianPrice: number, count = 2) => ({
  month: m,
  medianPrice,
  medianPricePerSqm: medianPrice / 84,
  count,
});

describe('the market chart’s scale', () => {
  it('spans every month between the first and the last, gaps and year ends included', () => {
    expect(monthRange('202211', '202302')).toEqual(['202211', '202212', '202301', '202302']);
    expect(monthRange('202305', '202305')).toEqual(['202305']);
  });

  it('takes round steps of 1, 2 or 5 × 10ⁿ', () => {
    expect([0, 4, 10, 33, 4000, 19_000].map((s) => niceStep(s))).toEqual([1, 1, 5, 10, 1000, 5000]);
  });

  it('bounds the prices by round values around the medians, the sales and the marked prices', () => {
    const scale = chartScale(
      [month('202301', 72_000), month('202303', 81_000)],
      [{ contractDate: '20230315', price: 90_500, area: 84, floor: 3, buildingName: 'A' }],
      [60_000],
    );
    if (!scale) throw new Error('no scale');
    expect(scale.months).toEqual(['202301', '202302', '202303']);
    expect(scale.yMin).toBe(60_000);
    expect(scale.yMax).toBe(100_000);
    expect(scale.ticks).toEqual([60_000, 70_000, 80_000, 90_000, 100_000]);
    // The lowest value sits on the bottom line, the highest on the top line.
    expect(scale.y(60_000)).toBe(CHART_H);
    expect(scale.y(100_000)).toBe(0);
    // A month's point at its middle; a day at its place in its month.
    expect(scale.x('202301')).toBeCloseTo(CHART_W / 6);
    expect(scale.x('20230301')).toBeCloseTo((2 + 0.5 / 31) * (CHART_W / 3));
    for (const t of scale.ticks) expect(scale.y(t)).toBeGreaterThanOrEqual(0);
  });

  it('has no scale without months, and one step of room when every price is the same', () => {
    expect(chartScale([], [])).toBeNull();
    const flat = chartScale([month('202301', 50_000)], []);
    expect(flat?.yMax).toBeGreaterThan(flat?.yMin ?? 0);
  });
});

const market = (overrides: Partial<MarketEntity> = {}): MarketEntity => ({
  saleNo: 101,
  available: true,
  emptyReason: null,
  scope: 'DONG',
  scopeName: '역삼동',
  buildingUse: '아파트',
  area: 84.9,
  areaMin: 67.9,
  areaMax: 101.9,
  transactionCount: 3,
  period: '2023.01–2023.03',
  transactions: [
    { contractDate: '20230320', price: 91_000, area: 84.9, floor: 7, buildingName: '역삼래미안' },
    { contractDate: '20230210', price: 88_000, area: 84.5, floor: null, buildingName: '' },
    { contractDate: '20230105', price: 86_000, area: 80.1, floor: 12, buildingName: '역삼푸르지오' },
  ],
  monthly: [month('202301', 86_000, 1), month('202302', 88_000, 1), month('202303', 91_000, 1)],
  medianPricePerSqm: 1_041.2,
  typicalPrice: 88_400,
  basis:
    '2023.01–2023.03 역삼동 아파트 전용 67.9–101.9㎡ 매매 실거래 3건의 ㎡당 중위가 1,041만원 × 이 매물 전용 84.9㎡',
  deposit: 80_000,
  jeonseRatio: 90.5,
  jeonseRisk: {
    label: '깡통전세 위험',
    deposit: 80_000,
    typicalPrice: 88_400,
    ratio: 90.5,
    transactionCount: 3,
    period: '2023.01–2023.03',
    scopeName: '역삼동',
    message: '보증금 8억이 비슷한 집의 추정 매매가 8억 8,400만원의 90.5%로 80%를 넘습니다.',
  },
  priceVsTypical: null,
  source: 'LOCAL',
  sourceLabel: '국토교통부 실거래가 2022–2023',
  ...overrides,
});

function renderSection(answer: MarketEntity) {
  const { requests } = mockFetch(() => ok(answer));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MarketSection saleNo={101} />
    </QueryClientProvider>,
  );
  return requests;
}

describe('the 주변 실거래 section', () => {
  it('shows the typical price, the 전세가율 against 80% and the 깡통전세 flag with its figures', async () => {
    const requests = renderSection(market());
    const region = await screen.findByRole('region', { name: '주변 실거래' });
    await within(region).findByText('8억 8,400만원');
    expect(requests[0]?.url).toContain('/api/sale/101/market');
    expect(within(region).getByText('깡통전세 위험')).toBeTruthy();
    expect(within(region).getByText(/보증금 8억이 비슷한 집의 추정 매매가/)).toBeTruthy();
    expect(within(region).getByRole('meter', { name: '전세가율 90.5%, 위험 기준 80%' })).toBeTruthy();
    expect(within(region).getByRole('img').getAttribute('aria-label')).toContain(
      '2023년 1월부터 2023년 3월까지',
    );
    expect(within(region).getByText('출처: 국토교통부 실거래가 2022–2023')).toBeTruthy();
    expect(within(region).getByText(/㎡당 중위가 1,041만원/)).toBeTruthy();
  });

  it('opens the table of the sales with its button', async () => {
    renderSection(market());
    const button = await screen.findByRole('button', { name: '거래 목록 보기' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const table = screen.getByRole('table', { name: /최근 비슷한 집 매매 실거래 3건/ });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('2023.03.20')).toBeTruthy();
    expect(within(table).getByText('9억 1,000만원')).toBeTruthy();
  });

  it('says a 전세가율 at or below 80% is not flagged, and shows a 매매 listing against the typical price', async () => {
    renderSection(market({ deposit: 60_000, jeonseRatio: 67.9, jeonseRisk: null }));
    await screen.findByText('67.9%');
    expect(screen.queryByText('깡통전세 위험')).toBeNull();
    expect(screen.getByText('전세가율이 80% 이하입니다.')).toBeTruthy();
    cleanup();
    renderSection(market({ deposit: null, jeonseRatio: null, jeonseRisk: null, priceVsTypical: 104.2 }));
    await screen.findByText('추정 매매가의 104.2%');
    expect(screen.queryByRole('meter')).toBeNull();
  });

  it('says why when there is nothing to compare', async () => {
    renderSection(
      market({
        available: false,
        emptyReason: '실거래 자료(2022–2023)는 서울 지역만 담고 있어 이 지역의 시세를 보여드릴 수 없습니다.',
        transactions: [],
        monthly: [],
        typicalPrice: null,
        jeonseRatio: null,
        jeonseRisk: null,
      }),
    );
    await screen.findByText('비교할 실거래가 없습니다');
    expect(screen.getByText(/서울 지역만 담고 있어/)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('the card', () => {
  const renderCard = (jeonseRisk: boolean | undefined) =>
    render(
      <MemoryRouter>
        <SaleCard
          item={listing(5, { jeonseRisk })}
          areaUnit="m2"
          viewerNo={null}
          onToggleLike={() => undefined}
        />
      </MemoryRouter>,
    );

  it('shows 깡통전세 주의 on a flagged listing, and nothing otherwise', () => {
    renderCard(true);
    expect(screen.getByText('깡통전세 주의')).toBeTruthy();
    cleanup();
    renderCard(false);
    expect(screen.queryByText('깡통전세 주의')).toBeNull();
    cleanup();
    renderCard(undefined);
    expect(screen.queryByText('깡통전세 주의')).toBeNull();
  });
});
