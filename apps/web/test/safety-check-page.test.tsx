import type { AddressResult, SafetyCheckEntity } from '@ansim/domain/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INITIAL_FORM, toBody } from '../src/features/safety-check/model/check-form.ts';
import { envelopeResponse, mockFetch, ok } from './helpers/fetch.ts';
import { renderApp } from './helpers/render-app.tsx';

// The page loads on first use and the address search waits for the typing to settle.
const SLOW = { timeout: 5_000 };

const ADDRESS: AddressResult = {
  roadAddr: '서울특별시 마포구 월드컵로 100',
  jibunAddr: '서울특별시 마포구 망원동 400-1',
  saleAddr: '서울특별시 마포구 망원동 400-1',
  bjdCode: '1144012400',
  sido: '서울특별시',
  sigungu: '마포구',
  dong: '망원동',
  postalCode: '04003',
  buildingName: null,
  lat: 37.55,
  lng: 126.9,
  served: true,
};

const ANSWER: SafetyCheckEntity = {
  address: ADDRESS.saleAddr,
  region: { sido: '서울특별시', sigungu: '마포구', dong: '망원동' },
  dealType: 'RENT',
  buildingType: 'VILLA',
  deposit: 23_000,
  monthlyPrice: null,
  seniorDebt: 0,
  publicPrice: { value: 19_000, origin: 'ESTIMATE', label: '추정', basis: '실거래 중위가 × 현실화율 추정' },
  grade: {
    level: 1,
    rate: 'RATE001',
    ratio: 121.1,
    reasons: ['보증금과 선순위 채권이 공시가격의 121.1%로 126% 이하입니다.'],
    table: 'JEONSE',
    assessable: true,
    insuranceEligible: true,
    priorityRepayment: {
      tierLabel: '서울특별시',
      maxDeposit: 16_500,
      protectedAmount: 5_500,
      fullyProtected: false,
    },
    publicPrice: 19_000,
    seniorDebt: 0,
  },
  thresholds: [126, 140, 150, 155],
  priorityRepayment: {
    tierLabel: '서울특별시',
    maxDeposit: 16_500,
    protectedAmount: 5_500,
    smallTenant: false,
    protectedPart: 0,
    fullyProtected: false,
    summary: '보증금 2억 3,000만원이 소액임차인 기준을 넘어 최우선변제를 받을 수 없습니다.',
  },
  insurance: { eligible: true, summary: '가입 조건을 충족합니다.', conditions: [] },
  checklist: [
    { key: 'PUBLIC_PRICE', title: '공시가격 확인', detail: '추정값입니다.', important: true },
    { key: 'RESIDENTS', title: '전입세대 열람', detail: '먼저 전입한 세대를 확인하세요.', important: false },
  ],
  checkedOn: '2026-11-24',
};

describe('the form model', () => {
  it('names what is missing, in Korean', () => {
    expect(toBody(INITIAL_FORM).errors).toEqual({
      address: '주소를 검색해서 선택해주세요.',
      deposit: '보증금을 입력해주세요.',
      price: '공시가격이나 전용면적 중 하나는 입력해주세요.',
    });
    const monthly = toBody({
      ...INITIAL_FORM,
      address: ADDRESS,
      dealType: 'MONTHLY',
      deposit: '1,000',
      area: '30',
    });
    expect(monthly.errors).toEqual({ monthly: '월세를 입력해주세요.' });
  });

  it('sends the figures as numbers, commas removed, and the facts as the contract names them', () => {
    const { body } = toBody({
      ...INITIAL_FORM,
      address: ADDRESS,
      deposit: '23,000',
      senior: '',
      price: '19000',
      landOwnerDifferent: true,
      taxArrears: true,
    });
    expect(body).toEqual({
      bjdCode: '1144012400',
      address: ADDRESS.saleAddr,
      buildingType: 'VILLA',
      dealType: 'RENT',
      deposit: 23_000,
      monthlyPrice: null,
      seniorDebt: 0,
      otherSeniorRights: false,
      area: null,
      publicPrice: 19_000,
      landOwnerSameAsBuilding: false,
      illegalBuilding: false,
      multiUnitHouse: false,
      taxArrears: true,
    });
  });
});

describe('/safetyCheck', () => {
  it('a visitor finds the address, checks it, and reads the grade and the checklist', async () => {
    let refuse = true;
    const { requests } = mockFetch((request) => {
      if (request.url.includes('/common/search/address'))
        return ok({ list: [ADDRESS], pageInfo: { page: 1, pageSize: 10, totalRow: 1, totalPage: 1 } });
      if (request.url.endsWith('/api/safety-check')) {
        if (refuse) {
          refuse = false;
          return envelopeResponse(
            {
              code: -400,
              message: 'deposit: 보증금을 1만원 이상, 9자리 이하의 숫자(만원)로 입력해주세요.',
              entity: null,
            },
            { status: 400 },
          );
        }
        return ok(ANSWER);
      }
      return ok([]);
    });
    renderApp('/safetyCheck');
    const address = await screen.findByRole('combobox', { name: '주소' }, SLOW);
    fireEvent.change(address, { target: { value: '망원동' } });
    fireEvent.click(await screen.findByRole('option', { name: /망원동 400-1/ }, SLOW));
    fireEvent.change(screen.getByRole('textbox', { name: '전세금 (만원)' }), { target: { value: '23000' } });
    fireEvent.change(screen.getByRole('textbox', { name: '전용면적 (㎡) 선택' }), {
      target: { value: '29.5' },
    });

    // The server's refusal is shown as it said it.
    fireEvent.click(screen.getByRole('button', { name: '진단하기' }));
    expect((await screen.findByRole('alert')).textContent).toContain('보증금을 1만원 이상');

    fireEvent.click(screen.getByRole('button', { name: '진단하기' }));
    const result = await screen.findByRole('region', { name: '진단 결과' }, SLOW);
    expect(within(result).getByText('1등급 · 매우 안전')).toBeTruthy();
    expect(within(result).getByText('보증금+선순위 채권 = 공시가격의 121.1%')).toBeTruthy();
    expect(within(result).getByText('추정')).toBeTruthy();
    expect(within(result).getByRole('img', { name: /공시가격 대비 121.1%/ })).toBeTruthy();
    const checklist = within(result).getByRole('region', { name: '계약 전 확인할 것' });
    expect(within(checklist).getAllByRole('listitem')[0]?.textContent).toContain('중요공시가격 확인');
    expect(within(result).getByRole('button', { name: 'PDF로 저장' })).toBeTruthy();

    const sent = requests.filter((r) => r.url.endsWith('/api/safety-check')).at(-1);
    expect(sent?.body).toMatchObject({
      bjdCode: '1144012400',
      deposit: 23_000,
      area: 29.5,
      publicPrice: null,
    });
  });
});
