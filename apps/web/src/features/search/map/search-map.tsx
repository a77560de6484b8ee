import 'maplibre-gl/dist/maplibre-gl.css';
import { defaultFilter, mapAddressTitle, type SearchFilter } from '@ansim/domain';
import type { SaleListItem } from '@ansim/domain/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeatureCollection, Point } from 'geojson';
import {
  type GeoJSONSource,
  type MapGeoJSONFeature,
  Map as MapLibreMap,
  type Marker,
  NavigationControl,
  setWorkerUrl,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { MSG } from '../../../shared/messages.ts';
import { type RegionCount, regionCountsQueryOptions, useRegionCounts } from '../api/get-region-counts.ts';
import { getSaleList, saleListParams } from '../api/get-sale-list.ts';
import type { MapBounds, MapCamera, MapSearchType } from '../model/map-store.ts';
import { baseStyle } from './base-style.ts';
import {
  boxAround,
  centreAddress,
  DEFAULT_CENTRE,
  DEFAULT_ZOOM,
  LISTING_ZOOM,
  labelPoint,
  levelForZoom,
  MAX_BOUNDS,
  nearestRegion,
  padBounds,
  roundBounds,
} from './map-geometry.ts';
import {
  clearMarkers,
  clusterCount,
  declutter,
  listingPill,
  type MarkerFactory,
  placeLabel,
  regionBubble,
  syncMarkers,
} from './map-markers.ts';
import styles from './search-map.module.css';

setWorkerUrl(workerUrl);

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

export interface SearchMapProps {
  /** The applied filter; the map adds its own bounds. */
  filter: SearchFilter;
  /** The searched area, to frame the map the first time it opens. */
  saleAddr: string;
  /** Where the map was left, if the user moved it before. */
  camera: MapCamera | null;
  onMove: (type: MapSearchType, bounds: MapBounds, camera: MapCamera, centreTitle: string) => void;
  onSelect: (nos: number[]) => void;
  /** A region bubble was tapped: the list becomes that region's search, and the map flies to it. */
  onRegion: (saleAddr: string, camera: MapCamera) => void;
}

interface Viewport {
  bounds: MapBounds;
  zoom: number;
}

const NO_BOUNDS = { southWestLat: null, southWestLng: null, northEastLat: null, northEastLng: null };

const boundsOf = (map: MapLibreMap): MapBounds => {
  const box = map.getBounds();
  return roundBounds({
    southWestLat: box.getSouth(),
    southWestLng: box.getWest(),
    northEastLat: box.getNorth(),
    northEastLng: box.getEast(),
  });
};

const toFeatures = (items: readonly SaleListItem[]): FeatureCollection<Point> => ({
  type: 'FeatureCollection',
  features: items.map((item) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [item.lng, item.lat] },
    properties: { saleNo: item.saleNo },
  })),
});

/**
 * The map of spec 01 §3 "Map data" on the offline base of DESIGN.md: region count bubbles below
 * LISTING_ZOOM (시도, 시군구, 동 by zoom), clustered listings from it on. A move the user makes tells the page
 * the new bounds and, in 'sale' mode, the area at the centre.
 */
export function SearchMap({ filter, saleAddr, camera, onMove, onSelect, onRegion }: SearchMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [viewport, setViewport] = useState<Viewport | null>(null);
  const queryClient = useQueryClient();
  const framed = useRef(camera !== null);
  // The camera the map opens at; later camera changes are the user's own.
  const initialCamera = useRef(camera);
  const moveSequence = useRef(0);

  const boundaries = useBoundaries();
  const level = viewport ? levelForZoom(viewport.zoom) : null;
  const inView = viewport?.bounds ?? NO_BOUNDS;
  const mapFilter: SearchFilter = { ...filter, saleAddr: '', loginUserNo: null, nos: [], ...inView };

  const regions = useRegionCounts(
    level === 'listings' || level === null ? 'dong' : level,
    mapFilter,
    viewport !== null && level !== 'listings',
  );
  // Close in, the 동 names around (whatever the filter) say where the map is.
  const places = useQuery({
    ...regionCountsQueryOptions('dong', {
      ...defaultFilter(),
      ...(viewport ? padBounds(viewport.bounds, 0.5) : NO_BOUNDS),
    }),
    enabled: level === 'listings',
  });
  const listingParams = saleListParams(mapFilter, 1, -1);
  const listings = useQuery({
    queryKey: ['search', 'mapListings', listingParams],
    queryFn: ({ signal }) => getSaleList(listingParams, { spinner: false, signal }),
    enabled: level === 'listings',
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
  // The searched area, framed the first time: the 동 with listings there, as one box.
  const frame = useQuery({
    ...regionCountsQueryOptions('dong', { ...defaultFilter(), saleAddr }),
    enabled: !framed.current && saleAddr !== '',
  });

  /** A move the user made: the list follows, and in 'sale' mode takes its name from the centre. */
  const reportMove = useEffectEvent(async (map: MapLibreMap) => {
    const sequence = ++moveSequence.current;
    const bounds = boundsOf(map);
    const centre = map.getCenter();
    const cameraNow = { lng: centre.lng, lat: centre.lat, zoom: map.getZoom() };
    const type: MapSearchType = cameraNow.zoom >= LISTING_ZOOM ? 'sale' : 'area';
    let title = '';
    if (type === 'sale') {
      // 동 a little beyond the view, so that a centre between two 동 still finds both; 시군구 as whole
      // regions (their bubbles show only when their centre is on the map), for the 시군구 name.
      const around = { ...defaultFilter(), ...padBounds(bounds, 0.5) };
      try {
        const [dongs, sigungus] = await Promise.all([
          queryClient.fetchQuery(regionCountsQueryOptions('dong', around)),
          queryClient.fetchQuery({
            ...regionCountsQueryOptions('sigungu', defaultFilter()),
            staleTime: 10 * 60_000,
          }),
        ]);
        const dong = nearestRegion(dongs, centre);
        title = dong ? mapAddressTitle(centreAddress(dong, sigungus)) : '';
      } catch {
        // Without a name the list still follows the map, titled as the map's area.
      }
    }
    if (sequence === moveSequence.current) onMove(type, bounds, cameraNow, title);
  });

  const selectListings = useEffectEvent((nos: number[]) => onSelect(nos));
  const pickRegion = useEffectEvent((region: RegionCount, target: MapCamera) =>
    onRegion(region.saleAddr, target),
  );
  const listingsById = useRef(new Map<number, SaleListItem>());

  // The map itself, once.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const start = initialCamera.current;
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container,
        style: baseStyle(),
        center: start ? [start.lng, start.lat] : [DEFAULT_CENTRE.lng, DEFAULT_CENTRE.lat],
        zoom: start?.zoom ?? DEFAULT_ZOOM,
        minZoom: 7,
        maxZoom: 18,
        maxBounds: MAX_BOUNDS,
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        attributionControl: { compact: true },
        locale: {
          'NavigationControl.ZoomIn': MSG.search.map.zoomIn,
          'NavigationControl.ZoomOut': MSG.search.map.zoomOut,
          'AttributionControl.ToggleAttribution': MSG.search.map.attributionToggle,
          'Map.Title': MSG.search.map.label,
        },
      });
    } catch {
      setFailed(true);
      return;
    }
    mapRef.current = map;
    map.touchZoomRotate.disableRotation();
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    // MapLibre logs unhandled errors with console.error; a failed tile must not break the page.
    map.on('error', () => {});

    map.on('load', () => {
      map.addSource('listings', {
        type: 'geojson',
        data: { type: 'FeatureCollection', features: [] },
        cluster: true,
        clusterRadius: 56,
        clusterMaxZoom: 17,
      });
      map.addLayer({
        id: 'clusters',
        type: 'circle',
        source: 'listings',
        minzoom: LISTING_ZOOM - 1,
        filter: ['has', 'point_count'],
        paint: {
          'circle-color': '#1f4fbf',
          'circle-opacity': 0.92,
          'circle-radius': ['step', ['get', 'point_count'], 18, 10, 22, 50, 28],
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 3,
        },
      });
      map.on('mouseenter', 'clusters', () => {
        map.getCanvas().style.cursor = 'pointer';
      });
      map.on('mouseleave', 'clusters', () => {
        map.getCanvas().style.cursor = '';
      });
      // Spec 01 §3 "nos": the listings of the cluster the user tapped.
      map.on('click', 'clusters', async (event) => {
        const feature = event.features?.[0] as MapGeoJSONFeature | undefined;
        const clusterId = Number(feature?.properties.cluster_id);
        const source = map.getSource<GeoJSONSource>('listings');
        if (!source || !Number.isFinite(clusterId)) return;
        const leaves = await source.getClusterLeaves(clusterId, 1000, 0);
        selectListings(leaves.map((leaf) => Number(leaf.properties?.saleNo)).filter(Number.isFinite));
      });
      setLoaded(true);
      setViewport({ bounds: boundsOf(map), zoom: map.getZoom() });
    });

    map.on('moveend', (event) => {
      setViewport({ bounds: boundsOf(map), zoom: map.getZoom() });
      const byUser = 'originalEvent' in event;
      if (byUser) void reportMove(map);
    });
    const markLevel = () => {
      container.dataset.level = levelForZoom(map.getZoom());
    };
    map.on('zoom', markLevel);
    markLevel();

    return () => {
      mapRef.current = null;
      map.remove();
    };
  }, []);

  // The searched area, framed once.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded || framed.current || !frame.data) return;
    framed.current = true;
    const box = boxAround(frame.data);
    if (!box) return;
    map.fitBounds(
      [
        [box.southWestLng, box.southWestLat],
        [box.northEastLng, box.northEastLat],
      ],
      { padding: 48, maxZoom: LISTING_ZOOM + 0.5, duration: 0 },
    );
  }, [loaded, frame.data]);

  // District boundaries, and their names once the bubbles no longer say them.
  const districtLabels = useRef(new Map<string, Marker>());
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded || !boundaries.data) return;
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
  }, [loaded, boundaries.data]);

  // Region bubbles below LISTING_ZOOM; 동 names above it.
  const bubbles = useRef(new Map<string, Marker>());
  const dongLabels = useRef(new Map<string, Marker>());
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded) return;
    const nextBubbles = new Map<string, MarkerFactory>();
    if (level !== null && level !== 'listings') {
      for (const region of regions.data ?? []) {
        nextBubbles.set(`${level}:${region.code}`, () => regionBubble(map, region, level, pickRegion));
      }
    }
    syncMarkers(bubbles.current, nextBubbles, map);
    declutter(map, bubbles.current.values());

    const nextLabels = new Map<string, MarkerFactory>();
    if (level === 'listings') {
      for (const place of places.data ?? []) {
        nextLabels.set(place.code, () => placeLabel(place.name, [place.lng, place.lat], styles.dongLabel));
      }
    }
    syncMarkers(dongLabels.current, nextLabels, map);

    const onMoveEnd = () => declutter(map, bubbles.current.values());
    map.on('moveend', onMoveEnd);
    return () => {
      map.off('moveend', onMoveEnd);
    };
  }, [loaded, level, regions.data, places.data]);

  // Listings from LISTING_ZOOM on, clustered by MapLibre.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded) return;
    const items = level === 'listings' ? (listings.data?.list ?? []) : [];
    listingsById.current = new Map(items.map((item) => [item.saleNo, item]));
    map.getSource<GeoJSONSource>('listings')?.setData(toFeatures(items));
  }, [loaded, level, listings.data]);

  // Cluster counts and price pills follow what MapLibre has clustered for the current zoom.
  const clusterMarkers = useRef(new Map<string, Marker>());
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded) return;
    const current = clusterMarkers.current;
    const update = () => {
      if (map.getZoom() < LISTING_ZOOM - 1) {
        clearMarkers(current);
        return;
      }
      // While new data is being clustered, the old markers stay rather than blink.
      if (!map.isSourceLoaded('listings')) return;
      const next = new Map<string, MarkerFactory>();
      for (const feature of map.querySourceFeatures('listings')) {
        const [lng = 0, lat = 0] = (feature.geometry as Point).coordinates;
        const properties = feature.properties as {
          cluster_id?: number;
          point_count?: number;
          saleNo?: number;
        };
        if (properties.cluster_id !== undefined) {
          const count = properties.point_count ?? 0;
          // Cluster ids repeat across zoom levels; the position makes the key unique.
          next.set(`c${properties.cluster_id}@${lng.toFixed(6)},${lat.toFixed(6)}`, () =>
            clusterCount(count, [lng, lat]),
          );
        } else {
          const item = listingsById.current.get(Number(properties.saleNo));
          if (item)
            next.set(`p${item.saleNo}`, () => listingPill(item, [lng, lat], (no) => selectListings([no])));
        }
      }
      syncMarkers(current, next, map);
    };
    map.on('render', update);
    return () => {
      map.off('render', update);
    };
  }, [loaded]);

  if (failed) {
    return (
      <div className={styles.unavailable} role="status">
        {MSG.search.map.unavailable}
      </div>
    );
  }

  return (
    <div className={styles.wrap}>
      <div ref={containerRef} className={styles.map} />
      {(regions.isFetching || listings.isFetching) && (
        <span className={styles.loadingBar} aria-hidden="true" />
      )}
    </div>
  );
}
