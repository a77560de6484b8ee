import { listingImageUrl } from '@ansim/domain';
import type { SaleImage } from '@ansim/domain/contract';
import {
  type CSSProperties,
  type KeyboardEvent,
  type Ref,
  useCallback,
  useId,
  useRef,
  useState,
} from 'react';
import { MSG } from '../../../shared/messages.ts';
import { cx } from '../../../shared/ui/cx.ts';
import { DialogFrame } from '../../../shared/ui/dialog-frame.tsx';
import { IconChevronLeft, IconChevronRight, IconClose } from '../../../shared/ui/icons.tsx';
import { MEDIA_MSG } from './media-messages.ts';
import { useZoomPan } from './use-zoom-pan.ts';
import styles from './zoom-gallery.module.css';
import { ZOOM_STEP } from './zoom-pan.ts';

export interface ZoomGalleryProps {
  images: SaleImage[];
  startIndex: number;
  title: string;
  onClose: () => void;
}

const wrap = (index: number, total: number) => ((index % total) + total) % total;

/** One photo at the zoom size: AVIF where the browser decodes it, else WebP (both made by the server). */
function ZoomPicture({
  image,
  alt,
  imgRef,
  className,
  style,
}: {
  image: SaleImage;
  alt: string;
  imgRef?: Ref<HTMLImageElement>;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={listingImageUrl(image.storedFileName, 'zoom', 'avif')} />
      <img
        ref={imgRef}
        src={listingImageUrl(image.storedFileName, 'zoom', 'webp')}
        width={image.width}
        height={image.height}
        alt={alt}
        decoding="async"
        draggable={false}
        className={className}
        style={style}
      />
    </picture>
  );
}

/**
 * The full-screen photo viewer of a listing (spec 01 §2 "Image zoom gallery"): one photo at a time over a
 * dark backdrop, turned by the side buttons, a swipe or the arrow keys, with the count read out politely;
 * pinch, double tap, the wheel and + − zoom the photo, and a new photo starts unzoomed. The photos on
 * either side load in the background so a turn shows at once.
 */
export function ZoomGalleryDialog({ images, startIndex, title, onClose }: ZoomGalleryProps) {
  const total = images.length;
  const [index, setIndex] = useState(() => wrap(startIndex, total));
  const titleId = useId();
  const helpId = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const copy = MEDIA_MSG.gallery;

  // A swipe ends inside the zoom hook, which needs the turn before the turn can know the hook's reset.
  const turnRef = useRef<(step: number) => void>(() => {});
  const zoom = useZoomPan(
    frameRef,
    imageRef,
    total > 1 ? (direction) => turnRef.current(direction === 'next' ? 1 : -1) : undefined,
  );
  const { reset } = zoom;

  // Each photo starts whole, whatever the last one was zoomed to: reset in the same update as the turn,
  // so the new photo is never drawn, even for one frame, at the old zoom.
  const go = useCallback(
    (step: number) => {
      setIndex((current) => wrap(current + step, total));
      reset();
    },
    [total, reset],
  );
  turnRef.current = go;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => go(-1),
      ArrowRight: () => go(1),
      '+': () => zoom.zoomBy(ZOOM_STEP),
      '=': () => zoom.zoomBy(ZOOM_STEP),
      '-': () => zoom.zoomBy(1 / ZOOM_STEP),
      _: () => zoom.zoomBy(1 / ZOOM_STEP),
      '0': reset,
    };
    const action = actions[event.key];
    if (!action || (total < 2 && event.key.startsWith('Arrow'))) return;
    event.preventDefault();
    action();
  };

  const image = images[index];
  if (!image) return null;
  const neighbours = total > 1 ? [...new Set([wrap(index - 1, total), wrap(index + 1, total)])] : [];
  const percent = Math.round(zoom.state.scale * 100);

  return (
    <DialogFrame
      layout="screen"
      labelledBy={titleId}
      describedBy={helpId}
      initialFocusRef={closeRef}
      className={styles.panel}
    >
      {/* Arrow and zoom keys work wherever the focus is inside the viewer. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the keys are the dialog's, its controls are buttons */}
      <div className={styles.viewer} onKeyDown={onKeyDown}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <p className={styles.count} aria-live="polite" aria-atomic="true">
            <span aria-hidden="true" data-count>
              {index + 1} / {total}
            </span>
            <span className="visually-hidden">{copy.count(index + 1, total)}</span>
          </p>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            aria-label={MSG.common.close}
            onClick={onClose}
          >
            <IconClose size={26} />
          </button>
        </div>

        <div
          ref={frameRef}
          className={cx(styles.frame, zoom.state.scale > 1 && styles.zoomed)}
          // A click on the photo takes the focus (out of the tab order), so the keys keep working after it.
          tabIndex={-1}
          {...zoom.handlers}
        >
          <div
            className={cx(styles.slide, !zoom.active && styles.settling)}
            style={{ transform: `translate3d(${zoom.dragX}px, 0, 0)` }}
          >
            <ZoomPicture
              key={image.storedFileName}
              image={image}
              alt={copy.photoAlt(title, index + 1, total)}
              imgRef={imageRef}
              className={cx(styles.image, !zoom.active && styles.settling)}
              style={zoom.style}
            />
          </div>
          {total > 1 && (
            <>
              <button
                type="button"
                className={cx(styles.turn, styles.previous)}
                aria-label={copy.previous}
                onClick={() => go(-1)}
              >
                <IconChevronLeft size={28} />
              </button>
              <button
                type="button"
                className={cx(styles.turn, styles.next)}
                aria-label={copy.next}
                onClick={() => go(1)}
              >
                <IconChevronRight size={28} />
              </button>
            </>
          )}
          {/* The neighbours, fetched now so that turning to them shows them at once. */}
          <div hidden>
            {neighbours.map((n) => {
              const neighbour = images[n];
              return neighbour ? (
                <ZoomPicture key={neighbour.storedFileName} image={neighbour} alt="" />
              ) : null;
            })}
          </div>
        </div>

        <div className={styles.foot}>
          <fieldset className={styles.tools}>
            <legend className="visually-hidden">{copy.toolbar}</legend>
            <button
              type="button"
              className={styles.tool}
              aria-label={copy.zoomOut}
              onClick={() => zoom.zoomBy(1 / ZOOM_STEP)}
            >
              <span aria-hidden="true">−</span>
            </button>
            <button type="button" className={styles.level} onClick={reset} title={copy.zoomReset}>
              <span className="visually-hidden">{copy.zoomReset} </span>
              {copy.zoomLevel(percent)}
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
          <p id={helpId} className={styles.help}>
            {copy.help}
          </p>
        </div>
      </div>
    </DialogFrame>
  );
}
