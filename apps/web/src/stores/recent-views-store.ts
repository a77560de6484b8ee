import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * 최근 본 매물: the listings this device opened, newest first. Only the numbers are kept; the home fetches
 * the listings afresh, so a price shown there is today's and a listing gone from the market drops out.
 */
export const RECENT_VIEW_LIMIT = 20;

interface RecentViewsState {
  saleNos: number[];
}

interface RecentViewsActions {
  /** A listing was opened: it moves to the front, and the oldest falls off past the limit. */
  record: (saleNo: number) => void;
  /** Listings that no longer come back from the search (sold, stopped, deleted). */
  forget: (saleNos: readonly number[]) => void;
  clear: () => void;
}

export const initialRecentViewsState: RecentViewsState = { saleNos: [] };

const isSaleNo = (value: number) => Number.isSafeInteger(value) && value > 0;

export const useRecentViewsStore = create<RecentViewsState & RecentViewsActions>()(
  persist(
    (set) => ({
      ...initialRecentViewsState,
      record: (saleNo) =>
        set((state) =>
          isSaleNo(saleNo)
            ? {
                saleNos: [saleNo, ...state.saleNos.filter((no) => no !== saleNo)].slice(0, RECENT_VIEW_LIMIT),
              }
            : state,
        ),
      forget: (saleNos) => {
        if (saleNos.length === 0) return;
        const gone = new Set(saleNos);
        set((state) => ({ saleNos: state.saleNos.filter((no) => !gone.has(no)) }));
      },
      clear: () => set({ saleNos: [] }),
    }),
    {
      name: 'ansim.recentViews',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // Whatever another version or a hand edit left there, only listing numbers come back.
      merge: (persisted, current) => {
        const saved = (persisted as Partial<RecentViewsState> | undefined)?.saleNos;
        const saleNos = Array.isArray(saved)
          ? saved
              .filter((no): no is number => typeof no === 'number' && isSaleNo(no))
              .slice(0, RECENT_VIEW_LIMIT)
          : [];
        return { ...current, saleNos };
      },
    },
  ),
);
