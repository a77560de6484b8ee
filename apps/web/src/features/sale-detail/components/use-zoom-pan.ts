import {
  type CSSProperties,
  type PointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import {
  clampOffset,
  distance,
  IDENTITY,
  midpoint,
  type Point,
  type Size,
  type SwipeDirection,
  swipeDirection,
  toggleZoom,
  wheelFactor,
  type ZoomState,
  zoomAt,
} from './zoom-pan.ts';

/** Two taps closer than this (ms, px) are a double tap; a tap moves less than TAP_SLOP. */
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_DISTANCE = 32;
const TAP_SLOP = 10;

const relative = (point: Point, centre: Point): Point => ({ x: point.x - centre.x, y: point.y - centre.y });

interface Gesture {
  /** The zoom when the current set of fingers went down. */
  start: ZoomState;
  /** One pointer: where it went down. Two: their midpoint, frame-relative. */
  origin: Point;
  /** Two pointers: their distance when they went down. */
  spread: number;
  /** The gesture ever had two fingers or moved: not a tap. */
  moved: boolean;
  downAt: number;
}

export interface ZoomPan {
  state: ZoomState;
  /** Follows a finger sliding the unzoomed picture sideways, before it counts as a swipe. */
  dragX: number;
  /** A gesture is under way: the picture follows the fingers without easing. */
  active: boolean;
  /** Pointer handlers for the frame (which needs `touch-action: none`). */
  handlers: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: (event: PointerEvent<HTMLElement>) => void;
  };
  /** The transform for the picture. */
  style: CSSProperties;
  zoomBy: (factor: number) => void;
  reset: () => void;
}

/**
 * Pinch, double tap (or double click), drag to pan and wheel zoom on a picture inside `frameRef`, with
 * pointer events so a mouse, a pen and fingers behave alike. At scale 1 a horizontal drag is a swipe,
 * reported through `onSwipe`. `contentRef` is the picture as laid out at scale 1 (its offset size).
 * No library: the gestures a gallery needs are a few dozen lines, and the ones that exist weigh 10–30 KB.
 */
export function useZoomPan(
  frameRef: RefObject<HTMLElement | null>,
  contentRef: RefObject<HTMLElement | null>,
  onSwipe?: (direction: SwipeDirection) => void,
): ZoomPan {
  const [state, setState] = useState<ZoomState>(IDENTITY);
  const [dragX, setDragX] = useState(0);
  const [active, setActive] = useState(false);
  const stateRef = useRef(state);
  stateRef.current = state;
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const lastTap = useRef<{ at: number; point: Point } | null>(null);

  const measure = useCallback((): { content: Size; frame: Size; centre: Point } | null => {
    const frame = frameRef.current;
    const content = contentRef.current;
    if (!frame || !content) return null;
    const rect = frame.getBoundingClientRect();
    return {
      content: { width: content.offsetWidth, height: content.offsetHeight },
      frame: { width: rect.width, height: rect.height },
      centre: { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 },
    };
  }, [frameRef, contentRef]);

  /** A new gesture begins whenever a finger is added or lifted, from the zoom as it is now. */
  const restart = useCallback((moved: boolean) => {
    const points = [...pointers.current.values()];
    const [a, b] = points;
    if (!a) {
      gesture.current = null;
      return;
    }
    gesture.current = {
      start: stateRef.current,
      origin: b ? midpoint(a, b) : a,
      spread: b ? distance(a, b) : 0,
      moved: moved || points.length > 1,
      downAt: gesture.current?.downAt ?? performance.now(),
    };
  }, []);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      // Buttons over the picture keep their own clicks.
      if ((event.target as HTMLElement).closest('button')) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.current.size === 1) gesture.current = null;
      restart(gesture.current?.moved ?? false);
      setActive(true);
    },
    [restart],
  );

  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (!pointers.current.has(event.pointerId)) return;
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const current = gesture.current;
      const sizes = measure();
      if (!current || !sizes) return;
      const [a, b] = [...pointers.current.values()];
      if (!a) return;
      if (b && current.spread > 0) {
        const mid = midpoint(a, b);
        const zoomed = zoomAt(
          current.start,
          current.start.scale * (distance(a, b) / current.spread),
          sizes.content,
          sizes.frame,
          relative(current.origin, sizes.centre),
        );
        setState(
          clampOffset(
            { ...zoomed, x: zoomed.x + mid.x - current.origin.x, y: zoomed.y + mid.y - current.origin.y },
            sizes.content,
            sizes.frame,
          ),
        );
        return;
      }
      const dx = a.x - current.origin.x;
      const dy = a.y - current.origin.y;
      if (Math.hypot(dx, dy) > TAP_SLOP) current.moved = true;
      if (current.start.scale > 1) {
        setState(
          clampOffset(
            { scale: current.start.scale, x: current.start.x + dx, y: current.start.y + dy },
            sizes.content,
            sizes.frame,
          ),
        );
      } else if (onSwipe) {
        setDragX(dx);
      }
    },
    [measure, onSwipe],
  );

  const end = useCallback(
    (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
      const down = pointers.current.get(event.pointerId);
      if (!down) return;
      pointers.current.delete(event.pointerId);
      const current = gesture.current;
      if (pointers.current.size > 0) {
        // One finger of a pinch lifted: the other one pans from here.
        restart(true);
        return;
      }
      gesture.current = null;
      setActive(false);
      setDragX(0);
      if (!current || cancelled) return;
      const up = { x: event.clientX, y: event.clientY };
      if (!current.moved) {
        const now = performance.now();
        const previous = lastTap.current;
        if (
          previous &&
          now - previous.at < DOUBLE_TAP_MS &&
          distance(previous.point, up) < DOUBLE_TAP_DISTANCE
        ) {
          lastTap.current = null;
          const sizes = measure();
          if (sizes)
            setState(toggleZoom(stateRef.current, sizes.content, sizes.frame, relative(up, sizes.centre)));
        } else {
          lastTap.current = { at: now, point: up };
        }
        return;
      }
      if (current.start.scale === 1 && stateRef.current.scale === 1 && onSwipe) {
        const direction = swipeDirection(up.x - current.origin.x, up.y - current.origin.y);
        if (direction) onSwipe(direction);
      }
    },
    [measure, onSwipe, restart],
  );

  const zoomBy = useCallback(
    (factor: number) => {
      const sizes = measure();
      if (sizes)
        setState((previous) => zoomAt(previous, previous.scale * factor, sizes.content, sizes.frame));
    },
    [measure],
  );

  const reset = useCallback(() => {
    setState(IDENTITY);
    setDragX(0);
  }, []);

  // The wheel listener must not be passive to keep the page from scrolling, which React's onWheel is.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const sizes = measure();
      if (!sizes) return;
      const at = relative({ x: event.clientX, y: event.clientY }, sizes.centre);
      const factor = wheelFactor(event.deltaY, event.deltaMode);
      setState((previous) => zoomAt(previous, previous.scale * factor, sizes.content, sizes.frame, at));
    };
    frame.addEventListener('wheel', onWheel, { passive: false });
    return () => frame.removeEventListener('wheel', onWheel);
  }, [frameRef, measure]);

  return {
    state,
    dragX,
    active,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: (event) => end(event, false),
      onPointerCancel: (event) => end(event, true),
    },
    style: { transform: `translate3d(${state.x}px, ${state.y}px, 0) scale(${state.scale})` },
    zoomBy,
    reset,
  };
}
