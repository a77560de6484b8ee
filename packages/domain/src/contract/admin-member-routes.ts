import type { ApiRoute } from './route.ts';

/** The operator console's member calls (issue 17); every path is under /api/admin and answers ADMIN only. */
export const ADMIN_MEMBER_ROUTES = {} satisfies Record<string, ApiRoute>;
