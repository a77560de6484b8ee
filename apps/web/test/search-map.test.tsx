import { mapAddressTitle } from '@ansim/domain';
import type { SubwayStation } from '@ansim/domain/contract';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { describe, expect, it, vi } from 'vitest';
import {
  boxAround,
  centreAddress,
  LISTING_ZOOM,
  labelPoint,
  levelForZoom,
  nearestRegion,
  padBounds,
} from '../src/features/search/map/map-geometry.ts';
import { regionBubble, stationMarker } from '../src/features/search/map/map-markers.ts';
import {
  type DongLabelFile,
  dongLabelsFromFile,
  inBounds,
  lineColour,
  mapStations,
  stationColours,
  stationLabel,
} from '../src/features/search/map/map-places.ts';

/** The bit of Node's fs this test reads with; the web app's type set has no Node types. */
interface Fs {
  readFileSync(file: string, encoding: 'utf8'): string;
}
const fs = (
  globalThis as unknown as { process: { getBuiltinModule(id: string): unknown } }
).process.getBuiltinModule('node:fs') as Fs;
// From the file URL by hand: under happy-dom, `URL` is the DOM's, which resolves file URLs differently.
const webRoot = decodeURIComponent(import.meta.url.replace(/^file:\/\//, '')).replace(/test\/[^/]+$/, '');

/* MapLibre needs WebGL, which the unit tests do not have; the map's own rules are pure and tested here. */

describe('map rules', () => {
  it('shows 시도, then 시군구, then 동 counts as the user zooms in, and listings from LISTING_ZOOM', () => {
    expect(levelForZoom(7)).toBe('sido');
    expect(levelForZoom(10)).toBe('sigungu');
    expect(levelForZoom(12)).toBe('dong');
    expect(levelForZoom(LISTING_ZOOM)).toBe('listings');
  });

  it('names the centre of the map after its nearest 동, as the third word of the address (product.md §A4)', () => {
    const dongs = [
      { code: '11680101', name: '역삼동', lat: 37.5, lng: 127.036 },
      { code: '11680103', name: '개포동', lat: 37.479, lng: 127.062 },
    ];
    const sigungus = [{ code: '11680', name: '강남구' }];
    const dong = nearestRegion(dongs, { lat: 37.498, lng: 127.04 });
    expect(dong?.name).toBe('역삼동');
    const address = centreAddress(dong ?? dongs[0]!, sigungus);
    expect(address).toBe('서울특별시 강남구 역삼동');
    expect(mapAddressTitle(address)).toBe('역삼동');
    // A 구 of a city makes the 구 the third word, as a reverse geocoder would write it.
    const suwon = centreAddress({ code: '41111129', name: '파장동' }, [
      { code: '41111', name: '수원시 장안구' },
    ]);
    expect(mapAddressTitle(suwon)).toBe('장안구');
    expect(nearestRegion([], { lat: 37.5, lng: 127 })).toBeNull();
  });

  it('puts a district name at the centre of its largest piece', () => {
    const square = (x: number, y: number, size: number) => [
      [
        [x, y],
        [x + size, y],
        [x + size, y + size],
        [x, y + size],
        [x, y],
      ],
    ];
    const point = labelPoint({ type: 'MultiPolygon', coordinates: [square(0, 0, 0.1), square(10, 10, 2)] });
    expect(point?.[0]).toBeCloseTo(11);
    expect(point?.[1]).toBeCloseTo(11);
  });

  it('frames a set of places and grows a box by a share of its size', () => {
    const box = boxAround([
      { lat: 37.4, lng: 127 },
      { lat: 37.6, lng: 127.2 },
    ]);
    expect(box).toEqual({ southWestLat: 37.4, southWestLng: 127, northEastLat: 37.6, northEastLng: 127.2 });
    expect(box && padBounds(box, 0.5)).toEqual({
      southWestLat: 37.3,
      southWestLng: 126.9,
      northEastLat: 37.7,
      northEastLng: 127.3,
    });
    expect(boxAround([])).toBeNull();
  });
});

const station = (name: string, line: string, lat: number, lng: number, subwayNo = 1): SubwayStation => ({
  subwayNo,
  name,
  line,
  lat,
  lng,
});

describe('the places of the offline map at street zoom', () => {
  it('draws a station once with all its lines, and two stations that only share a name apart', () => {
    const stations = mapStations([
      station('강남', '2호선', 37.49794, 127.02762),
      station('강남', '신분당선', 37.4966, 127.02841),
      station('양평', '5호선', 37.5343, 126.8865),
      station('양평', '경의중앙선', 37.49268, 127.49187),
      station('서울역', '1호선', 37.5547, 126.9707),
    ]);
    expect(stations.map((s) => [s.label, s.lines])).toEqual([
      ['강남역', ['2호선', '신분당선']],
      ['양평역', ['5호선']],
      ['양평역', ['경의중앙선']],
      ['서울역', ['1호선']],
    ]);
    // The transfer station sits between its platforms; keys stay unique for the two 양평.
    expect(stations[0]?.lat).toBeCloseTo(37.49727, 5);
    expect(new Set(stations.map((s) => s.key)).size).toBe(4);
    expect(stationLabel('서울역')).toBe('서울역');
  });

  it('gives each line the colour of the network map, Korail sections that of their numbered line', () => {
    expect(lineColour('2호선')).toBe('#00a84d');
    expect(lineColour('경부선')).toBe(lineColour('1호선'));
    expect(lineColour('7호선(인천)')).toBe(lineColour('7호선'));
    expect(lineColour('인천1호선')).not.toBe(lineColour('1호선'));
    expect(lineColour('신분당선(연장)')).not.toBe(lineColour('분당선'));
    expect(lineColour('어느 경전철')).toBe('#8b95a1');
    expect(stationColours({ lines: ['1호선', '경부선', '4호선', '경의중앙선', '공항철도1호선'] })).toEqual([
      '#0052a4',
      '#00a5de',
      '#77c4a3',
    ]);
  });

  it('keeps only the places inside the bounds', () => {
    const bounds = { southWestLat: 37.49, southWestLng: 127.02, northEastLat: 37.51, northEastLng: 127.04 };
    expect(inBounds({ lat: 37.5, lng: 127.03 }, bounds)).toBe(true);
    expect(inBounds({ lat: 37.52, lng: 127.03 }, bounds)).toBe(false);
    expect(inBounds({ lat: 37.5, lng: 127.05 }, bounds)).toBe(false);
  });

  it('ships a 동 name for every 읍면동 and 리 of regions.csv with a centroid (public/geo is current)', () => {
    const file = JSON.parse(
      fs.readFileSync(`${webRoot}public/geo/dong-labels.json`, 'utf8'),
    ) as DongLabelFile;
    const shipped = new Map(dongLabelsFromFile(file).map((p) => [`${p.name}@${p.lng},${p.lat}`, p]));
    const csv = fs.readFileSync(`${webRoot}../server/src/db/seed/data/regions.csv`, 'utf8');
    const withCentroid = csv
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((line) => line.split(','))
      .filter(([, , , dong = '', , lat = '']) => dong !== '' && lat !== '');
    expect(withCentroid.length).toBeGreaterThan(2_800);
    const round = (value: string) => Math.round(Number(value) * 100_000) / 100_000;
    const missing = withCentroid
      .map(([, , , dong, ri, lat = '', lng = '']) => `${ri || dong}@${round(lng)},${round(lat)}`)
      .filter((key) => !shipped.has(key));
    // Regenerate with `node apps/web/scripts/dong-labels.mjs` when regions.csv changes.
    expect(missing).toEqual([]);
    expect(shipped.size).toBeLessThanOrEqual(withCentroid.length + 50);
  });
});

/** A colour as happy-dom may give it back from the CSSOM: as written or as rgb(). */
const hexOrRgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return new RegExp(`^(${hex}|rgb\\(${r},${g},${b}\\))$`, 'i');
};

describe('the map markers', () => {
  const fakeMap = { getZoom: () => 12, flyTo: vi.fn() } as unknown as MapLibreMap;

  it('names a region bubble starting with what it shows, so that speech input reaches it', () => {
    const region = {
      code: '41111',
      name: '수원시 장안구',
      saleAddr: '장안구',
      lat: 37.3,
      lng: 127,
      count: 1234,
    };
    const bubble = regionBubble(fakeMap, region, 'sigungu', () => {}).getElement();
    expect(bubble.textContent).toBe('장안구 1,234');
    expect(bubble.getAttribute('aria-label')).toBe('장안구 1,234개 매물, 수원시 장안구');
    const dong = regionBubble(
      fakeMap,
      { ...region, code: '11680101', name: '역삼동', count: 25 },
      'dong',
      () => {},
    );
    expect(dong.getElement().getAttribute('aria-label')).toBe('역삼동 25개 매물');
  });

  it('draws a station as a dot per line and its name, hidden from screen readers', () => {
    const [gangnam] = mapStations([
      station('강남', '2호선', 37.49794, 127.02762),
      station('강남', '신분당선', 37.4966, 127.02841),
    ]);
    if (!gangnam) throw new Error('no station');
    const node = stationMarker(gangnam).getElement();
    expect(node.dataset.place).toBe('station');
    expect(node.getAttribute('aria-hidden')).toBe('true');
    expect(node.textContent).toBe('강남역');
    const dots = [...(node.firstElementChild?.children ?? [])] as HTMLElement[];
    expect(dots.map((dot) => dot.style.backgroundColor.replace(/\s/g, ''))).toEqual(
      [lineColour('2호선'), lineColour('신분당선')].map((hex) => expect.stringMatching(hexOrRgb(hex))),
    );
  });
});
