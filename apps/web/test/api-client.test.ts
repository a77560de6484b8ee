import { safeNewListParams } from '@ansim/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  adoptFirstAnswers,
  api,
  buildUrl,
  FIRST_ANSWERS_ID,
  formatRequestDateTime,
  unwrap,
} from '../src/shared/api/api-client.ts';
import { ApiError } from '../src/shared/api/api-error.ts';
import { getCodeList } from '../src/shared/api/get-code-list.ts';
import { useLoadingStore } from '../src/shared/api/loading-store.ts';
import { useUserStore } from '../src/stores/user-store.ts';
import { envelopeResponse, mockFetch, ok } from './helpers/fetch.ts';

describe('request headers (product.md §A6, §A7)', () => {
  it('sends the member headers, JSON and the request time to a visitor call', async () => {
    const { requests } = mockFetch();
    await api.get('/api/search/sale/list', { page: 1 });
    const headers = requests[0]!.headers;
    expect(headers.get('memberType')).toBe('GUEST');
    expect(headers.get('userType')).toBe('MEMBER');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('requestDateTime')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(headers.has('Authorization')).toBe(false);
  });

  it('adds the bearer token when signed in', async () => {
    useUserStore.setState({ accessToken: 'jwt-abc' });
    const { requests } = mockFetch();
    await api.post('/api/user/like', { isLike: true, saleNo: 3, saleUserNo: 9, userNo: 7 });
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer jwt-abc');
    expect(requests[0]!.body).toEqual({ isLike: true, saleNo: 3, saleUserNo: 9, userNo: 7 });
  });

  it('always sends a JSON body with POST and PATCH, and none with DELETE', async () => {
    const { requests } = mockFetch();
    await api.patch('/api/user/status/7');
    await api.delete('/api/thing', { no: 4 });
    expect(requests[0]!.body).toEqual({});
    expect(requests[1]!.body).toBeUndefined();
    expect(requests[1]!.headers.has('Content-Type')).toBe(false);
    expect(requests[1]!.url).toBe('/api/thing?no=4');
  });

  it('sends form and multipart bodies with the right content type', async () => {
    const { requests } = mockFetch();
    await api.postForm('/api/form', { a: '1' });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await api.postMultipart('/common/upload', form);
    expect(requests[0]!.headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(requests[1]!.headers.has('Content-Type')).toBe(false);
    expect(requests[1]!.body).toBe(form);
  });

  it('writes lists as repeated keys and leaves out empty values', () => {
    expect(
      buildUrl('/api/search/sale/list', { types: ['SALE', 'RENT'], saleAddr: null, page: 1, x: undefined }),
    ).toBe('/api/search/sale/list?types=SALE&types=RENT&page=1');
  });

  it('formats the request time with its offset', () => {
    const date = new Date(2026, 10, 22, 9, 5, 7);
    expect(formatRequestDateTime(date)).toMatch(/^2026-11-22T09:05:07[+-]\d{2}:\d{2}$/);
  });
});

describe('responses', () => {
  it('reads the envelope whatever the HTTP status', async () => {
    mockFetch(() =>
      envelopeResponse({ code: -409, message: '이미 처리된 요청입니다.', entity: null }, { status: 409 }),
    );
    expect(await api.post('/api/report', {})).toEqual({
      code: -409,
      message: '이미 처리된 요청입니다.',
      entity: null,
    });
  });

  it('stores a new token handed over in the Authorization header', async () => {
    mockFetch(() =>
      envelopeResponse(
        { code: 1, message: '성공', entity: {} },
        { headers: { Authorization: 'Bearer next-token' } },
      ),
    );
    await api.post('/api/login', { id: 'ansim01', password: 'pass1234' });
    expect(useUserStore.getState().accessToken).toBe('next-token');
  });

  it('fails as transport when the answer is not an envelope', async () => {
    mockFetch(() => new Response('<html>Bad Gateway</html>', { status: 502 }));
    const error = await api.get('/common/codeList').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('transport');
    expect((error as ApiError).status).toBe(502);
  });

  it('fails as network when there is no answer, and clears the spinner', async () => {
    vi.useFakeTimers();
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const pending = api.get('/api/sale/list').catch((e: unknown) => e);
    expect(useLoadingStore.getState().visible).toBe(true);
    const error = await pending;
    expect((error as ApiError).kind).toBe('network');
    await vi.advanceTimersByTimeAsync(100);
    expect(useLoadingStore.getState().visible).toBe(false);
  });

  it('unwrap gives the entity on code 1 and the server message otherwise', () => {
    expect(unwrap({ code: 1, message: '성공', entity: [1] })).toEqual([1]);
    expect(() => unwrap({ code: -404, message: '요청하신 정보를 찾을 수 없습니다.', entity: null })).toThrow(
      '요청하신 정보를 찾을 수 없습니다.',
    );
  });

  it('get-code-list calls GET /common/codeList quietly and returns the codes', async () => {
    const code = {
      groupCode: 'SALE_TYPE',
      code: 'SALE',
      codeName: '매매',
      description: null,
      parentCode: null,
    };
    const { requests } = mockFetch(() => ok([code]));
    expect(await getCodeList({ groupCode: 'SALE_TYPE' })).toEqual([code]);
    expect(requests[0]!.url).toBe('/common/codeList?groupCode=SALE_TYPE');
    expect(useLoadingStore.getState().pending.default).toBe(0);
  });
});

describe('answers embedded in the page (server: first-answers.ts)', () => {
  const path = '/api/search/sale/list';
  const visitor = safeNewListParams({ kind: 'seoul' }, null);
  const envelope = { code: 1, message: '성공', entity: { list: [{ saleNo: 1, title: '</script> 역삼' }] } };

  /** The page's data block as the server writes it, `<` escaped. */
  const embed = (answers: Record<string, unknown>) => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = FIRST_ANSWERS_ID;
    block.textContent = JSON.stringify(answers).replace(/</g, '\\u003c');
    document.head.append(block);
    adoptFirstAnswers();
  };

  it('answers the GET of the embedded URL once without the network, then asks the network', async () => {
    embed({ [buildUrl(path, visitor)]: envelope });
    expect(document.getElementById(FIRST_ANSWERS_ID)).toBeNull();
    const { requests } = mockFetch(() => ok({ list: [] }));
    expect(await api.get(path, visitor)).toEqual(envelope);
    expect(requests).toHaveLength(0);
    expect(await api.get(path, visitor)).toEqual({ code: 1, message: '성공', entity: { list: [] } });
    expect(requests.map((r) => r.url)).toEqual([buildUrl(path, visitor)]);
  });

  it('sends any other call to the network: another viewer, another query, another method', async () => {
    embed({ [buildUrl(path, visitor)]: envelope });
    const { requests } = mockFetch(() => ok({ list: [] }));
    await api.get(path, safeNewListParams({ kind: 'seoul' }, 7));
    await api.get(path, { ...visitor, sort: 'PRICE_ASC' });
    await api.delete(path, visitor);
    expect(requests).toHaveLength(3);
    // Still there for the call it answers.
    expect(await api.get(path, visitor)).toEqual(envelope);
    expect(requests).toHaveLength(3);
  });

  it('ignores a block that does not parse', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = FIRST_ANSWERS_ID;
    block.textContent = '{"broken';
    document.head.append(block);
    adoptFirstAnswers();
    const { requests } = mockFetch(() => ok({ list: [] }));
    await api.get(path, visitor);
    expect(requests).toHaveLength(1);
  });
});
