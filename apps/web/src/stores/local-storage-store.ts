import type { SaleType } from '@ansim/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The locally stored search filter (spec 01 §3): an empty string in a list means 'all'. The search feature
 * owns the rules that change it; this store only keeps the last applied copy across visits.
 */
export interface LocalSearchFilter {
  buildingTypes: string[];
  types: (SaleType | '')[];
  room: string[];
  area: string[];
  floor: string[];
}

export type AreaUnit = 'm2' | 'pyeong';

interface LocalState {
  searchFilter: LocalSearchFilter;
  areaUnit: AreaUnit;
  /** Optimistic like state (spec 01 §4 "Like toggle"): the lists update before the call answers. */
  likedSaleNos: number[];
  unlikedSaleNos: number[];
}

interface LocalActions {
  setSearchFilter: (filter: LocalSearchFilter) => void;
  setAreaUnit: (unit: AreaUnit) => void;
  markLiked: (saleNo: number, isLike: boolean) => void;
}

export const defaultSearchFilter: LocalSearchFilter = {
  buildingTypes: [''],
  types: ['SALE', 'RENT', 'MONTHLY'],
  room: [''],
  area: [''],
  floor: [''],
};

export const initialLocalState: LocalState = {
  searchFilter: defaultSearchFilter,
  areaUnit: 'm2',
  likedSaleNos: [],
  unlikedSaleNos: [],
};

export const useLocalStorageStore = create<LocalState & LocalActions>()(
  persist(
    (set) => ({
      ...initialLocalState,
      setSearchFilter: (searchFilter) => set({ searchFilter }),
      setAreaUnit: (areaUnit) => set({ areaUnit }),
      markLiked: (saleNo, isLike) =>
        set((state) => {
          const liked = state.likedSaleNos.filter((no) => no !== saleNo);
          const unliked = state.unlikedSaleNos.filter((no) => no !== saleNo);
          return isLike
            ? { likedSaleNos: [...liked, saleNo], unlikedSaleNos: unliked }
            : { likedSaleNos: liked, unlikedSaleNos: [...unliked, saleNo] };
        }),
    }),
    { name: 'ansim.localStorage', version: 1, storage: createJSONStorage(() => localStorage) },
  ),
);
