import { MOBILE_MAX_WIDTH_PX } from './limits.ts';

/*
 * Where a listing photo lives in each size (GET /images/sale/{key}/{variant}). The key is the hash of the
 * original, so a URL never changes meaning and is cached for a year; the widths are what each place draws
 * at twice its CSS size on a phone (card 200 px, detail 480 px, zoom the full screen). `thumb` is the
 * list card's photo on a phone: 112 CSS px, so 240 px covers a 2× screen at a third of card's bytes.
 */

export const LISTING_IMAGE_SIZES = ['thumb', 'card', 'detail', 'zoom'] as const;
export type ListingImageSize = (typeof LISTING_IMAGE_SIZES)[number];
export type ListingImageFormat = 'webp' | 'avif';

export const LISTING_IMAGE_WIDTHS = {
  thumb: 240,
  card: 400,
  detail: 960,
  zoom: 1600,
} as const satisfies Record<ListingImageSize, number>;

/** The share preview (Open Graph): 1200×630 JPEG, which every messenger's crawler reads. */
export const LISTING_OG_IMAGE = { width: 1200, height: 630 } as const;

export const listingImageUrl = (
  key: string,
  size: ListingImageSize,
  format: ListingImageFormat = 'webp',
): string => `/images/sale/${key}/${size}.${format}`;

export const listingOgImageUrl = (key: string): string => `/images/sale/${key}/og.jpg`;

/** A card photo's URL as a listing row keeps it (`sales.main_image`), and the folder of the photo's sizes. */
const CARD_URL = /^(\/images\/sale\/[0-9a-f]{16,64}\/)card\.webp$/;

/**
 * The `srcset` of a list card's photo: the thumb and the card size, so a phone (112 CSS px) takes 240 px and
 * a desktop or a 3× phone 400 px. Null when the URL is not one of our card photos (no other sizes exist).
 */
export function listingCardSrcSet(cardUrl: string): string | null {
  const folder = CARD_URL.exec(cardUrl)?.[1];
  if (folder === undefined) return null;
  return `${folder}thumb.webp ${LISTING_IMAGE_WIDTHS.thumb}w, ${cardUrl} ${LISTING_IMAGE_WIDTHS.card}w`;
}

/**
 * The `sizes` of a list card's photo: the widths sale-card.module.css gives `.image` (112 px, 160 px from
 * 1000 px up). The server's preload of the first card photo sends the same pair, so the browser picks the
 * same file once.
 */
export const LISTING_CARD_IMAGE_SIZES = `(min-width: ${MOBILE_MAX_WIDTH_PX}px) 160px, 112px`;
