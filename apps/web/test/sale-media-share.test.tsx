import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareButton } from '../src/features/sale-detail/components/share-button.tsx';
import {
  listingPageUrl,
  shareListing,
  shareMessage,
} from '../src/features/sale-detail/components/share-listing.ts';
import { envelopeResponse, mockFetch, ok } from './helpers/fetch.ts';

const ORIGIN = window.location.origin;
const SHORT = `${ORIGIN}/s/Ab3xY9q`;

const navigatorKeys = ['share', 'clipboard'] as const;
const originals = Object.fromEntries(
  navigatorKeys.map((key) => [key, Object.getOwnPropertyDescriptor(navigator, key)]),
);
afterEach(() => {
  for (const key of navigatorKeys) {
    const original = originals[key];
    if (original) Object.defineProperty(navigator, key, original);
    else delete (navigator as unknown as Record<string, unknown>)[key];
  }
});

function stubNavigator(props: { share?: unknown; clipboard?: unknown }) {
  for (const key of navigatorKeys) {
    Object.defineProperty(navigator, key, { value: props[key], configurable: true, writable: true });
  }
}

/** A browser without Web Share (most desktops): the clipboard is the way. */
function clipboardOnly(writeText = vi.fn(async (_text: string) => undefined)) {
  stubNavigator({ share: undefined, clipboard: { writeText } });
  return writeText;
}

describe('shareListing: which link goes out and how it ended', () => {
  it('shares the short link and reports a copy as copied', async () => {
    const send = vi.fn(async () => ({ ok: true as const, via: 'web' as const, value: 'copied' as const }));
    const result = await shareListing({ shortLink: async () => SHORT, pageUrl: 'unused', send });
    expect(send).toHaveBeenCalledWith(SHORT);
    expect(result).toEqual({ kind: 'copied' });
    expect(shareMessage(result)).toBe('링크를 복사했어요');
  });

  it("falls back to the page's own address when the short link cannot be had", async () => {
    const send = vi.fn(async () => ({ ok: true as const, via: 'web' as const, value: 'shared' as const }));
    const page = listingPageUrl(ORIGIN, 12);
    const result = await shareListing({
      shortLink: () => Promise.reject(new Error('server down')),
      pageUrl: page,
      send,
    });
    expect(send).toHaveBeenCalledWith(`${ORIGIN}/salesManagement/salesDetail/12`);
    // The system sheet said everything: no extra message.
    expect(result).toEqual({ kind: 'shared' });
    expect(shareMessage(result)).toBeNull();
  });

  it('says nothing when the user closes the share sheet, and gives the link when nothing could share', async () => {
    const cancelled = await shareListing({
      shortLink: async () => SHORT,
      pageUrl: '',
      send: async () => ({ ok: false, via: 'web', reason: 'cancelled' }),
    });
    expect(shareMessage(cancelled)).toBeNull();
    const failed = await shareListing({
      shortLink: async () => SHORT,
      pageUrl: '',
      send: async () => ({ ok: false, via: 'web', reason: 'clipboard-denied' }),
    });
    expect(failed).toEqual({ kind: 'failed', link: SHORT });
    expect(shareMessage(failed)).toBe(`공유하지 못했어요. 이 링크를 복사해 주세요: ${SHORT}`);
  });

  it('counts a share handed to the app as shared (the app shows its own sheet)', async () => {
    const result = await shareListing({
      shortLink: async () => SHORT,
      pageUrl: '',
      send: async () => ({ ok: true, via: 'native', value: undefined }),
    });
    expect(shareMessage(result)).toBeNull();
  });
});

function renderButton() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ShareButton saleNo={42} title="역삼역 5분 풀옵션 원룸" />
    </QueryClientProvider>,
  );
  return screen.getByRole('button', { name: '역삼역 5분 풀옵션 원룸 공유하기' });
}

describe('ShareButton', () => {
  it('copies the short link of the listing and says so in the status line', async () => {
    const { requests } = mockFetch(() => ok({ shortLink: SHORT }));
    const writeText = clipboardOnly();
    const button = renderButton();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    fireEvent.click(button);
    await waitFor(() => expect(status.textContent).toBe('링크를 복사했어요'));
    expect(writeText).toHaveBeenCalledWith(SHORT);
    const call = requests.find((r) => r.url.startsWith('/common/createDynamicLink'));
    expect(call?.url).toBe('/common/createDynamicLink?saleNo=42');
  });

  it('makes the short link absolute when the server gives a path', async () => {
    mockFetch(() => ok({ shortLink: '/s/Ab3xY9q' }));
    const writeText = clipboardOnly();
    fireEvent.click(renderButton());
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SHORT));
  });

  it('ignores a second tap while the first share is under way', async () => {
    let answer: (response: Response) => void = () => {};
    const { requests } = mockFetch(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const writeText = clipboardOnly();
    const button = renderButton();
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    fireEvent.click(button);
    fireEvent.click(button);
    await act(async () => answer(ok({ shortLink: SHORT })));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('링크를 복사했어요'));
    expect(requests.filter((r) => r.url.startsWith('/common/createDynamicLink'))).toHaveLength(1);
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-disabled')).toBeNull();
  });

  it("shares the page's own address when the short link call fails", async () => {
    mockFetch(() =>
      envelopeResponse({ code: -1, message: '매물을 찾을 수 없습니다.', entity: null }, { status: 404 }),
    );
    const writeText = clipboardOnly();
    fireEvent.click(renderButton());
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${ORIGIN}/salesManagement/salesDetail/42`));
    expect(screen.getByRole('status').textContent).toBe('링크를 복사했어요');
  });

  it('uses the share sheet where there is one, and then says nothing', async () => {
    mockFetch(() => ok({ shortLink: SHORT }));
    const share = vi.fn(async (_data: ShareData) => undefined);
    const writeText = vi.fn(async () => undefined);
    stubNavigator({ share, clipboard: { writeText } });
    fireEvent.click(renderButton());
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: '역삼역 5분 풀옵션 원룸', url: SHORT }));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows the link to copy by hand when the clipboard is refused', async () => {
    mockFetch(() => ok({ shortLink: SHORT }));
    clipboardOnly(
      vi.fn(async () => {
        throw new DOMException('denied', 'NotAllowedError');
      }),
    );
    fireEvent.click(renderButton());
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        `공유하지 못했어요. 이 링크를 복사해 주세요: ${SHORT}`,
      ),
    );
  });

  it('in the app, offers KakaoTalk or the other apps and sends the chosen command', async () => {
    mockFetch(() => ok({ shortLink: SHORT }));
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    const queryClient = new QueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <ShareButton saleNo={42} title="역삼역 원룸" imageKey="abcdef0123456789" />
      </QueryClientProvider>,
    );
    // The sheet is a modal of the app's modal store; render the host's entries here.
    const { ModalHost } = await import('../src/app/shell/modal-host.tsx');
    render(<ModalHost />);
    fireEvent.click(screen.getByRole('button', { name: '역삼역 원룸 공유하기' }));
    fireEvent.click(await screen.findByRole('button', { name: '카카오톡으로 공유' }));
    await waitFor(() => expect(postMessage).toHaveBeenCalled());
    const message = JSON.parse(postMessage.mock.calls[0]![0] as string) as {
      command: string;
      payload: Record<string, string>;
    };
    expect(message.command).toBe('shareKaKao');
    expect(message.payload).toEqual({
      title: '역삼역 원룸',
      link: SHORT,
      imageUrl: `${ORIGIN}/images/sale/abcdef0123456789/og.jpg`,
    });
    expect(screen.getAllByRole('status')[0]!.textContent).toBe('');
  });
});
