import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { backRuleFor, unsavedDraftAt } from '../src/app/back/back-rules.ts';
import { receiveNativeMessage } from '../src/shared/native/bridge.ts';
import { useSalesStore } from '../src/stores/sales-store.ts';
import { useUserStore } from '../src/stores/user-store.ts';
import { currentPath, findPageTitle, renderApp, settle } from './helpers/render-app.tsx';

const UNSAVED = '내용이 저장되지 않습니다. 이동하시겠습니까?';

function startDraft() {
  useSalesStore.getState().startTemp('regist');
  useSalesStore
    .getState()
    .setStepData('locationInfo', { saleAddr: '서울특별시 중구 세종대로 110', dong: '101' });
}

describe('back rules', () => {
  it.each([
    ['/salesManagement/regist', 'sale'],
    ['/salesManagement/regist/locationInfo', 'sale'],
    ['/salesManagement/salesModify/locationInfo', 'sale'],
    ['/salesManagement/storage/locationInfo', 'sale'],
    ['/salesManagement/regist/gradeInfo', null],
    ['/salesManagement/regist/temp', null],
    ['/myPage/profile', 'profile'],
    ['/myPage/profile/success', null],
    ['/signUp', 'signUp'],
    ['/signUp/agreement', 'signUp'],
    ['/signUp/BROKER', 'signUp'],
    ['/signUp/BROKER/broker_info', 'signUp'],
    ['/signUp/LAWYER/lawyer_info', 'signUp'],
    ['/signUp/GENERAL/complete', null],
    ['/myPage', null],
  ] as const)('%s abandons %s', (path, draft) => {
    expect(unsavedDraftAt(path)).toBe(draft);
  });

  it('treats the five top-level screens as the app exit', () => {
    for (const path of ['/main', '/myPage', '/wishList', '/approval', '/salesManagement', '/myPage/']) {
      expect(backRuleFor(path)).toBe('exit');
    }
    expect(backRuleFor('/myPage/faq')).toBe('back');
    expect(backRuleFor('/salesManagement/regist/locationInfo')).toBe('confirm');
  });
});

describe('unsaved-changes confirm on a registration step (product.md §B2)', () => {
  it('asks before the header back; 취소 stays and keeps the draft', async () => {
    startDraft();
    const { router } = renderApp('/salesManagement/regist/locationInfo', {
      userType: 'BROKER',
      entries: ['/salesManagement', '/salesManagement/regist/locationInfo'],
    });
    await findPageTitle('매물 등록');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toBe(`${UNSAVED}취소확인`);
    fireEvent.click(screen.getByRole('button', { name: '취소' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(currentPath(router)).toBe('/salesManagement/regist/locationInfo');
    expect(useSalesStore.getState().temp.steps.locationInfo).toBeDefined();
  });

  it('확인 clears the draft and goes back', async () => {
    startDraft();
    const { router } = renderApp('/salesManagement/regist/locationInfo', {
      userType: 'BROKER',
      entries: ['/salesManagement', '/salesManagement/regist/locationInfo'],
    });
    await findPageTitle('매물 등록');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    fireEvent.click(await screen.findByRole('button', { name: '확인' }));

    await waitFor(() => expect(currentPath(router)).toBe('/salesManagement'));
    expect(useSalesStore.getState().temp).toEqual({ flow: null, saleNo: null, steps: {} });
  });

  it('asks on the device back too, and on the browser back button', async () => {
    startDraft();
    const { router } = renderApp('/salesManagement/storage/locationInfo', {
      userType: 'BROKER',
      entries: ['/salesManagement', '/salesManagement/storage/locationInfo'],
    });
    await findPageTitle('임시저장 매물 등록');
    await settle();

    act(() => receiveNativeMessage({ event: 'back' }));
    await screen.findByRole('alertdialog');
    // A second back press closes the question, as it closes any alert.
    act(() => receiveNativeMessage({ event: 'back' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(currentPath(router)).toBe('/salesManagement/storage/locationInfo');

    await act(() => router.navigate(-1));
    await screen.findByRole('alertdialog');
    expect(currentPath(router)).toBe('/salesManagement/storage/locationInfo');
  });

  it('does not ask when moving forward to the next step', async () => {
    startDraft();
    const { router } = renderApp('/salesManagement/regist/locationInfo', { userType: 'BROKER' });
    await findPageTitle('매물 등록');
    await settle();
    await act(() => router.navigate('/salesManagement/regist/gradeInfo'));
    expect(currentPath(router)).toBe('/salesManagement/regist/gradeInfo');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('goes back from a later step without asking, keeping the draft', async () => {
    startDraft();
    const { router } = renderApp('/salesManagement/regist/gradeInfo', {
      userType: 'BROKER',
      entries: ['/salesManagement/regist/locationInfo', '/salesManagement/regist/gradeInfo'],
    });
    await findPageTitle('매물 등록');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    await waitFor(() => expect(currentPath(router)).toBe('/salesManagement/regist/locationInfo'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(useSalesStore.getState().temp.steps.locationInfo).toBeDefined();
  });

  it('asks even when the step was opened directly, then goes home', async () => {
    startDraft();
    const { router } = renderApp('/salesManagement/regist/locationInfo', { userType: 'BROKER' });
    await findPageTitle('매물 등록');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    fireEvent.click(await screen.findByRole('button', { name: '확인' }));
    await waitFor(() => expect(currentPath(router)).toBe('/main'));
    expect(useSalesStore.getState().temp.flow).toBeNull();
  });

  it('shows where in the five steps the user is', async () => {
    renderApp('/salesManagement/salesModify/roomInfo', { userType: 'BROKER' });
    await findPageTitle('매물 수정');
    expect(screen.getByRole('heading', { level: 2, name: '3/5단계 방정보' })).toBeTruthy();
    expect(document.querySelector('[aria-current="step"]')?.textContent).toBe('3/5단계 방정보');
  });
});

describe('unsaved-changes confirm on sign-up steps', () => {
  it('Escape asks, and 확인 drops the sign-up answers', async () => {
    useUserStore.getState().setSignUpTemp({ email: 'kim@ansim.kr', name: '김안심', password: 'secret12' });
    const { router } = renderApp('/signUp/GENERAL', { entries: ['/signUp/agreement', '/signUp/GENERAL'] });
    await findPageTitle('일반 회원가입');
    await settle();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    fireEvent.click(await screen.findByRole('button', { name: '확인' }));
    await waitFor(() => expect(currentPath(router)).toBe('/signUp/agreement'));
    expect(useUserStore.getState().signUpTemp).toEqual({});
  });

  it('never writes sign-up passwords to localStorage', () => {
    useUserStore
      .getState()
      .setSignUpTemp({ email: 'kim@ansim.kr', password: 'secret12', passwordConfirm: 'secret12' });
    const stored = localStorage.getItem('ansim.user') ?? '';
    expect(stored).toContain('kim@ansim.kr');
    expect(stored).not.toContain('secret12');
  });
});
