import type { SearchFilter } from '@ansim/domain';
import type { Map as MapLibreMap, Marker } from 'maplibre-gl';
import { useEffect, useEffectEvent, useRef } from 'react';
import { type RegionCount, useRegionCounts } from '../api/get-region-counts.ts';
import type { MapCamera } from '../model/map-store.ts';
import type { MapLevel } from './map-geometry.ts';
import { declutter, type MarkerFactory, regionBubble, syncMarkers } from './map-markers.ts';

/**
 * Below LISTING_ZOOM, a bubble per region of the level (시도, 시군구, 동) with its count under `filter`;
 * a tap tells `onPick` and flies in. Bubbles that would cover a busier one wait until the user zooms in.
 * Returns the counts' query, whose fetching the map shows.
 */
export function useRegionBubbles(
  map: MapLibreMap | null,
  level: MapLevel | null,
  filter: SearchFilter,
  onPick: (region: RegionCount, camera: MapCamera) => void,
) {
  const regions = useRegionCounts(
    level === 'listings' || level === null ? 'dong' : level,
    filter,
    level !== null && level !== 'listings',
  );
  const pick = useEffectEvent((region: RegionCount, camera: MapCamera) => onPick(region, camera));
  const bubbles = useRef(new Map<string, Marker>());

  useEffect(() => {
    if (!map) return;
    const next = new Map<string, MarkerFactory>();
    if (level !== null && level !== 'listings') {
      for (const region of regions.data ?? []) {
        next.set(`${level}:${region.code}`, () => regionBubble(map, region, level, pick));
      }
    }
    syncMarkers(bubbles.current, next, map);
    declutter(map, bubbles.current.values());

    const onMoveEnd = () => declutter(map, bubbles.current.values());
    map.on('moveend', onMoveEnd);
    return () => {
      map.off('moveend', onMoveEnd);
    };
  }, [map, level, regions.data]);

  return regions;
}
