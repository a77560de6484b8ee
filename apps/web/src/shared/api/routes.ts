import type { API, ApiRoute, HttpMethod } from '@ansim/domain/contract';

type Contract = typeof API;

/** What a call needs of a route at run time: its method and its path. */
export interface RouteRef {
  readonly method: HttpMethod;
  readonly path: string;
}

/** Method and path of routes as the contract has them; a name, method or path it lacks does not compile. */
type ContractPaths = { readonly [K in keyof Contract]?: Pick<Contract[K], 'method' | 'path'> };

/** Method and path of the routes that several screens call. */
const PATHS = {
  addrSuggestions: { method: 'GET', path: '/common/search/addr/list' },
  codeList: { method: 'GET', path: '/common/codeList' },
  intro: { method: 'POST', path: '/common/intro' },
  like: { method: 'POST', path: '/api/user/like' },
  likeList: { method: 'GET', path: '/api/user/like/list' },
  login: { method: 'POST', path: '/api/login' },
  logout: { method: 'POST', path: '/api/logout' },
  mapCounts: { method: 'GET', path: '/common/search/main/map' },
  saleCount: { method: 'GET', path: '/api/search/sale/list/count' },
  saleDetail: { method: 'PATCH', path: '/api/sale/:saleNo' },
  searchSaleList: { method: 'GET', path: '/api/search/sale/list' },
  subwayList: { method: 'GET', path: '/common/subwayList' },
  userStatus: { method: 'PATCH', path: '/api/user/status/:userNo' },
} as const satisfies ContractPaths;

/**
 * Route references by the contract's names, each with its method, path and name. The shared table below
 * holds what several screens call; a feature's own calls get a table in the feature (`routeTable({...})`),
 * so that the first screen's entry chunk does not carry every screen's paths.
 */
export const routeTable = <const P extends ContractPaths>(
  paths: P & Record<Exclude<keyof P, keyof Contract>, never>,
) =>
  Object.fromEntries(Object.entries(paths).map(([name, route]) => [name, { ...route, name }])) as {
    readonly [K in keyof P]: P[K] & { readonly name: K };
  };

/**
 * The routes the web app calls, by the contract's names, each with its method and path and its name.
 *
 * The contract's own table (`API` of @ansim/domain/contract) carries every route's zod schemas and its
 * /docs text: a screen that imports it downloads and runs zod and every schema of the API before it can
 * draw (about 35 KB gzip of the home screen's JavaScript). This table imports the contract for its types
 * only: `call()` takes a route's parameter, query, body and entity types from the contract's entry of the
 * same name, and `satisfies` above holds every method and path here to the contract's, so a name, method
 * or path that the contract does not have does not compile.
 */
export const ROUTES = routeTable(PATHS);

/** The contract's entry for a route: the one it names, or the entry itself when given one (`API.x`). */
export type ContractRouteOf<R extends RouteRef> = R extends { name: infer K extends keyof Contract }
  ? Contract[K]
  : R extends ApiRoute
    ? R
    : never;
