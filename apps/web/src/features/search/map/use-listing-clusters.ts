import { SEARCH_LIMIT_CAP, type SearchFilter } from '@ansim/domain';
import type { SaleListItem } from '@ansim/domain/contract';
import { useQuery } from '@tanstack/react-query';
import type { FeatureCollection, Point } from 'geojson';
import type { GeoJSONSource, MapGeoJSONFeature, Map as MapLibreMap, Marker } from 'maplibre-gl';
import { useEffect, useEffectEvent, useRef } from 'react';
import { getSaleList, saleListParams } from '../api/get-sale-list.ts';
import { LISTING_ZOOM, type MapLevel } from './map-geometry.ts';
import { clearMarkers, clusterCount, listingPill, type MarkerFactory, syncMarkers } from './map-markers.ts';

const SOURCE = 'listings';
const CLUSTER_LAYER = 'clusters';

const toFeatures = (items: readonly SaleListItem[]): FeatureCollection<Point> => ({
  type: 'FeatureCollection',
  features: items.map((item) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [item.lng, item.lat] },
    properties: { saleNo: item.saleNo },
  })),
});

/** MapLibre's clustered source of the listings and the circles of its clusters. */
function addClusterLayer(map: MapLibreMap): void {
  if (map.getSource(SOURCE)) return;
  map.addSource(SOURCE, {
    type: 'geojson',
    data: { type: 'FeatureCollection', features: [] },
    cluster: true,
    clusterRadius: 56,
    clusterMaxZoom: 17,
  });
  map.addLayer({
    id: CLUSTER_LAYER,
    type: 'circle',
    source: SOURCE,
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
}

/**
 * From LISTING_ZOOM on, the listings in view under `filter`, clustered by MapLibre: a cluster shows its
 * count, a lone listing its price pill. A tap on either tells `onSelect` the listings under it (spec 01
 * §3 "nos"). Returns the listings' query, whose fetching the map shows.
 */
export function useListingClusters(
  map: MapLibreMap | null,
  level: MapLevel | null,
  filter: SearchFilter,
  onSelect: (nos: number[]) => void,
) {
  // The map's filter is bounded by the view; -1 asks for all of them, up to the server's cap.
  const params = saleListParams(filter, 1, -1);
  const listings = useQuery({
    queryKey: ['search', 'mapListings', params],
    queryFn: ({ signal }) => getSaleList(params, { spinner: false, signal }),
    enabled: level === 'listings',
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
  const select = useEffectEvent((nos: number[]) => onSelect(nos));
  const listingsById = useRef(new Map<number, SaleListItem>());

  // The source and the cluster circles, and a tap on a circle.
  useEffect(() => {
    if (!map) return;
    addClusterLayer(map);
    const pointer = () => {
      map.getCanvas().style.cursor = 'pointer';
    };
    const noPointer = () => {
      map.getCanvas().style.cursor = '';
    };
    const pickCluster = async (event: { features?: MapGeoJSONFeature[] }) => {
      const clusterId = Number(event.features?.[0]?.properties.cluster_id);
      const source = map.getSource<GeoJSONSource>(SOURCE);
      if (!source || !Number.isFinite(clusterId)) return;
      // A cluster holds at most what the map listed, and the map lists at most the server's cap.
      const leaves = await source.getClusterLeaves(clusterId, SEARCH_LIMIT_CAP, 0);
      select(leaves.map((leaf) => Number(leaf.properties?.saleNo)).filter(Number.isFinite));
    };
    map.on('mouseenter', CLUSTER_LAYER, pointer);
    map.on('mouseleave', CLUSTER_LAYER, noPointer);
    map.on('click', CLUSTER_LAYER, pickCluster);
    return () => {
      map.off('mouseenter', CLUSTER_LAYER, pointer);
      map.off('mouseleave', CLUSTER_LAYER, noPointer);
      map.off('click', CLUSTER_LAYER, pickCluster);
    };
  }, [map]);

  // The listings go into the source at the listings' level; above it the source is empty.
  useEffect(() => {
    if (!map) return;
    const items = level === 'listings' ? (listings.data?.list ?? []) : [];
    listingsById.current = new Map(items.map((item) => [item.saleNo, item]));
    map.getSource<GeoJSONSource>(SOURCE)?.setData(toFeatures(items));
  }, [map, level, listings.data]);

  // Cluster counts and price pills follow what MapLibre has clustered for the current zoom.
  const markers = useRef(new Map<string, Marker>());
  useEffect(() => {
    if (!map) return;
    const current = markers.current;
    const update = () => {
      if (map.getZoom() < LISTING_ZOOM - 1) {
        clearMarkers(current);
        return;
      }
      // While new data is being clustered, the old markers stay rather than blink.
      if (!map.isSourceLoaded(SOURCE)) return;
      const next = new Map<string, MarkerFactory>();
      for (const feature of map.querySourceFeatures(SOURCE)) {
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
          if (item) next.set(`p${item.saleNo}`, () => listingPill(item, [lng, lat], (no) => select([no])));
        }
      }
      syncMarkers(current, next, map);
    };
    map.on('render', update);
    return () => {
      map.off('render', update);
    };
  }, [map]);

  return listings;
}
