import type { StyleSpecification } from 'maplibre-gl';
import { MSG } from '../messages.ts';

/** Optional online raster tiles, e.g. https://tile.example.com/{z}/{x}/{y}.png; unset means offline only. */
const TILES_URL = (import.meta.env.VITE_MAP_TILES_URL as string | undefined)?.trim() || undefined;
const TILES_ATTRIBUTION = (import.meta.env.VITE_MAP_TILES_ATTRIBUTION as string | undefined)?.trim() ?? '';

export const hasOnlineTiles = TILES_URL !== undefined;

/** Colours of the offline base map: pale land by 시도 on a blue-grey sea, thin district lines. */
const SEA = '#dbe4ec';
const LAND = { seoul: '#fdfdfb', incheon: '#f8faf5', gyeonggi: '#fbfaf5' };
const BORDER = '#b7c2ce';

/**
 * The map's style. It never needs the network: the 시군구 boundaries come with the app, and nothing uses
 * glyphs (names and counts are HTML markers), so the map draws offline. With VITE_MAP_TILES_URL set,
 * raster tiles go underneath and the land fill turns clear so the tiles show through.
 */
export function baseStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {
      ...(TILES_URL
        ? {
            tiles: {
              type: 'raster',
              tiles: [TILES_URL],
              tileSize: 256,
              maxzoom: 19,
              attribution: TILES_ATTRIBUTION,
            },
          }
        : {}),
      regions: {
        type: 'geojson',
        data: { type: 'FeatureCollection', features: [] },
        attribution: MSG.search.map.attribution,
      },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': SEA } },
      ...(TILES_URL ? [{ id: 'tiles', type: 'raster' as const, source: 'tiles' }] : []),
      {
        id: 'region-fill',
        type: 'fill',
        source: 'regions',
        paint: {
          'fill-color': [
            'match',
            ['get', 'sido'],
            '서울특별시',
            LAND.seoul,
            '인천광역시',
            LAND.incheon,
            LAND.gyeonggi,
          ],
          'fill-opacity': TILES_URL ? 0 : 1,
        },
      },
      {
        id: 'region-line',
        type: 'line',
        source: 'regions',
        paint: {
          'line-color': BORDER,
          'line-width': ['interpolate', ['linear'], ['zoom'], 7, 0.6, 12, 1.4, 16, 2.2],
        },
      },
    ],
  };
}
