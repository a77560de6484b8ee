import { routeTable } from '../../../shared/api/routes.ts';

/** The boards' calls (spec 02 §7); the terms text is in shared/board-html, which sign-up reads too. */
export const BOARD_ROUTES = routeTable({
  boardList: { method: 'GET', path: '/api/list' },
  boardDetail: { method: 'PATCH', path: '/api/board/:boardNo' },
});

export const BOARDS_KEY = ['boards'] as const;
