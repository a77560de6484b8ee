import type { SaleType } from '@ansim/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The locally stored search filter (product.md §A3): an empty string in a list means 'all'. The search feature
 * owns the rules that change it; this store only keeps the last applied copy across visits.
 */
export interface LocalSearchFilter {
  buildingTypes: string[];
  types: (SaleType | '')[];
  room: string[];
  area: string[];
  floor: string[];
  /** Safety-grade filter beyond the spec (RATE codes); absent in copies saved before it existed. */
  safetyGrades?: string[];
}

/** A search the user ran from /search, newest first (what the list shows and what it searches with). */
export interface RecentSearch {
  saleAddr: string;
  label: string;
  detail?: string;
}

/** How many recent searches /search remembers. */
export const RECENT_SEARCH_LIMIT = 10;

export type AreaUnit = 'm2' | 'pyeong';

interface LocalState {
  searchFilter: LocalSearchFilter;
  areaUnit: AreaUnit;
  /** Optimistic like state (product.md §A4 "Like toggle"): the lists update before the call answers. */
  likedSaleNos: number[];
  unlikedSaleNos: number[];
  recentSearches: RecentSearch[];
}

interface LocalActions {
  setSearchFilter: (filter: LocalSearchFilter) => void;
  setAreaUnit: (unit: AreaUnit) => void;
  markLiked: (saleNo: number, isLike: boolean) => void;
  addRecentSearch: (search: RecentSearch) => void;
  removeRecentSearch: (saleAddr: string) => void;
  clearRecentSearches: () => void;
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
  recentSearches: [],
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
      addRecentSearch: (search) =>
        set((state) => ({
          recentSearches: [
            search,
            ...state.recentSearches.filter((recent) => recent.saleAddr !== search.saleAddr),
          ].slice(0, RECENT_SEARCH_LIMIT),
        })),
      removeRecentSearch: (saleAddr) =>
        set((state) => ({
          recentSearches: state.recentSearches.filter((recent) => recent.saleAddr !== saleAddr),
        })),
      clearRecentSearches: () => set({ recentSearches: [] }),
    }),
    { name: 'ansim.localStorage', version: 1, storage: createJSONStorage(() => localStorage) },
  ),
);
