import { defaultFilter } from '@ansim/domain';
import { useQuery } from '@tanstack/react-query';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { regionCountsQueryOptions } from '../api/get-region-counts.ts';
import { boxAround, LISTING_ZOOM } from './map-geometry.ts';

/**
 * The searched area, framed the first time the map opens: the 동 with listings there, as one box. A map
 * that opens where the user left it (`framed`) stays there.
 */
export function useFramedArea(map: MapLibreMap | null, saleAddr: string, framed: boolean): void {
  const done = useRef(framed);
  const frame = useQuery({
    ...regionCountsQueryOptions('dong', { ...defaultFilter(), saleAddr }),
    enabled: !done.current && saleAddr !== '',
  });

  useEffect(() => {
    if (!map || done.current || !frame.data) return;
    done.current = true;
    const box = boxAround(frame.data);
    if (!box) return;
    map.fitBounds(
      [
        [box.southWestLng, box.southWestLat],
        [box.northEastLng, box.northEastLat],
      ],
      { padding: 48, maxZoom: LISTING_ZOOM + 0.5, duration: 0 },
    );
  }, [map, frame.data]);
}
