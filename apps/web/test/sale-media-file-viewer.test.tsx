import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../src/app/shell/modal-host.tsx';
import { dispositionFileName, fetchFile } from '../src/features/sale-detail/api/fetch-file.ts';
import { FileViewerDialog } from '../src/features/sale-detail/components/file-viewer-dialog.tsx';
import {
  progressPercent,
  savedFileName,
  viewerFailure,
  viewerKind,
} from '../src/features/sale-detail/components/file-viewer-model.ts';
import { ApiError } from '../src/shared/api/api-error.ts';
import { useUserStore } from '../src/stores/user-store.ts';
import { envelopeResponse, mockFetch } from './helpers/fetch.ts';

const FILE_ID = '0b6e7f5e-4a59-4b8e-9d55-1c0f3a2b9e10';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const binary = (bytes: Uint8Array<ArrayBuffer>, type: string, headers: Record<string, string> = {}) =>
  new Response(bytes, { status: 200, headers: { 'Content-Type': type, ...headers } });
const refusal = (status: number, message: string) =>
  envelopeResponse({ code: -1, message, entity: null }, { status });

describe('viewerKind: how a file is shown (spec 02 §2: png, jpg, jpeg, gif, svg, PDF)', () => {
  it.each([
    ['image/png', 'a.png', 'image'],
    ['image/jpeg', '사진.jpg', 'image'],
    ['image/gif', 'a.gif', 'image'],
    ['image/svg+xml', 'plan.svg', 'image'],
    ['application/pdf', '등기부등본', 'pdf'],
    ['application/pdf; charset=binary', 'x', 'pdf'],
    ['APPLICATION/PDF', 'x', 'pdf'],
  ] as const)('%s (%s) → %s', (mime, name, kind) => {
    expect(viewerKind([mime], name)).toBe(kind);
  });

  it('reads the extension only when no type says anything', () => {
    expect(viewerKind(['application/octet-stream', ''], '건축물대장.PDF')).toBe('pdf');
    expect(viewerKind([null, undefined], 'scan.jpeg')).toBe('image');
    expect(viewerKind(['application/octet-stream'], 'scan.heic')).toBe('unsupported');
    expect(viewerKind([''], '이름없음')).toBe('unsupported');
  });

  it('trusts the served type over the name and over the listed type', () => {
    // The server answered with a PDF although the listing said png: draw a PDF.
    expect(viewerKind(['application/pdf', 'image/png'], 'a.png')).toBe('pdf');
    // A name ending in .pdf served as HTML is not a PDF, nor shown as a page.
    expect(viewerKind(['text/html'], 'a.pdf')).toBe('unsupported');
    expect(viewerKind(['image/webp'], 'a.png')).toBe('unsupported');
    expect(viewerKind(['application/zip'], 'a.zip')).toBe('unsupported');
  });
});

describe('viewerFailure, progressPercent, savedFileName', () => {
  it('asks to sign in on 401 and says the file is gone on 404', () => {
    const login = viewerFailure(new ApiError('business', '로그인이 필요합니다.', { code: -1, status: 401 }));
    expect(login).toMatchObject({ kind: 'login', title: '로그인이 필요합니다' });
    const gone = viewerFailure(new ApiError('business', '없음', { code: -1, status: 404 }));
    expect(gone).toMatchObject({ kind: 'notFound', title: '파일을 찾을 수 없습니다' });
    const refused = viewerFailure(
      new ApiError('business', '파일 번호가 올바르지 않습니다.', { status: 400 }),
    );
    expect(refused).toEqual({
      kind: 'other',
      title: '파일을 불러오지 못했어요',
      detail: '파일 번호가 올바르지 않습니다.',
    });
    expect(viewerFailure(new TypeError('x'))).toEqual({
      kind: 'other',
      title: '파일을 불러오지 못했어요',
      detail: null,
    });
  });

  it('gives a percent only for a known size', () => {
    expect(progressPercent(0, 200)).toBe(0);
    expect(progressPercent(150, 200)).toBe(75);
    expect(progressPercent(250, 200)).toBe(100);
    expect(progressPercent(150, null)).toBeNull();
    expect(progressPercent(150, 0)).toBeNull();
  });

  it('saves under the Korean name with the served type’s extension and no path characters', () => {
    expect(savedFileName('등기부등본', 'pdf', 'application/pdf')).toBe('등기부등본.pdf');
    expect(savedFileName('건축물대장.pdf', 'pdf', 'application/pdf')).toBe('건축물대장.pdf');
    expect(savedFileName('평면도', 'image', 'image/png')).toBe('평면도.png');
    expect(savedFileName('101.5호 사진', 'image', 'image/jpeg')).toBe('101.5호 사진.jpg');
    expect(savedFileName('../a/b:c', 'unsupported', 'application/zip')).toBe('.._a_b_c');
    expect(savedFileName('  ', 'unsupported', '')).toBe('파일');
  });
});

describe('dispositionFileName', () => {
  it('reads the UTF-8 name before the ASCII stand-in, and never a path', () => {
    expect(
      dispositionFileName(
        `inline; filename="______103506.pdf"; filename*=UTF-8''%EB%93%B1%EA%B8%B0%EB%B6%80%EB%93%B1%EB%B3%B8_103506.pdf`,
      ),
    ).toBe('등기부등본_103506.pdf');
    expect(dispositionFileName('attachment; filename="plan.png"')).toBe('plan.png');
    expect(dispositionFileName('attachment; filename=plan.png')).toBe('plan.png');
    expect(dispositionFileName(`attachment; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd`)).toBe('passwd');
    // A broken escape falls back to the plain name.
    expect(dispositionFileName(`attachment; filename="a.pdf"; filename*=UTF-8''%E0%A4%A`)).toBe('a.pdf');
    expect(dispositionFileName('inline')).toBeNull();
    expect(dispositionFileName(null)).toBeNull();
  });
});

describe('fetchFile: GET /common/download with the session', () => {
  it('sends the bearer token and returns the body with its type, reporting progress', async () => {
    useUserStore.setState({ accessToken: 'jwt-1' });
    const { requests } = mockFetch(() => binary(PNG, 'image/png', { 'Content-Length': String(PNG.length) }));
    const progress: [number, number | null][] = [];
    const file = await fetchFile(FILE_ID, {
      onProgress: ({ loaded, total }) => progress.push([loaded, total]),
    });
    expect(requests[0]!.url).toBe(`/common/download?fileId=${FILE_ID}`);
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer jwt-1');
    expect(file.mime).toBe('image/png');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(PNG);
    expect(progress[0]).toEqual([0, PNG.length]);
    expect(progress.at(-1)).toEqual([PNG.length, PNG.length]);
  });

  it('renews an expired token once and retries', async () => {
    useUserStore.setState({ accessToken: 'old' });
    const { requests } = mockFetch((request) => {
      if (request.url === '/api/auth/refresh') {
        return envelopeResponse(
          { code: 1, message: '성공', entity: null },
          { headers: { Authorization: 'Bearer new' } },
        );
      }
      return request.headers.get('Authorization') === 'Bearer new'
        ? binary(PNG, 'application/pdf')
        : refusal(401, '로그인이 필요합니다.');
    });
    const file = await fetchFile(FILE_ID);
    expect(file.mime).toBe('application/pdf');
    expect(requests.map((r) => r.url)).toEqual([
      `/common/download?fileId=${FILE_ID}`,
      '/api/auth/refresh',
      `/common/download?fileId=${FILE_ID}`,
    ]);
  });

  it("turns a refusal's envelope into an ApiError with the status and the server's message", async () => {
    mockFetch(() => refusal(404, '파일을 찾을 수 없습니다.'));
    const error = await fetchFile(FILE_ID).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', status: 404, message: '파일을 찾을 수 없습니다.' });
    // A visitor's 401 is not retried: there is no token to renew.
    const { requests } = mockFetch(() => refusal(401, '로그인이 필요합니다.'));
    await expect(fetchFile(FILE_ID)).rejects.toMatchObject({ status: 401 });
    expect(requests).toHaveLength(1);
  });

  it('reports an answer that is not an envelope as a transport failure', async () => {
    mockFetch(() => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(fetchFile(FILE_ID)).rejects.toMatchObject({ kind: 'transport', status: 502 });
  });
});

function renderViewer(props: { name?: string; mime?: string } = {}) {
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/salesManagement/salesDetail/:saleNo',
        element: (
          <FileViewerDialog
            fileId={FILE_ID}
            name={props.name ?? '등기부등본'}
            mime={props.mime ?? 'application/pdf'}
            onClose={onClose}
          />
        ),
      },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: ['/salesManagement/salesDetail/7'] },
  );
  const view = render(<RouterProvider router={router} />);
  return { onClose, router, ...view };
}

describe('FileViewerDialog', () => {
  it('shows an image file from an object URL, offers the download, and frees the URL on close', async () => {
    mockFetch(() => binary(PNG, 'image/png'));
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:viewer-1');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { unmount } = renderViewer({ name: '평면도', mime: 'image/png' });
    expect(screen.getByRole('dialog', { name: '평면도' })).toBeTruthy();
    expect(screen.getByText('불러오는 중…')).toBeTruthy();
    const image = await screen.findByRole('img', { name: '평면도 미리보기' });
    expect(image.getAttribute('src')).toBe('blob:viewer-1');
    expect(create).toHaveBeenCalledTimes(1);
    // The download saves the same file under its Korean name.
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    fireEvent.click(screen.getByRole('button', { name: '평면도 내려받기' }));
    expect(saved).toEqual([{ href: 'blob:viewer-1', download: '평면도.png' }]);
    // Zoomable like the gallery: + and the buttons.
    const level = () => screen.getByRole('button', { name: /원래 크기/ }).textContent;
    fireEvent.keyDown(image, { key: '+' });
    expect(level()).toContain('150%');
    fireEvent.click(screen.getByRole('button', { name: '축소' }));
    expect(level()).toContain('100%');
    expect(revoke).not.toHaveBeenCalled();
    unmount();
    expect(revoke).toHaveBeenCalledWith('blob:viewer-1');
  });

  it('asks a signed-out user to sign in and comes back to the listing afterwards', async () => {
    mockFetch(() => refusal(401, '로그인이 필요합니다.'));
    const { onClose, router } = renderViewer();
    expect(await screen.findByText('로그인이 필요합니다')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /내려받기/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useUserStore.getState().redirectPath).toBe('/salesManagement/salesDetail/7');
  });

  it('says the file is not found on 404, without a retry', async () => {
    mockFetch(() => refusal(404, '파일이 없습니다.'));
    renderViewer();
    expect(await screen.findByText('파일을 찾을 수 없습니다')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '로그인' })).toBeNull();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });

  it('retries after a network failure', async () => {
    let fail = true;
    mockFetch(() => {
      if (fail) return Promise.reject(new TypeError('offline'));
      return binary(PNG, 'image/png');
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:viewer-2');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    renderViewer({ name: '사진', mime: 'image/png' });
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    expect(screen.getByText('파일을 불러오지 못했어요')).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('img', { name: '사진 미리보기' })).toBeTruthy();
  });

  it('explains a format it cannot show and still offers the download, under the name the server gave', async () => {
    mockFetch(() =>
      binary(new Uint8Array([1, 2, 3]), 'application/zip', {
        'Content-Disposition': `attachment; filename="_.zip"; filename*=UTF-8''%EC%B2%A8%EB%B6%80_7.zip`,
      }),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:viewer-3');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    renderViewer({ name: '첨부', mime: 'application/zip' });
    expect(await screen.findByText('이 형식은 미리 볼 수 없어요')).toBeTruthy();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    fireEvent.click(screen.getByRole('button', { name: '첨부 내려받기' }));
    expect(saved).toEqual(['첨부_7.zip']);
  });

  it('in the app, hands the bridge a signed link to the file (a blob: URL means nothing to the native side)', async () => {
    useUserStore.setState({ accessToken: 'jwt-1' });
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    const signed = `/common/download?fileId=${FILE_ID}&token=7.1795000000.${'a'.repeat(43)}`;
    const { requests } = mockFetch((request) =>
      request.url.startsWith('/common/downloadLink')
        ? envelopeResponse({
            code: 1,
            message: '성공',
            entity: { url: signed, expiresAt: '2026-11-24T01:05:00.000Z' },
          })
        : binary(PNG, 'application/pdf', {
            'Content-Disposition': `inline; filename="_.pdf"; filename*=UTF-8''%EB%93%B1%EA%B8%B0%EB%B6%80%EB%93%B1%EB%B3%B8_7.pdf`,
          }),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:viewer-4');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const anchorClicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderViewer({ name: '첨부', mime: 'application/zip' });
    fireEvent.click(await screen.findByRole('button', { name: '첨부 내려받기' }));
    await waitFor(() => expect(postMessage).toHaveBeenCalled());
    const link = requests.find((r) => r.url.startsWith('/common/downloadLink'));
    expect(link?.url).toBe(`/common/downloadLink?fileId=${FILE_ID}`);
    expect(link?.headers.get('Authorization')).toBe('Bearer jwt-1');
    expect(postMessage.mock.calls.map(([message]) => JSON.parse(message as string))).toEqual([
      {
        command: 'downloadFile',
        payload: { url: `${window.location.origin}${signed}`, fileName: '등기부등본_7.pdf' },
      },
    ]);
    // Not the browser's way: no anchor download of the blob.
    expect(anchorClicks).not.toHaveBeenCalled();
  });

  it('in the app, says why when no link can be had, and sends nothing to the bridge', async () => {
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    mockFetch((request) =>
      request.url.startsWith('/common/downloadLink')
        ? refusal(404, '파일을 찾을 수 없습니다.')
        : binary(PNG, 'image/png'),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:viewer-5');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    renderViewer({ name: '평면도', mime: 'image/png' });
    render(<ModalHost />);
    fireEvent.click(await screen.findByRole('button', { name: '평면도 내려받기' }));
    expect(await screen.findByText('파일을 찾을 수 없습니다.')).toBeTruthy();
    expect(postMessage).not.toHaveBeenCalled();
  });
});
