import { isServedSido, normalizeSido } from '@ansim/domain';

/**
 * The 시도 outside the service area with their 2-digit 법정동 prefix and a rough centre, so that an address
 * typed there is recognised and refused (served: false) even offline, where regions.csv holds only Seoul,
 * Gyeonggi and Incheon.
 */
export const OTHER_SIDO: ReadonlyMap<string, { code: string; lat: number; lng: number }> = new Map([
  ['부산광역시', { code: '26', lat: 35.1796, lng: 129.0756 }],
  ['대구광역시', { code: '27', lat: 35.8714, lng: 128.6014 }],
  ['광주광역시', { code: '29', lat: 35.1595, lng: 126.8526 }],
  ['대전광역시', { code: '30', lat: 36.3504, lng: 127.3845 }],
  ['울산광역시', { code: '31', lat: 35.5384, lng: 129.3114 }],
  ['세종특별자치시', { code: '36', lat: 36.48, lng: 127.289 }],
  ['충청북도', { code: '43', lat: 36.6357, lng: 127.4917 }],
  ['충청남도', { code: '44', lat: 36.6588, lng: 126.6728 }],
  ['전라남도', { code: '46', lat: 34.8161, lng: 126.4629 }],
  ['경상북도', { code: '47', lat: 36.576, lng: 128.5056 }],
  ['경상남도', { code: '48', lat: 35.2383, lng: 128.6925 }],
  ['제주특별자치도', { code: '50', lat: 33.4996, lng: 126.5312 }],
  ['강원특별자치도', { code: '51', lat: 37.8854, lng: 127.7298 }],
  ['전북특별자치도', { code: '52', lat: 35.8242, lng: 127.148 }],
]);

/** The official name of a 시도 word outside the service area ('부산' → '부산광역시'), else null. */
export function unservedSidoOf(word: string): string | null {
  const name = normalizeSido(word);
  return OTHER_SIDO.has(name) && !isServedSido(name) ? name : null;
}
