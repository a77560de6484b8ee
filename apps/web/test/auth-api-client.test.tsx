import { describe, expect, it } from 'vitest';
import { api } from '../src/shared/api/api-client.ts';
import { useUserStore } from '../src/stores/user-store.ts';
import { fail, serve, serverUser, signedIn } from './auth-fixtures.tsx';
import { ok } from './helpers/fetch.ts';

const UNAUTHORIZED = () => fail(-401, '로그인이 필요합니다.', 401);

function signInLocally() {
  useUserStore.setState({ user: { userNo: 7, name: '김안심', id: 'ansim01' }, accessToken: 'expired' });
}

describe('an expired access token (15 minutes)', () => {
  it('is refreshed from the cookie once, and the call is retried with the new token', async () => {
    signInLocally();
    const { requests } = serve({
      'PATCH /api/user/detail/7': (request) =>
        request.headers.get('Authorization') === 'Bearer fresh' ? ok({ userNo: 7 }) : UNAUTHORIZED(),
      'POST /api/auth/refresh': () => signedIn(serverUser(), 'fresh'),
    });
    const envelope = await api.patch('/api/user/detail/7');
    expect(envelope).toMatchObject({ code: 1, entity: { userNo: 7 } });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'PATCH /api/user/detail/7',
      'POST /api/auth/refresh',
      'PATCH /api/user/detail/7',
    ]);
    const refresh = requests[1]!;
    expect(refresh.body).toBeUndefined();
    expect(refresh.headers.has('Content-Type')).toBe(false);
    expect(useUserStore.getState().accessToken).toBe('fresh');
  });

  it('shares one refresh between calls that expire together', async () => {
    signInLocally();
    const { requests } = serve({
      'GET /api/a': (request) =>
        request.headers.get('Authorization') === 'Bearer fresh' ? ok('a') : UNAUTHORIZED(),
      'GET /api/b': (request) =>
        request.headers.get('Authorization') === 'Bearer fresh' ? ok('b') : UNAUTHORIZED(),
      'POST /api/auth/refresh': () => signedIn(serverUser(), 'fresh'),
    });
    const [a, b] = await Promise.all([api.get('/api/a'), api.get('/api/b')]);
    expect([a.entity, b.entity]).toEqual(['a', 'b']);
    expect(requests.filter((r) => r.url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('signs out on this device when the refresh is refused, and hands back the 401 answer', async () => {
    signInLocally();
    const { requests } = serve({
      'GET /api/user/like/list': UNAUTHORIZED,
      'POST /api/auth/refresh': UNAUTHORIZED,
    });
    const envelope = await api.get('/api/user/like/list');
    expect(envelope.code).toBe(-401);
    expect(useUserStore.getState().user).toBeNull();
    expect(useUserStore.getState().accessToken).toBeNull();
    expect(requests.filter((r) => r.url === '/api/user/like/list')).toHaveLength(1);
  });

  it('retries only once, even if the retried call is refused again', async () => {
    signInLocally();
    const { requests } = serve({
      'GET /api/x': UNAUTHORIZED,
      'POST /api/auth/refresh': () => signedIn(serverUser(), 'fresh'),
    });
    expect((await api.get('/api/x')).code).toBe(-401);
    expect(requests.map((r) => r.url)).toEqual(['/api/x', '/api/auth/refresh', '/api/x']);
  });

  it('does not refresh for a visitor, nor for a refused sign-in', async () => {
    const { requests } = serve({
      'GET /api/x': UNAUTHORIZED,
      'POST /api/login': () => fail(-1101, '아이디 또는 비밀번호가 일치하지 않습니다.', 401),
    });
    await api.get('/api/x');
    signInLocally();
    await api.post('/api/login', { id: 'ansim01', password: 'nope' });
    expect(requests.map((r) => r.url)).toEqual(['/api/x', '/api/login']);
    expect(useUserStore.getState().user).not.toBeNull();
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    signInLocally();
    serve({
      'GET /api/x': UNAUTHORIZED,
      'POST /api/auth/refresh': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect((await api.get('/api/x')).code).toBe(-401);
    expect(useUserStore.getState().accessToken).toBe('expired');
  });
});
