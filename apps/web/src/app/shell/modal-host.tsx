import { Fragment, useEffect } from 'react';
import { closeModal, hasOpenModal, type ModalEntry, useModalStore } from '../../shared/modal/modal-store.ts';
import styles from './modal-host.module.css';

const renderEntries = (entries: ModalEntry[]) =>
  entries.map((entry) => <Fragment key={entry.id}>{entry.render(() => closeModal(entry.id))}</Fragment>);

/** The three layers, side bar lowest and alert modals highest (product.md §A2). */
export function ModalHost() {
  const state = useModalStore();
  const open = hasOpenModal(state);

  // The page behind must not scroll under a dialog.
  useEffect(() => {
    if (!open) return;
    document.body.dataset.scrollLocked = '';
    return () => {
      delete document.body.dataset.scrollLocked;
    };
  }, [open]);

  return (
    <>
      {state.sideBar && <div className={styles.sideBarLayer}>{renderEntries([state.sideBar])}</div>}
      {state.modals.length > 0 && <div className={styles.modalLayer}>{renderEntries(state.modals)}</div>}
      {state.alerts.length > 0 && <div className={styles.alertLayer}>{renderEntries(state.alerts)}</div>}
    </>
  );
}
