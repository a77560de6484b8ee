import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { recordConsoleError, takeUnexpectedConsoleErrors } from './helpers/console.ts';
import { mockFetch } from './helpers/fetch.ts';
import { resetAppState } from './helpers/reset.ts';
import { setViewportWidth } from './helpers/viewport.ts';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => recordConsoleError(args));
  // Mobile first, and no test reaches the network by accident.
  setViewportWidth(390);
  mockFetch();
});

afterEach(() => {
  cleanup();
  resetAppState();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  const errors = takeUnexpectedConsoleErrors();
  if (errors.length > 0) throw new Error(`Unexpected console.error:\n${errors.join('\n---\n')}`);
});
