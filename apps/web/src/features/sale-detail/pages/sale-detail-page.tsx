import { documentTitle, isListingNumber, saleDetailMeta } from '@ansim/domain';
import type { SaleDetail } from '@ansim/domain/contract';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { CompareDetailButton } from '../../../shared/compare/compare-detail-button.tsx';
import { useIsDesktop } from '../../../shared/hooks/use-media-query.ts';
import { usePageHeader } from '../../../shared/hooks/use-page-header.ts';
import { useLikeToggle } from '../../../shared/sale/use-like-toggle.ts';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { IconBuilding, IconPhone } from '../../../shared/ui/icons.tsx';
import { PageSection } from '../../../shared/ui/page-section.tsx';
import { PromptCard } from '../../../shared/ui/prompt-card.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { useLocalStorageStore } from '../../../stores/local-storage-store.ts';
import { useRecentViewsStore } from '../../../stores/recent-views-store.ts';
import { useUserStore } from '../../../stores/user-store.ts';
import { isSaleNotFound, useSaleDetail } from '../api/get-sale-detail.ts';
import { BrokerCard } from '../components/broker-card.tsx';
import { ChatInquiryButton } from '../components/chat-inquiry-button.tsx';
import { DetailSkeleton } from '../components/detail-skeleton.tsx';
import { ListingSummary } from '../components/listing-summary.tsx';
import { galleryOrder, SaleGallery } from '../components/sale-gallery.tsx';
import { ShareButton } from '../components/share-button.tsx';
import { DETAIL } from '../messages.ts';
import { afterFirstContentfulPaint } from '../model/first-paint.ts';
import { hiddenStatusNotice, saleSummaryOf, telHref } from '../model/listing-facts.ts';
import styles from './sale-detail-page.module.css';

/** The main photo's key (the share card's picture); `mainImage` is the card's URL, not a key. */
const mainImageKey = (detail: SaleDetail): string | null =>
  galleryOrder(detail.saleImage)[0]?.storedFileName ?? null;

/** '매물을 찾을 수 없습니다', with the way back to the search. */
function SaleNotFound() {
  return (
    <PageSection>
      <PromptCard
        centered
        icon={<IconBuilding size={26} />}
        title={DETAIL.notFoundTitle}
        body={DETAIL.notFoundBody}
        actions={
          <ButtonLink to="/search" size="large">
            {DETAIL.toSearch}
          </ButtonLink>
        }
      />
    </PageSection>
  );
}

/** A phone's bar at the foot of the screen: share, 채팅 문의, and the broker's phone when there is one. */
function MobileActions({ detail }: { detail: SaleDetail }) {
  const phone = detail.broker.officePhone;
  return (
    <div className={styles.actionBar}>
      <div className={styles.share}>
        <ShareButton saleNo={detail.saleNo} title={detail.title} imageKey={mainImageKey(detail)} />
      </div>
      <ChatInquiryButton detail={detail} className={styles.chat} />
      {phone && (
        <a className={styles.call} href={telHref(phone)}>
          <IconPhone size={20} />
          {DETAIL.broker.call}
        </a>
      )}
    </div>
  );
}

/** The sections under the photos: their own chunk (../components/detail-sections.tsx). */
const DetailSections = lazy(() =>
  import('../components/detail-sections.tsx').then((m) => ({ default: m.DetailSections })),
);

/**
 * The sections under the photos, out of the first screen's code. On a cold visit drawn from the page's
 * HTML (`firstScreen`) their code is asked for once the first paint (the photo and the summary) is on
 * screen: fetched with the page, it would share a phone's first round trips with that photo. Otherwise at
 * once. Nothing stands in their place meanwhile: they are below the fold, and the summary above them does
 * not move when they come.
 */
function BelowTheFold({
  detail,
  isDesktop,
  firstScreen,
}: {
  detail: SaleDetail;
  isDesktop: boolean;
  firstScreen: boolean;
}) {
  const [painted, setPainted] = useState(!firstScreen);
  useEffect(() => {
    if (painted) return;
    return afterFirstContentfulPaint(() => setPainted(true));
  }, [painted]);
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <DetailSections
        detail={detail}
        isDesktop={isDesktop}
        firstScreen={firstScreen}
        className={styles.content}
      />
    </Suspense>
  );
}

/**
 * The listing: on a phone one column (photos, summary, then the sections, the broker last, and a bar with
 * share and call at the foot); on a desktop the photos and sections on the left and the summary with the
 * broker and the actions on the right, staying in view while the left side scrolls.
 */
function SaleDetailView({ detail, firstScreen }: { detail: SaleDetail; firstScreen: boolean }) {
  const isDesktop = useIsDesktop();
  const areaUnit = useLocalStorageStore((state) => state.areaUnit);
  const notice = hiddenStatusNotice(detail.status);
  return (
    <div className={styles.page}>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      <div className={styles.layout}>
        <div className={styles.gallery}>
          <SaleGallery images={detail.saleImage} title={detail.title} />
        </div>
        <div className={styles.side}>
          <ListingSummary detail={detail} areaUnit={areaUnit}>
            <CompareDetailButton pick={{ saleNo: detail.saleNo, title: detail.title }} />
            {isDesktop && (
              <>
                <BrokerCard detail={detail} compact />
                <div className={styles.sideActions}>
                  <ShareButton saleNo={detail.saleNo} title={detail.title} imageKey={mainImageKey(detail)} />
                </div>
              </>
            )}
          </ListingSummary>
        </div>
        <BelowTheFold detail={detail} isDesktop={isDesktop} firstScreen={firstScreen} />
      </div>
      {!isDesktop && <MobileActions detail={detail} />}
    </div>
  );
}

/**
 * The listing's data, and what the shell's header and the document's head say about it: the heart (the
 * spec's: hidden on one's own listing; a visitor's asks to sign in, which the header does itself), and the
 * listing's place, price and grade as the document title (saleDetailMeta, as the server writes it).
 */
function SaleDetailScreen({ saleNo }: { saleNo: number }) {
  const user = useUserStore((state) => state.user);
  const viewerNo = user?.userNo ?? null;
  const query = useSaleDetail(saleNo, viewerNo);
  const detail = query.data;
  const toggleLike = useLikeToggle();
  const isOwn = detail !== undefined && viewerNo !== null && detail.userNo === viewerNo;

  const heart = useMemo(
    () =>
      detail !== undefined && viewerNo !== null && !isOwn
        ? { liked: detail.isLike, onToggle: () => void toggleLike(detail) }
        : undefined,
    [detail, viewerNo, isOwn, toggleLike],
  );
  const documentHead = useMemo(() => {
    if (!detail) return undefined;
    const meta = saleDetailMeta(saleSummaryOf(detail));
    return { title: documentTitle(meta.title), description: meta.description };
  }, [detail]);
  usePageHeader({ heart, isOwnListing: isOwn, documentHead });

  if (query.isError && isSaleNotFound(query.error)) return <SaleNotFound />;
  return (
    <QueryState query={query} errorTitle={DETAIL.loadError} loading={<DetailSkeleton />}>
      {/* Dated 0: the answer the page's HTML carried, drawn in the app's first render. */}
      {(loaded) => <SaleDetailView detail={loaded} firstScreen={query.dataUpdatedAt === 0} />}
    </QueryState>
  );
}

/**
 * Route /salesManagement/salesDetail/{salesNo}[/{userNo}], open to everyone; the header shows '매물번호
 * {saleNo}' (the route table's title). The `/{userNo}` form is what a signed-in user's card links to; the
 * viewer is known from the session, so the number in the address changes nothing.
 */
export function SaleDetailPage() {
  const { salesNo } = useParams();
  const recordView = useRecentViewsStore((state) => state.record);
  const saleNo = isListingNumber(salesNo) ? Number(salesNo) : null;

  // However the listing was reached (a card, a shared link, a typed number), it joins 최근 본 매물.
  useEffect(() => {
    if (saleNo !== null) recordView(saleNo);
  }, [saleNo, recordView]);

  if (saleNo === null || saleNo === 0) return <SaleNotFound />;
  // Keyed by the number: another listing is another screen, its gallery back at the first photo.
  return <SaleDetailScreen key={saleNo} saleNo={saleNo} />;
}
