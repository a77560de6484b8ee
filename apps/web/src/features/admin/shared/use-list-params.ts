import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface ListSort {
  key: string;
  order: 'asc' | 'desc';
}

export interface ListParams<F extends string> {
  page: number;
  sort: ListSort | null;
  filters: Record<F, string>;
  /** What the list call sends: page, sort, order, and the filters that are set. */
  query: Record<string, string | number>;
  setPage: (page: number) => void;
  setSort: (sort: ListSort | null) => void;
  /** Changes filters and goes back to the first page. */
  setFilters: (next: Partial<Record<F, string>>) => void;
  reset: () => void;
}

/**
 * A console table's page, sort and filters, kept in the address: a reload, a shared link or the way back
 * from a detail shows the same rows. `filterKeys` are the query names the list's call takes.
 */
export function useListParams<const F extends string>(filterKeys: readonly F[]): ListParams<F> {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const sortKey = params.get('sort');
  const order = params.get('order') === 'asc' ? 'asc' : 'desc';
  const sort = sortKey ? { key: sortKey, order: order as ListSort['order'] } : null;
  const serialized = params.toString();

  const filters = useMemo(() => {
    const current = new URLSearchParams(serialized);
    return Object.fromEntries(filterKeys.map((key) => [key, current.get(key) ?? ''])) as Record<F, string>;
  }, [serialized, filterKeys]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const query: Record<string, string | number> = { page };
  if (sort) Object.assign(query, { sort: sort.key, order: sort.order });
  for (const key of filterKeys) if (filters[key] !== '') query[key] = filters[key];

  return {
    page,
    sort,
    filters,
    query,
    setPage: (next) => update((p) => (next <= 1 ? p.delete('page') : p.set('page', String(next)))),
    setSort: (next) =>
      update((p) => {
        p.delete('page');
        if (next) {
          p.set('sort', next.key);
          p.set('order', next.order);
        } else {
          p.delete('sort');
          p.delete('order');
        }
      }),
    setFilters: (next) =>
      update((p) => {
        p.delete('page');
        for (const [key, value] of Object.entries(next) as [F, string | undefined][]) {
          if (value) p.set(key, value);
          else p.delete(key);
        }
      }),
    reset: () =>
      update((p) => {
        for (const key of [...p.keys()]) p.delete(key);
      }),
  };
}
