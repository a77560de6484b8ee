import { listingOgImageUrl } from '@ansim/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { MSG } from '../../../shared/messages.ts';
import { openModal } from '../../../shared/modal/modal-store.ts';
import { isNativeApp, native } from '../../../shared/native/index.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { cx } from '../../../shared/ui/cx.ts';
import { DialogFrame } from '../../../shared/ui/dialog-frame.tsx';
import { IconClose, Svg } from '../../../shared/ui/icons.tsx';
import { shareLinkQueryOptions } from '../api/create-share-link.ts';
import { MEDIA_MSG } from './media-messages.ts';
import styles from './share-button.module.css';
import { listingPageUrl, type ShareResult, shareListing, shareMessage } from './share-listing.ts';

/** How long the status stays: a confirmation briefly, a failure (with the link to copy) long enough to copy. */
const SHOWN_MS = { ok: 3_000, failed: 15_000 } as const;

type Channel = 'kakao' | 'system';

export interface ShareButtonProps {
  saleNo: number;
  title: string;
  /** The main photo's key: KakaoTalk's card in the app shows it (the link's own preview does elsewhere). */
  imageKey?: string | null;
  className?: string;
}

/**
 * 공유 (issue 11 §5): the listing's short link through the app's share commands, the browser's share sheet,
 * or the clipboard, with the outcome said in a status line. The link is fetched as the user reaches for the
 * button, so that the tap shares at once: browsers allow a share sheet or a clipboard write only shortly
 * after the tap.
 */
export function ShareButton({ saleNo, title, imageKey, className }: ShareButtonProps) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const [result, setResult] = useState<ShareResult | null>(null);
  const statusId = useId();
  const message = result ? shareMessage(result) : null;

  // Fetched on the first sign of intent (a pointer over it, a finger on it, the focus): a tap then shares
  // at once, and a page that is only read asks the server for nothing.
  const prefetch = () => void queryClient.prefetchQuery(shareLinkQueryOptions(saleNo));

  useEffect(() => {
    if (!result || !message) return;
    const timer = setTimeout(() => setResult(null), result.kind === 'failed' ? SHOWN_MS.failed : SHOWN_MS.ok);
    return () => clearTimeout(timer);
  }, [result, message]);

  const share = async () => {
    // Disabled while a share is under way: a double tap would open two sheets or copy twice.
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    setResult(null);
    try {
      const channel: Channel | null = isNativeApp() ? await chooseChannel() : 'system';
      if (!channel) return;
      const origin = window.location.origin;
      const outcome = await shareListing({
        shortLink: () => queryClient.fetchQuery(shareLinkQueryOptions(saleNo)),
        pageUrl: listingPageUrl(origin, saleNo),
        send: (link) =>
          channel === 'kakao'
            ? native.shareKaKao({
                title,
                link,
                ...(imageKey ? { imageUrl: `${origin}${listingOgImageUrl(imageKey)}` } : {}),
              })
            : native.shareUrl(link, title),
      });
      setResult(outcome);
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={cx(styles.button, className)}
        aria-label={MEDIA_MSG.share.buttonLabel(title)}
        aria-disabled={pending || undefined}
        aria-describedby={message ? statusId : undefined}
        onPointerEnter={prefetch}
        onPointerDown={prefetch}
        onFocus={prefetch}
        onClick={() => void share()}
      >
        <IconShare size={20} />
        <span>{MEDIA_MSG.share.button}</span>
      </button>
      <div
        id={statusId}
        role="status"
        className={cx(styles.status, message && styles.shown, result?.kind === 'failed' && styles.failed)}
      >
        {message}
      </div>
    </>
  );
}

/** In the app: KakaoTalk (the app's Kakao SDK card) or the system's share sheet for any other app. */
function chooseChannel(): Promise<Channel | null> {
  return new Promise((resolve) => {
    openModal(
      (close) => (
        <ChannelSheet
          onChoose={(channel) => {
            close();
            resolve(channel);
          }}
        />
      ),
      { onDismiss: () => resolve(null) },
    );
  });
}

function ChannelSheet({ onChoose }: { onChoose: (channel: Channel | null) => void }) {
  const titleId = useId();
  return (
    <DialogFrame layout="sheet" labelledBy={titleId}>
      <div className={styles.sheetHead}>
        <h2 id={titleId} className={styles.sheetTitle}>
          {MEDIA_MSG.share.choiceTitle}
        </h2>
        <button
          type="button"
          className={styles.sheetClose}
          aria-label={MSG.common.close}
          onClick={() => onChoose(null)}
        >
          <IconClose />
        </button>
      </div>
      <div className={styles.sheetBody}>
        <Button block size="large" className={styles.kakao} onClick={() => onChoose('kakao')}>
          {MEDIA_MSG.share.kakao}
        </Button>
        <Button block size="large" variant="secondary" onClick={() => onChoose('system')}>
          {MEDIA_MSG.share.otherApps}
        </Button>
      </div>
    </DialogFrame>
  );
}

/** A box with an arrow leaving it: the share symbol Korean apps use. */
const IconShare = ({ size }: { size: number }) => (
  <Svg size={size}>
    <path d="M12 3.5v11" />
    <path d="m7.5 8 4.5-4.5L16.5 8" />
    <path d="M6 11.5H5a1 1 0 0 0-1 1V19a1.5 1.5 0 0 0 1.5 1.5h13A1.5 1.5 0 0 0 20 19v-6.5a1 1 0 0 0-1-1h-1" />
  </Svg>
);
