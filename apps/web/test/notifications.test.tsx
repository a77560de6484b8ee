import type { NotificationItem } from '@ansim/domain/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAppPath, timeAgo } from '../src/features/notifications/model/time-ago.ts';
import { serve, userDetail } from './auth-fixtures.tsx';
import { ok } from './helpers/fetch.ts';
import { currentPath, findPageTitle, renderApp } from './helpers/render-app.tsx';
import { setViewportWidth } from './helpers/viewport.ts';

/*
 * The notification centre (issue 16 part 4): the bell's count, the list with its unread marks, a tap that
 * marks read and opens the link, '모두 읽음', the empty state, and the push switch of /myPage/alarm.
 */

afterEach(() => {
  vi.unstubAllGlobals();
});

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const item = (overrides: Partial<NotificationItem>): NotificationItem => ({
  notificationNo: 1,
  kind: 'NOTICE',
  title: '공지',
  body: '본문',
  link: null,
  readAt: null,
  createdAt: ago(0),
  ...overrides,
});

const page = (list: NotificationItem[], unreadCount: number) =>
  ok({ list, pageInfo: { page: 1, totalPage: 1, totalRow: list.length }, unreadCount });

describe('time', () => {
  it('says how long ago, then the date as YY.MM.DD', () => {
    const now = new Date('2026-11-24T12:00:00+09:00');
    const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
    expect(timeAgo(before(20_000), now)).toBe('방금 전');
    expect(timeAgo(before(3 * 60_000), now)).toBe('3분 전');
    expect(timeAgo(before(5 * 3_600_000), now)).toBe('5시간 전');
    expect(timeAgo(before(2 * 86_400_000), now)).toBe('2일 전');
    expect(timeAgo('2026-10-03T09:00:00+09:00', now)).toBe('26.10.03');
  });

  it('follows only the app’s own paths', () => {
    expect(isAppPath('/myPage/inquiry/3')).toBe(true);
    for (const link of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:x',
    ])
      expect(isAppPath(link)).toBe(false);
  });
});

describe('/notifications', () => {
  it('lists them with the unread marked; a tap marks it read and opens its link', async () => {
    const { requests } = serve({
      'GET /api/notification/list': () =>
        page(
          [
            item({
              notificationNo: 11,
              kind: 'INQUIRY_ANSWERED',
              title: '문의에 답변이 등록되었습니다.',
              body: '마포구 서교동 매매 문의',
              link: '/myPage/inquiry/5',
              createdAt: ago(3 * 60_000 + 5_000),
            }),
            item({
              notificationNo: 10,
              title: '지난 공지',
              readAt: ago(1_000),
              createdAt: ago(2 * 3_600_000),
            }),
          ],
          1,
        ),
      'PATCH /api/notification/read/11': () => ok(item({ notificationNo: 11, readAt: ago(0) })),
    });
    const { router } = renderApp('/notifications', { userType: 'GENERAL' });
    await findPageTitle('알림');
    const list = await screen.findByRole('list', { name: '받은 알림' });
    const rows = within(list).getAllByRole('button');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('읽지 않음');
    expect(rows[0]?.textContent).toContain('3분 전');
    expect(rows[1]?.textContent).not.toContain('읽지 않음');
    expect(rows[1]?.textContent).toContain('2시간 전');
    expect(screen.getByText('읽지 않은 알림 1개')).toBeTruthy();

    fireEvent.click(rows[0] as HTMLElement);
    await waitFor(() => expect(currentPath(router)).toBe('/myPage/inquiry/5'));
    expect(requests.some((r) => r.method === 'PATCH' && r.url === '/api/notification/read/11')).toBe(true);
  });

  it('reads them all with 모두 읽음', async () => {
    const { requests } = serve({
      'GET /api/notification/list': () =>
        page([item({ notificationNo: 3 }), item({ notificationNo: 2 }), item({ notificationNo: 1 })], 3),
      'PATCH /api/notification/read/all': () => ok({ updated: 3, unreadCount: 0 }),
    });
    renderApp('/notifications', { userType: 'GENERAL' });
    await screen.findByText('읽지 않은 알림 3개');
    fireEvent.click(screen.getByRole('button', { name: '모두 읽음' }));
    await screen.findByText('모두 읽었습니다');
    expect(requests.some((r) => r.url === '/api/notification/read/all')).toBe(true);
    expect(screen.queryByText('읽지 않음', { exact: false })).toBeNull();
    expect((screen.getByRole('button', { name: '모두 읽음' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says 알림이 없습니다. when there are none', async () => {
    serve({ 'GET /api/notification/list': () => page([], 0) });
    renderApp('/notifications', { userType: 'GENERAL' });
    expect(await screen.findByText('알림이 없습니다.')).toBeTruthy();
  });

  it('asks a visitor to sign in', async () => {
    const { requests } = serve({});
    renderApp('/notifications');
    expect(await screen.findByRole('link', { name: '로그인' })).toBeTruthy();
    expect(requests.some((r) => r.url.startsWith('/api/notification'))).toBe(false);
  });
});

describe('the bell', () => {
  it('shows the unread count in the desktop top bar and opens the centre', async () => {
    setViewportWidth(1280);
    serve({
      'GET /api/notification/count': () => ok({ unreadCount: 3 }),
      'GET /api/notification/list': () => page([], 0),
    });
    const { router } = renderApp('/myPage', { userType: 'GENERAL' });
    const bell = await screen.findByRole('link', { name: '알림, 읽지 않은 알림 3개' });
    expect(bell.textContent).toBe('3');
    fireEvent.click(bell);
    await waitFor(() => expect(currentPath(router)).toBe('/notifications'));
  });

  it('is not there for a visitor, who is never asked about notifications', async () => {
    setViewportWidth(1280);
    const { requests } = serve({});
    renderApp('/myPage');
    await screen.findAllByRole('link', { name: '로그인' });
    expect(screen.queryByRole('link', { name: /^알림/ })).toBeNull();
    expect(requests.some((r) => r.url.startsWith('/api/notification'))).toBe(false);
  });
});

describe('the push switch on /myPage/alarm', () => {
  const detail = { 'PATCH /api/user/detail/7': () => ok(userDetail()) };

  /** A browser with the Push API and a registered worker; `subscription` is what PushManager holds. */
  function stubPushBrowser(permission: NotificationPermission = 'granted') {
    let subscription: {
      endpoint: string;
      toJSON: () => PushSubscriptionJSON;
      unsubscribe: () => Promise<boolean>;
    } | null = null;
    const unsubscribe = vi.fn(async () => {
      subscription = null;
      return true;
    });
    const subscribe = vi.fn(async () => {
      subscription = {
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
        toJSON: () => ({
          endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
          keys: { p256dh: 'BKey', auth: 'sec' },
        }),
        unsubscribe,
      };
      return subscription;
    });
    const registration = { pushManager: { getSubscription: async () => subscription, subscribe } };
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { requestPermission: async () => permission });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
    });
    return { subscribe, unsubscribe };
  }

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('subscribes this browser with the server key and unsubscribes it', async () => {
    const { subscribe, unsubscribe } = stubPushBrowser();
    const { requests } = serve({
      ...detail,
      'GET /api/push/key': () =>
        ok({
          publicKey:
            'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
        }),
      'POST /api/push/subscribe': () => ok({ subscribed: true }),
      'POST /api/push/unsubscribe': () => ok({ removed: true }),
    });
    renderApp('/myPage/alarm', { userType: 'GENERAL' });
    const toggle = await screen.findByRole('switch', { name: '이 기기로 푸시 알림 받기' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(requests.find((r) => r.url === '/api/push/subscribe')?.body).toEqual({
      kind: 'WEB',
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      keys: { p256dh: 'BKey', auth: 'sec' },
    });

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(requests.find((r) => r.url === '/api/push/unsubscribe')?.body).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    });
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('says so when the browser blocks notifications, and stays off', async () => {
    stubPushBrowser('denied');
    const { requests } = serve({
      ...detail,
      'GET /api/push/key': () =>
        ok({
          publicKey:
            'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
        }),
    });
    renderApp('/myPage/alarm', { userType: 'GENERAL' });
    const toggle = await screen.findByRole('switch', { name: '이 기기로 푸시 알림 받기' });
    fireEvent.click(toggle);
    expect((await screen.findByRole('alert')).textContent).toContain('알림이 차단되어 있습니다');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(requests.some((r) => r.url === '/api/push/subscribe')).toBe(false);
  });

  it('is not shown when the server has no push key', async () => {
    stubPushBrowser();
    serve({ ...detail, 'GET /api/push/key': () => ok({ publicKey: null }) });
    renderApp('/myPage/alarm', { userType: 'GENERAL' });
    await screen.findByRole('switch', { name: '매물 소식 알림' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('switch', { name: '이 기기로 푸시 알림 받기' })).toBeNull();
  });
});
