import type { ApiRoute } from './route.ts';

/** Listing registration and modification: upload, save, modify, the form of a saved listing, the grade estimate (P8). */
export const SALE_FORM_ROUTES = {} as const satisfies Record<string, ApiRoute>;
