import {
  collapseToAll,
  fromStoredFilter,
  RATE_CODES,
  type RateCode,
  type SearchFilter,
  toStoredFilter,
} from '@ansim/domain';
import { useMemo } from 'react';
import { create } from 'zustand';
import { type LocalSearchFilter, useLocalStorageStore } from '../../../stores/local-storage-store.ts';

const RATE_OPTIONS = RATE_CODES.map((rate) => rate.code);

/** The applied filter as the last visit left it in local storage (product.md §A3 "Locally stored filter"). */
export const filterFromLocal = (stored: LocalSearchFilter): SearchFilter => ({
  ...fromStoredFilter(stored),
  safetyGrades: collapseToAll<RateCode>(stored.safetyGrades ?? [], RATE_OPTIONS),
});

/** What local storage keeps: the spec's five lists ('' for all) and the grade filter. */
export const filterToLocal = (filter: SearchFilter): LocalSearchFilter => {
  const orAll = (list: readonly string[]) => (list.length === 0 ? [''] : [...list]);
  const stored = toStoredFilter(filter);
  return {
    buildingTypes: orAll(stored.buildingTypes),
    types: [...stored.types],
    room: orAll(stored.room),
    area: orAll(stored.area),
    floor: orAll(stored.floor),
    safetyGrades: orAll(filter.safetyGrades),
  };
};

interface FilterState {
  /**
   * The filter applied in this visit, prices included (the spec keeps only the lists locally); null until
   * the first apply, when the locally stored copy is the filter.
   */
  applied: SearchFilter | null;
  apply: (filter: SearchFilter) => void;
  reset: () => void;
}

export const useFilterStore = create<FilterState>()((set) => ({
  applied: null,
  // product.md §A4: apply saves the filter locally and notifies the list (the list reads this store).
  apply: (filter) => {
    const applied = { ...filter, page: 1 };
    useLocalStorageStore.getState().setSearchFilter(filterToLocal(applied));
    set({ applied });
  },
  reset: () => set({ applied: null }),
}));

/** The applied filter: this visit's, else the one local storage kept. */
export function useAppliedFilter(): SearchFilter {
  const applied = useFilterStore((state) => state.applied);
  const stored = useLocalStorageStore((state) => state.searchFilter);
  const fromLocal = useMemo(() => filterFromLocal(stored), [stored]);
  return applied ?? fromLocal;
}
