/*
 * The first list of a page, answered in its HTML. On a cold visit the list's call leaves only once the app
 * has run, and the first card's photo (the page's largest paint) only once the call is answered: a round
 * trip of the API before it (P6, Lighthouse's LCP). For the pages whose first screen is a list, the server
 * builds the exact URL a visitor's browser will ask for (the domain's first-lists.ts, the web's own
 * functions), answers it in-process through the real route, and writes the answer into the page as a JSON
 * data block, which the CSP allows since it is never executed. The web's api-client answers a GET of that
 * URL from the block, once. With the answer comes a preload of the first card's photo.
 *
 * Only a visitor's URL is built (`loginUserNo=` empty): the server does not know the viewer when it sends
 * the page, and a signed-in app builds another URL, which goes to the network.
 *
 * A listing's detail is a PATCH (the spec's method), keyed `PATCH <url>` in the block. Its answer comes
 * from the service without counting a view (a link preview's fetch of the HTML is no view): the app draws
 * the embedded answer at once and still sends its own PATCH, which counts the view and, were anything
 * changed since, redraws (get-sale-detail.ts). A signed-in app never reads it: its heart and documents differ.
 */

import {
  defaultFilter,
  isListingNumber,
  LISTING_CARD_IMAGE_SIZES,
  listingCardSrcSet,
  PAGE_SIZES,
  readSort,
  SALE_DETAIL_PATTERN,
  SEARCH_LIST_PATTERN,
  type SearchParams,
  safeNewListParams,
  saleListParams,
} from '@ansim/domain';
import { API, ok, type SaleDetail } from '@ansim/domain/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { escapeHtml } from '../modules/seo/head-tags.ts';

/** The id the web's api-client reads the block by (FIRST_ANSWERS_ID there). */
export const FIRST_ANSWERS_ID = 'first-answers';

/**
 * How long one URL's answer is reused. A burst of cold visits (a shared link, a flood) costs one query per
 * URL per this long; a listing registered meanwhile shows a few seconds late, and the app's own refetches
 * see it.
 */
const ANSWER_TTL_MS = 5_000;
/** A bound on the cache: saleAddr is free text, so a flood of distinct areas must not grow it without end. */
const MAX_CACHED_URLS = 500;

/** The calls a visitor's first screen of this page sends (its lists, the home's popup), by its route's pattern. */
export function firstListUrls(pattern: string, query: URLSearchParams): string[] {
  const url = (params: SearchParams) => `${API.searchSaleList.path}?${new URLSearchParams(params)}`;
  // The home's popup (spec 01 §2) shows with the first screen, so its banners come in the page too.
  if (pattern === '/main') return [url(safeNewListParams({ kind: 'seoul' }, null)), API.bannerDetail.path];
  if (pattern === SEARCH_LIST_PATTERN) {
    // As search-list-page.tsx scopes the filter: the URL's area and order over the default filter.
    const filter = {
      ...defaultFilter(),
      saleAddr: query.get('saleAddr')?.trim() ?? '',
      sort: readSort(query.get('sort')),
    };
    return [url(saleListParams(filter, 1, PAGE_SIZES.search))];
  }
  return [];
}

/**
 * The preload of a page's first photo, asking for the very file its <img> will: the search list draws a
 * SaleCard, whose photo has a srcset (thumb on a phone, card on a desktop), so the preload carries the same
 * `imagesrcset`/`imagesizes` and no `href` (a browser without imagesrcset would fetch the card size and
 * then the thumb). The home's row of mini cards draws the card URL as it is.
 */
export function firstImagePreload(pattern: string, image: string): string {
  const srcset = pattern === SEARCH_LIST_PATTERN ? listingCardSrcSet(image) : null;
  const source =
    srcset === null
      ? `href="${escapeHtml(image)}"`
      : `imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(LISTING_CARD_IMAGE_SIZES)}"`;
  return `<link rel="preload" as="image" fetchpriority="high" ${source} />`;
}

/**
 * Text safe inside a <script> element: JSON that never holds `<` (so no `</script>` or `<!--`), `>`, `&`,
 * or the two line separators some parsers of JavaScript end a line at. Each is the same string to JSON.parse.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

interface Answer {
  /** The envelope as the route sent it. */
  envelope: unknown;
  /** The first listing's photo, if it has one. */
  firstImage: string | null;
}

const firstImageOf = (envelope: unknown): string | null => {
  const entity = (envelope as { entity?: { list?: { image?: unknown }[] } } | null)?.entity;
  const image = entity?.list?.[0]?.image;
  return typeof image === 'string' && image !== '' ? image : null;
};

/** The block's key of a listing detail's answer: the method and the URL the web app calls (its ROUTES). */
export const detailAnswerKey = (saleNo: number): string =>
  `${API.saleDetail.method} ${API.saleDetail.path.replace(':saleNo', String(saleNo))}`;

/** The listing a detail page shows, for both forms of its address; null for any other page or a bad number. */
function detailSaleNo(pattern: string, params: Readonly<Record<string, string>>): number | null {
  if (pattern !== SALE_DETAIL_PATTERN && pattern !== `${SALE_DETAIL_PATTERN}/:userNo`) return null;
  const salesNo = params.salesNo;
  return isListingNumber(salesNo) && Number(salesNo) > 0 ? Number(salesNo) : null;
}

/** A visitor's detail of a listing as the service gives it, without counting a view; null when not shown. */
export type VisitorDetail = (saleNo: number) => Promise<SaleDetail | null>;

export interface FirstAnswers {
  /** The head tags that carry the page's first answers and preload the first photo; '' for other pages. */
  tags(pattern: string, query: URLSearchParams, params?: Readonly<Record<string, string>>): Promise<string>;
}

export function createFirstAnswers(
  app: FastifyInstance,
  { visitorDetail, now = Date.now }: { visitorDetail?: VisitorDetail; now?: () => number } = {},
): FirstAnswers {
  const cache = new Map<string, { at: number; answer: Promise<Answer | null> }>();

  /** The envelope the detail route would send a visitor, through its response schema (same keys, same order). */
  const detailAnswer = async (saleNo: number): Promise<Answer | null> => {
    const entity = visitorDetail ? await visitorDetail(saleNo) : null;
    if (entity === null) return null;
    const envelope = z.encode(API.saleDetail.response, ok(entity));
    return { envelope, firstImage: null };
  };

  /** The route's own answer (same validation, service and serializer), or null when it is not a success. */
  const listAnswer = async (url: string): Promise<Answer | null> => {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    if (res.statusCode !== 200) return null;
    const envelope: unknown = res.json();
    if ((envelope as { code?: unknown } | null)?.code !== 1) return null;
    return { envelope, firstImage: firstImageOf(envelope) };
  };

  /** The answer under `url` (the block's key), loaded by `load` at most once per ANSWER_TTL_MS. */
  const cached = (url: string, load: () => Promise<Answer | null>): Promise<Answer | null> => {
    const hit = cache.get(url);
    if (hit && now() - hit.at < ANSWER_TTL_MS) return hit.answer;
    if (cache.size >= MAX_CACHED_URLS) {
      for (const [key, entry] of cache) if (now() - entry.at >= ANSWER_TTL_MS) cache.delete(key);
      // Still full of fresh entries: the oldest goes (a Map iterates in insertion order).
      if (cache.size >= MAX_CACHED_URLS) cache.delete(cache.keys().next().value ?? '');
    }
    const pending = load().catch((error: unknown) => {
      // The page without its answer is the page as it was: the app asks for the list itself.
      app.log.warn({ err: error, url }, 'first answer failed; the page is sent without it');
      cache.delete(url);
      return null;
    });
    cache.set(url, { at: now(), answer: pending });
    return pending;
  };

  return {
    async tags(pattern, query, params = {}) {
      const saleNo = detailSaleNo(pattern, params);
      const requests =
        saleNo === null
          ? firstListUrls(pattern, query).map((url) => ({ url, load: () => listAnswer(url) }))
          : [{ url: detailAnswerKey(saleNo), load: () => detailAnswer(saleNo) }];
      if (requests.length === 0) return '';
      const answers = await Promise.all(
        requests.map(async ({ url, load }) => [url, await cached(url, load)] as const),
      );
      const block: Record<string, unknown> = {};
      const images: string[] = [];
      for (const [url, found] of answers) {
        if (!found) continue;
        block[url] = found.envelope;
        if (found.firstImage) images.push(found.firstImage);
      }
      if (Object.keys(block).length === 0) return '';
      return [
        // Before the block, so the browser asks for the photo as soon as it reads the head.
        ...images.map((image) => firstImagePreload(pattern, image)),
        `<script type="application/json" id="${FIRST_ANSWERS_ID}">${jsonForScript(block)}</script>`,
      ].join('\n    ');
    },
  };
}
