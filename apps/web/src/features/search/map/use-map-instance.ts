import '../../../shared/map/maplibre-worker.ts';
import { Map as MapLibreMap, NavigationControl } from 'maplibre-gl';
import { type RefObject, useEffect, useEffectEvent, useRef, useState } from 'react';
import { baseStyle } from '../../../shared/map/base-style.ts';
import { MSG } from '../../../shared/messages.ts';
import type { MapBounds, MapCamera } from '../model/map-store.ts';
import { DEFAULT_CENTRE, DEFAULT_ZOOM, levelForZoom, MAX_BOUNDS, roundBounds } from './map-geometry.ts';

/** What the map shows: the rest of the map follows it. */
export interface Viewport {
  bounds: MapBounds;
  zoom: number;
}

export const boundsOf = (map: MapLibreMap): MapBounds => {
  const box = map.getBounds();
  return roundBounds({
    southWestLat: box.getSouth(),
    southWestLng: box.getWest(),
    northEastLat: box.getNorth(),
    northEastLng: box.getEast(),
  });
};

interface MapInstance {
  /** The map once its style has loaded; null before, and after it is gone. */
  map: MapLibreMap | null;
  /** MapLibre could not start (no WebGL): the page says the map is unavailable. */
  failed: boolean;
  viewport: Viewport | null;
}

/**
 * The MapLibre map in `containerRef`, made once at `camera` (or Seoul) on the offline base style. Every
 * move ends in a new viewport; a move the user made (not a fly-to of ours) is also told to `onUserMove`.
 * The container carries the current level (`data-level`) for the style sheet.
 */
export function useMapInstance(
  containerRef: RefObject<HTMLDivElement | null>,
  { camera, onUserMove }: { camera: MapCamera | null; onUserMove: (map: MapLibreMap) => void },
): MapInstance {
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [failed, setFailed] = useState(false);
  const [viewport, setViewport] = useState<Viewport | null>(null);
  // The camera the map opens at; later camera changes are the user's own.
  const initialCamera = useRef(camera);
  const userMoved = useEffectEvent((moved: MapLibreMap) => onUserMove(moved));

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const start = initialCamera.current;
    let created: MapLibreMap;
    try {
      created = new MapLibreMap({
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
    created.touchZoomRotate.disableRotation();
    created.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    // MapLibre logs unhandled errors with console.error; a failed tile must not break the page.
    created.on('error', () => {});

    created.on('load', () => {
      setMap(created);
      setViewport({ bounds: boundsOf(created), zoom: created.getZoom() });
    });
    created.on('moveend', (event) => {
      setViewport({ bounds: boundsOf(created), zoom: created.getZoom() });
      const byUser = 'originalEvent' in event;
      if (byUser) userMoved(created);
    });
    const markLevel = () => {
      container.dataset.level = levelForZoom(created.getZoom());
    };
    created.on('zoom', markLevel);
    markLevel();

    return () => {
      setMap(null);
      created.remove();
    };
  }, [containerRef]);

  return { map, failed, viewport };
}
