import {
  type KeyboardEvent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { MSG } from '../../../shared/messages.ts';
import { alertDialog } from '../../../shared/modal/dialogs.tsx';
import { isNativeApp, native } from '../../../shared/native/index.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { cx } from '../../../shared/ui/cx.ts';
import { DialogFrame } from '../../../shared/ui/dialog-frame.tsx';
import { IconClose, IconFile, IconLock } from '../../../shared/ui/icons.tsx';
import { useUserStore } from '../../../stores/user-store.ts';
import { createDownloadLink } from '../api/download-link.ts';
import { type FetchedFile, fetchFile } from '../api/fetch-file.ts';
import styles from './file-viewer.module.css';
import {
  progressPercent,
  savedFileName,
  type ViewerFailure,
  type ViewerKind,
  viewerFailure,
  viewerKind,
} from './file-viewer-model.ts';
import { MEDIA_MSG } from './media-messages.ts';
import { useZoomPan } from './use-zoom-pan.ts';
import { ZOOM_STEP } from './zoom-pan.ts';

// pdf.js (and its worker) load only when a PDF is opened.
const PdfPages = lazy(() => import('./pdf-pages.tsx'));

export interface FileViewerProps {
  fileId: string;
  name: string;
  mime: string;
  onClose: () => void;
}

type LoadState =
  | { status: 'loading'; loaded: number; total: number | null }
  | { status: 'failed'; failure: ViewerFailure }
  | { status: 'ready'; file: FetchedFile; kind: ViewerKind; url: string };

/**
 * The file viewer of spec 02 §2: a stored file fetched with the user's session (registry documents carry
 * the source company's watermark, burned in by the server), shown as an image, as PDF pages, or, for other
 * types, with a message; a download saves the same watermarked copy under its Korean name.
 */
export function FileViewerDialog({ fileId, name, mime, onClose }: FileViewerProps) {
  const [state, setState] = useState<LoadState>({ status: 'loading', loaded: 0, total: null });
  const [attempt, setAttempt] = useState(0);
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const copy = MEDIA_MSG.file;

  useEffect(() => {
    // The retry button bumps `attempt` to run this again.
    void attempt;
    const controller = new AbortController();
    let url: string | undefined;
    setState({ status: 'loading', loaded: 0, total: null });
    fetchFile(fileId, {
      signal: controller.signal,
      onProgress: ({ loaded, total }) => setState({ status: 'loading', loaded, total }),
    }).then(
      (file) => {
        url = URL.createObjectURL(file.blob);
        setState({ status: 'ready', file, kind: viewerKind([file.mime, mime], name), url });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', failure: viewerFailure(error) });
      },
    );
    // Closing stops the download and frees the file's memory.
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [fileId, mime, name, attempt]);

  const [preparing, setPreparing] = useState(false);
  const download = async () => {
    if (state.status !== 'ready' || preparing) return;
    // The server's name (등기부등본_103506.pdf) where it gives one, else the document's name with its type.
    const fileName = state.file.fileName ?? savedFileName(name, state.kind, state.file.mime);
    if (!isNativeApp()) {
      void native.downloadFile(state.url, fileName);
      return;
    }
    // The app's native side saves by URL, outside this page: our blob: URL means nothing there, so it gets
    // a signed link to the same watermarked file, good for five minutes.
    setPreparing(true);
    try {
      await native.downloadFile(await createDownloadLink(fileId), fileName);
    } catch (error) {
      void alertDialog({ message: isApiError(error) ? error.message : MSG.error.network });
    } finally {
      setPreparing(false);
    }
  };

  return (
    <DialogFrame layout="screen" labelledBy={titleId} initialFocusRef={closeRef} className={styles.panel}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {name}
        </h2>
        <button
          ref={closeRef}
          type="button"
          className={styles.close}
          aria-label={MSG.common.close}
          onClick={onClose}
        >
          <IconClose />
        </button>
      </div>
      <div className={styles.body} aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && <Loading loaded={state.loaded} total={state.total} />}
        {state.status === 'failed' && (
          <Failure failure={state.failure} onClose={onClose} onRetry={() => setAttempt((n) => n + 1)} />
        )}
        {state.status === 'ready' && state.kind === 'image' && <ZoomableImage url={state.url} name={name} />}
        {state.status === 'ready' && state.kind === 'pdf' && <PdfView file={state.file} name={name} />}
        {state.status === 'ready' && state.kind === 'unsupported' && (
          <Notice icon={<IconFile size={40} />} title={copy.unsupported} detail={copy.unsupportedHint} />
        )}
      </div>
      {state.status === 'ready' && (
        <div className={styles.foot}>
          <Button
            block
            size="large"
            onClick={() => void download()}
            disabled={preparing}
            aria-busy={preparing}
            aria-label={copy.downloadLabel(name)}
          >
            {copy.download}
          </Button>
        </div>
      )}
    </DialogFrame>
  );
}

function Loading({ loaded, total }: { loaded: number; total: number | null }) {
  const percent = progressPercent(loaded, total);
  return (
    <div className={styles.notice} role="status">
      <p className={styles.noticeTitle}>{MEDIA_MSG.file.loading}</p>
      <progress
        className={styles.progress}
        max={100}
        aria-label={MEDIA_MSG.file.progressLabel}
        {...(percent === null ? {} : { value: percent })}
      />
    </div>
  );
}

function Notice({
  icon,
  title,
  detail,
  children,
}: {
  icon: ReactNode;
  title: string;
  detail: string | null;
  children?: ReactNode;
}) {
  return (
    <div className={styles.notice}>
      <span className={styles.noticeIcon}>{icon}</span>
      <p className={styles.noticeTitle}>{title}</p>
      {detail && <p className={styles.noticeDetail}>{detail}</p>}
      {children && <div className={styles.noticeActions}>{children}</div>}
    </div>
  );
}

function Failure({
  failure,
  onClose,
  onRetry,
}: {
  failure: ViewerFailure;
  onClose: () => void;
  onRetry: () => void;
}) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const setRedirectPath = useUserStore((state) => state.setRedirectPath);
  const signIn = () => {
    // Back to this listing after signing in, as the like button does.
    setRedirectPath(`${pathname}${search}`);
    onClose();
    void navigate('/login');
  };
  return (
    <div role="alert">
      <Notice
        icon={failure.kind === 'login' ? <IconLock size={40} /> : <IconFile size={40} />}
        title={failure.title}
        detail={failure.detail}
      >
        {failure.kind === 'login' && (
          <Button size="large" onClick={signIn}>
            {MSG.common.login}
          </Button>
        )}
        {failure.kind === 'other' && (
          <Button size="large" variant="secondary" onClick={onRetry}>
            {MEDIA_MSG.file.retry}
          </Button>
        )}
      </Notice>
    </div>
  );
}

function PdfView({ file, name }: { file: FetchedFile; name: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <Notice icon={<IconFile size={40} />} title={MEDIA_MSG.file.pdfFailed} detail={null} />;
  return (
    <Suspense fallback={<Loading loaded={0} total={null} />}>
      <PdfPages data={file.blob} name={name} onFailed={() => setFailed(true)} />
    </Suspense>
  );
}

/** An image file, zoomable like the photo gallery: pinch, double tap, wheel, and the + − buttons. */
function ZoomableImage({ url, name }: { url: string; name: string }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const zoom = useZoomPan(frameRef, imageRef);
  const copy = MEDIA_MSG.gallery;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const factor = event.key === '+' || event.key === '=' ? ZOOM_STEP : event.key === '-' ? 1 / ZOOM_STEP : 0;
    if (factor === 0 && event.key !== '0') return;
    event.preventDefault();
    if (factor === 0) zoom.reset();
    else zoom.zoomBy(factor);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the zoom keys are the viewer's, its controls are buttons
    <div className={styles.imageView} onKeyDown={onKeyDown}>
      {/* A click on the image takes the focus (out of the tab order), so the keys work after it. */}
      <div ref={frameRef} className={styles.imageFrame} tabIndex={-1} {...zoom.handlers}>
        <img
          ref={imageRef}
          src={url}
          alt={MEDIA_MSG.file.imageAlt(name)}
          className={cx(styles.image, zoom.active && styles.following)}
          style={zoom.style}
          draggable={false}
        />
      </div>
      <fieldset className={styles.pdfTools}>
        <legend className="visually-hidden">{copy.toolbar}</legend>
        <button
          type="button"
          className={styles.tool}
          aria-label={copy.zoomOut}
          onClick={() => zoom.zoomBy(1 / ZOOM_STEP)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <button type="button" className={styles.level} title={copy.zoomReset} onClick={zoom.reset}>
          <span className="visually-hidden">{copy.zoomReset} </span>
          {copy.zoomLevel(Math.round(zoom.state.scale * 100))}
        </button>
        <button
          type="button"
          className={styles.tool}
          aria-label={copy.zoomIn}
          onClick={() => zoom.zoomBy(ZOOM_STEP)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </fieldset>
    </div>
  );
}
