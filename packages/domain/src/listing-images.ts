/*
 * Where a listing photo lives in each size (GET /images/sale/{key}/{variant}). The key is the hash of the
 * original, so a URL never changes meaning and is cached for a year; the widths are what each place draws
 * at twice its CSS size on a phone (card 200 px, detail 480 px, zoom the full screen).
 */

export const LISTING_IMAGE_SIZES = ['card', 'detail', 'zoom'] as const;
export type ListingImageSize = (typeof LISTING_IMAGE_SIZES)[number];
export type ListingImageFormat = 'webp' | 'avif';

export const LISTING_IMAGE_WIDTHS = { card: 400, detail: 960, zoom: 1600 } as const satisfies Record<
  ListingImageSize,
  number
>;

/** The share preview (Open Graph): 1200×630 JPEG, which every messenger's crawler reads. */
export const LISTING_OG_IMAGE = { width: 1200, height: 630 } as const;

export const listingImageUrl = (
  key: string,
  size: ListingImageSize,
  format: ListingImageFormat = 'webp',
): string => `/images/sale/${key}/${size}.${format}`;

export const listingOgImageUrl = (key: string): string => `/images/sale/${key}/og.jpg`;
