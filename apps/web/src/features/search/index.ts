/**
 * What other features may use of search: the card list and the like toggle, shared with the wish list so
 * that a listing looks and behaves the same wherever it appears. Nothing else leaves this folder.
 */
export { SaleList } from './components/sale-list.tsx';
export { LIKE_LIST_KEY } from './model/like-cache.ts';
export { useLikeToggle } from './model/use-like-toggle.ts';
export { useScrollRestore } from './model/use-scroll-restore.ts';
