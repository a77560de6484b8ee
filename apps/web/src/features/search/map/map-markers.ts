import { formatDealPrice, withThousands } from '@ansim/domain';
import type { SaleListItem } from '@ansim/domain/contract';
import { type Map as MapLibreMap, Marker } from 'maplibre-gl';
import { MSG } from '../../../shared/messages.ts';
import { shownGrade } from '../../../shared/sale/sale-card.tsx';
import type { RegionCount } from '../api/get-region-counts.ts';
import { type MapLevel, zoomIntoLevel } from './map-geometry.ts';
import { type MapStation, stationColours } from './map-places.ts';
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

/**
 * A quiet place name (시군구 or 동) for orientation; not interactive, and hidden from screen readers, which
 * have the list and the page title for where the map is. `kind` is for the style sheet and the tests.
 */
export function placeLabel(
  name: string,
  lngLat: [number, number],
  className: string | undefined,
  kind: 'district' | 'dong',
): Marker {
  const node = element('span', className, name);
  node.setAttribute('aria-hidden', 'true');
  node.dataset.place = kind;
  return new Marker({ element: node }).setLngLat(lngLat);
}

/** A subway station: a dot in each line's colour on the spot, the name under it. */
export function stationMarker(station: MapStation): Marker {
  const node = element('span', styles.station);
  node.setAttribute('aria-hidden', 'true');
  node.dataset.place = 'station';
  const dots = element('span', styles.stationDots);
  for (const colour of stationColours(station)) {
    const dot = element('span', styles.stationDot);
    // Through the CSSOM, which the CSP allows, like MapLibre's own positioning.
    dot.style.backgroundColor = colour;
    dots.append(dot);
  }
  node.append(dots, element('span', styles.stationName, station.label));
  // The dots' centre on the station: the marker hangs from its top edge, less half a dot.
  return new Marker({ element: node, anchor: 'top', offset: [0, -6] }).setLngLat([station.lng, station.lat]);
}

/**
 * Hides the labels that would cover one drawn before them, in the order given (stations before 동
 * names), so that names never print over each other; a hidden one shows again when a move frees its place.
 */
export function declutterLabels(map: MapLibreMap, markers: Iterable<Marker>): void {
  const placed: DOMRect[] = controlRects(map);
  const gap = 2;
  for (const marker of markers) {
    const node = marker.getElement();
    node.style.visibility = '';
    // Where MapLibre has put it on screen (a label hidden by the style sheet has no size and takes no place).
    const rect = node.getBoundingClientRect();
    if (rect.width === 0) continue;
    const covers = placed.some(
      (p) =>
        rect.left - gap < p.right &&
        rect.right + gap > p.left &&
        rect.top - gap < p.bottom &&
        rect.bottom + gap > p.top,
    );
    if (covers) node.style.visibility = 'hidden';
    else placed.push(rect);
  }
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
  const shown = region.name.split(' ').at(-1) ?? region.name;
  const count = withThousands(region.count);
  // The name starts with what the bubble shows ('역삼동 36'), so that a speech user who says what they see
  // reaches it; the space between the two lines makes them two words for assistive technology too.
  node.setAttribute('aria-label', MSG.search.map.region(shown, count, region.name));
  node.append(element('span', styles.bubbleName, shown), ' ', element('span', styles.bubbleCount, count));
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
 * Where the map's controls are on screen (zoom buttons, the attribution, open or folded): no bubble or
 * label goes under them, so that the data's credit never hides a count and a count never hides the credit.
 */
function controlRects(map: MapLibreMap): DOMRect[] {
  return [...map.getContainer().querySelectorAll('.maplibregl-ctrl')]
    .map((control) => control.getBoundingClientRect())
    .filter((rect) => rect.width > 0);
}

/**
 * Keeps bubbles from covering each other and the map's controls, and from hiding under what the page lays
 * over the map (the phone's list button): the busiest region keeps its place, the next one moves just
 * below or above it if that is free, and one with no free place waits until the user zooms in (or, under
 * the attribution, until the first drag folds it).
 */
export function declutter(map: MapLibreMap, markers: Iterable<Marker>): void {
  const container = map.getContainer();
  const origin = container.getBoundingClientRect();
  const placed: { x: number; y: number; w: number; h: number }[] = controlRects(map).map((rect) => ({
    x: rect.left - origin.left,
    y: rect.top - origin.top,
    w: rect.width,
    h: rect.height,
  }));
  /** Part of `r` lies under the page's own element (a button laid over the map): its middle or a corner. */
  const underPage = (r: { x: number; y: number; w: number; h: number }) => {
    const [left, top] = [origin.left + r.x + 4, origin.top + r.y + 4];
    const [right, bottom] = [left + r.w - 8, top + r.h - 8];
    const points: [number, number][] = [
      [(left + right) / 2, (top + bottom) / 2],
      [left, top],
      [right, top],
      [left, bottom],
      [right, bottom],
    ];
    // Only points on the map: past its edge a bubble is clipped, not covered, and keeps its place.
    const onMap = ([x, y]: [number, number]) =>
      x >= origin.left && x <= origin.right && y >= origin.top && y <= origin.bottom;
    return points.filter(onMap).some(([x, y]) => {
      const element = document.elementFromPoint(x, y);
      return element !== null && !container.contains(element);
    });
  };
  const overlaps = (r: { x: number; y: number; w: number; h: number }) =>
    placed.some((p) => r.x < p.x + p.w && r.x + r.w > p.x && r.y < p.y + p.h && r.y + r.h > p.y) ||
    underPage(r);
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
