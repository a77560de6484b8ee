import { create } from 'zustand';

/**
 * product.md §A3 "Map data". `sale`: the map is close enough to show listings, and the area at its centre names
 * the list. `area`: the map shows region counts, and the list has no area name.
 */
export type MapSearchType = 'sale' | 'area';

export interface MapBounds {
  southWestLat: number;
  southWestLng: number;
  northEastLat: number;
  northEastLng: number;
}

export interface MapCamera {
  lng: number;
  lat: number;
  zoom: number;
}

interface MapState {
  type: MapSearchType;
  /** What the map shows; while set, the list follows the map instead of the searched area. */
  bounds: MapBounds | null;
  /** Listings of a marker or cluster the user tapped; the list then shows only these. */
  nos: number[];
  /** Where the map was, so it opens there again when the user comes back to it. */
  camera: MapCamera | null;
}

interface MapActions {
  follow: (type: MapSearchType, bounds: MapBounds, camera: MapCamera) => void;
  select: (nos: number[]) => void;
  /** The list becomes a searched region again (a bubble was tapped), with the map moved to it. */
  focus: (camera: MapCamera) => void;
  /** Back to the searched area: bounds and selection cleared, the camera kept. */
  unfollow: () => void;
  /** A new search starts from nothing. */
  reset: () => void;
}

const initialMapState: MapState = { type: 'area', bounds: null, nos: [], camera: null };

export const useMapStore = create<MapState & MapActions>()((set) => ({
  ...initialMapState,
  follow: (type, bounds, camera) => set({ type, bounds, camera, nos: [] }),
  select: (nos) => set({ nos }),
  focus: (camera) => set({ type: 'area', bounds: null, nos: [], camera }),
  unfollow: () => set({ bounds: null, nos: [] }),
  reset: () => set(initialMapState),
}));
