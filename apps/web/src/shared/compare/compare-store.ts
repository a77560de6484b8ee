import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * 비교함: the listings picked for side-by-side comparison on this device, in the order picked, each with
 * its title so that the tray can name it. /compare reads the listings afresh, so a price shown there is
 * today's and a listing gone from the market drops out. The limit is COMPARE_MAX of the contract, written
 * here as a number so that this store (on the first screen, under every card) does not pull the
 * contract's schemas in; compare-store.test.ts holds the two equal.
 */
export const COMPARE_LIMIT = 3;

/** Longer titles are cut: the tray shows a line of each. */
const TITLE_MAX = 80;

export interface ComparePick {
  saleNo: number;
  title: string;
}

interface CompareState {
  picks: ComparePick[];
}

/** What picking a listing did: added, already there, or refused because 비교함 is full. */
export type CompareAddResult = 'added' | 'present' | 'full';

interface CompareActions {
  /** Adds a listing at the end, unless it is there already or 비교함 holds COMPARE_LIMIT. */
  add: (pick: ComparePick) => CompareAddResult;
  remove: (saleNo: number) => void;
  clear: () => void;
}

export const initialCompareState: CompareState = { picks: [] };

const isSaleNo = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

const isPick = (value: unknown): value is ComparePick =>
  typeof value === 'object' &&
  value !== null &&
  isSaleNo((value as ComparePick).saleNo) &&
  typeof (value as ComparePick).title === 'string';

export const useCompareStore = create<CompareState & CompareActions>()(
  persist(
    (set, get) => ({
      ...initialCompareState,
      add: ({ saleNo, title }) => {
        const { picks } = get();
        if (!isSaleNo(saleNo) || picks.some((pick) => pick.saleNo === saleNo)) return 'present';
        if (picks.length >= COMPARE_LIMIT) return 'full';
        set({ picks: [...picks, { saleNo, title: title.slice(0, TITLE_MAX) }] });
        return 'added';
      },
      remove: (saleNo) => set((state) => ({ picks: state.picks.filter((pick) => pick.saleNo !== saleNo) })),
      clear: () => set({ picks: [] }),
    }),
    {
      name: 'ansim.compare',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // Whatever another version or a hand edit left there: distinct listings, at most COMPARE_LIMIT.
      merge: (persisted, current) => {
        const saved = (persisted as Partial<CompareState> | undefined)?.picks;
        const picks: ComparePick[] = [];
        for (const pick of Array.isArray(saved) ? saved : []) {
          if (!isPick(pick) || picks.some((p) => p.saleNo === pick.saleNo)) continue;
          if (picks.length < COMPARE_LIMIT)
            picks.push({ saleNo: pick.saleNo, title: pick.title.slice(0, TITLE_MAX) });
        }
        return { ...current, picks };
      },
    },
  ),
);

/** Whether `saleNo` is in 비교함 (a selector: a card re-renders only when its own answer changes). */
export const useIsCompared = (saleNo: number): boolean =>
  useCompareStore((state) => state.picks.some((pick) => pick.saleNo === saleNo));

/** How many listings 비교함 holds. */
export const useCompareCount = (): number => useCompareStore((state) => state.picks.length);
