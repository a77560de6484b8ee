import { useEffect, useId, useRef, useState } from 'react';
import { thrownMessage } from '../../../../shared/api/server-error.ts';
import { openModal } from '../../../../shared/modal/modal-store.ts';
import { Button } from '../../../../shared/ui/button.tsx';
import { DialogFrame } from '../../../../shared/ui/dialog-frame.tsx';
import { Spinner } from '../../../../shared/ui/loading-indicator.tsx';
import { openMemberDocument } from '../api/members-api.ts';
import { ADMIN_MEMBER_MSG } from '../messages.ts';
import styles from './document-viewer.module.css';

const TEXT = ADMIN_MEMBER_MSG.viewer;

interface DocumentRef {
  userNo: number;
  fileId: string;
  name: string;
}

/** Opens the console's viewer of a member's document (the watermarked copy the server sends). */
export function openDocumentViewer(ref: DocumentRef & { onViewed?: () => void }) {
  openModal((close) => <DocumentViewer {...ref} onClose={close} />);
}

type State =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; url: string; mime: string };

/**
 * The console's own small viewer (the listing page's viewer belongs to another feature): an image is
 * shown in place, a PDF in the browser's PDF view, anything else offered as a download.
 */
function DocumentViewer({
  userNo,
  fileId,
  name,
  onViewed,
  onClose,
}: DocumentRef & { onViewed?: (() => void) | undefined; onClose: () => void }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  // onViewed is called once per load; a new callback must not load (and audit) the file again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above.
  useEffect(() => {
    const controller = new AbortController();
    let url: string | undefined;
    openMemberDocument(userNo, fileId, controller.signal).then(
      (file) => {
        url = URL.createObjectURL(file.blob);
        setState({ status: 'ready', url, mime: file.mime });
        // The view is now on the member's record.
        onViewed?.();
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: thrownMessage(error) });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [userNo, fileId]);

  return (
    <DialogFrame labelledBy={titleId} initialFocusRef={closeRef} layout="screen" className={styles.frame}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {TEXT.title(name)}
        </h2>
        <Button ref={closeRef} variant="secondary" size="small" onClick={onClose}>
          {TEXT.close}
        </Button>
      </div>
      <div className={styles.body} aria-live="polite" aria-busy={state.status === 'loading' || undefined}>
        {state.status === 'loading' && (
          <p className={styles.state} role="status">
            <Spinner />
            {TEXT.loading}
          </p>
        )}
        {state.status === 'failed' && (
          <div className={styles.state} role="alert">
            <p>{TEXT.failed}</p>
            <p className={styles.muted}>{state.message}</p>
          </div>
        )}
        {state.status === 'ready' &&
          (state.mime.startsWith('image/') ? (
            <img className={styles.image} src={state.url} alt={TEXT.alt(name)} />
          ) : state.mime === 'application/pdf' ? (
            <iframe className={styles.pdf} src={state.url} title={TEXT.alt(name)} />
          ) : (
            <p className={styles.muted}>{TEXT.unsupported}</p>
          ))}
      </div>
      {state.status === 'ready' && (
        <div className={styles.foot}>
          <a className={styles.download} href={state.url} download={name}>
            {TEXT.download}
          </a>
        </div>
      )}
    </DialogFrame>
  );
}
