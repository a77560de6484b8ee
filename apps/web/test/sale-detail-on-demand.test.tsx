import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { onDemand } from '../src/features/sale-detail/model/on-demand.ts';
import { useModalStore } from '../src/shared/modal/modal-store.ts';

/*
 * The detail's dialogs load their code on the first tap (model/on-demand.ts): one load at a time, and a load
 * that fails says the network's message instead of doing nothing.
 */

afterEach(() => {
  useModalStore.setState({ alerts: [], modals: [], sideBar: null });
});

/** A module promise the test settles by hand. */
function deferredModule<M>() {
  let resolve: (module: M) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<M>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('a dialog loaded on demand', () => {
  it('resolves to its module, once per tap, and again after it has loaded', async () => {
    let loads = 0;
    const load = onDemand(async () => {
      loads += 1;
      return { Dialog: 'the dialog' };
    });
    expect(await load()).toEqual({ Dialog: 'the dialog' });
    expect(await load()).toEqual({ Dialog: 'the dialog' });
    expect(loads).toBe(2);
    expect(useModalStore.getState().alerts).toHaveLength(0);
  });

  it('answers a second tap while the first is loading with nothing, so the dialog opens once', async () => {
    const module = deferredModule<{ Dialog: string }>();
    const load = onDemand(() => module.promise);
    const first = load();
    const second = load();
    module.resolve({ Dialog: 'the dialog' });
    expect(await second).toBeNull();
    expect(await first).toEqual({ Dialog: 'the dialog' });
  });

  it('says the network message when the code cannot be loaded, and tries again on the next tap', async () => {
    const failing = deferredModule<{ Dialog: string }>();
    let attempt = 0;
    const load = onDemand(() => (++attempt === 1 ? failing.promise : Promise.resolve({ Dialog: 'ok' })));
    const first = load();
    failing.reject(new Error('Failed to fetch dynamically imported module'));
    expect(await first).toBeNull();
    const [alert] = useModalStore.getState().alerts;
    expect(alert).toBeDefined();
    render(<div>{alert?.render(() => {})}</div>);
    expect(screen.getByText('네트워크 연결이 원활하지 않습니다. 잠시 후 다시 시도해 주세요.')).toBeTruthy();
    expect(await load()).toEqual({ Dialog: 'ok' });
  });
});
