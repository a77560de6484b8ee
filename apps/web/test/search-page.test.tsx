import type { Suggestion } from '@ansim/domain/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLocalStorageStore } from '../src/stores/local-storage-store.ts';
import { mockFetch, ok } from './helpers/fetch.ts';
import { listing, listPage } from './helpers/listings.ts';
import { currentPath, findPageTitle, renderApp } from './helpers/render-app.tsx';

const SUGGESTIONS: Suggestion[] = [
  { kind: 'sigungu', label: '강남구', detail: '서울특별시', saleAddr: '강남구' },
  { kind: 'station', label: '강남역', detail: '2호선 · 신분당선', saleAddr: '강남역' },
  { kind: 'dong', label: '역삼동', detail: '서울특별시 강남구', saleAddr: '강남구 역삼동' },
];

function serveSuggestions() {
  const { requests } = mockFetch((request) => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname === '/common/search/addr/list') return ok(SUGGESTIONS);
    return ok([]);
  });
  return () =>
    requests
      .filter((r) => r.url.startsWith('/common/search/addr/list'))
      .map((r) => new URL(r.url, 'http://localhost').searchParams.get('keyword'));
}

const field = () => screen.getByRole('combobox', { name: '지역명, 지하철역, 매물번호 검색' });

describe('search entry (/search)', () => {
  it('has the field focused and suggests regions, stations and their details as the user types', async () => {
    const keywords = serveSuggestions();
    renderApp('/search');
    await findPageTitle('매물 검색');
    expect(document.activeElement).toBe(field());
    fireEvent.change(field(), { target: { value: 'ㄱ' } });
    fireEvent.change(field(), { target: { value: 'ㄱㄴ' } });
    const listbox = await screen.findByRole('listbox', { name: '추천 검색어' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(3));
    // One call for what was typed quickly, not one per key.
    expect(keywords()).toEqual(['ㄱㄴ']);
    expect(field().getAttribute('aria-expanded')).toBe('true');
    const [first, second] = within(listbox).getAllByRole('option');
    expect(first?.textContent).toContain('강남구');
    expect(first?.textContent).toContain('서울특별시');
    expect(second?.textContent).toContain('2호선 · 신분당선');
  });

  it('moves through suggestions with ↑/↓ and opens the list of the chosen one with Enter', async () => {
    serveSuggestions();
    const { router } = renderApp('/search');
    await findPageTitle('매물 검색');
    fireEvent.change(field(), { target: { value: '강남' } });
    await screen.findAllByRole('option');
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    const options = screen.getAllByRole('option');
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    expect(field().getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    expect(field().getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(field(), { key: 'Enter' });
    await waitFor(() => expect(currentPath(router)).toBe('/search/list'));
    expect(router.state.location.search).toBe(`?saleAddr=${encodeURIComponent('강남구')}`);
  });

  it('searches the typed text itself on Enter with nothing chosen', async () => {
    serveSuggestions();
    const { router } = renderApp('/search');
    await findPageTitle('매물 검색');
    fireEvent.change(field(), { target: { value: '서울' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    await waitFor(() => expect(currentPath(router)).toBe('/search/list'));
    expect(new URLSearchParams(router.state.location.search).get('saleAddr')).toBe('서울');
  });

  it('keeps recent searches on the device, newest first, and removes one or all', async () => {
    serveSuggestions();
    useLocalStorageStore.setState({
      recentSearches: [
        { saleAddr: '강남역', label: '강남역', detail: '2호선 · 신분당선' },
        { saleAddr: '수원', label: '수원' },
      ],
    });
    const { router } = renderApp('/search');
    await findPageTitle('매물 검색');
    const recent = screen.getByRole('region', { name: '최근 검색' });
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['강남역2호선 · 신분당선', '수원']);
    fireEvent.click(within(recent).getByRole('button', { name: '최근 검색 강남역 삭제' }));
    expect(useLocalStorageStore.getState().recentSearches.map((r) => r.saleAddr)).toEqual(['수원']);

    fireEvent.change(field(), { target: { value: '강남' } });
    fireEvent.click((await screen.findAllByRole('option'))[0] as HTMLElement);
    await waitFor(() => expect(currentPath(router)).toBe('/search/list'));
    expect(useLocalStorageStore.getState().recentSearches.map((r) => r.saleAddr)).toEqual(['강남구', '수원']);
  });

  it('clears every recent search', async () => {
    serveSuggestions();
    useLocalStorageStore.setState({ recentSearches: [{ saleAddr: '수원', label: '수원' }] });
    renderApp('/search');
    await findPageTitle('매물 검색');
    fireEvent.click(screen.getByRole('button', { name: '전체 삭제' }));
    expect(useLocalStorageStore.getState().recentSearches).toEqual([]);
    expect(await screen.findByText('최근 검색한 지역이 없습니다.')).toBeTruthy();
  });

  it('opens the listing a typed listing number names, instead of a list of one', async () => {
    const { requests } = mockFetch((request) => {
      const url = new URL(request.url, 'http://localhost');
      if (url.pathname === '/api/search/sale/list' && url.searchParams.get('saleAddr') === '4321')
        return listPage([listing(4321)], { kind: 'saleNo', label: '4321' });
      return ok([]);
    });
    const { router } = renderApp('/search', { userType: 'GENERAL' });
    await findPageTitle('매물 검색');
    fireEvent.change(field(), { target: { value: '4321' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    await waitFor(() => expect(currentPath(router)).toBe('/salesManagement/salesDetail/4321/7'));
    // The look-up asks for the number alone: the user's filter must not hide the listing asked for.
    const lookup = requests.find((r) => r.url.startsWith('/api/search/sale/list?'));
    const params = new URL(lookup?.url ?? '', 'http://localhost').searchParams;
    expect(params.get('limit')).toBe('1');
    expect(params.get('types')).toBe('');
    expect(useLocalStorageStore.getState().recentSearches[0]?.saleAddr).toBe('4321');
  });

  it('lists a listing number that names no listing on the market, so the list can say so', async () => {
    mockFetch((request) => {
      const url = new URL(request.url, 'http://localhost');
      if (url.pathname === '/api/search/sale/list') return listPage([], { kind: 'saleNo', label: '99999' });
      return ok([]);
    });
    const { router } = renderApp('/search');
    await findPageTitle('매물 검색');
    fireEvent.change(field(), { target: { value: '99999' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    await waitFor(() => expect(currentPath(router)).toBe('/search/list'));
    expect(new URLSearchParams(router.state.location.search).get('saleAddr')).toBe('99999');
  });

  it('does not look a region name up as a listing', async () => {
    const { requests } = mockFetch(() => ok([]));
    const { router } = renderApp('/search');
    await findPageTitle('매물 검색');
    fireEvent.change(field(), { target: { value: '역삼동 12' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    await waitFor(() => expect(currentPath(router)).toBe('/search/list'));
    const limits = () =>
      requests
        .filter((r) => r.url.startsWith('/api/search/sale/list?'))
        .map((r) => new URL(r.url, 'http://localhost').searchParams.get('limit'));
    // Only the list's own pages of 30, which the lazy list page asks once it is drawn: no look-up of one
    // listing, which would have gone before the move.
    await waitFor(() => expect(limits().length).toBeGreaterThan(0));
    expect(limits()).not.toContain('1');
  });
});
