import {
  LISTING_IMAGE_SIZES,
  LISTING_IMAGE_WIDTHS,
  LISTING_OG_IMAGE,
  type ListingImageFormat,
  type ListingImageSize,
} from '@ansim/domain';

/**
 * The files a listing photo is kept as, under `sale-images/{key}/`: each size of
 * `@ansim/domain/listing-images` in WebP and AVIF, the share preview, and the original they are made from.
 * The names are the URL's last segment (GET /images/sale/{key}/{variant}).
 */
export type ListingImageVariant = `${ListingImageSize}.${ListingImageFormat}` | 'og.jpg';

const FORMATS: readonly ListingImageFormat[] = ['webp', 'avif'];

export const LISTING_IMAGE_VARIANTS: readonly ListingImageVariant[] = [
  ...LISTING_IMAGE_SIZES.flatMap((size) => FORMATS.map((format) => `${size}.${format}` as const)),
  'og.jpg',
];

/**
 * What an upload makes at once, from the pixels it has just decoded: the registration form shows the card
 * size as the photo's preview, and the saved listing's search card asks for thumb and card the moment it is
 * listed. Every other variant is rendered on its first request (images service `read`), so an upload does
 * not pay for sizes and formats nobody may ever open (a zoom AVIF costs more than all of this together).
 */
export const UPLOAD_VARIANTS: readonly ListingImageVariant[] = ['thumb.webp', 'card.webp'];

const VARIANT_SET: ReadonlySet<string> = new Set(LISTING_IMAGE_VARIANTS);
export const isListingImageVariant = (name: string): name is ListingImageVariant => VARIANT_SET.has(name);

/** The box a variant is drawn into: a width (the height follows the picture), or a fixed crop. */
export type VariantBox =
  | { kind: 'width'; width: number; format: ListingImageFormat }
  | { kind: 'cover'; width: number; height: number; format: 'jpg' };

export function boxOf(variant: ListingImageVariant): VariantBox {
  if (variant === 'og.jpg') return { kind: 'cover', ...LISTING_OG_IMAGE, format: 'jpg' };
  const [size, format] = variant.split('.') as [ListingImageSize, ListingImageFormat];
  return { kind: 'width', width: LISTING_IMAGE_WIDTHS[size], format };
}

const MIME: Record<VariantBox['format'], string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
};
export const mimeOf = (variant: ListingImageVariant): string => MIME[boxOf(variant).format];

/** The formats an upload's original may be kept in (after it is re-encoded upright and stripped). */
export const ORIGINAL_EXTENSIONS = ['jpg', 'png', 'webp'] as const;
export type OriginalExtension = (typeof ORIGINAL_EXTENSIONS)[number];

const FOLDER = 'sale-images';

/** Where one file of a photo is stored: `sale-images/{key}/{card.webp | … | original.jpg}`. */
export const listingImageStorageKey = (
  key: string,
  file: ListingImageVariant | `original.${OriginalExtension}`,
): string => `${FOLDER}/${key}/${file}`;

// Only the names this pipeline writes: a leftover partial write (`….tmp`) or a file of an older pipeline
// is not a photo of the key, so the sweeper may take it once it is old enough.
const STORED = new RegExp(
  `^${FOLDER}/([0-9a-f]{16,64})/(?:${LISTING_IMAGE_VARIANTS.map((v) => v.replace('.', '\\.')).join('|')}|original\\.(?:${ORIGINAL_EXTENSIONS.join('|')}))$`,
);

/** The photo key a storage key belongs to, or null when it is not one of a photo's files. */
export function imageKeyOfStorageKey(storageKey: string): string | null {
  return STORED.exec(storageKey)?.[1] ?? null;
}
