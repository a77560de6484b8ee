import {
  GlobalWorkerOptions,
  getDocument,
  type PDFDocumentProxy,
  type RenderTask,
  VerbosityLevel,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
// The worker is its own file of the build, loaded by the browser from our origin (CSP worker-src 'self').
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { IconChevronLeft, IconChevronRight } from '../../../shared/ui/icons.tsx';
import styles from './file-viewer.module.css';
import { MEDIA_MSG } from './media-messages.ts';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Zoom steps over "the page as wide as the viewer". */
const ZOOMS = [1, 1.5, 2, 3] as const;
/** Canvases past ~16 million pixels fail on iPhones; a large zoom draws at a lower density instead. */
const MAX_CANVAS_PIXELS = 16_000_000;

interface PdfPagesProps {
  data: Blob;
  name: string;
  onFailed: () => void;
}

/**
 * A PDF drawn one page at a time on a canvas with pdf.js, fitted to the viewer's width, with page turning
 * and zoom. The legacy build, as the app's own code targets Safari 15 and Chrome 100; `isEvalSupported:
 * false` because the CSP allows no eval. The page's text goes to screen readers beside the canvas.
 */
export default function PdfPages({ data, name, onFailed }: PdfPagesProps) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [pageNumber, setPageNumber] = useState(1);
  const [zoomIndex, setZoomIndex] = useState(0);
  const [width, setWidth] = useState(0);
  const [pageText, setPageText] = useState('');
  const [rendered, setRendered] = useState(false);
  const scrollRef = useRef<HTMLElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const failed = useRef(onFailed);
  failed.current = onFailed;
  const copy = MEDIA_MSG.file;

  useEffect(() => {
    let task: ReturnType<typeof getDocument> | undefined;
    let live = true;
    void data.arrayBuffer().then((buffer) => {
      if (!live) return;
      task = getDocument({
        data: new Uint8Array(buffer),
        isEvalSupported: false,
        enableXfa: false,
        verbosity: VerbosityLevel.ERRORS,
      });
      task.promise.then(
        (document) => live && setPdf(document),
        () => live && failed.current(),
      );
    });
    return () => {
      live = false;
      void task?.destroy();
    };
  }, [data]);

  // The page is drawn as wide as the viewer, and again when the viewer's width changes (a rotated phone).
  useEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    const measure = () => setWidth(scroller.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!pdf || !canvas || width === 0) return;
    let task: RenderTask | undefined;
    let live = true;
    setRendered(false);
    void pdf.getPage(pageNumber).then(
      async (page) => {
        if (!live) return;
        const fit = (width - 16) / page.getViewport({ scale: 1 }).width;
        const viewport = page.getViewport({ scale: fit * (ZOOMS[zoomIndex] ?? 1) });
        const density = Math.min(
          window.devicePixelRatio || 1,
          2,
          Math.sqrt(MAX_CANVAS_PIXELS / (viewport.width * viewport.height)),
        );
        canvas.width = Math.floor(viewport.width * density);
        canvas.height = Math.floor(viewport.height * density);
        canvas.style.width = `${Math.floor(viewport.width)}px`;
        canvas.style.height = `${Math.floor(viewport.height)}px`;
        task = page.render({
          canvas,
          viewport,
          transform: density === 1 ? undefined : [density, 0, 0, density, 0, 0],
        });
        try {
          await task.promise;
          if (live) setRendered(true);
        } catch {
          // Cancelled by a newer page or zoom: that one draws instead.
          return;
        }
        const text = await page.getTextContent();
        if (live) setPageText(text.items.map((item) => ('str' in item ? item.str : '')).join(' '));
      },
      () => live && failed.current(),
    );
    return () => {
      live = false;
      task?.cancel();
    };
  }, [pdf, pageNumber, zoomIndex, width]);

  const pages = pdf?.numPages ?? 0;
  const zoom = ZOOMS[zoomIndex] ?? 1;

  return (
    <div className={styles.pdf}>
      {/* Focusable, so that a zoomed page can be scrolled with the keyboard (WCAG 2.1.1). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to scroll by keys */}
      <section ref={scrollRef} className={styles.pdfScroll} aria-label={copy.pageArea} tabIndex={0}>
        <canvas
          ref={canvasRef}
          className={styles.pdfCanvas}
          role="img"
          aria-label={pages > 0 ? copy.pageAlt(name, pageNumber, pages) : name}
          data-rendered={rendered || undefined}
        />
        <div className="visually-hidden">{pageText}</div>
      </section>
      {pages > 0 && (
        <fieldset className={styles.pdfTools}>
          <legend className="visually-hidden">{copy.pageTools}</legend>
          <button
            type="button"
            className={styles.tool}
            aria-label={copy.previousPage}
            aria-disabled={pageNumber <= 1 || undefined}
            onClick={() => setPageNumber((n) => Math.max(1, n - 1))}
          >
            <IconChevronLeft size={22} />
          </button>
          <p className={styles.pageCount} aria-live="polite">
            {copy.pageCount(pageNumber, pages)}
          </p>
          <button
            type="button"
            className={styles.tool}
            aria-label={copy.nextPage}
            aria-disabled={pageNumber >= pages || undefined}
            onClick={() => setPageNumber((n) => Math.min(pages, n + 1))}
          >
            <IconChevronRight size={22} />
          </button>
          <span className={styles.toolGap} />
          <button
            type="button"
            className={styles.tool}
            aria-label={MEDIA_MSG.gallery.zoomOut}
            aria-disabled={zoomIndex === 0 || undefined}
            onClick={() => setZoomIndex((i) => Math.max(0, i - 1))}
          >
            <span aria-hidden="true">−</span>
          </button>
          <button
            type="button"
            className={styles.level}
            title={copy.fitWidth}
            onClick={() => setZoomIndex(0)}
          >
            <span className="visually-hidden">{copy.fitWidth} </span>
            {MEDIA_MSG.gallery.zoomLevel(Math.round(zoom * 100))}
          </button>
          <button
            type="button"
            className={styles.tool}
            aria-label={MEDIA_MSG.gallery.zoomIn}
            aria-disabled={zoomIndex === ZOOMS.length - 1 || undefined}
            onClick={() => setZoomIndex((i) => Math.min(ZOOMS.length - 1, i + 1))}
          >
            <span aria-hidden="true">+</span>
          </button>
        </fieldset>
      )}
    </div>
  );
}
