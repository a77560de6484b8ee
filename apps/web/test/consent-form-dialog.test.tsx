import { promotionPdfFileName } from '@ansim/domain';
import type { PromotionConsent } from '@ansim/domain/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../src/app/shell/modal-host.tsx';
import { openConsentFormDialog } from '../src/features/sale-form/components/consent-form-dialog.tsx';
import { dismissTopModal } from '../src/shared/modal/modal-store.ts';
import { native } from '../src/shared/native/index.ts';
import { useSalesStore } from '../src/stores/sales-store.ts';
import { useUserStore } from '../src/stores/user-store.ts';
import { envelopeResponse, mockFetch } from './helpers/fetch.ts';

/** A registration typed up to the grade step: a 월세 at 합정동 101동 1203호. */
function typedListing() {
  useSalesStore.getState().startTemp('regist');
  useSalesStore.getState().setStepData('locationInfo', {
    saleAddr: '서울특별시 마포구 합정동 411-1',
    dong: '101',
    unit: '1203호',
  });
  useSalesStore.getState().setStepData('gradeInfo', {
    saleType: 'MONTHLY',
    deposit: '1,000',
    monthlyPrice: '55',
  });
  useUserStore.setState({
    user: {
      userNo: 3,
      userType: 'BROKER',
      name: '정중개',
      id: 'broker01',
      isChangeInfo: false,
      phone: '01011112222',
      company: '합정한강공인중개사사무소',
      isMarketing: false,
      joinType: null,
    },
  });
}

function open() {
  const onSubmit = vi.fn<(form: PromotionConsent) => void>();
  render(<ModalHost />);
  act(() => openConsentFormDialog({ initial: null, onSubmit }));
  const dialog = screen.getByRole('dialog', { name: '매물홍보확인서' });
  return { dialog, onSubmit };
}

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label) as HTMLInputElement;
const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(field(dialog, label), { target: { value } });
const choose = (dialog: HTMLElement, label: string) =>
  fireEvent.click(within(dialog).getByRole('radio', { name: label }));
const submit = (dialog: HTMLElement) =>
  act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: '작성 완료' }));
  });

function fillParties(dialog: HTMLElement) {
  type(dialog, '소유자 성명', '김소유');
  type(dialog, '의뢰인 성명', '이의뢰');
  type(dialog, '의뢰인 연락처', '010-1234-5678');
}

describe('the 매물홍보확인서 dialog', () => {
  it('starts from the listing typed so far: address with 동·호, deal type, prices, office, today', () => {
    typedListing();
    const { dialog } = open();
    expect(field(dialog, '매물 주소').value).toBe('서울특별시 마포구 합정동 411-1 101동 1203호');
    expect((within(dialog).getByRole('radio', { name: '월세' }) as HTMLInputElement).checked).toBe(true);
    expect(field(dialog, '보증금').value).toBe('1,000');
    expect((within(dialog).getByRole('textbox', { name: '월세' }) as HTMLInputElement).value).toBe('55');
    expect(field(dialog, '중개사무소 이름').value).toBe('합정한강공인중개사사무소');
    expect(field(dialog, '작성일').value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Nobody's personal data is guessed.
    expect(field(dialog, '소유자 성명').value).toBe('');
    expect(within(dialog).getAllByRole('radio', { checked: true })).toHaveLength(1);
  });

  it('says what is missing, in Korean, and hands nothing over', async () => {
    const { dialog, onSubmit } = open();
    await submit(dialog);
    for (const message of [
      '매물 주소를 입력해주세요.',
      '거래 유형을 선택해주세요.',
      '소유자 성명을 입력해주세요.',
      '의뢰인 성명을 입력해주세요.',
      '의뢰인과 소유자의 관계를 선택해주세요.',
      '의뢰인 연락처를 입력해주세요.',
    ]) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    expect(field(dialog, '소유자 성명').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();

    type(dialog, '의뢰인 연락처', '1234');
    await submit(dialog);
    expect(await within(dialog).findByText('연락처를 정확히 입력해주세요.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('직접 입력 opens a text field that must be filled, and closes it again for another choice', async () => {
    typedListing();
    const { dialog, onSubmit } = open();
    fillParties(dialog);
    expect(within(dialog).queryByLabelText('관계 직접 입력')).toBeNull();
    choose(dialog, '직접 입력');
    const custom = field(dialog, '관계 직접 입력');
    await submit(dialog);
    expect(await within(dialog).findByText('의뢰인과 소유자의 관계를 직접 입력해주세요.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(custom, { target: { value: '소유자의 배우자' } });
    await submit(dialog);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      relationship: 99,
      relationshipText: '소유자의 배우자',
    });
  });

  it('a text typed for 직접 입력 is not sent when another relationship is chosen', async () => {
    typedListing();
    const { dialog, onSubmit } = open();
    fillParties(dialog);
    choose(dialog, '직접 입력');
    type(dialog, '관계 직접 입력', '관리인');
    choose(dialog, '세입자');
    expect(within(dialog).queryByLabelText('관계 직접 입력')).toBeNull();
    await submit(dialog);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ relationship: 2, relationshipText: null });
  });

  it('hands over the checked form, amounts in 만원, and keeps it in the sales store', async () => {
    typedListing();
    const { onSubmit, dialog } = open();
    fillParties(dialog);
    choose(dialog, '대표');
    type(dialog, '작성일', '2026-11-24');
    await submit(dialog);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const expected = {
      saleNo: null,
      newSaleAddr: '서울특별시 마포구 합정동 411-1 101동 1203호',
      type: 'MONTHLY',
      price: 1000,
      monthlyPrice: 55,
      ownerName: '김소유',
      relationship: 4,
      relationshipText: null,
      promotionName: '이의뢰',
      company: '합정한강공인중개사사무소',
      phone: '010-1234-5678',
      regDate: '2026-11-24',
    };
    expect(onSubmit.mock.calls[0]?.[0]).toEqual(expected);
    expect(useSalesStore.getState().temp.steps.detailInfo?.promotionConsent).toEqual(expected);
    // The dialog closed once the form was handed over.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reopens with the form written before, and device back closes it without handing anything over', async () => {
    typedListing();
    const onSubmit = vi.fn();
    render(<ModalHost />);
    act(() =>
      openConsentFormDialog({
        initial: {
          newSaleAddr: '서울특별시 마포구 합정동 411-1',
          type: 'SALE',
          price: 35000,
          ownerName: '박예전',
          relationship: 99,
          relationshipText: '관리인',
          promotionName: '최의뢰',
          company: '합정한강공인중개사사무소',
          phone: '02-123-4567',
          regDate: '2026-10-01',
        },
        onSubmit,
      }),
    );
    const dialog = screen.getByRole('dialog', { name: '매물홍보확인서' });
    expect(field(dialog, '매매가').value).toBe('35,000');
    expect(within(dialog).queryByRole('textbox', { name: '월세' })).toBeNull();
    expect((within(dialog).getByRole('radio', { name: '직접 입력' }) as HTMLInputElement).checked).toBe(true);
    expect(field(dialog, '관계 직접 입력').value).toBe('관리인');
    act(() => {
      dismissTopModal();
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('미리보기 downloads the PDF under the server’s name; a refusal shows under its field', async () => {
    typedListing();
    const fileName = promotionPdfFileName(new Date());
    let refuse = false;
    const { requests } = mockFetch(() =>
      refuse
        ? envelopeResponse(
            { code: -400, message: 'phone: 연락처를 정확히 입력해주세요.', entity: null },
            { status: 400 },
          )
        : new Response(new Blob(['%PDF-1.7 test'], { type: 'application/pdf' }), {
            status: 200,
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': `attachment; filename="_______-20261124.pdf"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
            },
          }),
    );
    const download = vi
      .spyOn(native, 'downloadFile')
      .mockResolvedValue({ ok: true, via: 'web', value: undefined });
    const { dialog } = open();
    fillParties(dialog);
    choose(dialog, '본인');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'PDF 미리보기·내려받기' }));
    });
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    expect(download.mock.calls[0]?.[1]).toBe(fileName);
    expect(download.mock.calls[0]?.[0]).toMatch(/^blob:/);
    const sent = requests.find((r) => r.url.endsWith('/api/sale/consent/pdf'));
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toMatchObject({ ownerName: '김소유', relationship: 1, price: 1000, type: 'MONTHLY' });
    expect(await within(dialog).findByText(`${fileName} 파일을 내려받았습니다.`)).toBeTruthy();

    refuse = true;
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'PDF 미리보기·내려받기' }));
    });
    expect(await within(dialog).findByText('연락처를 정확히 입력해주세요.')).toBeTruthy();
    expect(field(dialog, '의뢰인 연락처').getAttribute('aria-invalid')).toBe('true');
    expect(download).toHaveBeenCalledTimes(1);
  });
});
