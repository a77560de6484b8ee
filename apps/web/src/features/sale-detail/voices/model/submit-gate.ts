import { TIMINGS } from '@ansim/domain';

/**
 * The comment's submit debounce (spec 02 §4, 500 ms). The first press sends at once; presses while it is
 * on its way, and within 500 ms of the last press, are dropped, so a double click or a held Enter sends
 * one comment. (A trailing debounce would make every submit wait half a second for nothing.)
 */
export function createSubmitGate(waitMs: number = TIMINGS.commentSubmitDebounce, now = () => Date.now()) {
  let lastPress = Number.NEGATIVE_INFINITY;
  let busy = false;
  return async function submit(task: () => Promise<void>): Promise<boolean> {
    const at = now();
    const tooSoon = at - lastPress < waitMs;
    lastPress = at;
    if (busy || tooSoon) return false;
    busy = true;
    try {
      await task();
    } finally {
      busy = false;
    }
    return true;
  };
}
