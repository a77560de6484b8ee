import { isServedSido, normalizeSido } from '@ansim/domain';
import type { AddressResult, AddressSearchEntity } from '@ansim/domain/contract';
import { asList, asNumber, asText, fetchJson, type HttpOptions, OpenDataUnavailable, pick } from './http.ts';
import { OTHER_SIDO, unservedSidoOf } from './sido.ts';
import { bracketJibun, plainBuildingName, transactions } from './transactions.ts';
import { TtlCache } from './ttl-cache.ts';
import type { AddressLookup, AddressQuery, LocalLookups, RegionRef } from './types.ts';

/** At most this many candidates are ranked and paged offline; a broker narrows the words rather than paging far. */
const MAX_CANDIDATES = 300;
/** Typed 지번 addresses offered at most: a 동 name shared by a few 시군구 (신사동) gives one each. */
const MAX_TYPED = 20;

const squash = (s: string) => s.replace(/\s+/g, '').toLowerCase();

const page = (list: AddressResult[], { page: p, pageSize }: AddressQuery): AddressSearchEntity => {
  const totalRow = list.length;
  return {
    list: list.slice((p - 1) * pageSize, p * pageSize),
    pageInfo: { page: p, totalPage: Math.max(1, Math.ceil(totalRow / pageSize)), totalRow },
  };
};

/** '서울 강남구 역삼' → ['서울특별시', '강남구', '역삼']: 시도 words in their official form. */
export const addressWords = (keyword: string): string[] =>
  keyword
    .split(/\s+/)
    .map((w) => w.trim())
    .filter(Boolean)
    .map((w) => normalizeSido(w));

/** '서울 강남구 …' → '서울특별시 강남구 …'. */
const officialSido = (address: string): string => {
  const [first = '', ...rest] = address.split(' ');
  return [normalizeSido(first), ...rest].join(' ');
};

const dongOf = (r: RegionRef) => [r.eupmyeondong, r.ri].filter(Boolean).join(' ');

interface Building {
  region: RegionRef;
  name: string;
  jibun: string | null;
  haystack: string;
}

/**
 * Offline address search over the shipped 법정동 (with centroids), the building names of the 실거래 file and
 * the addresses of our published listings. A word naming a 시도 outside the service area answers that
 * 시도 with served false, so the screen can refuse it with the service-area message.
 */
export function localAddressLookup(lookups: LocalLookups): AddressLookup {
  let index: Promise<{
    regions: readonly RegionRef[];
    byCode: Map<string, RegionRef>;
    buildings: Building[];
  }> | null = null;
  const load = () => {
    index ??= lookups.regions().then((regions) => {
      const byCode = new Map(regions.map((r) => [r.code, r]));
      const seen = new Set<string>();
      const buildings: Building[] = [];
      for (const t of transactions()) {
        const name = plainBuildingName(t.buildingName);
        const jibun = bracketJibun(t.buildingName);
        const key = `${t.bjdCode}|${name}|${jibun ?? ''}`;
        const region = byCode.get(t.bjdCode);
        if ((!name && !jibun) || seen.has(key) || !region) continue;
        seen.add(key);
        buildings.push({ region, name, jibun, haystack: squash(`${region.fullName}${jibun ?? ''}${name}`) });
      }
      return { regions, byCode, buildings };
    });
    return index;
  };

  const regionResult = (r: RegionRef, extra: Partial<AddressResult> = {}): AddressResult => ({
    roadAddr: '',
    jibunAddr: r.fullName,
    saleAddr: r.fullName,
    bjdCode: r.code,
    sido: r.sido,
    sigungu: r.sigungu ?? '',
    dong: dongOf(r),
    postalCode: null,
    buildingName: null,
    lat: r.lat ?? 0,
    lng: r.lng ?? 0,
    served: isServedSido(r.sido),
    ...extra,
  });

  return {
    async search(query) {
      const words = addressWords(query.keyword);
      const needles = words.map(squash);
      const holdsAll = (haystack: string) => needles.every((n) => haystack.includes(n));
      const { regions, byCode, buildings } = await load();
      const out: AddressResult[] = [];
      const seen = new Set<string>();
      const add = (r: AddressResult) => {
        if (seen.has(r.saleAddr) || out.length >= MAX_CANDIDATES) return;
        seen.add(r.saleAddr);
        out.push(r);
      };

      for (const word of words) {
        const sido = unservedSidoOf(word);
        const other = sido ? OTHER_SIDO.get(sido) : undefined;
        if (!sido || !other) continue;
        const rest = words.filter((w) => w !== word).join(' ');
        const saleAddr = rest ? `${sido} ${rest}` : sido;
        add({
          roadAddr: '',
          jibunAddr: saleAddr,
          saleAddr,
          bjdCode: `${other.code}00000000`,
          sido,
          sigungu: '',
          dong: '',
          postalCode: null,
          buildingName: null,
          lat: other.lat,
          lng: other.lng,
          served: false,
        });
      }

      // A 지번 typed after its 동 ('역삼동 736-1') is the address itself: the 동 gives its code and centre.
      for (const r of regions) {
        if (r.level < 3 || r.lat === null || out.length >= MAX_TYPED) continue;
        const haystack = squash(r.fullName);
        let matched = 0;
        while (matched < needles.length && haystack.includes(needles[matched] as string)) matched++;
        const rest = words.slice(matched).join(' ');
        const namesDong = words
          .slice(0, matched)
          .some((w) => (r.eupmyeondong ?? '').startsWith(w) || (r.ri ?? '').startsWith(w));
        if (matched === 0 || !namesDong || !/^(산\s?)?\d{1,4}(-\d{1,4})?(\s|$)/.test(rest)) continue;
        const saleAddr = `${r.fullName} ${rest}`;
        add(regionResult(r, { jibunAddr: saleAddr, saleAddr }));
      }

      const matchingRegions = regions.filter(
        (r) => r.level >= 3 && r.lat !== null && holdsAll(squash(r.fullName)),
      );
      // A 동 the broker typed by its exact name comes first ('역삼동' before '역삼1동' … and buildings in it).
      const exact = (r: RegionRef) => words.some((w) => w === r.eupmyeondong || w === r.ri);
      for (const r of matchingRegions.filter(exact)) add(regionResult(r));

      for (const l of await lookups.listingAddresses(words, 50)) {
        const r = byCode.get(l.bjdCode);
        if (!r) continue;
        add(
          regionResult(r, {
            jibunAddr: l.saleAddr,
            saleAddr: l.saleAddr,
            postalCode: l.postalCode,
            lat: l.lat,
            lng: l.lng,
          }),
        );
      }
      for (const b of buildings) {
        if (out.length >= MAX_CANDIDATES) break;
        if (!holdsAll(b.haystack)) continue;
        const jibunAddr = b.jibun ? `${b.region.fullName} ${b.jibun}` : b.region.fullName;
        add(
          regionResult(b.region, {
            jibunAddr,
            saleAddr: b.name ? `${jibunAddr} ${b.name}` : jibunAddr,
            buildingName: b.name || null,
          }),
        );
      }
      for (const r of matchingRegions) add(regionResult(r));
      return page(out, query);
    },
  };
}

export interface KakaoOptions extends HttpOptions {
  restKey: string;
  baseUrl?: string;
}

/**
 * Kakao local address search (https://developers.kakao.com/docs/latest/ko/local/dev-guide#address-coord):
 * road and jibun address, 법정동 code (b_code), postal code, building name and coordinates in one answer.
 */
export function kakaoAddressLookup({
  restKey,
  baseUrl = 'https://dapi.kakao.com',
  ...http
}: KakaoOptions): AddressLookup {
  const cache = new TtlCache<AddressSearchEntity>(24 * 3600_000);
  return {
    search(query) {
      const url = `${baseUrl}/v2/local/search/address.json?${new URLSearchParams({
        query: query.keyword,
        page: String(Math.min(query.page, 45)),
        size: String(query.pageSize),
      })}`;
      return cache.getOrLoad(url, async () => {
        const json = await fetchJson(
          'kakao-address',
          url,
          { headers: { Authorization: `KakaoAK ${restKey}` } },
          http,
        );
        const documents = pick(json, 'documents');
        if (!Array.isArray(documents)) throw new OpenDataUnavailable('kakao-address', 'no documents');
        const list: AddressResult[] = [];
        for (const d of asList(documents)) {
          const jibun = pick(d, 'address');
          const road = pick(d, 'road_address');
          const bjdCode = asText(pick(jibun, 'b_code'));
          const lat = asNumber(pick(d, 'y'));
          const lng = asNumber(pick(d, 'x'));
          if (!bjdCode || lat === null || lng === null) continue;
          const sido = normalizeSido(asText(pick(jibun, 'region_1depth_name')) ?? '');
          const jibunAddr = asText(pick(jibun, 'address_name')) ?? asText(pick(d, 'address_name')) ?? '';
          const roadAddr = asText(pick(road, 'address_name')) ?? '';
          const buildingName = asText(pick(road, 'building_name'));
          list.push({
            roadAddr,
            jibunAddr,
            // Kakao shortens the 시도 ('서울'); the stored address carries its official name, as ours do.
            saleAddr: officialSido(buildingName ? `${jibunAddr} ${buildingName}` : jibunAddr),
            bjdCode,
            sido,
            sigungu: asText(pick(jibun, 'region_2depth_name')) ?? '',
            dong: asText(pick(jibun, 'region_3depth_name')) ?? '',
            postalCode: asText(pick(road, 'zone_no')),
            buildingName,
            lat,
            lng,
            served: isServedSido(sido),
          });
        }
        const totalRow = asNumber(pick(json, 'meta', 'pageable_count')) ?? list.length;
        return {
          list,
          pageInfo: {
            page: query.page,
            totalPage: Math.max(1, Math.ceil(totalRow / query.pageSize)),
            totalRow,
          },
        };
      });
    },
  };
}
