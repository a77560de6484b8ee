import type { SaleStatus } from '@ansim/domain';
import type { DashItem, SaleStatusCount } from '@ansim/domain/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openBaroMarkDialog } from '../src/features/sales-management/components/quota-actions.tsx';
import { bulkTransitions, dashActions } from '../src/features/sales-management/model/dash-actions.ts';
import { envelopeResponse, mockFetch, ok, type RecordedRequest } from './helpers/fetch.ts';
import { currentPath, findPageTitle, renderApp, settle } from './helpers/render-app.tsx';

vi.mock('../src/features/sales-management/components/quota-actions.tsx', () => ({
  openBaroMarkDialog: vi.fn(async () => {}),
  openLawyerRequestDialog: vi.fn(async () => {}),
  openProxyRequestDialog: vi.fn(async () => {}),
}));

const DAY = 86_400_000;

/** One of broker 7's listings as the dashboard calls answer it; `overrides` change what a test is about. */
const dashItem = (saleNo: number, overrides: Partial<DashItem> = {}): DashItem => ({
  saleNo,
  status: 'ACTIVE',
  title: `역삼 투룸 ${saleNo}`,
  mainImage: null,
  saleAddr: `서울특별시 강남구 역삼동 ${saleNo} 그린빌라`,
  dong: '101동',
  unit: `${saleNo}호`,
  saleType: 'RENT',
  buildingType: 'VILLA',
  sellingPrice: null,
  rentPrice: 25000,
  deposit: null,
  monthlyPrice: null,
  safetyGrade: 'RATE002',
  isLawyer: false,
  isConfirm: null,
  isBaro: false,
  viewCount: 1234,
  likeCount: 8,
  inquiryCount: 0,
  regDate: '2026-11-10T00:00:00.000Z',
  daysListed: 14,
  memo: null,
  deletedAt: null,
  restorableUntil: null,
  statusBeforeDelete: null,
  ...overrides,
});

const page = (list: DashItem[]) =>
  ok({ list, pageInfo: { page: 1, totalPage: list.length > 0 ? 1 : 0, totalRow: list.length } });

const COUNT_FIELD = {
  ACTIVE: 'activeCount',
  STOP: 'stopCount',
  DONE: 'doneCount',
  STORAGE: 'storageCount',
  DELETE: 'deleteCount',
} as const satisfies Record<SaleStatus, keyof SaleStatusCount>;

/**
 * A small server: the broker's listings by number, the counts computed from them, and the status change
 * moving a listing (so that the tabs must follow the server, not a guess). `refuse` answers a change with
 * the server's 409 instead.
 */
function serveDashboard(
  listings: DashItem[],
  options: { refuse?: string; onRequest?: (request: RecordedRequest) => Response | undefined } = {},
) {
  const byNo = new Map(listings.map((item) => [item.saleNo, item]));
  const counts = (): SaleStatusCount => {
    const result = { activeCount: 0, stopCount: 0, doneCount: 0, storageCount: 0, deleteCount: 0 };
    for (const item of byNo.values()) result[COUNT_FIELD[item.status]] += 1;
    return result;
  };
  const move = (saleNos: number[], status: SaleStatus) => {
    if (options.refuse) {
      return envelopeResponse({ code: -409, message: options.refuse, entity: null }, { status: 409 });
    }
    for (const saleNo of saleNos) {
      const item = byNo.get(saleNo);
      if (item) byNo.set(saleNo, { ...item, status });
    }
    return ok({ updated: saleNos.map((saleNo) => ({ saleNo, status })) });
  };
  const mock = mockFetch((request) => {
    const answered = options.onRequest?.(request);
    if (answered) return answered;
    const url = new URL(request.url, 'http://localhost');
    const q = url.searchParams;
    switch (url.pathname) {
      case '/api/sale/status/count':
        return ok(counts());
      case '/api/sale/dash/list':
        return page([...byNo.values()].filter((item) => item.status === q.get('status')));
      case '/api/sale/search/saleNo':
        return page([...byNo.values()].filter((item) => item.saleNo === Number(q.get('saleNo'))));
      case '/api/sale/search/address':
        return page(
          [...byNo.values()].filter(
            (item) => item.status === q.get('status') && item.saleAddr.includes(q.get('keyword') ?? ''),
          ),
        );
      case '/api/sale/update/status':
        return move([Number(q.get('saleNo'))], q.get('status') as SaleStatus);
      case '/api/sales/update/status': {
        const body = request.body as { saleNos: number[]; status: SaleStatus };
        return move(body.saleNos, body.status);
      }
      case '/api/sale/update/memo': {
        const saleNo = Number(q.get('saleNo'));
        const item = byNo.get(saleNo);
        if (item) byNo.set(saleNo, { ...item, memo: q.get('memo') });
        return ok({ saleNo, memo: q.get('memo') });
      }
      default:
        return ok([]);
    }
  });
  const calls = (pathname: string) =>
    mock.requests
      .map((request) => new URL(request.url, 'http://localhost'))
      .filter((url) => url.pathname === pathname);
  return { ...mock, calls };
}

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name} [\\d,–]+$`) });
const cards = () => screen.queryAllByRole('article');
const card = (title: string) => screen.getByRole('article', { name: title });

async function openDashboard(path = '/salesManagement') {
  const view = renderApp(path, { userType: 'BROKER' });
  await findPageTitle('매물관리');
  await waitFor(() => expect(screen.queryByRole('list', { name: /매물 목록/ })).not.toBeNull());
  await settle();
  return view;
}

async function openMenu(title: string) {
  fireEvent.click(within(card(title)).getByRole('button', { name: /관리$/ }));
  return screen.findByRole('menu');
}

const menuLabels = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

beforeEach(() => {
  vi.mocked(openBaroMarkDialog).mockClear();
});

describe('매물관리 dashboard (/salesManagement)', () => {
  it('shows how many listings each status holds on its tab, and lists the live ones first', async () => {
    const { calls } = serveDashboard([
      dashItem(1),
      dashItem(2, { memo: '집주인 010-1234-5678', isBaro: true, isConfirm: 'WAIT' }),
      dashItem(3, { status: 'STOP' }),
      dashItem(4, { status: 'DONE' }),
      dashItem(5, { status: 'DONE' }),
      dashItem(6, { status: 'DONE' }),
      dashItem(7, { status: 'STORAGE', title: null, saleType: null, rentPrice: null }),
    ]);
    await openDashboard();

    await waitFor(() => expect(tab('게시중').textContent).toContain('2'));
    expect(tab('게시중지').textContent).toContain('1');
    expect(tab('거래완료').textContent).toContain('3');
    expect(tab('임시저장').textContent).toContain('1');
    expect(tab('삭제').textContent).toContain('0');
    expect(tab('게시중').getAttribute('aria-selected')).toBe('true');

    expect(calls('/api/sale/dash/list')[0]?.searchParams.get('status')).toBe('ACTIVE');
    expect(cards()).toHaveLength(2);
    const second = card('역삼 투룸 2');
    expect(second.textContent).toContain('101동 2호');
    expect(second.textContent).toContain('빌라전세 2억 5,000만원');
    expect(second.textContent).toContain('2등급');
    expect(second.textContent).toContain('안전방');
    expect(second.textContent).toContain('인증 대기');
    expect(second.textContent).not.toContain('변호사 인증');
    expect(second.textContent).toContain('조회1,234');
    expect(second.textContent).toContain('등록 14일');
    expect(second.textContent).toContain('집주인 010-1234-5678');
    // Paused, done and stored listings are in their own tabs, not here.
    expect(screen.queryByText('역삼 투룸 3')).toBeNull();
    expect(screen.getByRole('link', { name: '매물 등록' }).getAttribute('href')).toBe(
      '/salesManagement/regist/locationInfo',
    );
  });

  it('loads the chosen status when another tab is picked, and keeps the tab in the address', async () => {
    const { calls, router } = {
      ...serveDashboard([dashItem(1), dashItem(3, { status: 'STOP' }), dashItem(4, { status: 'STOP' })]),
      ...(await openDashboard()),
    };
    expect(cards()).toHaveLength(1);

    fireEvent.click(tab('게시중지'));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(calls('/api/sale/dash/list').at(-1)?.searchParams.get('status')).toBe('STOP');
    expect(tab('게시중지').getAttribute('aria-selected')).toBe('true');
    expect(router.state.location.search).toBe('?status=STOP');
    expect(screen.queryByText('역삼 투룸 1')).toBeNull();
  });

  it('says which tab is empty and offers to register a listing', async () => {
    serveDashboard([dashItem(1)]);
    await openDashboard();
    fireEvent.click(tab('거래완료'));
    expect(await screen.findByText('거래완료한 매물이 없습니다.')).toBeTruthy();
    const register = screen.getAllByRole('link', { name: '매물 등록' });
    expect(register.at(-1)?.getAttribute('href')).toBe('/salesManagement/regist/locationInfo');
  });

  it('tells that the list failed and loads it again on 다시 시도', async () => {
    let fail = true;
    serveDashboard([dashItem(1)], {
      onRequest: (request) =>
        fail && request.url.startsWith('/api/sale/dash/list')
          ? envelopeResponse({ code: -500, message: '일시적인 오류', entity: null }, { status: 500 })
          : undefined,
    });
    renderApp('/salesManagement', { userType: 'BROKER' });
    expect(await screen.findByText('매물 목록을 불러오지 못했습니다.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('searches a listing number by number and any other text by address within the tab', async () => {
    const { calls } = serveDashboard([
      dashItem(1),
      dashItem(2, { saleAddr: '서울특별시 마포구 망원동 2' }),
      dashItem(345, { status: 'STOP' }),
    ]);
    await openDashboard();
    const box = screen.getByRole('searchbox', { name: '매물 검색' });

    fireEvent.change(box, { target: { value: '345' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(calls('/api/sale/search/saleNo')).toHaveLength(1));
    expect(calls('/api/sale/search/saleNo')[0]?.searchParams.get('saleNo')).toBe('345');
    expect(calls('/api/sale/search/address')).toHaveLength(0);
    // A number finds the listing whatever its status.
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(card('역삼 투룸 345').textContent).toContain('게시중지');
    expect(screen.getByText('매물번호 345 검색 결과')).toBeTruthy();

    fireEvent.change(box, { target: { value: '망원동' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(calls('/api/sale/search/address')).toHaveLength(1));
    const address = calls('/api/sale/search/address')[0]?.searchParams;
    expect(address?.get('keyword')).toBe('망원동');
    expect(address?.get('status')).toBe('ACTIVE');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(card('역삼 투룸 2')).toBeTruthy();
    expect(calls('/api/sale/search/saleNo')).toHaveLength(1);
  });

  it('refreshes the tab counts and the list after a status change', async () => {
    const { calls } = serveDashboard([dashItem(1), dashItem(2), dashItem(3, { status: 'STOP' })]);
    await openDashboard();
    await waitFor(() => expect(tab('게시중').textContent).toContain('2'));
    const countCalls = calls('/api/sale/status/count').length;

    const menu = await openMenu('역삼 투룸 1');
    fireEvent.click(within(menu).getByRole('menuitem', { name: '게시중지' }));

    await waitFor(() => expect(calls('/api/sale/update/status')).toHaveLength(1));
    const change = calls('/api/sale/update/status')[0]?.searchParams;
    expect(change?.get('saleNo')).toBe('1');
    expect(change?.get('status')).toBe('STOP');
    await waitFor(() => expect(calls('/api/sale/status/count').length).toBeGreaterThan(countCalls));
    await waitFor(() => expect(tab('게시중').textContent).toContain('1'));
    expect(tab('게시중지').textContent).toContain('2');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.queryByText('역삼 투룸 1')).toBeNull();
    expect(await screen.findByText('게시중지로 변경했습니다.')).toBeTruthy();
  });

  it('asks before 거래완료 and changes nothing when the broker cancels', async () => {
    const { calls } = serveDashboard([dashItem(1)]);
    await openDashboard();
    const menu = await openMenu('역삼 투룸 1');
    fireEvent.click(within(menu).getByRole('menuitem', { name: '거래완료' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('거래완료로 변경하시겠습니까?');
    fireEvent.click(within(confirm).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls('/api/sale/update/status')).toHaveLength(0);
  });

  it('changes a selection at once, and shows the server’s Korean reason when it refuses (409)', async () => {
    const refusal = '거래완료인 매물은 게시중으로 바꿀 수 없습니다.';
    const { requests } = serveDashboard([dashItem(1), dashItem(2), dashItem(3)], { refuse: refusal });
    await openDashboard();

    fireEvent.click(screen.getByRole('button', { name: '선택' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '역삼 투룸 1 선택' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '역삼 투룸 3 선택' }));
    expect(screen.getByText('2건 선택')).toBeTruthy();
    const actions = screen.getByRole('group', { name: '선택한 매물 상태 변경' });
    // An ACTIVE selection may pause, complete or delete, never resume.
    expect(within(actions).queryByRole('button', { name: '게시 재개' })).toBeNull();
    fireEvent.click(within(actions).getByRole('button', { name: '게시중지' }));

    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain(refusal);
    const bulk = requests.find((request) => request.url === '/api/sales/update/status');
    expect(bulk?.method).toBe('POST');
    expect(bulk?.body).toEqual({ saleNos: [1, 3], status: 'STOP' });
    // Nothing moved: the cards stay where they were.
    fireEvent.click(within(alert).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(cards()).toHaveLength(3);
  });

  it('keeps a memo within 200 characters, with a counter', async () => {
    const { calls } = serveDashboard([dashItem(1, { memo: '오후만 방문 가능' })]);
    await openDashboard();
    const menu = await openMenu('역삼 투룸 1');
    fireEvent.click(within(menu).getByRole('menuitem', { name: '메모' }));

    const dialog = await screen.findByRole('dialog', { name: /메모/ });
    const field = within(dialog).getByRole('textbox', { name: '메모 내용' }) as HTMLTextAreaElement;
    expect(field.value).toBe('오후만 방문 가능');
    expect(within(dialog).getByText('9/200')).toBeTruthy();

    fireEvent.change(field, { target: { value: '가'.repeat(201) } });
    expect(within(dialog).getByText('201/200')).toBeTruthy();
    expect(within(dialog).getByText('메모는 200자 이내로 입력해주세요.')).toBeTruthy();
    const save = within(dialog).getByRole('button', { name: '저장' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(save);
    expect(calls('/api/sale/update/memo')).toHaveLength(0);

    fireEvent.change(field, { target: { value: '나'.repeat(200) } });
    expect(within(dialog).getByText('200/200')).toBeTruthy();
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(calls('/api/sale/update/memo')).toHaveLength(1));
    expect(calls('/api/sale/update/memo')[0]?.searchParams.get('memo')).toBe('나'.repeat(200));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(card('역삼 투룸 1').textContent).toContain('나'.repeat(200)));
  });

  it('offers in each listing’s menu only the changes the status table allows', async () => {
    const now = Date.now();
    serveDashboard([
      dashItem(1),
      dashItem(2, { status: 'STOP', isBaro: true, isLawyer: true, isConfirm: 'CONFIRM' }),
      dashItem(3, { status: 'DONE' }),
      dashItem(4, { status: 'STORAGE' }),
      dashItem(5, {
        status: 'DELETE',
        statusBeforeDelete: 'STOP',
        deletedAt: new Date(now - 2 * DAY).toISOString(),
        restorableUntil: new Date(now + 28 * DAY).toISOString(),
      }),
      dashItem(6, {
        status: 'DELETE',
        statusBeforeDelete: 'ACTIVE',
        deletedAt: new Date(now - 31 * DAY).toISOString(),
        restorableUntil: new Date(now - DAY).toISOString(),
      }),
    ]);
    await openDashboard();

    const labelsOf = async (title: string) => {
      const labels = menuLabels(await openMenu(title));
      fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      return labels;
    };

    expect(await labelsOf('역삼 투룸 1')).toEqual([
      '수정',
      '게시중지',
      '거래완료',
      '메모',
      '안전방 마크 사용',
      '변호사 인증 요청',
      '서류 대리 발급 요청',
      '삭제',
    ]);

    fireEvent.click(tab('게시중지'));
    await waitFor(() => expect(cards()).toHaveLength(1));
    // Already marked and certified: no second mark or request.
    expect(await labelsOf('역삼 투룸 2')).toEqual([
      '수정',
      '게시 재개',
      '거래완료',
      '메모',
      '서류 대리 발급 요청',
      '삭제',
    ]);

    fireEvent.click(tab('거래완료'));
    await waitFor(() => expect(screen.queryByText('역삼 투룸 3')).not.toBeNull());
    expect(await labelsOf('역삼 투룸 3')).toEqual(['메모', '삭제']);

    fireEvent.click(tab('임시저장'));
    await waitFor(() => expect(screen.queryByText('역삼 투룸 4')).not.toBeNull());
    expect(await labelsOf('역삼 투룸 4')).toEqual(['이어서 등록', '메모', '서류 대리 발급 요청', '삭제']);

    fireEvent.click(tab('삭제'));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(card('역삼 투룸 5').textContent).toMatch(/\d{2}\.\d{2}\.\d{2}까지 복원 가능/);
    expect(await labelsOf('역삼 투룸 5')).toEqual(['복원', '메모', '영구 삭제']);
    expect(card('역삼 투룸 6').textContent).toContain('복원 기간이 지났습니다');
    expect(await labelsOf('역삼 투룸 6')).toEqual(['메모', '영구 삭제']);
  });

  it('restores a deleted listing to the status it had, without asking', async () => {
    const { calls } = serveDashboard([
      dashItem(5, {
        status: 'DELETE',
        statusBeforeDelete: 'STOP',
        deletedAt: new Date(Date.now() - DAY).toISOString(),
        restorableUntil: new Date(Date.now() + 29 * DAY).toISOString(),
      }),
    ]);
    await openDashboard('/salesManagement?status=DELETE');
    const menu = await openMenu('역삼 투룸 5');
    fireEvent.click(within(menu).getByRole('menuitem', { name: '복원' }));
    await waitFor(() => expect(calls('/api/sale/update/status')).toHaveLength(1));
    expect(calls('/api/sale/update/status')[0]?.searchParams.get('status')).toBe('STOP');
    expect(await screen.findByText('매물을 복원했습니다.')).toBeTruthy();
    await waitFor(() => expect(tab('게시중지').textContent).toContain('1'));
  });

  it('opens modify and continue on the registration flows, and the marks through their dialogs', async () => {
    serveDashboard([dashItem(1), dashItem(4, { status: 'STORAGE' })]);
    const { router } = await openDashboard();

    fireEvent.click(
      within(await openMenu('역삼 투룸 1')).getByRole('menuitem', { name: '안전방 마크 사용' }),
    );
    expect(vi.mocked(openBaroMarkDialog).mock.calls[0]?.[0].saleNo).toBe(1);

    fireEvent.click(within(await openMenu('역삼 투룸 1')).getByRole('menuitem', { name: '수정' }));
    await waitFor(() => expect(currentPath(router)).toBe('/salesManagement/salesModify/locationInfo'));
    expect(router.state.location.search).toBe('?saleNo=1');

    await act(() => router.navigate('/salesManagement?status=STORAGE'));
    await waitFor(() => expect(screen.queryByText('역삼 투룸 4')).not.toBeNull());
    fireEvent.click(within(await openMenu('역삼 투룸 4')).getByRole('menuitem', { name: '이어서 등록' }));
    await waitFor(() => expect(currentPath(router)).toBe('/salesManagement/storage/locationInfo'));
    expect(router.state.location.search).toBe('?saleNo=4');
  });
});

describe('dashboard menu rules', () => {
  it('lets a mixed selection change only to what every listing allows', () => {
    expect(bulkTransitions(['ACTIVE', 'ACTIVE'])).toEqual(['STOP', 'DONE', 'DELETE']);
    expect(bulkTransitions(['ACTIVE', 'STOP'])).toEqual(['DONE', 'DELETE']);
    expect(bulkTransitions(['ACTIVE', 'DONE'])).toEqual(['DELETE']);
    expect(bulkTransitions(['DELETE'])).toEqual([]);
    expect(bulkTransitions([])).toEqual([]);
  });

  it('never offers STORAGE → ACTIVE, which only a completed registration makes', () => {
    const actions = dashActions({
      status: 'STORAGE',
      isBaro: false,
      isConfirm: null,
      previousStatus: null,
      deletedAt: null,
    });
    expect(actions).not.toContainEqual({ kind: 'status', to: 'ACTIVE' });
    expect(actions).toContainEqual({ kind: 'continue' });
  });
});
