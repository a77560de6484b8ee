import { z } from 'zod';
import { INT4_MAX, intColumn } from './primitives.ts';

/**
 * Listing numbers per page of the listings' sitemap. A page is one range of numbers, so it is one range
 * scan of the primary key, whatever the number of listings; it holds at most this many URLs, well under
 * the sitemap protocol's 50,000, so a page stays around a megabyte before compression.
 */
export const SITEMAP_SALES_SPAN = 10_000;

/** The sitemap page that lists a listing: listing numbers [page × span, (page + 1) × span). */
export const sitemapSalesPageOf = (saleNo: number): number => Math.floor(saleNo / SITEMAP_SALES_SPAN);

/** GET /sitemaps/sales-{page}.xml. */
export const sitemapSalesParamsSchema = z.object({
  page: intColumn('page', { min: 0, max: Math.floor(INT4_MAX / SITEMAP_SALES_SPAN) }),
});
