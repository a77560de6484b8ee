// MapLibre's style sheet first: the map's own (search-map.module.css) overrides some of its rules.
import 'maplibre-gl/dist/maplibre-gl.css';
import { defaultFilter, mapAddressTitle, type SearchFilter } from '@ansim/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useRef } from 'react';
import { MSG } from '../../../shared/messages.ts';
import { regionCountsQueryOptions } from '../api/get-region-counts.ts';
import type { MapBounds, MapCamera, MapSearchType } from '../model/map-store.ts';
import {
  centreAddress,
  LISTING_ZOOM,
  levelForZoom,
  NO_BOUNDS,
  nearestRegion,
  padBounds,
} from './map-geometry.ts';
import styles from './search-map.module.css';
import { useFramedArea } from './use-framed-area.ts';
import { useListingClusters } from './use-listing-clusters.ts';
import { boundsOf, useMapInstance } from './use-map-instance.ts';
import { useMapLabels } from './use-map-labels.ts';
import { useRegionBubbles } from './use-region-bubbles.ts';

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

/**
 * The map of product.md §A3 "Map data" on the offline base of DESIGN.md: region count bubbles below
 * LISTING_ZOOM (시도, 시군구, 동 by zoom), clustered listings from it on. A move the user makes tells the page
 * the new bounds and, in 'sale' mode, the area at the centre.
 */
export function SearchMap({ filter, saleAddr, camera, onMove, onSelect, onRegion }: SearchMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const moveSequence = useRef(0);

  /** A move the user made: the list follows, and in 'sale' mode takes its name from the centre. */
  const reportMove = async (map: MapLibreMap) => {
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
  };

  const { map, failed, viewport } = useMapInstance(containerRef, {
    camera,
    onUserMove: (moved) => void reportMove(moved),
  });
  const level = viewport ? levelForZoom(viewport.zoom) : null;
  const mapFilter: SearchFilter = {
    ...filter,
    saleAddr: '',
    loginUserNo: null,
    nos: [],
    ...(viewport?.bounds ?? NO_BOUNDS),
  };

  useFramedArea(map, saleAddr, camera !== null);
  const regions = useRegionBubbles(map, level, mapFilter, (region, target) =>
    onRegion(region.saleAddr, target),
  );
  const listings = useListingClusters(map, level, mapFilter, onSelect);
  useMapLabels(map, level, viewport);

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
