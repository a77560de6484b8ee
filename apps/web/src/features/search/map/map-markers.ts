import { formatDealPrice, withThousands } from '@ansim/domain';
import type { SaleListItem } from '@ansim/domain/contract';
import { type Map as MapLibreMap, Marker } from 'maplibre-gl';
import { MSG } from '../../../shared/messages.ts';
import { shownGrade } from '../../../shared/sale/sale-card.tsx';
import type { RegionCount } from '../api/get-region-counts.ts';
import { type MapLevel, zoomIntoLevel } from './map-geometry.ts';
import styles from './search-map.module.css';

/*
 * The map's HTML markers. MapLibre would need remote glyphs to draw text, so every name and number on the
 * map is a small DOM element pinned to a coordinate; the GPU draws only shapes.
 */

export type MarkerFactory = () => Marker;

/** Makes `current` hold exactly the markers of `next`, creating only the new ones. */
export function syncMarkers(
  current: Map<string, Marker>,
  next: Map<string, MarkerFactory>,
  map: MapLibreMap,
): void {
  for (const [key, marker] of current) {
    if (!next.has(key)) {
      marker.remove();
      current.delete(key);
    }
  }
  for (const [key, create] of next) {
    if (!current.has(key)) current.set(key, create().addTo(map));
  }
}

export function clearMarkers(current: Map<string, Marker>): void {
  for (const marker of current.values()) marker.remove();
  current.clear();
}

const element = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string | undefined,
  text?: string,
) => {
  const node = document.createElement(tag);
  node.className = className ?? '';
  if (text !== undefined) node.textContent = text;
  return node;
};

/** A quiet place name (시군구 or 동) for orientation; not interactive. */
export function placeLabel(name: string, lngLat: [number, number], className: string | undefined): Marker {
  const node = element('span', className, name);
  node.setAttribute('aria-hidden', 'true');
  return new Marker({ element: node }).setLngLat(lngLat);
}

/** A region bubble: name and count; a tap zooms in to the next level around it. */
export function regionBubble(
  map: MapLibreMap,
  region: RegionCount,
  level: Exclude<MapLevel, 'listings'>,
  onPick: (region: RegionCount, camera: { lng: number; lat: number; zoom: number }) => void,
): Marker {
  const node = element('button', `${styles.bubble ?? ''} ${styles[`bubble_${level}`] ?? ''}`);
  node.type = 'button';
  node.dataset.weight = String(region.count);
  node.setAttribute('aria-label', MSG.search.map.region(region.name, withThousands(region.count)));
  node.append(
    element('span', styles.bubbleName, region.name.split(' ').at(-1) ?? region.name),
    element('span', styles.bubbleCount, withThousands(region.count)),
  );
  node.addEventListener('click', (event) => {
    event.stopPropagation();
    // The list becomes the region's own, so that it counts what the bubble said; the move that follows is
    // not the user's, and does not turn the list into the map's.
    const camera = { lng: region.lng, lat: region.lat, zoom: Math.max(map.getZoom(), zoomIntoLevel(level)) };
    onPick(region, camera);
    map.flyTo({ center: [camera.lng, camera.lat], zoom: camera.zoom });
  });
  return new Marker({ element: node }).setLngLat([region.lng, region.lat]);
}

/** The number on a listing cluster; the circle under it takes the tap. */
export function clusterCount(count: number, lngLat: [number, number]): Marker {
  const node = element('span', styles.clusterCount, withThousands(count));
  node.setAttribute('aria-hidden', 'true');
  return new Marker({ element: node }).setLngLat(lngLat);
}

/** A price pill in the colour of the listing's grade ('월세 1,000/60', '전세 3억'); a tap lists it. */
export function listingPill(
  item: Pick<
    SaleListItem,
    | 'saleNo'
    | 'title'
    | 'saleType'
    | 'sellingPrice'
    | 'rentPrice'
    | 'deposit'
    | 'monthlyPrice'
    | 'safetyGrade'
    | 'changeSafetyGrade'
  >,
  lngLat: [number, number],
  onSelect: (saleNo: number) => void,
): Marker {
  const grade = shownGrade(item) ?? 3;
  const node = element(
    'button',
    `${styles.pill ?? ''} ${styles[`pill_${grade}`] ?? ''}`,
    formatDealPrice(item).replace(/만원$/, ''),
  );
  node.type = 'button';
  node.setAttribute('aria-label', `${item.title} ${formatDealPrice(item)} ${MSG.grades.name(grade)}`);
  node.addEventListener('click', (event) => {
    event.stopPropagation();
    onSelect(item.saleNo);
  });
  return new Marker({ element: node, anchor: 'bottom', offset: [0, -6] }).setLngLat(lngLat);
}

/**
 * Keeps bubbles from covering each other: the busiest region keeps its place, the next one moves just
 * below or above it if that is free, and one with no free place waits until the user zooms in.
 */
export function declutter(map: MapLibreMap, markers: Iterable<Marker>): void {
  const placed: { x: number; y: number; w: number; h: number }[] = [];
  const overlaps = (r: { x: number; y: number; w: number; h: number }) =>
    placed.some((p) => r.x < p.x + p.w && r.x + r.w > p.x && r.y < p.y + p.h && r.y + r.h > p.y);
  const sorted = [...markers].sort(
    (a, b) => Number(b.getElement().dataset.weight ?? 0) - Number(a.getElement().dataset.weight ?? 0),
  );
  for (const marker of sorted) {
    const node = marker.getElement();
    const point = map.project(marker.getLngLat());
    const w = node.offsetWidth + 4;
    const h = node.offsetHeight + 4;
    const spot = [0, h, -h]
      .map((dy) => ({ dy, rect: { x: point.x - w / 2, y: point.y - h / 2 + dy, w, h } }))
      .find(({ rect }) => !overlaps(rect));
    if (spot) {
      placed.push(spot.rect);
      marker.setOffset([0, spot.dy]);
      node.style.visibility = '';
    } else {
      node.style.visibility = 'hidden';
    }
  }
}
