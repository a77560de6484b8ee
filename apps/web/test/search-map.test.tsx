import { mapAddressTitle } from '@ansim/domain';
import { describe, expect, it } from 'vitest';
import {
  boxAround,
  centreAddress,
  LISTING_ZOOM,
  labelPoint,
  levelForZoom,
  nearestRegion,
  padBounds,
} from '../src/features/search/map/map-geometry.ts';

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
