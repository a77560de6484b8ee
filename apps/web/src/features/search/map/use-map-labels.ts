import { defaultFilter } from '@ansim/domain';
import { useQuery } from '@tanstack/react-query';
import type { FeatureCollection } from 'geojson';
import type { GeoJSONSource, Map as MapLibreMap, Marker } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { regionCountsQueryOptions } from '../api/get-region-counts.ts';
import { labelPoint, type MapLevel, NO_BOUNDS, padBounds } from './map-geometry.ts';
import { type MarkerFactory, placeLabel, syncMarkers } from './map-markers.ts';
import styles from './search-map.module.css';
import type { Viewport } from './use-map-instance.ts';

const GEO_URL = `${import.meta.env.BASE_URL}geo/sigungu-boundaries-2018.geojson`;

interface SigunguCollection {
  type: 'FeatureCollection';
  features: {
    properties: { name: string; sido: string; code: string };
    geometry: { type: string; coordinates: unknown };
  }[];
}

/** The offline 시군구 boundaries that ship with the app (public/geo). */
const useBoundaries = () =>
  useQuery({
    queryKey: ['geo', 'sigungu'],
    queryFn: async ({ signal }) => {
      const response = await fetch(GEO_URL, { signal });
      if (!response.ok) throw new Error(`${GEO_URL}: ${response.status}`);
      return (await response.json()) as SigunguCollection;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * The names that say where the map is: the 시군구 boundaries with their names (the style sheet shows
 * them once the bubbles no longer do), and close in, the 동 names around the view, whatever the filter.
 */
export function useMapLabels(
  map: MapLibreMap | null,
  level: MapLevel | null,
  viewport: Viewport | null,
): void {
  const boundaries = useBoundaries();
  const places = useQuery({
    ...regionCountsQueryOptions('dong', {
      ...defaultFilter(),
      ...(viewport ? padBounds(viewport.bounds, 0.5) : NO_BOUNDS),
    }),
    enabled: level === 'listings',
  });

  const districtLabels = useRef(new Map<string, Marker>());
  useEffect(() => {
    if (!map || !boundaries.data) return;
    map.getSource<GeoJSONSource>('regions')?.setData(boundaries.data as unknown as FeatureCollection);
    const next = new Map<string, MarkerFactory>();
    for (const feature of boundaries.data.features) {
      const point = labelPoint(feature.geometry);
      if (point) {
        next.set(feature.properties.code, () =>
          placeLabel(feature.properties.name, point, styles.districtLabel),
        );
      }
    }
    syncMarkers(districtLabels.current, next, map);
  }, [map, boundaries.data]);

  const dongLabels = useRef(new Map<string, Marker>());
  useEffect(() => {
    if (!map) return;
    const next = new Map<string, MarkerFactory>();
    if (level === 'listings') {
      for (const place of places.data ?? []) {
        next.set(place.code, () => placeLabel(place.name, [place.lng, place.lat], styles.dongLabel));
      }
    }
    syncMarkers(dongLabels.current, next, map);
  }, [map, level, places.data]);
}
