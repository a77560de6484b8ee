import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../src/app/shell/modal-host.tsx';
import { closeModal, openModal } from '../src/shared/modal/modal-store.ts';
import { DialogFrame } from '../src/shared/ui/dialog-frame.tsx';

/*
 * A dialog opened before focus-trap has loaded (it waits for the first screen, use-focus-trap.ts): the
 * focus goes into the dialog at once, Tab is kept inside once the trap has started, and closing gives the
 * focus back to the opener, whether the trap had started or not. (A trap started late had sent it to the
 * page: e2e sale-media, the 등기부등본 viewer.)
 */

const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
});

vi.mock('focus-trap', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

function renderHost() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <button type="button">열기</button>
      <ModalHost />
    </QueryClientProvider>,
  );
  const opener = screen.getByRole('button', { name: '열기' });
  opener.focus();
  return opener;
}

const openDialog = () => {
  let id = '';
  act(() => {
    id = openModal(() => (
      <DialogFrame label="등기부등본">
        <button type="button">첫째</button>
        <button type="button">둘째</button>
      </DialogFrame>
    ));
  });
  return id;
};

const tab = (shiftKey = false) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey });

describe('a dialog opened before focus-trap has loaded', () => {
  it('takes the focus at once, and gives it back to its opener when it closes before the trap starts', () => {
    const opener = renderHost();
    const id = openDialog();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '첫째' }));
    act(() => closeModal(id));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps its focus where the user put it when the trap starts, then holds Tab and returns to the opener', async () => {
    const opener = renderHost();
    const id = openDialog();
    const first = screen.getByRole('button', { name: '첫째' });
    const second = screen.getByRole('button', { name: '둘째' });
    second.focus();

    gate.open();
    // The trap is running once Tab from the last control wraps to the first (the browser would leave it).
    await waitFor(() => {
      second.focus();
      tab();
      expect(document.activeElement).toBe(first);
    });
    tab(true);
    expect(document.activeElement).toBe(second);

    act(() => closeModal(id));
    expect(document.activeElement).toBe(opener);
  });
});
