import { type MapCountQuery, matchIndex, type SearchFilterQuery, sqmToPyeong } from '@ansim/domain';
import type { SaleListItem, Suggestion } from '@ansim/domain/contract';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { regions, subwayStations } from '../../db/schema/index.ts';
import { displaySigungu } from '../../db/seed/regions.ts';
import { type AreaResolver, createAreaResolver, type ResolvedArea } from './area-resolver.ts';
import { areaTotal, cubeCount, cubeCountByRegion, cubePlan, isRegionPlan } from './cube-count.ts';
import { boxOf, isStreetBox } from './map-box.ts';
import type { SearchRepo } from './repo.ts';
import { searchWhere } from './repo.ts';

type Row = Awaited<ReturnType<SearchRepo['page']>>[number];

export const toListItem = (r: Row): SaleListItem => ({
  saleNo: r.saleNo,
  userNo: r.userNo,
  isLike: Boolean(r.isLike),
  image: r.image,
  redevelop: r.redevelop,
  saleAddr: r.saleAddr,
  saleType: r.saleType as SaleListItem['saleType'],
  type: r.type as SaleListItem['type'],
  rentPrice: r.rentPrice,
  sellingPrice: r.sellingPrice,
  deposit: r.deposit,
  monthlyPrice: r.monthlyPrice,
  title: r.title,
  roomType: r.roomType,
  roomGroup: r.roomGroup,
  floor: r.floor,
  dedicatedArea1: Number(r.dedicatedArea1),
  dedicatedArea2: sqmToPyeong(r.dedicatedArea1),
  actualArea2: sqmToPyeong(r.actualArea1 ?? r.dedicatedArea1),
  safetyGrade: r.safetyGrade,
  changeSafetyGrade: r.changeSafetyGrade,
  isLawyer: r.isLawyer,
  isConfirm: r.isConfirm,
  isBaro: r.isBaro,
  lat: r.lat,
  lng: r.lng,
  regDate: r.createdAt.toISOString(),
});

/** A station's kilometre or a street-level map: few enough listings to take them all and sort. */
const isSmallArea = (q: SearchFilterQuery, area: ResolvedArea): boolean => {
  if (area.kind === 'station') return true;
  const box = boxOf(q);
  return box !== null && isStreetBox(box);
};

/**
 * Index entries a newest-first walk may read for one page before sorting the matches is cheaper: a walk
 * reads (offset + limit) × area / matches entries, a sort reads the matches once.
 */
const WALK_LIMIT = 20_000;

const ALL: ResolvedArea = { kind: 'all' };

interface SuggestEntry extends Suggestion {
  /** Sort weight: 시군구, then stations, then 동. */
  rank: number;
}

/**
 * Search over listings. Region names, stations and suggestions come from tables that never change while
 * the process runs, so they are read once and matched in memory.
 */
export function createSearchService(db: Db, repo: SearchRepo) {
  let loaded: Promise<{
    resolver: AreaResolver;
    suggestions: SuggestEntry[];
    centres: Map<string, { name: string; lat: number; lng: number }>;
  }> | null = null;
  const load = () => {
    loaded ??= (async () => {
      const regionRows = await db.select().from(regions).orderBy(asc(regions.code));
      const stationRows = await db.select().from(subwayStations);
      const resolver = createAreaResolver(regionRows, stationRows);
      // Bubble positions and names by the code prefix a count groups on.
      const centres = new Map<string, { name: string; lat: number; lng: number }>();
      for (const r of regionRows) {
        if (r.lat === null || r.lng === null) continue;
        if (r.level === 1) centres.set(r.code.slice(0, 2), { name: r.sido, lat: r.lat, lng: r.lng });
        if (r.level === 2 && r.sigungu)
          centres.set(r.code.slice(0, 5), { name: displaySigungu(r.sigungu), lat: r.lat, lng: r.lng });
        if (r.level === 3 && r.eupmyeondong)
          centres.set(r.code.slice(0, 8), { name: r.eupmyeondong, lat: r.lat, lng: r.lng });
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

  /** Totals of large areas come from the pre-aggregated cubes; small areas are counted directly. */
  const countOf = (q: SearchFilterQuery, area: ResolvedArea): Promise<number> => {
    const plan = cubePlan(q, area);
    return plan ? cubeCount(db, plan) : repo.count(searchWhere(q, area));
  };

  return {
    async resolve(saleAddr: string): Promise<ResolvedArea> {
      return (await load()).resolver.resolve(saleAddr);
    },

    async list(q: SearchFilterQuery) {
      const area = await this.resolve(q.saleAddr);
      const areaInfo = { kind: area.kind, label: 'label' in area ? area.label : '' };
      if (area.kind === 'none') {
        return { list: [], pageInfo: { page: q.page, totalPage: 0, totalRow: 0 }, area: areaInfo };
      }
      const where = searchWhere(q, area);
      const offset = (q.page - 1) * q.limit;
      const plan = cubePlan(q, area);
      let rows: Row[];
      let totalRow: number;
      if (isSmallArea(q, area)) {
        ({ rows, total: totalRow } = await repo.pageWithTotal(where, q, offset));
      } else if (plan) {
        // The exact total comes first (a few cube rows): it tells whether a page exists and whether the
        // matches are dense enough to walk the newest-first index for them.
        const region = area.kind === 'sido' || area.kind === 'sigungu' || area.kind === 'dong' ? area : ALL;
        const [total, inArea] = await Promise.all([cubeCount(db, plan), areaTotal(db, q.status, region)]);
        totalRow = total;
        const walk = total > 0 ? ((offset + q.limit) * inArea) / total : Number.POSITIVE_INFINITY;
        rows = offset < total ? await repo.page(where, q, offset, walk > WALK_LIMIT) : [];
      } else {
        [rows, totalRow] = await Promise.all([repo.page(where, q, offset), countOf(q, area)]);
      }
      return {
        list: rows.map(toListItem),
        pageInfo: { page: q.page, totalPage: Math.ceil(totalRow / q.limit), totalRow },
        area: areaInfo,
      };
    },

    async count(q: SearchFilterQuery): Promise<number> {
      const area = await this.resolve(q.saleAddr);
      if (area.kind === 'none') return 0;
      return countOf(q, area);
    },

    /** Counts per 시도, 시군구 or 동 for the map at low zoom, with the same filters as the list. */
    async regionCounts(q: MapCountQuery) {
      const { centres } = await load();
      const area = await this.resolve(q.saleAddr);
      if (area.kind === 'none') return [];
      // Bubbles are whole regions (the usual map bubble): a region's full count, shown when its centre is
      // on the map, read from the cubes at every level.
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
      const width = { sido: 2, sigungu: 5, dong: 8 }[q.level];
      // Only the regions on screen are summed, named by code so that the cube's key index finds them.
      const onScreen = [...centres.entries()]
        .filter(([code, c]) => code.length === width && inView(c))
        .map(([code]) => code);
      const plan = cubePlan(whole, area, true);
      const rows =
        plan && isRegionPlan(plan)
          ? await cubeCountByRegion(db, plan, q.level, onScreen)
          : await repo.countByRegion(searchWhere(q.level === 'dong' ? q : whole, area), q.level);
      return rows
        .map((r) => {
          const centre = centres.get(r.code);
          return centre && inView(centre)
            ? { code: r.code, name: centre.name, lat: centre.lat, lng: centre.lng, count: r.n }
            : null;
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
