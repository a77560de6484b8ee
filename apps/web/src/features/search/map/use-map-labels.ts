import { useQuery } from '@tanstack/react-query';
import type { FeatureCollection } from 'geojson';
import type { GeoJSONSource, Map as MapLibreMap, Marker } from 'maplibre-gl';
import { useEffect, useMemo, useRef } from 'react';
import { subwayListQueryOptions } from '../../../shared/api/get-subway-list.ts';
import { useDongLabels, useSigunguBoundaries } from '../../../shared/map/geo-data.ts';
import { labelPoint, type MapLevel, padBounds } from './map-geometry.ts';
import {
  declutterLabels,
  type MarkerFactory,
  placeLabel,
  stationMarker,
  syncMarkers,
} from './map-markers.ts';
import { inBounds, mapStations } from './map-places.ts';
import styles from './search-map.module.css';
import type { Viewport } from './use-map-instance.ts';

/**
 * The names that say where the map is, all drawn offline: the 시군구 boundaries with their names (the style
 * sheet shows them once the bubbles no longer do), and at street zoom (the listings' level) the subway
 * stations and 동 names in and just around the view. Only those are in the page, a few dozen at a time,
 * and names that would print over each other wait, stations first.
 */
export function useMapLabels(
  map: MapLibreMap | null,
  level: MapLevel | null,
  viewport: Viewport | null,
): void {
  const boundaries = useSigunguBoundaries();
  const street = level === 'listings';
  const dongs = useDongLabels(street);
  // The same query as the one /main warms (navigation-effects.tsx): usually already in the cache.
  const stationRows = useQuery({ ...subwayListQueryOptions(), enabled: street });
  const stations = useMemo(() => mapStations(stationRows.data ?? []), [stationRows.data]);

  const districtLabels = useRef(new Map<string, Marker>());
  useEffect(() => {
    if (!map || !boundaries.data) return;
    map.getSource<GeoJSONSource>('regions')?.setData(boundaries.data as unknown as FeatureCollection);
    const next = new Map<string, MarkerFactory>();
    for (const feature of boundaries.data.features) {
      const point = labelPoint(feature.geometry);
      if (point) {
        next.set(feature.properties.code, () =>
          placeLabel(feature.properties.name, point, styles.districtLabel, 'district'),
        );
      }
    }
    syncMarkers(districtLabels.current, next, map);
  }, [map, boundaries.data]);

  // Stations first: in one map they keep their place when a 동 name would cover them.
  const streetLabels = useRef(new Map<string, Marker>());
  useEffect(() => {
    if (!map) return;
    const next = new Map<string, MarkerFactory>();
    if (street && viewport) {
      // A margin around the view, so that a short drag does not show empty edges before the labels follow.
      const around = padBounds(viewport.bounds, 0.25);
      for (const station of stations) {
        if (inBounds(station, around)) next.set(`s:${station.key}`, () => stationMarker(station));
      }
      for (const dong of dongs.data ?? []) {
        if (!inBounds(dong, around)) continue;
        next.set(`d:${dong.name}@${dong.lng},${dong.lat}`, () =>
          placeLabel(dong.name, [dong.lng, dong.lat], styles.dongLabel, 'dong'),
        );
      }
    }
    syncMarkers(streetLabels.current, next, map);
    // In the order of `next`: the map's insertion order keeps old markers first, so sort by kind.
    const ordered = [...streetLabels.current.entries()]
      .sort(([a], [b]) => Number(b.startsWith('s:')) - Number(a.startsWith('s:')))
      .map(([, marker]) => marker);
    declutterLabels(map, ordered);
  }, [map, street, viewport, stations, dongs.data]);
}
