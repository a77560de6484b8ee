import { LISTING_CARD_IMAGE_SIZES } from '@ansim/domain';
import type { SaleListItem } from '@ansim/domain/contract';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type ImageLoading, SaleCard } from '../src/shared/sale/sale-card.tsx';
import type { AreaUnit } from '../src/stores/local-storage-store.ts';
import { useRecentViewsStore } from '../src/stores/recent-views-store.ts';

/** The bit of Node's fs this test reads with; the web app's type set has no Node types. */
interface Fs {
  readFileSync(file: string, encoding: 'utf8'): string;
}
const fs = (
  globalThis as unknown as { process: { getBuiltinModule(id: string): unknown } }
).process.getBuiltinModule('node:fs') as Fs;

/** The card's style sheet from disk (in tests Vite turns a style sheet into class names). */
const cardStyleSheet = () =>
  fs.readFileSync(
    decodeURIComponent(import.meta.url.replace(/^file:\/\//, '')).replace(
      /test\/[^/]+$/,
      'src/shared/sale/sale-card.module.css',
    ),
    'utf8',
  );

const item = (overrides: Partial<SaleListItem> = {}): SaleListItem => ({
  saleNo: 12,
  userNo: 3,
  isLike: false,
  image: '/images/sale/villa-3.svg',
  redevelop: false,
  saleAddr: '서울특별시 강남구 역삼동 906 그린빌',
  saleType: 'MONTHLY',
  type: 'VILLA',
  rentPrice: null,
  sellingPrice: null,
  deposit: 1000,
  monthlyPrice: 60,
  title: '역삼역 도보 3분 분리형 원룸',
  roomType: 'ROOM_TYPE002',
  roomGroup: 'ROOM001',
  floor: 3,
  dedicatedArea1: 33.06,
  dedicatedArea2: '10.00',
  actualArea2: '8.50',
  safetyGrade: 'RATE002',
  changeSafetyGrade: null,
  isLawyer: false,
  isConfirm: null,
  isBaro: false,
  lat: 37.5,
  lng: 127.03,
  regDate: '2026-11-20T00:00:00.000Z',
  confirmedAt: '2026-11-20T00:00:00.000Z',
  ...overrides,
});

function renderCard(
  overrides: Partial<SaleListItem> = {},
  {
    areaUnit = 'm2',
    viewerNo = null,
    headingLevel,
    imageLoading,
  }: {
    areaUnit?: AreaUnit;
    viewerNo?: number | null;
    headingLevel?: 2 | 3;
    imageLoading?: ImageLoading;
  } = {},
) {
  const onToggleLike = vi.fn();
  render(
    <MemoryRouter>
      <SaleCard
        item={item(overrides)}
        areaUnit={areaUnit}
        viewerNo={viewerNo}
        onToggleLike={onToggleLike}
        headingLevel={headingLevel}
        imageLoading={imageLoading}
      />
    </MemoryRouter>,
  );
  return { card: screen.getByRole('article'), onToggleLike };
}

describe('search list card (product.md §A2 "Card contents")', () => {
  it('shows address, deal type, building type, price, title, room and floor, area and the grade', () => {
    const { card } = renderCard();
    const text = card.textContent ?? '';
    // 시군구 동 only: the lot and the building are the detail's.
    expect(text).toContain('강남구 역삼동');
    expect(text).not.toContain('서울특별시');
    expect(text).not.toContain('906');
    expect(text).toContain('빌라');
    expect(text).toContain('월세 1,000/60');
    expect(within(card).getByRole('heading', { name: '역삼역 도보 3분 분리형 원룸' })).toBeTruthy();
    expect(text).toContain('분리형 원룸 · 3층');
    expect(text).toContain('전용 33.06㎡ · 실평수 8.5평');
    expect(text).toContain('2등급 · 안전');
    expect(
      within(card).getByRole('img', { name: '역삼역 도보 3분 분리형 원룸 사진' }).getAttribute('src'),
    ).toBe('/images/sale/villa-3.svg');
  });

  it.each([
    [{ saleType: 'RENT', rentPrice: 30000, deposit: null, monthlyPrice: null }, '전세 3억'],
    [{ saleType: 'SALE', sellingPrice: 96500, deposit: null, monthlyPrice: null }, '매매 9억 6,500만원'],
    [{ saleType: 'MONTHLY', deposit: 1000, monthlyPrice: 60 }, '월세 1,000/60'],
  ] as const)('writes the price of %o as %s', (overrides, price) => {
    const { card } = renderCard(overrides);
    expect(card.textContent).toContain(price);
  });

  it.each([
    [0, '반지하'],
    [101, '옥탑'],
    [1, '1층'],
    [12, '12층'],
  ])('writes floor %i as %s', (floor, label) => {
    const { card } = renderCard({ floor });
    expect(card.textContent).toContain(`분리형 원룸 · ${label}`);
  });

  it('shows the area in 평 when the user chose 평', () => {
    const { card } = renderCard({}, { areaUnit: 'pyeong' });
    expect(card.textContent).toContain('전용 10평 · 실평수 8.5평');
  });

  it('shows the grade the operator changed to, not the broker’s', () => {
    const { card } = renderCard({ safetyGrade: 'RATE001', changeSafetyGrade: 'RATE004' });
    expect(card.textContent).toContain('4등급 · 불안');
    expect(card.textContent).not.toContain('1등급');
  });

  it('shows 변호사 인증 only when a lawyer took it and it reads CONFIRM', () => {
    expect(renderCard({ isLawyer: true, isConfirm: 'CONFIRM' }).card.textContent).toContain('변호사 인증');
    cleanup();
    expect(renderCard({ isLawyer: true, isConfirm: 'WAIT' }).card.textContent).not.toContain('변호사 인증');
    cleanup();
    expect(renderCard({ isLawyer: false, isConfirm: 'CONFIRM' }).card.textContent).not.toContain(
      '변호사 인증',
    );
  });

  it('shows 안전방인증 and 재개발 when the listing has them', () => {
    const plain = renderCard().card.textContent;
    expect(plain).not.toContain('안전방인증');
    expect(plain).not.toContain('재개발');
    cleanup();
    const tagged = renderCard({ isBaro: true, redevelop: true }).card.textContent;
    expect(tagged).toContain('안전방인증');
    expect(tagged).toContain('재개발');
  });

  it('opens the listing, with the viewer’s number when signed in', () => {
    renderCard();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/salesManagement/salesDetail/12');
    cleanup();
    renderCard({}, { viewerNo: 7 });
    expect(screen.getByRole('link').getAttribute('href')).toBe('/salesManagement/salesDetail/12/7');
  });

  it('hides the heart on the user’s own listing and hands a tap on it to the like toggle', () => {
    renderCard({ userNo: 7 }, { viewerNo: 7 });
    expect(screen.queryByRole('button', { name: /관심매물/ })).toBeNull();
    cleanup();
    const { onToggleLike } = renderCard({ isLike: true }, { viewerNo: 8 });
    const heart = screen.getByRole('button', { name: '역삼역 도보 3분 분리형 원룸 관심매물 해제' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart);
    expect(onToggleLike).toHaveBeenCalledWith(expect.objectContaining({ saleNo: 12 }));
  });

  it("writes 3+ rooms in the filter's words (쓰리룸 이상), never 포룸 이상", () => {
    const { card } = renderCard({ roomType: 'ROOM_TYPE007', roomGroup: 'ROOM005' });
    expect(card.textContent).toContain('쓰리룸 이상 · 3층');
    expect(card.textContent).not.toContain('포룸');
  });

  it('titles the card one level under the heading above it: h2 by default, h3 in a section', () => {
    renderCard();
    expect(screen.getByRole('heading', { level: 2, name: '역삼역 도보 3분 분리형 원룸' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    cleanup();
    renderCard({}, { headingLevel: 3 });
    expect(screen.getByRole('heading', { level: 3, name: '역삼역 도보 3분 분리형 원룸' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('loads a first-screen photo at once and ahead, the others lazily, each with its size declared', () => {
    renderCard({}, { imageLoading: 'priority' });
    const first = screen.getByRole('img');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.getAttribute('width')).toBe('112');
    expect(first.getAttribute('height')).toBe('84');
    cleanup();
    renderCard();
    const later = screen.getByRole('img');
    expect(later.getAttribute('loading')).toBe('lazy');
    expect(later.getAttribute('fetchpriority')).not.toBe('high');
    expect(later.getAttribute('width')).toBe('112');
  });

  it('offers the card photo in its thumb and card sizes for the widths the card draws it at', () => {
    const key = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    renderCard({ image: `/images/sale/${key}/card.webp` }, { imageLoading: 'priority' });
    const photo = screen.getByRole('img');
    expect(photo.getAttribute('src')).toBe(`/images/sale/${key}/card.webp`);
    expect(photo.getAttribute('srcset')).toBe(
      `/images/sale/${key}/thumb.webp 240w, /images/sale/${key}/card.webp 400w`,
    );
    // sale-card.module.css: 112 px wide, 160 px from 1000 px up (held to the style sheet below).
    expect(photo.getAttribute('sizes')).toBe('(min-width: 1000px) 160px, 112px');
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['112', '84']);
    expect(photo.getAttribute('fetchpriority')).toBe('high');
    cleanup();
    // A URL that is none of our card photos has no other sizes to offer.
    renderCard();
    expect(screen.getByRole('img').hasAttribute('srcset')).toBe(false);
    expect(screen.getByRole('img').hasAttribute('sizes')).toBe(false);
  });

  it('declares the photo’s sizes as the style sheet draws it, on a phone and from the desktop width', () => {
    const css = cardStyleSheet();
    const [, desktopQuery, desktopWidth, phoneWidth] =
      /^(\(.+\)) (\d+px), (\d+px)$/.exec(LISTING_CARD_IMAGE_SIZES) ?? [];
    const imageWidth = (text: string) => /\.image\s*\{[^}]*?\bwidth:\s*(\d+px)/.exec(text)?.[1];
    const desktopAt = css.indexOf(`@media ${desktopQuery}`);
    expect(desktopAt).toBeGreaterThan(0);
    expect(imageWidth(css.slice(0, desktopAt))).toBe(phoneWidth);
    expect(imageWidth(css.slice(desktopAt))).toBe(desktopWidth);
  });

  it('puts an opened listing at the front of 최근 본 매물', () => {
    useRecentViewsStore.setState({ saleNos: [5, 12, 9] });
    renderCard();
    fireEvent.click(screen.getByRole('link'));
    expect(useRecentViewsStore.getState().saleNos).toEqual([12, 5, 9]);
  });
});
