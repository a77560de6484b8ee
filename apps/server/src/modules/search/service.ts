import {
  displaySigungu,
  type MapCountQuery,
  matchIndex,
  type SearchFilterQuery,
  totalPages,
} from '@ansim/domain';
import type { Suggestion } from '@ansim/domain/contract';
import { type CardRow, cardWithRisk } from '../../db/views/sale-list-item.ts';
import { AppError } from '../../errors.ts';
import type { AuthContext } from '../auth/service.ts';
import type { MarketFlags } from '../market/service.ts';
import { type AreaResolver, createAreaResolver, type ResolvedArea } from './area-resolver.ts';
import { confirmedPlan } from './confirmed-count.ts';
import { bandsPlan, cubePlan, isRegionPlan } from './cube-count.ts';
import { boxOf, isStreetBox } from './map-box.ts';
import type { SearchRepo } from './repo.ts';
import { searchWhere } from './search-where.ts';
import { stationNameOf } from './station-walk.ts';

/**
 * A station's kilometre or a street-level map: few listings, found through the map cells they lie in
 * (newest first) or all taken and sorted (other orders). A station of one name with deal types alone is
 * read from its own tables first (station-walk.ts stationNameOf).
 */
const isSmallArea = (q: SearchFilterQuery, area: ResolvedArea): boolean => {
  if (area.kind === 'station') return true;
  const box = boxOf(q);
  return box !== null && isStreetBox(box);
};

const ALL: ResolvedArea = { kind: 'all' };

/** The page's cards with their 깡통전세 flags, computed in memory for the page at once (no query). */
function withJeonseRisk(rows: CardRow[], market: MarketFlags | undefined) {
  const risks = market?.jeonseRisks(rows);
  return rows.map((r, i) => cardWithRisk(r, risks ? (risks[i] ?? false) : undefined));
}

/**
 * Public search shows ACTIVE listings only. Other statuses are the operator's to search; a broker sees
 * their own through the broker's calls. isLike is answered for the caller alone: a loginUserNo that is not
 * the caller's is dropped, so nobody reads another user's likes through the search.
 */
function scoped<Q extends SearchFilterQuery>(caller: AuthContext | null, q: Q): Q {
  if (q.status !== 'ACTIVE' && caller?.userType !== 'ADMIN')
    throw new AppError('FORBIDDEN', 'status: 공개 중인 매물만 검색할 수 있습니다.', { field: 'status' });
  const loginUserNo = caller && q.loginUserNo === caller.userNo ? caller.userNo : undefined;
  return { ...q, loginUserNo };
}

type RegionLevel = MapCountQuery['level'];
const CODE_WIDTH: Record<RegionLevel, number> = { sido: 2, sigungu: 5, dong: 8 };

interface SuggestEntry extends Suggestion {
  /** Sort weight: 시군구, then stations, then 동. */
  rank: number;
}

/**
 * Search over listings. Region names, stations and suggestions come from tables that never change while
 * the process runs, so they are read once and matched in memory.
 */
export function createSearchService(repo: SearchRepo, market?: MarketFlags) {
  let loaded: Promise<{
    resolver: AreaResolver;
    suggestions: SuggestEntry[];
    centres: Map<string, RegionCentre>;
  }> | null = null;
  const load = () => {
    loaded ??= (async () => {
      const { regionRows, stationRows } = await repo.regionsAndStations();
      const resolver = createAreaResolver(regionRows, stationRows);
      // Bubble positions and names by the code prefix a count groups on.
      const centres = new Map<string, RegionCentre>();
      for (const r of regionRows) {
        if (r.lat === null || r.lng === null) continue;
        const at = { lat: r.lat, lng: r.lng };
        if (r.level === 1) {
          centres.set(r.code.slice(0, 2), { ...at, name: r.sido, saleAddrs: [r.sido] });
        } else if (r.level === 2 && r.sigungu) {
          const name = displaySigungu(r.sigungu);
          centres.set(r.code.slice(0, 5), { ...at, name, saleAddrs: [name, `${r.sido} ${name}`] });
        } else if (r.level === 3 && r.eupmyeondong && r.sigungu) {
          const parent = displaySigungu(r.sigungu);
          centres.set(r.code.slice(0, 8), {
            ...at,
            name: r.eupmyeondong,
            saleAddrs: [`${parent} ${r.eupmyeondong}`, `${r.sido} ${parent} ${r.eupmyeondong}`],
          });
        }
      }
      const suggestions: SuggestEntry[] = [];
      for (const r of regionRows) {
        if (r.level === 2 && r.sigungu) {
          const name = displaySigungu(r.sigungu);
          // A 구 of a city is offered under its city's name as well ('수원시 장안구').
          suggestions.push({ kind: 'sigungu', label: name, detail: r.sido, saleAddr: name, rank: 0 });
        } else if (r.level === 3 && r.eupmyeondong && r.sigungu) {
          const parent = displaySigungu(r.sigungu);
          suggestions.push({
            kind: 'dong',
            label: r.eupmyeondong,
            detail: `${r.sido} ${parent}`,
            saleAddr: `${parent} ${r.eupmyeondong}`,
            rank: 2,
          });
        }
      }
      const lines = new Map<string, string[]>();
      for (const s of stationRows) lines.set(s.name, [...(lines.get(s.name) ?? []), s.line]);
      for (const [name, stationLines] of lines) {
        suggestions.push({
          kind: 'station',
          label: `${name}역`,
          detail: [...new Set(stationLines)].join(' · '),
          saleAddr: `${name}역`,
          rank: 1,
        });
      }
      return { resolver, suggestions, centres };
    })();
    return loaded;
  };

  /** Each region's saleAddr, found once (saleAddrOf). */
  const saleAddrs = new Map<string, string>();

  /**
   * Totals of large areas come from the pre-aggregated cubes; small areas from their map cells, as their
   * list counts them; the rest are counted directly.
   */
  const countOf = (q: SearchFilterQuery, area: ResolvedArea): Promise<number> => {
    const plan = cubePlan(q, area);
    if (plan) return repo.cubeCount(plan);
    const fresh = confirmedPlan(q, area);
    if (fresh) return repo.confirmedCount(fresh);
    const station = stationNameOf(q, area);
    if (station) return repo.countAtStation(station, q);
    return isSmallArea(q, area) ? repo.countInCells(q, area) : repo.count(searchWhere(q, area));
  };

  return {
    async resolve(saleAddr: string): Promise<ResolvedArea> {
      return (await load()).resolver.resolve(saleAddr);
    },

    async list(caller: AuthContext | null, query: SearchFilterQuery) {
      const q = scoped(caller, query);
      const area = await this.resolve(q.saleAddr);
      const areaInfo = { kind: area.kind, label: 'label' in area ? area.label : '' };
      if (area.kind === 'none') {
        return { list: [], pageInfo: { page: q.page, totalPage: 0, totalRow: 0 }, area: areaInfo };
      }
      const offset = (q.page - 1) * q.limit;
      const answer = (rows: CardRow[], totalRow: number) => ({
        list: withJeonseRisk(rows, market),
        pageInfo: { page: q.page, totalPage: totalPages(totalRow, q.limit), totalRow },
        area: areaInfo,
      });
      const station = stationNameOf(q, area);
      if (station && q.sort === 'LATEST') {
        const { rows, total } = await repo.pageAtStation(station, q, offset);
        return answer(rows, total);
      }
      if (isSmallArea(q, area) && q.sort === 'LATEST') {
        const { rows, total } = await repo.pageInCells(q, area, offset);
        return answer(rows, total);
      }
      const where = searchWhere(q, area);
      if (isSmallArea(q, area)) {
        const { rows, total } = await repo.pageWithTotal(where, q, offset);
        return answer(rows, total);
      }
      const plan = cubePlan(q, area);
      if (plan && q.sort === 'LATEST') {
        // The exact total (a few cube rows) decides whether a page exists and how to read it: walking the
        // newest-first index when the matches are dense, sorting them when they are few, or walking the
        // bands of a combination of rooms, area and floor; in the same statement as the page.
        const region = area.kind === 'sido' || area.kind === 'sigungu' || area.kind === 'dong' ? area : ALL;
        const { rows, total } = await repo.latestPageWithCubeTotal(
          { plan, bands: bandsPlan(q, area), region },
          where,
          q,
          offset,
          area,
        );
        return answer(rows, total);
      }
      const [rows, total] = await Promise.all([repo.page(where, q, offset, false, area), countOf(q, area)]);
      return answer(rows, total);
    },

    async count(caller: AuthContext | null, query: SearchFilterQuery): Promise<number> {
      const q = scoped(caller, query);
      const area = await this.resolve(q.saleAddr);
      if (area.kind === 'none') return 0;
      return countOf(q, area);
    },

    /**
     * Counts per 시도, 시군구 or 동 for the map at low zoom, with the same filters as the list. A bubble is a
     * whole region, shown when its centre is on the map, and names the saleAddr that lists exactly it: the
     * list a bubble opens counts what the bubble says, whatever the map's size.
     */
    async regionCounts(caller: AuthContext | null, query: MapCountQuery) {
      const q = scoped(caller, query);
      const { centres, resolver } = await load();
      const area = await this.resolve(q.saleAddr);
      if (area.kind === 'none') return [];
      const inView = (c: { lat: number; lng: number }) =>
        q.southWestLat === undefined ||
        (c.lat >= q.southWestLat &&
          c.lat <= (q.northEastLat ?? 90) &&
          c.lng >= (q.southWestLng ?? -180) &&
          c.lng <= (q.northEastLng ?? 180));
      const whole = {
        ...q,
        southWestLat: undefined,
        southWestLng: undefined,
        northEastLat: undefined,
        northEastLng: undefined,
      };
      // Only the regions on screen are summed, named by code so that the cube's key index finds them.
      const onScreen = [...centres.entries()]
        .filter(([code, c]) => code.length === CODE_WIDTH[q.level] && inView(c))
        .map(([code]) => code);
      const plan = cubePlan(whole, area, true);
      const rows =
        plan && isRegionPlan(plan)
          ? await repo.cubeCountByRegion(plan, q.level, onScreen)
          : await repo.countByRegion(searchWhere(whole, area), q.level, onScreen);
      return rows
        .map((r) => {
          const centre = centres.get(r.code);
          if (!centre || !inView(centre)) return null;
          const saleAddr = saleAddrOf(resolver, saleAddrs, r.code, centre);
          return { code: r.code, name: centre.name, saleAddr, lat: centre.lat, lng: centre.lng, count: r.n };
        })
        .filter((r) => r !== null)
        .sort((a, b) => b.count - a.count);
    },

    /** Suggestions: listing number, then regions and stations matching the text or its initial consonants. */
    async suggest(keyword: string, limit: number): Promise<Suggestion[]> {
      const text = keyword.trim();
      const out: Suggestion[] = [];
      if (/^\d{1,9}$/.test(text))
        out.push({ kind: 'saleNo', label: text, detail: '매물번호', saleAddr: text });
      const { suggestions } = await load();
      const scored: { s: SuggestEntry; at: number }[] = [];
      const query = text.replace(/역$/, '');
      for (const s of suggestions) {
        const at = matchIndex(s.label, query);
        if (at >= 0) scored.push({ s, at });
      }
      scored.sort((a, b) => a.at - b.at || a.s.rank - b.s.rank || a.s.label.length - b.s.label.length);
      for (const { s } of scored.slice(0, limit - out.length)) {
        out.push({ kind: s.kind, label: s.label, detail: s.detail, saleAddr: s.saleAddr });
      }
      return out;
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;

interface RegionCentre {
  name: string;
  lat: number;
  lng: number;
  /** Ways to write the region as a search, shortest first ('중구' before '인천광역시 중구'). */
  saleAddrs: string[];
}

/** The shortest saleAddr that resolves to exactly this region: '중구' is Seoul's and Incheon's. */
function saleAddrOf(
  resolver: AreaResolver,
  memo: Map<string, string>,
  code: string,
  centre: RegionCentre,
): string {
  const known = memo.get(code);
  if (known !== undefined) return known;
  const exact = centre.saleAddrs.find((text) => {
    const area = resolver.resolve(text);
    if (area.kind === 'sido') return area.sidoCode === code;
    if (area.kind === 'sigungu')
      return area.sigunguCodes.length > 0 && area.sigunguCodes.every((c) => c.startsWith(code));
    if (area.kind === 'dong') return area.dongCodes.length === 1 && area.dongCodes[0] === code;
    return false;
  });
  const saleAddr = exact ?? centre.saleAddrs.at(-1) ?? centre.name;
  memo.set(code, saleAddr);
  return saleAddr;
}
