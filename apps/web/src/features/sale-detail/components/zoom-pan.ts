/*
 * The arithmetic of zooming and panning a picture inside a frame, free of the DOM so it can be tested:
 * the picture is drawn fitted to the frame (scale 1) and moved by a CSS transform of
 * `translate(x, y) scale(scale)` about its centre. Offsets and points are in CSS pixels from the frame's
 * centre.
 */

export interface ZoomState {
  scale: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export const MIN_SCALE = 1;
export const MAX_SCALE = 4;
/** A double tap or double click zooms to this, or back to 1 when already zoomed. */
export const DOUBLE_TAP_SCALE = 2.5;
/** One press of +, −, or their buttons. */
export const ZOOM_STEP = 1.5;
/** A horizontal drag this long (px) at scale 1 turns the page; shorter ones snap back. */
export const SWIPE_THRESHOLD = 48;

export const IDENTITY: ZoomState = { scale: 1, x: 0, y: 0 };

export const clampScale = (scale: number): number => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** Keeps the picture covering the frame: it can be pushed to its edge, never past it. */
export function clampOffset(state: ZoomState, content: Size, frame: Size): ZoomState {
  const maxX = Math.max(0, (content.width * state.scale - frame.width) / 2);
  const maxY = Math.max(0, (content.height * state.scale - frame.height) / 2);
  return {
    scale: state.scale,
    x: Math.min(maxX, Math.max(-maxX, state.x)),
    y: Math.min(maxY, Math.max(-maxY, state.y)),
  };
}

/** Zooms to `scale` keeping the picture's point under `at` (default: the frame's centre) where it is. */
export function zoomAt(
  state: ZoomState,
  scale: number,
  content: Size,
  frame: Size,
  at: Point = { x: 0, y: 0 },
) {
  const next = clampScale(scale);
  if (next === MIN_SCALE) return IDENTITY;
  const ratio = next / state.scale;
  return clampOffset(
    { scale: next, x: at.x - (at.x - state.x) * ratio, y: at.y - (at.y - state.y) * ratio },
    content,
    frame,
  );
}

/** Double tap: in to DOUBLE_TAP_SCALE at the tapped point, or out to the whole picture. */
export const toggleZoom = (state: ZoomState, content: Size, frame: Size, at: Point): ZoomState =>
  state.scale > MIN_SCALE ? IDENTITY : zoomAt(state, DOUBLE_TAP_SCALE, content, frame, at);

/** The zoom factor of one wheel event: smooth for trackpads, about one step per mouse notch. */
export function wheelFactor(deltaY: number, deltaMode: number): number {
  // deltaMode 1 counts lines, 2 pages; browsers that use them send small numbers.
  const pixels = deltaMode === 1 ? deltaY * 16 : deltaMode === 2 ? deltaY * 400 : deltaY;
  return Math.exp(-Math.max(-200, Math.min(200, pixels)) * 0.002);
}

export type SwipeDirection = 'previous' | 'next';

/** A mostly horizontal drag past the threshold: left shows the next picture, right the previous one. */
export function swipeDirection(dx: number, dy: number): SwipeDirection | null {
  if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) < Math.abs(dy) * 1.2) return null;
  return dx < 0 ? 'next' : 'previous';
}

export const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);
export const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
