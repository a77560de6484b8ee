import type { NativeResult } from '../../../shared/native/index.ts';
import { MEDIA_MSG } from './media-messages.ts';

/** How a share ended, as far as the user needs to hear about it. */
export type ShareResult =
  | { kind: 'shared' }
  | { kind: 'copied' }
  | { kind: 'cancelled' }
  | { kind: 'failed'; link: string };

export interface ShareSteps {
  /** The short link; may fail (the server down, a listing just hidden). */
  shortLink: () => Promise<string>;
  /** The listing's own page, shared when there is no short link. */
  pageUrl: string;
  /** The bridge command (native.shareUrl or native.shareKaKao, web fallbacks included). */
  send: (link: string) => Promise<NativeResult<'shared' | 'copied' | undefined>>;
}

/**
 * Shares the listing: its short link when the server gives one, else the page's own address (a link to
 * the listing is worth more than an error), through the app's share sheet, the browser's, or the clipboard.
 */
export async function shareListing({ shortLink, pageUrl, send }: ShareSteps): Promise<ShareResult> {
  const link = await shortLink().catch(() => pageUrl);
  const result = await send(link);
  if (result.ok) return result.value === 'copied' ? { kind: 'copied' } : { kind: 'shared' };
  // Closing the share sheet is the user's choice, not a failure.
  if (result.reason === 'cancelled') return { kind: 'cancelled' };
  return { kind: 'failed', link };
}

/**
 * What the status line says: the copy confirmed, a failure with the link to copy by hand, and nothing
 * when a share sheet was used or closed (the sheet said everything).
 */
export function shareMessage(result: ShareResult): string | null {
  switch (result.kind) {
    case 'copied':
      return MEDIA_MSG.share.copied;
    case 'failed':
      return MEDIA_MSG.share.failed(result.link);
    default:
      return null;
  }
}

/** The canonical address of a listing's page (not the owner's /{userNo} variant). */
export const listingPageUrl = (origin: string, saleNo: number): string =>
  `${origin}/salesManagement/salesDetail/${saleNo}`;
