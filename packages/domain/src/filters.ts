/*
 * The search filter, in two halves: the state the client edits and keeps (filter-state.ts) and the query
 * that carries it to the server and is parsed there (filter-query.ts).
 */
export * from './filter-params.ts';
export * from './filter-query.ts';
export * from './filter-state.ts';
