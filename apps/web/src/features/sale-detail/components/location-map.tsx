// MapLibre's style sheet first: this map's own rules (location-map.module.css) override some of it.
import 'maplibre-gl/dist/maplibre-gl.css';
import '../../../shared/map/maplibre-worker.ts';
import type { SaleDetail } from '@ansim/domain/contract';
import { useQuery } from '@tanstack/react-query';
import type { FeatureCollection } from 'geojson';
import { type GeoJSONSource, LngLatBounds, Map as MapLibreMap, Marker, NavigationControl } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { subwayListQueryOptions } from '../../../shared/api/get-subway-list.ts';
import { baseStyle } from '../../../shared/map/base-style.ts';
import { useDongLabels, useSigunguBoundaries } from '../../../shared/map/geo-data.ts';
import { lineColour, stationLabel } from '../../../shared/map/subway-lines.ts';
import { MSG } from '../../../shared/messages.ts';
import { DETAIL } from '../messages.ts';
import styles from './location-map.module.css';

/** Street level: the listing's block and the way to a station within a walk. */
const LISTING_ZOOM = 15.5;
const WALK_SOURCE = 'walk-to-station';

const node = (tag: 'div' | 'span', className: string | undefined, text?: string) => {
  const element = document.createElement(tag);
  element.className = className ?? '';
  if (text !== undefined) element.textContent = text;
  return element;
};

/** The listing's pin: a shape only, the map's label names the place. */
function listingPin(lng: number, lat: number): Marker {
  const pin = node('div', styles.pin);
  pin.setAttribute('aria-hidden', 'true');
  pin.append(node('span', styles.pinDot));
  return new Marker({ element: pin, anchor: 'bottom' }).setLngLat([lng, lat]);
}

/** The nearest station: a dot in its line's colour and '강남역 · 도보 7분' beside it. */
function stationPin(
  station: NonNullable<SaleDetail['station']>,
  position: { lng: number; lat: number },
): Marker {
  const element = node('div', styles.station);
  element.setAttribute('aria-hidden', 'true');
  const dot = node('span', styles.stationDot);
  // Through the CSSOM, which the CSP allows, like MapLibre's own positioning.
  dot.style.backgroundColor = lineColour(station.line);
  element.append(
    dot,
    node(
      'span',
      styles.stationName,
      DETAIL.location.stationPin(stationLabel(station.name), station.walkMinutes),
    ),
  );
  // The dot on the station, the name under it, so the label never runs off either side of the map.
  return new Marker({ element, anchor: 'top', offset: [0, -7] }).setLngLat([position.lng, position.lat]);
}

/** A 동 name for orientation: quiet, not interactive, hidden from screen readers (the address says it). */
function placeName(name: string, lng: number, lat: number): Marker {
  const label = node('span', styles.place, name);
  label.setAttribute('aria-hidden', 'true');
  return new Marker({ element: label }).setLngLat([lng, lat]);
}

/** 동 names within this distance (degrees, about 1.5 km) of the listing orient the map; farther ones are off it. */
const PLACE_RADIUS = 0.015;

export interface LocationMapProps {
  lat: number;
  lng: number;
  address: string;
  station: SaleDetail['station'];
}

/**
 * The listing on the offline base map (the 시군구 land and lines that ship with the app), its pin and, when
 * known, the nearest station with a dashed line for the walk between them. Gestures are cooperative: one
 * finger scrolls the page past the map, two move it; on a desktop, Ctrl or ⌘ with the wheel zooms it.
 */
export function LocationMap({ lat, lng, address, station }: LocationMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [failed, setFailed] = useState(false);
  const boundaries = useSigunguBoundaries();
  const places = useDongLabels(true);
  // The same list /main warms (navigation-effects.tsx): usually in the cache already.
  const stations = useQuery({ ...subwayListQueryOptions(), enabled: station !== null });
  const stationRow = station ? stations.data?.find((row) => row.subwayNo === station.subwayNo) : undefined;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let created: MapLibreMap;
    try {
      created = new MapLibreMap({
        container,
        style: baseStyle(),
        center: [lng, lat],
        zoom: LISTING_ZOOM,
        minZoom: 9,
        maxZoom: 18,
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        cooperativeGestures: true,
        attributionControl: { compact: true },
        locale: {
          'NavigationControl.ZoomIn': MSG.search.map.zoomIn,
          'NavigationControl.ZoomOut': MSG.search.map.zoomOut,
          'AttributionControl.ToggleAttribution': MSG.search.map.attributionToggle,
          'Map.Title': DETAIL.location.mapLabel(address),
          'CooperativeGesturesHandler.WindowsHelpText': DETAIL.location.cooperative.windows,
          'CooperativeGesturesHandler.MacHelpText': DETAIL.location.cooperative.mac,
          'CooperativeGesturesHandler.MobileHelpText': DETAIL.location.cooperative.mobile,
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
      // Folded to its ⓘ button from the start: on a map this small the open credit would cover the
      // station. The button opens it; the sources stay one tap away.
      container.querySelector('.maplibregl-ctrl-attrib')?.classList.remove('maplibregl-compact-show');
      setMap(created);
    });
    const pin = listingPin(lng, lat).addTo(created);
    return () => {
      pin.remove();
      setMap(null);
      created.remove();
    };
  }, [lat, lng, address]);

  useEffect(() => {
    if (!map || !boundaries.data) return;
    map.getSource<GeoJSONSource>('regions')?.setData(boundaries.data as unknown as FeatureCollection);
  }, [map, boundaries.data]);

  useEffect(() => {
    if (!map || !station || !stationRow) return;
    const marker = stationPin(station, stationRow).addTo(map);
    map.addSource(WALK_SOURCE, {
      type: 'geojson',
      data: {
        type: 'Feature',
        properties: {},
        geometry: {
          type: 'LineString',
          coordinates: [
            [lng, lat],
            [stationRow.lng, stationRow.lat],
          ],
        },
      },
    });
    map.addLayer({
      id: WALK_SOURCE,
      type: 'line',
      source: WALK_SOURCE,
      paint: {
        'line-color': '#1f4fbf',
        'line-width': 2.5,
        'line-dasharray': [1.5, 1.5],
        'line-opacity': 0.8,
      },
    });
    // The listing in the middle and the station in view: the box holds the station and its mirror image
    // across the listing. Never closer than street level needs.
    const around = new LngLatBounds([stationRow.lng, stationRow.lat], [stationRow.lng, stationRow.lat]);
    map.fitBounds(around.extend([2 * lng - stationRow.lng, 2 * lat - stationRow.lat]), {
      padding: { top: 56, bottom: 72, left: 72, right: 72 },
      maxZoom: 16.5,
      animate: false,
    });
    return () => {
      marker.remove();
      if (map.getLayer(WALK_SOURCE)) map.removeLayer(WALK_SOURCE);
      if (map.getSource(WALK_SOURCE)) map.removeSource(WALK_SOURCE);
    };
  }, [map, station, stationRow, lat, lng]);

  // The 동 around the listing, drawn under the pins; the listing's own 동 is in its address already.
  useEffect(() => {
    if (!map || !places.data) return;
    const markers = places.data
      .filter((place) => Math.abs(place.lng - lng) < PLACE_RADIUS && Math.abs(place.lat - lat) < PLACE_RADIUS)
      .map((place) => placeName(place.name, place.lng, place.lat).addTo(map));
    return () => {
      for (const marker of markers) marker.remove();
    };
  }, [map, places.data, lat, lng]);

  if (failed) {
    return (
      <div className={styles.unavailable} role="status">
        {DETAIL.location.mapUnavailable}
      </div>
    );
  }
  return <div ref={containerRef} className={styles.map} />;
}
