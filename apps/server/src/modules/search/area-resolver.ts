import { displaySigungu } from '@ansim/domain';

/** What a typed `saleAddr` means: a region, stations, a listing number, or a place we do not serve. */
export type ResolvedArea =
  | { kind: 'all' }
  | { kind: 'saleNo'; saleNo: number }
  | { kind: 'sido'; label: string; sidoCode: string }
  | { kind: 'sigungu'; label: string; sigunguCodes: string[] }
  | { kind: 'dong'; label: string; dongCodes: string[] }
  | {
      kind: 'station';
      label: string;
      /** The station names the text matched ('잠실' matches 잠실 and 잠실(송파구청)), and all their points. */
      names: string[];
      points: { lat: number; lng: number }[];
    }
  | { kind: 'none'; label: string };

export interface RegionEntry {
  code: string;
  sido: string;
  sigungu: string | null;
  eupmyeondong: string | null;
  level: number;
}

export interface StationEntry {
  name: string;
  lat: number;
  lng: number;
}

/**
 * A Map, not an object literal: the key is the user's first word, and an object would answer 'constructor'
 * or 'toString' with a function from Object.prototype.
 */
const SIDO_ALIASES: ReadonlyMap<string, string> = new Map([
  ['서울', '서울특별시'],
  ['서울시', '서울특별시'],
  ['서울특별시', '서울특별시'],
  ['경기', '경기도'],
  ['경기도', '경기도'],
  ['인천', '인천광역시'],
  ['인천시', '인천광역시'],
  ['인천광역시', '인천광역시'],
]);

/** Search texts whose answer is kept (see `resolve`). */
const RESOLVED_MAX = 10_000;

/** 시·군·구 and 동 suffixes people leave off: '강남' → 강남구, '수원' → 수원시, '역삼' → 역삼동. */
const stripSuffix = (name: string) => name.replace(/(특별시|광역시|시|군|구|읍|면|동|가)$/, '');

/**
 * Resolves the search text of /search/list in memory: the 3,000 regions and 800 stations are static, and a
 * lookup per request must cost nothing next to the query. Region answers are 법정동 code lists.
 */
export function createAreaResolver(regions: RegionEntry[], stations: StationEntry[]) {
  const sigunguRows = regions.filter((r) => r.level === 2 && r.sigungu);
  const dongRows = regions.filter((r) => r.level === 3 && r.eupmyeondong);
  const sidoCode = new Map(regions.filter((r) => r.level === 1).map((r) => [r.sido, r.code.slice(0, 2)]));
  /** Leaf 시군구 codes (a 시 with 구s expands to its 구s), within its own 시도: 중구 is Seoul's and Incheon's. */
  const leafSigungu = (of: RegionEntry) => [
    ...new Set(
      dongRows
        .filter((d) => d.sido === of.sido && d.sigungu?.startsWith(of.sigungu ?? ''))
        .map((d) => d.code.slice(0, 5)),
    ),
  ];

  const byStation = new Map<string, StationEntry[]>();
  for (const s of stations) {
    const list = byStation.get(s.name) ?? [];
    list.push(s);
    byStation.set(s.name, list);
  }
  const stationsNamed = (text: string) => {
    const name = text.replace(/역$/, '');
    // 'X(Y)' station names match on X too: '잠실' finds 잠실(송파구청).
    const found = [...byStation.entries()].filter(([n]) => n === name || n.replace(/\(.*\)$/, '') === name);
    return { names: found.map(([n]) => n), points: found.flatMap(([, list]) => list) };
  };

  /**
   * Answers by search text. The same few hundred places are searched over and over, and a fresh answer
   * filters the 3,000 regions several times; the answers never change while the process runs. Kept to
   * RESOLVED_MAX texts, forgotten all at once past that (a scan of made-up texts cannot grow it without
   * bound). Callers share an answer and must not change it.
   */
  const resolved = new Map<string, ResolvedArea>();

  return {
    resolve(raw: string): ResolvedArea {
      let area = resolved.get(raw);
      if (area === undefined) {
        area = resolveText(raw);
        if (resolved.size >= RESOLVED_MAX) resolved.clear();
        resolved.set(raw, area);
      }
      return area;
    },
  };

  function resolveText(raw: string): ResolvedArea {
    const text = raw.trim().replace(/\s+/g, ' ');
    if (text === '') return { kind: 'all' };
    if (/^\d{1,9}$/.test(text)) return { kind: 'saleNo', saleNo: Number(text) };

    const words = text.split(' ');
    const sidoWord = words[0] ? SIDO_ALIASES.get(words[0]) : undefined;
    const rest = sidoWord ? words.slice(1) : words;
    if (sidoWord && rest.length === 0)
      return { kind: 'sido', label: sidoWord, sidoCode: sidoCode.get(sidoWord) ?? '' };
    if (
      !sidoWord &&
      words.length === 1 &&
      /^(부산|대구|광주|대전|울산|세종|강원|충북|충남|전북|전남|경북|경남|제주)/.test(text)
    ) {
      return { kind: 'none', label: text };
    }
    const inSido = (r: RegionEntry) => !sidoWord || r.sido === sidoWord;
    const last = rest[rest.length - 1] ?? '';

    if (text.endsWith('역')) {
      const { names, points } = stationsNamed(text);
      if (points.length > 0) return { kind: 'station', label: text, names, points };
    }

    // 동 first when the last word names one exactly ('역삼동', '강남구 역삼동').
    const sigunguWord = rest.length >= 2 ? rest.slice(0, -1).join('') : null;
    const dongs = dongRows.filter(
      (d) =>
        inSido(d) &&
        (d.eupmyeondong === last ||
          (last.length >= 2 && stripSuffix(d.eupmyeondong ?? '') === last && !/[구군시]$/.test(last))) &&
        (!sigunguWord || (d.sigungu ?? '').startsWith(sigunguWord.replace(/\s/g, ''))),
    );
    const exactDongs = dongs.filter((d) => d.eupmyeondong === last);
    const chosenDongs = exactDongs.length > 0 ? exactDongs : dongs;

    // '강남구', '강남', '수원시', '수원', '수원시 장안구', or a 구 of a city alone ('장안구').
    const compact = rest.join('');
    const sigungus = sigunguRows.filter((r) => {
      const name = r.sigungu ?? '';
      if (!inSido(r)) return false;
      if (name === compact || stripSuffix(name) === compact) return true;
      return /시.+구$/.test(name) && /구$/.test(compact) && name.endsWith(compact);
    });
    if (sigungus.length > 0 && (exactDongs.length === 0 || /[구군시]$/.test(last))) {
      const codes = [...new Set(sigungus.flatMap((r) => leafSigungu(r)))];
      const label = sigungus.length === 1 ? displaySigungu(sigungus[0]?.sigungu ?? '') : text;
      return { kind: 'sigungu', label, sigunguCodes: codes };
    }
    if (chosenDongs.length > 0) {
      return {
        kind: 'dong',
        label: last,
        dongCodes: [...new Set(chosenDongs.map((d) => d.code.slice(0, 8)))],
      };
    }
    const { names, points } = stationsNamed(text);
    if (points.length > 0) return { kind: 'station', label: `${text.replace(/역$/, '')}역`, names, points };
    return { kind: 'none', label: text };
  }
}

export type AreaResolver = ReturnType<typeof createAreaResolver>;
