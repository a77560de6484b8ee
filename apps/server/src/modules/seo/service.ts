import {
  documentTitle,
  HOME_TITLE,
  isBuildingType,
  isSaleType,
  LISTING_OG_IMAGE,
  listingOgImageUrl,
  matchWebPage,
  NOT_FOUND_PAGE_TITLE,
  rateToLevel,
  SALE_DETAIL_PATTERN,
  SEARCH_LIST_PATTERN,
  SITE_DESCRIPTION,
  saleDetailMeta,
  saleDetailPagePath,
  searchListDescription,
  searchListTitle,
  shortAddress,
  WEB_PAGES,
  type WebPageMatch,
} from '@ansim/domain';
import { INT4_MAX, SITEMAP_SALES_SPAN } from '@ansim/domain/contract';
import { AppError } from '../../errors.ts';
import type { PageHead, ShareImage } from './head-tags.ts';
import type { SeoRepo, SharedSaleRow } from './repo.ts';
import { robotsTxt } from './robots.ts';
import { sitemapIndexXml, urlSetXml } from './sitemap-xml.ts';

/**
 * The site's own preview image: a brand card for pages, and listings, that have no photo of their own.
 * A file of the web build (apps/web/public, drawn by scripts/make-share-image.mjs), not a route of the
 * server. 1200 × 630 is what link previews crop to.
 */
export const SITE_SHARE_IMAGE = { webFile: '/og-image.png', width: 1200, height: 630 } as const;

/** A page as the server answers it: 200 for a page of the app, 404 for a path that is none. */
export interface ResolvedPage {
  status: 200 | 404;
  head: PageHead;
  /**
   * The stored key of the photo the page draws first and largest (a listing's main photo), for the HTML to
   * preload it (page-preloads.ts); absent on pages without one.
   */
  photoKey?: string;
}

/**
 * Link previews show raster images only; the demo listings' generated drawings are SVG, so those get the
 * site's card instead.
 */
const isPreviewableImage = (url: string | null, base: string): url is string =>
  url !== null && url !== '' && !/\.svg(?:[?#]|$)/i.test(url) && URL.canParse(url, base);

/** A path for a pattern and its parameters, the words spelt as the route table spells them. */
const pathOf = ({ page, params }: WebPageMatch): string =>
  page.pattern.replace(/:([A-Za-z]+)/g, (_word, name: string) => encodeURIComponent(params[name] ?? ''));

const LISTING_NUMBER = /^\d{1,10}$/;

/** The search's own limit on `saleAddr`: a longer one is no search the list would run. */
const SEARCHED_AREA_MAX = 100;

export function createSeoService({ repo, publicUrl }: { repo: SeoRepo; publicUrl: string }) {
  const absolute = (pathOrUrl: string): string => new URL(pathOrUrl, `${publicUrl}/`).href;
  const siteImage: ShareImage = {
    url: absolute(SITE_SHARE_IMAGE.webFile),
    width: SITE_SHARE_IMAGE.width,
    height: SITE_SHARE_IMAGE.height,
    alt: HOME_TITLE,
  };
  const robots = robotsTxt(publicUrl);

  const head = (
    fields: Pick<PageHead, 'description' | 'indexable'> & {
      pageTitle: string | null;
      canonicalPath: string | null;
      image?: ShareImage;
    },
  ): PageHead => ({
    title: documentTitle(fields.pageTitle),
    shareTitle: fields.pageTitle ?? HOME_TITLE,
    description: fields.description,
    canonicalUrl: fields.canonicalPath === null ? null : absolute(fields.canonicalPath),
    indexable: fields.indexable,
    image: fields.image ?? siteImage,
  });

  const notFound: ResolvedPage = {
    status: 404,
    head: head({
      pageTitle: NOT_FOUND_PAGE_TITLE,
      description: SITE_DESCRIPTION,
      canonicalPath: null,
      indexable: false,
    }),
  };

  const saleHead = (sale: SharedSaleRow): PageHead => {
    const summary = saleDetailMeta({
      area: shortAddress(sale.saleAddr),
      // The table's CHECK constraints admit only these codes; the guards only narrow the column's type.
      buildingType: isBuildingType(sale.buildingType) ? sale.buildingType : 'APARTMENT',
      saleType: isSaleType(sale.saleType) ? sale.saleType : 'SALE',
      sellingPrice: sale.sellingPrice,
      rentPrice: sale.rentPrice,
      deposit: sale.deposit,
      monthlyPrice: sale.monthlyPrice,
      title: sale.title,
      floor: sale.floor,
      dedicatedArea: sale.dedicatedArea,
      // The grade the operator set after review wins over the broker's, as on the card.
      grade: rateToLevel(sale.changeSafetyGrade || sale.safetyGrade),
    });
    return head({
      pageTitle: summary.title,
      description: summary.description,
      canonicalPath: saleDetailPagePath(sale.saleNo),
      indexable: true,
      image: saleImage(sale),
    });
  };

  /**
   * A listing's preview: its photo's share size (1200 × 630 JPEG, which every messenger reads) when it
   * has photos, else the photo the row names if a preview can show it, else the site's card.
   */
  const saleImage = (sale: SharedSaleRow): ShareImage | undefined => {
    if (sale.mainImageKey)
      return { url: absolute(listingOgImageUrl(sale.mainImageKey)), ...LISTING_OG_IMAGE, alt: sale.title };
    if (isPreviewableImage(sale.mainImage, `${publicUrl}/`))
      return { url: absolute(sale.mainImage), alt: sale.title };
    return undefined;
  };

  /** A listing's page: 200 with the listing's own head while it is open to everyone, else 404. */
  const salePage = async (match: WebPageMatch): Promise<ResolvedPage> => {
    const salesNo = match.params.salesNo ?? '';
    const saleNo = LISTING_NUMBER.test(salesNo) ? Number(salesNo) : 0;
    const sale = saleNo >= 1 && saleNo <= INT4_MAX ? await repo.activeSale(saleNo) : null;
    if (sale) {
      // The gallery's first photo is the main one (galleryOrder), as mainImageKey picks it.
      return { status: 200, head: saleHead(sale), ...(sale.mainImageKey && { photoKey: sale.mainImageKey }) };
    }
    // The app still draws its detail page (it says the listing is gone); crawlers get the status.
    return {
      status: 404,
      head: head({
        pageTitle: match.page.title,
        description: SITE_DESCRIPTION,
        canonicalPath: null,
        indexable: false,
      }),
    };
  };

  return {
    robotsTxt: (): string => robots,

    /** The head of an open listing's page (the short link's page carries it too); null when it is not open. */
    async saleHeadOf(saleNo: number): Promise<PageHead | null> {
      const sale = await repo.activeSale(saleNo);
      return sale ? saleHead(sale) : null;
    },

    /** The head of the not-found page: no canonical URL, not indexed. */
    notFoundHead: (): PageHead => notFound.head,

    /**
     * The sitemap index: the public pages, then one sitemap per range of listing numbers that holds an
     * active listing. Always an index, so that crawlers find one stable address whatever the size.
     */
    async sitemapIndex(): Promise<string> {
      const pages = await repo.activeSalePages(SITEMAP_SALES_SPAN);
      return sitemapIndexXml([
        absolute('/sitemaps/pages.xml'),
        ...pages.map((page) => absolute(`/sitemaps/sales-${page}.xml`)),
      ]);
    },

    /** The public pages without a parameter (home, search results, notices, terms). */
    pagesSitemap(): string {
      const pages = WEB_PAGES.filter(
        (page) => page.crawl === 'index' && !page.canonical && !page.pattern.includes(':'),
      );
      return urlSetXml(pages.map((page) => ({ url: absolute(page.pattern) })));
    },

    /** The active listings of one range of numbers; NOT_FOUND for a range without one (no index lists it). */
    async salesSitemap(page: number): Promise<string> {
      const from = page * SITEMAP_SALES_SPAN;
      const rows = await repo.activeSalesBetween(from, from + SITEMAP_SALES_SPAN);
      if (rows.length === 0) throw new AppError('NOT_FOUND');
      return urlSetXml(
        rows.map((row) => ({ url: absolute(saleDetailPagePath(row.saleNo)), lastModified: row.updatedAt })),
      );
    },

    /** The status and head of the page at a path of the web app; `query` is the URL's search part. */
    async page(pathname: string, query: URLSearchParams): Promise<ResolvedPage> {
      const match = matchWebPage(pathname);
      if (!match) return notFound;
      const { page } = match;
      if (page.pattern.startsWith(SALE_DETAIL_PATTERN)) return salePage(match);
      if (page.pattern === SEARCH_LIST_PATTERN) {
        const area = (query.get('saleAddr') ?? '').trim().slice(0, SEARCHED_AREA_MAX);
        return {
          status: 200,
          head: head({
            pageTitle: searchListTitle(area),
            description: searchListDescription(area),
            canonicalPath: area
              ? `${SEARCH_LIST_PATTERN}?saleAddr=${encodeURIComponent(area)}`
              : page.pattern,
            indexable: true,
          }),
        };
      }
      return {
        status: 200,
        head: head({
          pageTitle: page.title,
          description: page.description,
          canonicalPath: page.canonical ?? pathOf(match),
          indexable: page.crawl === 'index',
        }),
      };
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
