import type { Banner } from '@ansim/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { openModal } from '../../../shared/modal/modal-store.ts';
import { native } from '../../../shared/native/index.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { DialogFrame } from '../../../shared/ui/dialog-frame.tsx';
import { useServiceStore } from '../../../stores/service-store.ts';
import { bannersQueryOptions } from './get-banners.ts';
import styles from './main-popup.module.css';
import { POPUP_MSG } from './messages.ts';
import { popupAction } from './popup-action.ts';

/** Shown once per visit: coming back to /main in the same visit does not bring a closed popup back. */
let shownThisVisit = false;

/** For tests: a new visit. */
export const resetPopupVisit = (): void => {
  shownThisVisit = false;
};

function act(banner: Banner, navigate: NavigateFunction): void {
  const action = popupAction(banner, window.location.origin);
  // The terms text and its sanitizer load only when a terms popup is pressed.
  if (action.kind === 'terms')
    void import('./popup-terms-dialog.tsx').then((m) => m.openPopupTerms(action.boardType));
  else if (action.kind === 'navigate') void navigate(action.to);
  else if (action.kind === 'window') void native.browse(action.url);
}

function PopupDialog({
  banner,
  onClose,
  onHideForDay,
  onOpen,
}: {
  banner: Banner;
  onClose: () => void;
  onHideForDay: () => void;
  onOpen: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  const clickable = popupAction(banner, '').kind !== 'none';
  return (
    <DialogFrame
      labelledBy={titleId}
      describedBy={banner.contentText ? textId : undefined}
      className={styles.panel}
    >
      {banner.imageUrl ? (
        <button type="button" className={styles.imageButton} onClick={onOpen} disabled={!clickable}>
          <img className={styles.image} src={banner.imageUrl} alt={banner.title} />
        </button>
      ) : null}
      <div className={styles.body}>
        <h2 id={titleId} className={banner.imageUrl ? 'visually-hidden' : styles.title}>
          {banner.title}
        </h2>
        {banner.contentText ? (
          <p id={textId} className={styles.text}>
            {banner.contentText}
          </p>
        ) : null}
        {clickable ? (
          <Button variant="soft" block onClick={onOpen}>
            {POPUP_MSG.more}
          </Button>
        ) : null}
      </div>
      <div className={styles.footer}>
        <button type="button" className={styles.footerButton} onClick={onHideForDay}>
          {POPUP_MSG.hideForDay}
        </button>
        <button type="button" className={styles.footerButton} onClick={onClose}>
          {POPUP_MSG.close}
        </button>
      </div>
    </DialogFrame>
  );
}

/**
 * The main popup on /main (spec 01 §2, spec 02 §2): the first popup showing now, unless hidden for the day.
 * It comes with the first screen (its banners are in the page's HTML), and opens in the modal layer, so device back and a
 * navigation close it like any modal.
 */
export function MainPopup() {
  const navigate = useNavigate();
  const hiddenUntil = useServiceStore((s) => s.mainPopupHideUntil);
  const hidden = hiddenUntil !== null && Date.now() < hiddenUntil;
  const query = useQuery({ ...bannersQueryOptions(), enabled: !hidden && !shownThisVisit });
  const banner = query.data?.[0];

  useEffect(() => {
    if (!banner || hidden || shownThisVisit) return;
    shownThisVisit = true;
    openModal((close) => (
      <PopupDialog
        banner={banner}
        onClose={close}
        onHideForDay={() => {
          // Spec 01 §9: an expiry one day ahead, kept with the service state across visits.
          useServiceStore.getState().hideMainPopupForADay();
          close();
        }}
        onOpen={() => {
          close();
          act(banner, navigate);
        }}
      />
    ));
  }, [banner, hidden, navigate]);

  return null;
}
