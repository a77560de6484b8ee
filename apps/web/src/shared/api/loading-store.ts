import { create } from 'zustand';

/** The three spinner variants of product.md §A2 "Loading indicator". */
export type LoadingVariant = 'default' | 'grade' | 'download';

/** product.md §A7: the spinner is hidden 100 ms after the last request ends, so back-to-back calls do not flicker. */
export const LOADING_HIDE_DELAY_MS = 100;

interface LoadingState {
  visible: boolean;
  variant: LoadingVariant;
  pending: Record<LoadingVariant, number>;
}

const idle: LoadingState = {
  visible: false,
  variant: 'default',
  pending: { default: 0, grade: 0, download: 0 },
};

export const useLoadingStore = create<LoadingState>()(() => idle);

let hideTimer: ReturnType<typeof setTimeout> | undefined;

// The longer waits carry a message the user must see, so they win over the plain spinner.
const shownVariant = (pending: LoadingState['pending']): LoadingVariant | null => {
  if (pending.download > 0) return 'download';
  if (pending.grade > 0) return 'grade';
  if (pending.default > 0) return 'default';
  return null;
};

/** Shows the spinner until the returned function is called; calling it twice is harmless. */
export function beginLoading(variant: LoadingVariant = 'default'): () => void {
  clearTimeout(hideTimer);
  useLoadingStore.setState((state) => {
    const pending = { ...state.pending, [variant]: state.pending[variant] + 1 };
    return { pending, visible: true, variant: shownVariant(pending) ?? variant };
  });
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    useLoadingStore.setState((state) => {
      const pending = { ...state.pending, [variant]: Math.max(0, state.pending[variant] - 1) };
      const next = shownVariant(pending);
      if (next === null) {
        clearTimeout(hideTimer);
        hideTimer = setTimeout(() => useLoadingStore.setState({ visible: false }), LOADING_HIDE_DELAY_MS);
        return { pending };
      }
      return { pending, variant: next };
    });
  };
}

/** Runs `task` with the spinner shown, e.g. a file download that is not an API call. */
export async function withLoading<T>(
  task: () => Promise<T>,
  variant: LoadingVariant = 'default',
): Promise<T> {
  const end = beginLoading(variant);
  try {
    return await task();
  } finally {
    end();
  }
}

export function resetLoading(): void {
  clearTimeout(hideTimer);
  useLoadingStore.setState(idle);
}
