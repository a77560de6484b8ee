import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { beginLoading, withLoading } from '../src/shared/api/loading-store.ts';
import { LoadingIndicator } from '../src/shared/ui/loading-indicator.tsx';

describe('loading indicator (product.md §A2)', () => {
  it('is a polite live region, empty when idle', () => {
    render(<LoadingIndicator />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
  });

  it('shows during a request and hides 100 ms after the last one ends', () => {
    vi.useFakeTimers();
    render(<LoadingIndicator />);
    let endFirst = () => {};
    let endSecond = () => {};
    act(() => {
      endFirst = beginLoading();
      endSecond = beginLoading();
    });
    expect(screen.getByRole('status').textContent).toBe('불러오는 중입니다.');
    act(() => endFirst());
    act(() => endSecond());
    act(() => vi.advanceTimersByTime(99));
    expect(screen.getByRole('status').textContent).toBe('불러오는 중입니다.');
    // A request starting within the delay keeps it up without a flicker.
    let endThird = () => {};
    act(() => {
      endThird = beginLoading();
    });
    act(() => vi.advanceTimersByTime(50));
    expect(screen.getByRole('status').textContent).not.toBe('');
    act(() => endThird());
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('explains the grade fetch and the download waits', () => {
    vi.useFakeTimers();
    render(<LoadingIndicator />);
    let endGrade = () => {};
    act(() => {
      endGrade = beginLoading('grade');
    });
    expect(screen.getByRole('status').textContent).toBe(
      '등급 산정을 위해 매물 정보를 불러오는 중입니다. 5~10초 정도 소요됩니다.',
    );
    act(() => {
      void withLoading(() => new Promise(() => {}), 'download');
    });
    expect(screen.getByRole('status').textContent).toBe('다운로드 중입니다. 5~10초 정도 소요됩니다.');
    act(() => endGrade());
    expect(screen.getByRole('status').textContent).toBe('다운로드 중입니다. 5~10초 정도 소요됩니다.');
  });
});
