import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadFile } from '../src/features/sale-form/api/upload-file.ts';
import { isApiError } from '../src/shared/api/api-error.ts';
import { useUserStore } from '../src/stores/user-store.ts';
import { ok } from './helpers/fetch.ts';

/** A stand-in XMLHttpRequest that records what was sent and answers when the test says. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers = new Map<string, string>();
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  responseHeaders = new Map<string, string>();
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(key: string, value: string) {
    this.headers.set(key.toLowerCase(), value);
  }
  getResponseHeader(key: string) {
    return this.responseHeaders.get(key.toLowerCase()) ?? null;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, envelope: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = JSON.stringify(envelope);
    for (const [k, v] of Object.entries(headers)) this.responseHeaders.set(k.toLowerCase(), v);
    this.onload?.();
  }
}

const ENTITY = {
  fileId: '11111111-1111-4111-8111-111111111111',
  purpose: 'saleImage',
  fileName: 'front.jpg',
  contentType: 'image/jpeg',
  size: 4,
  width: 800,
  height: 600,
  previewUrl: '/images/sale/card/abc.webp',
};

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'front.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  useUserStore.setState({ accessToken: 'token-1' });
});
afterEach(() => vi.unstubAllGlobals());

describe('uploadFile', () => {
  it('sends one file with its purpose and the bearer token, reporting progress', async () => {
    const fractions: number[] = [];
    const done = uploadFile(photo(), 'saleImage', (f) => fractions.push(f));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/common/upload');
    expect(xhr.headers.get('authorization')).toBe('Bearer token-1');
    // The browser sets the multipart boundary: a Content-Type of ours would break it.
    expect(xhr.headers.has('content-type')).toBe(false);
    expect(xhr.body?.get('purpose')).toBe('saleImage');
    expect((xhr.body?.get('file') as File | undefined)?.name).toBe('front.jpg');

    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.answer(200, { code: 1, message: '성공', entity: ENTITY });
    await expect(done).resolves.toEqual(ENTITY);
    expect(fractions).toEqual([0.25, 1, 1]);
  });

  it('rejects with the server’s Korean message', async () => {
    const done = uploadFile(photo(), 'saleImage');
    FakeXhr.sent[0]!.answer(400, {
      code: -400,
      message: '사진은 10MB 이하의 파일만 올릴 수 있습니다.',
      entity: null,
    });
    const error = await done.catch((e: unknown) => e);
    expect(isApiError(error) && error.message).toBe('사진은 10MB 이하의 파일만 올릴 수 있습니다.');
    expect(isApiError(error) && error.code).toBe(-400);
  });

  it('renews an expired token once and sends the file again', async () => {
    const fetchMock = vi.fn(async () => {
      const response = ok(null);
      response.headers.set('Authorization', 'Bearer token-2');
      return response;
    });
    vi.stubGlobal('fetch', fetchMock);
    const done = uploadFile(photo(), 'saleDocument');
    FakeXhr.sent[0]!.answer(401, { code: -401, message: '로그인이 필요합니다.', entity: null });
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    const retry = FakeXhr.sent[1]!;
    expect(retry.headers.get('authorization')).toBe('Bearer token-2');
    retry.answer(200, { code: 1, message: '성공', entity: { ...ENTITY, purpose: 'saleDocument' } });
    await expect(done).resolves.toMatchObject({ purpose: 'saleDocument' });
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const done = uploadFile(photo(), 'saleImage', undefined, controller.signal);
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });
});
