import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { handleDeviceBack } from '../src/app/back/use-device-back.ts';
import { alertDialog, confirmDialog } from '../src/shared/modal/dialogs.tsx';
import { openModal, openSideBar, useModalStore } from '../src/shared/modal/modal-store.ts';
import { receiveNativeMessage } from '../src/shared/native/bridge.ts';
import { currentPath, findPageTitle, renderApp, settle } from './helpers/render-app.tsx';

const pressEscape = () => fireEvent.keyDown(document.body, { key: 'Escape' });
const deviceBack = () => act(() => receiveNativeMessage({ event: 'back' }));

function openAllLayers() {
  const dismissed: string[] = [];
  act(() => {
    openSideBar(() => <aside aria-label="사이드바">메뉴</aside>, {
      onDismiss: () => dismissed.push('sideBar'),
    });
    openModal(() => <div role="dialog" aria-label="필터" />, { onDismiss: () => dismissed.push('modal') });
    void confirmDialog({ message: '정말 이동하시겠습니까?' }).then((answer) =>
      dismissed.push(`confirm:${answer}`),
    );
  });
  return dismissed;
}

describe('modal host and device back (product.md §A2)', () => {
  it('closes alert modals, then modals, then the side bar, then goes back a page', async () => {
    const { router } = renderApp('/myPage/notice', { entries: ['/myPage', '/myPage/notice'] });
    await findPageTitle('공지사항');
    await settle();
    const dismissed = openAllLayers();
    expect(screen.getByRole('alertdialog')).toBeTruthy();

    pressEscape();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(dismissed).toEqual(['confirm:false']);
    expect(screen.getByRole('dialog', { name: '필터' })).toBeTruthy();

    pressEscape();
    expect(screen.queryByRole('dialog', { name: '필터' })).toBeNull();
    expect(screen.getByRole('complementary', { name: '사이드바' })).toBeTruthy();

    pressEscape();
    expect(screen.queryByRole('complementary', { name: '사이드바' })).toBeNull();
    expect(dismissed).toEqual(['confirm:false', 'modal', 'sideBar']);
    expect(currentPath(router)).toBe('/myPage/notice');

    pressEscape();
    await waitFor(() => expect(currentPath(router)).toBe('/myPage'));
  });

  it('obeys the native shell back event the same way', async () => {
    const { router } = renderApp('/myPage/faq', { entries: ['/myPage', '/myPage/faq'] });
    await findPageTitle('자주 묻는 질문');
    await settle();
    act(() => {
      openModal(() => <div role="dialog" aria-label="등급 안내" />);
    });
    deviceBack();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(currentPath(router)).toBe('/myPage/faq');
    deviceBack();
    await waitFor(() => expect(currentPath(router)).toBe('/myPage'));
  });

  it('exits the app from a top-level screen instead of going back', async () => {
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    const { router } = renderApp('/myPage', { entries: ['/main', '/myPage'] });
    await findPageTitle('마이페이지');
    await settle();
    deviceBack();
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ command: 'finish' }));
    expect(currentPath(router)).toBe('/myPage');
  });

  it('stays put on a top-level screen in a browser', () => {
    const goBack = vi.fn();
    expect(handleDeviceBack('/main', goBack)).toBe('exit');
    expect(handleDeviceBack('/wishList', goBack)).toBe('exit');
    expect(goBack).not.toHaveBeenCalled();
    expect(handleDeviceBack('/myPage/faq', goBack)).toBe('back');
    expect(goBack).toHaveBeenCalledOnce();
  });

  it('leaves Escape to a text field when nothing is open', async () => {
    const { router } = renderApp('/myPage/faq', { entries: ['/myPage', '/myPage/faq'] });
    await findPageTitle('자주 묻는 질문');
    await settle();
    const input = document.createElement('input');
    document.querySelector('main')?.append(input);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(currentPath(router)).toBe('/myPage/faq');
  });

  it('removes open modals on navigation and resolves them as dismissed', async () => {
    const { router } = renderApp('/myPage');
    await findPageTitle('마이페이지');
    await settle();
    let answer: boolean | undefined;
    act(() => {
      openModal(() => <div role="dialog" aria-label="필터" />);
      void confirmDialog({ message: '확인하시겠습니까?' }).then((value) => {
        answer = value;
      });
    });
    await act(() => router.navigate('/myPage/faq'));
    await findPageTitle('자주 묻는 질문');
    await settle();
    expect(useModalStore.getState().alerts).toHaveLength(0);
    expect(useModalStore.getState().modals).toHaveLength(0);
    await waitFor(() => expect(answer).toBe(false));
  });

  it('makes the page behind a dialog inert and locks its scroll', async () => {
    renderApp('/myPage');
    await findPageTitle('마이페이지');
    await settle();
    act(() => {
      void alertDialog({ message: '안내' });
    });
    expect(document.querySelector('main')?.closest('[inert]')).not.toBeNull();
    expect(document.body.dataset.scrollLocked).toBe('');
  });
});

describe('confirm and alert dialogs', () => {
  it('are alertdialogs that trap the focus and give it back', async () => {
    renderApp('/myPage');
    await findPageTitle('마이페이지');
    await settle();
    const opener = screen.getAllByRole('link', { name: '로그인' })[0]!;
    opener.focus();

    let answer: boolean | undefined;
    act(() => {
      void confirmDialog({ message: '로그인 후 사용가능합니다.<br>로그인하시겠습니까?' }).then((value) => {
        answer = value;
      });
    });
    const dialog = screen.getByRole('alertdialog', { name: /로그인 후 사용가능합니다/ });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('로그인하시겠습니까?');
    expect(dialog.textContent).not.toContain('<br>');

    const cancel = screen.getByRole('button', { name: '취소' });
    const confirm = screen.getByRole('button', { name: '확인' });
    expect(document.activeElement).toBe(cancel);
    confirm.focus();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);

    fireEvent.click(confirm);
    await waitFor(() => expect(answer).toBe(true));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('alert resolves on 확인', async () => {
    renderApp('/myPage');
    await findPageTitle('마이페이지');
    await settle();
    let closed = false;
    act(() => {
      void alertDialog({ message: '신고 되었습니다.' }).then(() => {
        closed = true;
      });
    });
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(closed).toBe(true));
  });
});
