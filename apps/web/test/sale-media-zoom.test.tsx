import type { SaleImage } from '@ansim/domain/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ZoomGalleryDialog } from '../src/features/sale-detail/components/zoom-gallery-dialog.tsx';
import {
  clampOffset,
  IDENTITY,
  MAX_SCALE,
  swipeDirection,
  toggleZoom,
  wheelFactor,
  zoomAt,
} from '../src/features/sale-detail/components/zoom-pan.ts';

const frame = { width: 400, height: 800 };
const content = { width: 400, height: 300 };

describe('zoom and pan arithmetic', () => {
  it('keeps the point under the fingers in place while zooming', () => {
    const at = { x: 100, y: 50 };
    const zoomed = zoomAt(IDENTITY, 2, content, frame, at);
    expect(zoomed.scale).toBe(2);
    expect(zoomed.x).toBe(-100);
    // 300 px tall at 2× is 600 px, within the 800 px frame: no vertical room to move.
    expect(Math.abs(zoomed.y)).toBe(0);
    // The picture's point that was under `at` (100 px right of centre) is still there: (100 - -100) / 2 = 100.
    expect((at.x - zoomed.x) / zoomed.scale).toBe(100);
  });

  it('never zooms below the whole picture nor past the maximum', () => {
    expect(zoomAt(IDENTITY, 0.3, content, frame)).toEqual(IDENTITY);
    expect(zoomAt({ scale: 3, x: 120, y: 0 }, 0.9, content, frame)).toEqual(IDENTITY);
    expect(zoomAt(IDENTITY, 40, content, frame).scale).toBe(MAX_SCALE);
  });

  it('stops the picture at its edges instead of showing the backdrop beside it', () => {
    // At 2× the 400 px picture is 800 px wide: 200 px of slack either side; 300 px tall fits in 800.
    expect(clampOffset({ scale: 2, x: 500, y: 90 }, content, frame)).toEqual({ scale: 2, x: 200, y: 0 });
    expect(clampOffset({ scale: 2, x: -150, y: 0 }, content, frame)).toEqual({ scale: 2, x: -150, y: 0 });
    expect(clampOffset({ scale: 1, x: 30, y: 30 }, content, frame)).toEqual(IDENTITY);
  });

  it('double tap zooms in at the tapped point, and out again', () => {
    const zoomed = toggleZoom(IDENTITY, content, frame, { x: 40, y: 0 });
    expect(zoomed.scale).toBe(2.5);
    expect(zoomed.x).toBe(-60);
    expect(toggleZoom(zoomed, content, frame, { x: 0, y: 0 })).toEqual(IDENTITY);
  });

  it('turns wheel and swipe input into zoom factors and directions', () => {
    expect(wheelFactor(-100, 0)).toBeGreaterThan(1);
    expect(wheelFactor(100, 0)).toBeLessThan(1);
    // Lines (Firefox) count like 16 px each.
    expect(wheelFactor(3, 1)).toBeCloseTo(wheelFactor(48, 0));
    expect(swipeDirection(-80, 10)).toBe('next');
    expect(swipeDirection(80, -10)).toBe('previous');
    expect(swipeDirection(30, 0)).toBeNull();
    // Mostly vertical: a scroll attempt, not a swipe.
    expect(swipeDirection(60, 90)).toBeNull();
  });
});

const photo = (n: number): SaleImage => ({
  imageNo: n,
  storedFileName: `${String(n).repeat(16).slice(0, 16)}`,
  isMain: n === 1,
  sortOrder: n,
  width: 1600,
  height: 1200,
});
const PHOTOS = [1, 2, 3, 4, 5, 6].map(photo);
const count = () => document.querySelector('[data-count]')?.textContent;

function renderGallery(startIndex = 2, images = PHOTOS) {
  const onClose = vi.fn();
  render(<ZoomGalleryDialog images={images} startIndex={startIndex} title="망원동 투룸" onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog', { name: '망원동 투룸' }) };
}

describe('ZoomGalleryDialog', () => {
  it('opens at the tapped photo, in AVIF and WebP at the zoom size, with the count read politely', () => {
    renderGallery(2);
    expect(count()).toBe('3 / 6');
    expect(screen.getByText('사진 6장 중 3번째').closest('[aria-live]')?.getAttribute('aria-live')).toBe(
      'polite',
    );
    const image = screen.getByRole('img', { name: '망원동 투룸 사진 3/6' });
    expect(image.getAttribute('src')).toBe('/images/sale/3333333333333333/zoom.webp');
    const source = image.parentElement?.querySelector('source');
    expect(source?.getAttribute('type')).toBe('image/avif');
    expect(source?.getAttribute('srcset')).toBe('/images/sale/3333333333333333/zoom.avif');
  });

  it('loads the photos on either side in the background', () => {
    renderGallery(0);
    const hidden = [...document.querySelectorAll('[hidden] img')].map((img) => img.getAttribute('src'));
    expect(hidden.sort()).toEqual([
      '/images/sale/2222222222222222/zoom.webp',
      '/images/sale/6666666666666666/zoom.webp',
    ]);
  });

  it('turns with the buttons and the arrow keys, and wraps around', () => {
    const { dialog } = renderGallery(0);
    fireEvent.click(screen.getByRole('button', { name: '다음 사진' }));
    expect(count()).toBe('2 / 6');
    fireEvent.keyDown(screen.getByRole('button', { name: '닫기' }), { key: 'ArrowRight' });
    expect(count()).toBe('3 / 6');
    fireEvent.keyDown(dialog.firstElementChild!, { key: 'ArrowLeft' });
    fireEvent.keyDown(dialog.firstElementChild!, { key: 'ArrowLeft' });
    fireEvent.click(screen.getByRole('button', { name: '이전 사진' }));
    expect(count()).toBe('6 / 6');
    expect(screen.getByRole('img', { name: '망원동 투룸 사진 6/6' })).toBeTruthy();
  });

  it('zooms with + and −, and a new photo starts unzoomed', () => {
    const { dialog } = renderGallery(0);
    const level = () => screen.getByRole('button', { name: /원래 크기/ }).textContent;
    expect(level()).toContain('100%');
    fireEvent.keyDown(dialog.firstElementChild!, { key: '+' });
    expect(level()).toContain('150%');
    fireEvent.click(screen.getByRole('button', { name: '확대' }));
    expect(level()).toContain('225%');
    fireEvent.keyDown(dialog.firstElementChild!, { key: '-' });
    expect(level()).toContain('150%');
    fireEvent.keyDown(dialog.firstElementChild!, { key: 'ArrowRight' });
    expect(level()).toContain('100%');
  });

  it('closes with its button; a single photo has no turning buttons', () => {
    const { onClose } = renderGallery(0, [photo(1)]);
    expect(count()).toBe('1 / 1');
    expect(screen.queryByRole('button', { name: '다음 사진' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('button', { name: '닫기' }), { key: 'ArrowRight' });
    expect(count()).toBe('1 / 1');
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
