import { adoptServerCodeNames, TIMINGS } from '@ansim/domain';
import type { CommonCode, SubwayStation } from '@ansim/domain/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_POSITION } from '../shared/native/commands.ts';

export interface StoredLocation {
  lat: number;
  lng: number;
  /** Where the reading came from; `default` means we fell back to City Hall. */
  source: 'native' | 'browser' | 'default';
  /** The native callback's code (product.md §A4 "Native location callback"): 1 success, -1 unavailable. */
  code?: number;
}

/** Device info saved on native app start (product.md §A3 "Device info"). */
export interface DeviceInfo {
  deviceType: string;
  deviceId: string;
  pushToken: string;
  appVersion: string;
  os: string;
}

interface ServiceState {
  codes: CommonCode[];
  subwayList: SubwayStation[];
  location: StoredLocation;
  deviceInfo: DeviceInfo | null;
  /** Epoch ms until which the main popup stays hidden ('hide for a day'). */
  mainPopupHideUntil: number | null;
}

interface ServiceActions {
  setCodes: (codes: CommonCode[]) => void;
  setSubwayList: (subwayList: SubwayStation[]) => void;
  setLocation: (location: StoredLocation) => void;
  setDeviceInfo: (deviceInfo: DeviceInfo) => void;
  hideMainPopupForADay: (now?: number) => void;
}

export const initialServiceState: ServiceState = {
  codes: [],
  subwayList: [],
  location: { ...DEFAULT_POSITION, source: 'default' },
  deviceInfo: null,
  mainPopupHideUntil: null,
};

export const useServiceStore = create<ServiceState & ServiceActions>()(
  persist(
    (set) => ({
      ...initialServiceState,
      setCodes: (codes) => {
        // Labels drawn from now on use the operator's names (codeName).
        adoptServerCodeNames(codes);
        set({ codes });
      },
      setSubwayList: (subwayList) => set({ subwayList }),
      setLocation: (location) => set({ location }),
      setDeviceInfo: (deviceInfo) => set({ deviceInfo }),
      hideMainPopupForADay: (now = Date.now()) => set({ mainPopupHideUntil: now + TIMINGS.mainPopupHide }),
    }),
    {
      name: 'ansim.service',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // The codes kept from the last visit name things until this visit's list arrives.
      onRehydrateStorage: () => (state) => {
        if (state?.codes.length) adoptServerCodeNames(state.codes);
      },
    },
  ),
);

/** The codes of one group, e.g. `codesOf(codes, 'RATE')`. */
export const codesOf = (codes: readonly CommonCode[], groupCode: string): CommonCode[] =>
  codes.filter((code) => code.groupCode === groupCode);
