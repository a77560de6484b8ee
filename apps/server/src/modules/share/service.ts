import { AppError } from '../../errors.ts';
import type { PageHead } from '../seo/head-tags.ts';
import type { SeoService } from '../seo/service.ts';
import { newShortCode } from './code.ts';
import type { ShareRepo } from './repo.ts';

/** The listing a share link leads to and what its preview says. */
export interface SharedListing {
  saleNo: number;
  head: PageHead;
}

/** A code is tried again only when it was another listing's; three draws that all collide do not happen. */
const CODE_ATTEMPTS = 3;

const LISTING_NOT_SHARED = '공유할 수 없는 매물입니다. 판매 중인 매물만 공유할 수 있습니다.';

/**
 * Share links (GET /common/createDynamicLink, GET /s/{code}): one short code per listing, made on the first
 * share and reused by every later one, that opens the listing's page and previews in messengers with the
 * listing's own Open Graph head (the seo service's, so a shared link and the page say the same).
 */
export function createShareService({
  repo,
  seo,
  publicUrl,
}: {
  repo: ShareRepo;
  seo: Pick<SeoService, 'saleHeadOf'>;
  publicUrl: string;
}) {
  const shortLinkOf = (code: string) => `${publicUrl}/s/${code}`;

  return {
    /**
     * The listing's short link, made if it has none. Only an open listing is shared (404 otherwise, as
     * its page is to others). The link is always made from the listing number: the spec's `link` and
     * `imagePath` are accepted and not used, so a caller cannot make our domain point elsewhere.
     */
    async createLink(saleNo: number): Promise<{ shortLink: string }> {
      for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
        const current = await repo.linkOf(saleNo);
        if (current?.status !== 'ACTIVE') throw new AppError('NOT_FOUND', LISTING_NOT_SHARED);
        if (current.code) return { shortLink: shortLinkOf(current.code) };
        const written = await repo.insertIfAbsent(saleNo, newShortCode());
        if (written) return { shortLink: shortLinkOf(written) };
        // A parallel call made it first (read it on the next turn), or the code was taken: draw again.
      }
      throw new Error(`no short link for listing ${saleNo} after ${CODE_ATTEMPTS} attempts`);
    },

    /** What a short link opens: null for an unknown code or a listing no longer open. */
    async sharedListing(code: string): Promise<SharedListing | null> {
      const saleNo = await repo.openSaleOf(code);
      if (saleNo === null) return null;
      const head = await seo.saleHeadOf(saleNo);
      return head ? { saleNo, head } : null;
    },
  };
}

export type ShareService = ReturnType<typeof createShareService>;
