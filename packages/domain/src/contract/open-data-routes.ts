import type { ApiRoute } from './route.ts';

/** Open data a registration reads: address, stations nearby, public price, 실거래, 건축물대장, business checks (P8). */
export const OPEN_DATA_ROUTES = {} as const satisfies Record<string, ApiRoute>;
