import { defaultFilter } from '@ansim/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModalHost } from '../src/app/shell/modal-host.tsx';
import { FullFilterDialog } from '../src/features/search/components/full-filter-dialog.tsx';
import { confirmDialog } from '../src/shared/modal/dialogs.tsx';
import { openModal } from '../src/shared/modal/modal-store.ts';
import { openCertificationDialog, openGradeGuideDialog } from '../src/shared/safety-help/help-dialogs.tsx';
import { DialogFrame } from '../src/shared/ui/dialog-frame.tsx';

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

const tab = (shiftKey = false) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey });

describe('the dialog frame', () => {
  it('keeps Tab inside the topmost dialog and hands the focus back down the stack', async () => {
    const opener = renderHost();
    act(() => {
      openModal(() => (
        <DialogFrame label="필터">
          <button type="button">첫째</button>
          <button type="button">둘째</button>
        </DialogFrame>
      ));
    });
    const first = screen.getByRole('button', { name: '첫째' });
    const second = screen.getByRole('button', { name: '둘째' });
    expect(document.activeElement).toBe(first);
    second.focus();
    tab();
    expect(document.activeElement).toBe(first);
    tab(true);
    expect(document.activeElement).toBe(second);

    let answer: boolean | undefined;
    act(() => {
      void confirmDialog({ message: '확인하시겠습니까?' }).then((value) => {
        answer = value;
      });
    });
    const confirm = screen.getByRole('alertdialog', { name: '확인하시겠습니까?' });
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: '취소' }));
    // Only the top dialog wraps the focus (a Tab between two controls is the browser's own move).
    tab(true);
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: '확인' }));
    tab();
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: '취소' }));

    fireEvent.click(within(confirm).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(answer).toBe(true));
    expect(document.activeElement).toBe(second);
    expect(opener.isConnected).toBe(true);
  });

  it('holds the full filter: modal, named, the focus on its close button', () => {
    renderHost();
    act(() => {
      openModal((close) => (
        <FullFilterDialog initial={defaultFilter()} scope={(f) => f} onApply={close} onCancel={close} />
      ));
    });
    const dialog = screen.getByRole('dialog', { name: '전체 필터' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '필터 닫기' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '필터 닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['안전방 인증이란?', openCertificationDialog],
    ['안전등급이란?', openGradeGuideDialog],
  ])('holds the "%s" help: modal, named, closed by 확인 with the focus back', (name, open) => {
    const opener = renderHost();
    act(() => {
      open();
    });
    const dialog = screen.getByRole('dialog', { name });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
