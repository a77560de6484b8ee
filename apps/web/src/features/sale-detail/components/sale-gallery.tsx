import { listingImageUrl } from '@ansim/domain';
import type { SaleImage } from '@ansim/domain/contract';
import { type KeyboardEvent, useCallback, useId, useRef, useState } from 'react';
import { cx } from '../../../shared/ui/cx.ts';
import { IconBuilding, IconChevronLeft, IconChevronRight } from '../../../shared/ui/icons.tsx';
import { DETAIL } from '../messages.ts';
import styles from './sale-gallery.module.css';
import { openZoomGallery } from './zoom-gallery.tsx';

/** The photos in the order the broker gave them, the main photo first (what the card showed). */
export const galleryOrder = (images: readonly SaleImage[]): SaleImage[] =>
  [...images].sort((a, b) => Number(b.isMain) - Number(a.isMain) || a.sortOrder - b.sortOrder);

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * One photo in both modern formats at the detail size. width/height are the photo's own, so the browser
 * knows its shape before it arrives; the slide's box is fixed anyway, so nothing moves when it does. The
 * first photo is the page's largest paint: it loads at once and first; the rest when they come near.
 */
function ListingPicture({ image, alt, priority }: { image: SaleImage; alt: string; priority: boolean }) {
  return (
    <picture>
      <source type="image/avif" srcSet={listingImageUrl(image.storedFileName, 'detail', 'avif')} />
      <img
        className={styles.image}
        src={listingImageUrl(image.storedFileName, 'detail', 'webp')}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'auto' : 'async'}
        draggable={false}
      />
    </picture>
  );
}

/**
 * The listing's photos: swiped on a phone (scroll snap), stepped with the arrow buttons or the arrow keys,
 * '2 / 5' announced as it changes; a tap or Enter opens the zoom gallery at that photo. Only the photo on
 * screen is in the tab order, so the gallery is one stop, not twenty.
 */
export function SaleGallery({ images, title }: { images: readonly SaleImage[]; title: string }) {
  const photos = galleryOrder(images);
  const total = photos.length;
  const trackRef = useRef<HTMLDivElement>(null);
  const slideRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [index, setIndex] = useState(0);
  // Where a button or key sent the track: the scroll on its way there does not count as a swipe.
  const headingTo = useRef<number | null>(null);
  const hintId = useId();

  const goTo = useCallback(
    (next: number, { focus = false }: { focus?: boolean } = {}) => {
      const track = trackRef.current;
      const target = Math.min(Math.max(next, 0), total - 1);
      if (!track || target < 0) return;
      headingTo.current = target * track.clientWidth;
      track.scrollTo({
        left: target * track.clientWidth,
        behavior: prefersReducedMotion() ? 'instant' : 'smooth',
      });
      setIndex(target);
      if (focus) slideRefs.current[target]?.focus({ preventScroll: true });
    },
    [total],
  );

  // A swipe moves the track itself; the photo that snapped into place is the current one.
  const onScroll = () => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    if (headingTo.current !== null) {
      if (Math.abs(track.scrollLeft - headingTo.current) > 2) return;
      headingTo.current = null;
    }
    setIndex(Math.min(Math.max(Math.round(track.scrollLeft / track.clientWidth), 0), total - 1));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const to =
      event.key === 'ArrowRight'
        ? index + 1
        : event.key === 'ArrowLeft'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? total - 1
              : null;
    if (to === null) return;
    event.preventDefault();
    goTo(to, { focus: true });
  };

  if (total === 0) {
    return (
      <div className={cx(styles.gallery, styles.empty)}>
        <IconBuilding size={40} />
        <p>{DETAIL.gallery.empty}</p>
      </div>
    );
  }

  return (
    <section className={styles.gallery} aria-roledescription="carousel" aria-label={DETAIL.gallery.label}>
      <p id={hintId} className="visually-hidden">
        {DETAIL.gallery.keyHint}
      </p>
      <div
        ref={trackRef}
        className={styles.track}
        onScroll={onScroll}
        // A hand on the track takes over from a scroll we started.
        onPointerDown={() => {
          headingTo.current = null;
        }}
        onWheel={() => {
          headingTo.current = null;
        }}
      >
        {photos.map((image, i) => (
          <button
            key={image.imageNo}
            ref={(element) => {
              slideRefs.current[i] = element;
            }}
            type="button"
            className={styles.slide}
            tabIndex={i === index ? 0 : -1}
            aria-label={DETAIL.gallery.open(i + 1, total)}
            aria-describedby={hintId}
            onKeyDown={onKeyDown}
            onClick={() => openZoomGallery({ images: photos, startIndex: i, title })}
          >
            <ListingPicture image={image} alt={DETAIL.gallery.alt(title, i + 1)} priority={i === 0} />
          </button>
        ))}
      </div>
      {total > 1 && (
        <>
          <button
            type="button"
            className={cx(styles.step, styles.previous)}
            aria-label={DETAIL.gallery.previous}
            disabled={index === 0}
            onClick={() => goTo(index - 1)}
          >
            <IconChevronLeft size={22} />
          </button>
          <button
            type="button"
            className={cx(styles.step, styles.next)}
            aria-label={DETAIL.gallery.next}
            disabled={index === total - 1}
            onClick={() => goTo(index + 1)}
          >
            <IconChevronRight size={22} />
          </button>
        </>
      )}
      <p className={styles.count} aria-live="polite" aria-atomic="true">
        <span aria-hidden="true">{DETAIL.gallery.count(index + 1, total)}</span>
        <span className="visually-hidden">{DETAIL.gallery.countLabel(index + 1, total)}</span>
      </p>
    </section>
  );
}
