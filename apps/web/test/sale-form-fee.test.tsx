import { FEE_MESSAGES, isFeeModalAvailable } from '@ansim/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../src/app/shell/modal-host.tsx';
import ExtraInfoStep from '../src/features/sale-form/components/extra-info-step.tsx';
import { type SaleStepData, useSalesStore } from '../src/stores/sales-store.ts';

/*
 * The 추가정보 step (spec 02 §3–§5): the fee modal in its three variants with the spec's messages, its
 * clearing rules and totals, where it is offered, and the option check boxes' '없음' and default rules.
 */

function renderStep(steps: { gradeInfo?: SaleStepData; extraInfo?: SaleStepData } = {}) {
  useSalesStore.setState({
    temp: { flow: 'regist', saleNo: null, steps: { gradeInfo: { buildingType: 'VILLA' }, ...steps } },
  });
  const props = { onNext: vi.fn(), onPrev: vi.fn(), onTempSave: vi.fn() };
  render(
    <>
      <ExtraInfoStep flow="regist" saleNo={null} {...props} />
      <ModalHost />
    </>,
  );
  return props;
}

const stored = () => useSalesStore.getState().temp.steps.extraInfo ?? {};

function openFeeModal() {
  fireEvent.click(screen.getByRole('button', { name: '관리비 입력' }));
  return screen.getByRole('dialog', { name: '관리비 입력' });
}

const field = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('textbox', { name }) as HTMLInputElement;
const pick = (dialog: HTMLElement, name: string, value: string) =>
  fireEvent.change(within(dialog).getByRole('combobox', { name }), { target: { value } });
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const submitModal = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: '입력 완료' }));
const chooseType = (dialog: HTMLElement, name: '정액' | '실비' | '확인 불가') =>
  fireEvent.click(within(dialog).getByRole('radio', { name }));
const messages = (dialog: HTMLElement, text: string) => within(dialog).queryAllByText(text).length;

describe('fee modal: the messages of spec 02 §5 on an empty submit', () => {
  it('asks for the type first', async () => {
    renderStep();
    const dialog = openFeeModal();
    submitModal(dialog);
    expect(await within(dialog).findByText('관리비 구분을 선택해주세요.')).toBeTruthy();
    expect(stored().costType ?? null).toBeNull();
  });

  it('정액: the basis, the public cost and each of the six utilities', async () => {
    renderStep();
    const dialog = openFeeModal();
    chooseType(dialog, '정액');
    submitModal(dialog);
    expect(await within(dialog).findByText('관리비 기준을 선택해주세요.')).toBeTruthy();
    expect(messages(dialog, '공용 관리비를 입력해주세요.')).toBe(1);
    expect(messages(dialog, '사용료를 입력해주세요. (없으면 0 입력)')).toBe(6);
    expect(messages(dialog, '관리비 구분을 선택해주세요.')).toBe(0);
    // The other variants' messages do not belong here.
    expect(messages(dialog, '실비 근거를 선택해주세요.')).toBe(0);

    pick(dialog, '관리비 기준', 'ETC_CODE004');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '기타 관리비 있음' }));
    submitModal(dialog);
    expect(await within(dialog).findByText('관리비 기준을 입력해주세요. (최대 50자)')).toBeTruthy();
    expect(messages(dialog, '기타 관리비를 입력해주세요.')).toBe(1);
    expect(messages(dialog, '기타 관리비 내용을 입력 해주세요. (최대 50자)')).toBe(1);
    expect(screen.getByRole('dialog', { name: '관리비 입력' })).toBeTruthy();
  });

  it('실비: the public cost and the basis of the actual charges', async () => {
    renderStep();
    const dialog = openFeeModal();
    chooseType(dialog, '실비');
    submitModal(dialog);
    expect(await within(dialog).findByText(FEE_MESSAGES.publicCost)).toBeTruthy();
    expect(messages(dialog, '실비 근거를 선택해주세요.')).toBe(1);
    expect(messages(dialog, FEE_MESSAGES.utility)).toBe(0);
    pick(dialog, '실비 근거', 'BASE_COST007');
    submitModal(dialog);
    expect(await within(dialog).findByText('실비 근거를 입력해주세요. (최대 50자)')).toBeTruthy();
  });

  it('확인 불가: only the reason', async () => {
    renderStep();
    const dialog = openFeeModal();
    chooseType(dialog, '확인 불가');
    submitModal(dialog);
    expect(await within(dialog).findByText('확인 불가 사유를 선택해주세요.')).toBeTruthy();
    expect(messages(dialog, FEE_MESSAGES.publicCost)).toBe(0);
    pick(dialog, '확인 불가 사유', 'REASON_COST_TYPE005');
    submitModal(dialog);
    expect(await within(dialog).findByText('확인 불가 사유를 입력해주세요. (최대 50자)')).toBeTruthy();
  });
});

describe('fee modal: clearing rules (spec 02 §4)', () => {
  it('a new basis, basis of charges or reason clears its companion text', () => {
    renderStep();
    const dialog = openFeeModal();
    chooseType(dialog, '정액');
    pick(dialog, '관리비 기준', 'ETC_CODE004');
    type(field(dialog, '관리비 기준 직접 입력'), '관리인 구두 안내');
    pick(dialog, '관리비 기준', 'ETC_CODE001');
    expect(within(dialog).queryByRole('textbox', { name: '관리비 기준 직접 입력' })).toBeNull();
    pick(dialog, '관리비 기준', 'ETC_CODE004');
    expect(field(dialog, '관리비 기준 직접 입력').value).toBe('');

    chooseType(dialog, '실비');
    pick(dialog, '실비 근거', 'BASE_COST007');
    type(field(dialog, '실비 근거 직접 입력'), '검침표');
    pick(dialog, '실비 근거', 'BASE_COST001');
    pick(dialog, '실비 근거', 'BASE_COST007');
    expect(field(dialog, '실비 근거 직접 입력').value).toBe('');

    chooseType(dialog, '확인 불가');
    pick(dialog, '확인 불가 사유', 'REASON_COST_TYPE005');
    type(field(dialog, '확인 불가 사유 직접 입력'), '공실');
    pick(dialog, '확인 불가 사유', 'REASON_COST_TYPE002');
    pick(dialog, '확인 불가 사유', 'REASON_COST_TYPE005');
    expect(field(dialog, '확인 불가 사유 직접 입력').value).toBe('');
  });

  it('turning the other cost off clears its amount and text', () => {
    renderStep();
    const dialog = openFeeModal();
    chooseType(dialog, '정액');
    const toggle = within(dialog).getByRole('checkbox', { name: '기타 관리비 있음' });
    fireEvent.click(toggle);
    type(field(dialog, '기타 관리비'), '20000');
    type(field(dialog, '기타 관리비 내용'), '주차비');
    expect(field(dialog, '기타 관리비').value).toBe('20,000');
    fireEvent.click(toggle);
    expect(within(dialog).queryByRole('textbox', { name: '기타 관리비' })).toBeNull();
    fireEvent.click(toggle);
    expect(field(dialog, '기타 관리비').value).toBe('');
    expect(field(dialog, '기타 관리비 내용').value).toBe('');
  });

  it('billing a utility by usage clears its amount, disables it and drops its message', async () => {
    renderStep();
    const dialog = openFeeModal();
    chooseType(dialog, '정액');
    type(field(dialog, '전기'), '15000');
    const usage = within(dialog).getByRole('checkbox', { name: '전기 사용량에 따라 부과' });
    fireEvent.click(usage);
    expect(field(dialog, '전기').value).toBe('');
    expect(field(dialog, '전기').disabled).toBe(true);
    submitModal(dialog);
    await within(dialog).findByText(FEE_MESSAGES.etcCode);
    expect(messages(dialog, FEE_MESSAGES.utility)).toBe(5);
    fireEvent.click(usage);
    expect(field(dialog, '전기').disabled).toBe(false);
  });

  it('switching the type leaves nothing of the other variant behind', () => {
    renderStep();
    const dialog = openFeeModal();
    chooseType(dialog, '정액');
    type(field(dialog, '수도'), '9000');
    chooseType(dialog, '실비');
    chooseType(dialog, '정액');
    expect(field(dialog, '수도').value).toBe('');
  });
});

describe('fee modal: amounts and totals (spec 02 §5)', () => {
  it('keeps nine digits with separators and totals every fee of 정액', async () => {
    renderStep();
    const dialog = openFeeModal();
    chooseType(dialog, '정액');
    pick(dialog, '관리비 기준', 'ETC_CODE001');
    type(field(dialog, '공용 관리비'), '0050000abc');
    expect(field(dialog, '공용 관리비').value).toBe('50,000');
    type(field(dialog, '가스'), '12345678901');
    expect(field(dialog, '가스').value).toBe('123,456,789');
    type(field(dialog, '가스'), '7000');
    for (const name of ['전기', '수도', '인터넷', 'TV']) type(field(dialog, name), '0');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '난방 사용량에 따라 부과' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '기타 관리비 있음' }));
    type(field(dialog, '기타 관리비'), '10000');
    type(field(dialog, '기타 관리비 내용'), '주차');
    expect(within(dialog).getByText('67,000원')).toBeTruthy();

    submitModal(dialog);
    await screen.findByText('월 합계 67,000원');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored().costType).toMatchObject({
      type: 'COST_TYPE001',
      chargeType: 'CHARGE_TYPE001',
      publicCost: '50000',
      gas: '7000',
      heat: '',
      heatUse: true,
      etcCost: '10000',
    });
    expect(stored()).toMatchObject({ totalCost: '67000', costPrice: '7' });
  });

  it('counts only the public cost for 실비', async () => {
    renderStep();
    const dialog = openFeeModal();
    chooseType(dialog, '실비');
    type(field(dialog, '공용 관리비'), '30000');
    pick(dialog, '실비 근거', 'BASE_COST001');
    expect(within(dialog).getByText('30,000원')).toBeTruthy();
    submitModal(dialog);
    await screen.findByText('월 합계 30,000원');
    expect(stored()).toMatchObject({ totalCost: '30000', costPrice: '3' });
  });

  it('reopens a saved breakdown with separators, and removing it clears the totals', () => {
    renderStep({
      extraInfo: {
        costType: {
          type: 'COST_TYPE002',
          chargeType: 'CHARGE_TYPE002',
          publicCost: '120000',
          baseCost: 'BASE_COST001',
        },
        totalCost: '120000',
      },
    });
    expect(screen.getByText('월 합계 120,000원')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '관리비 수정' }));
    const dialog = screen.getByRole('dialog', { name: '관리비 입력' });
    expect(field(dialog, '공용 관리비').value).toBe('120,000');
    fireEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    fireEvent.click(screen.getByRole('button', { name: '관리비 상세 삭제' }));
    expect(stored().costType).toBeNull();
    expect(stored().totalCost).toBe('');
    expect(screen.getByRole('button', { name: '관리비 입력' })).toBeTruthy();
  });
});

describe('where the fee modal is offered', () => {
  it('only for villas, one-rooms, apartments and officetels', () => {
    for (const buildingType of ['VILLA', 'ONE_ROOM', 'APARTMENT', 'OFFICETELS'])
      expect(isFeeModalAvailable(buildingType)).toBe(true);
    expect(isFeeModalAvailable('STORE')).toBe(false);
    expect(isFeeModalAvailable(null)).toBe(false);
  });

  it('shows a note instead of the modal for another building type, and drops a stale breakdown', async () => {
    const props = renderStep({
      gradeInfo: { buildingType: 'STORE' },
      extraInfo: { costType: { type: 'COST_TYPE003', reasonType: 'REASON_COST_TYPE001' } },
    });
    expect(
      screen.getByText('이 건물 유형은 관리비 상세 입력을 지원하지 않아요. 월 관리비만 입력해주세요.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /관리비 (입력|수정)/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    await vi.waitFor(() => expect(props.onNext).toHaveBeenCalledTimes(1));
    expect(stored().costType).toBeNull();
  });
});

describe('options (spec 02 §3 default sets, §4 check box rules)', () => {
  const life = () => screen.getByRole('group', { name: '생활시설' });
  const box = (group: HTMLElement, name: string) =>
    within(group).getByRole('checkbox', { name }) as HTMLInputElement;
  const lifeCodes = () => ((stored().lifeList ?? []) as { code: string }[]).map((item) => item.code);

  it("'없음' clears the others, another clears '없음', and '없음' cannot be unticked directly", () => {
    renderStep();
    fireEvent.click(box(life(), '냉장고'));
    fireEvent.click(box(life(), '세탁기'));
    fireEvent.click(box(life(), '없음'));
    expect(lifeCodes()).toEqual(['LIFE017']);
    expect(box(life(), '냉장고').checked).toBe(false);
    fireEvent.click(box(life(), '없음'));
    expect(box(life(), '없음').checked).toBe(true);
    fireEvent.click(box(life(), '침대'));
    expect(lifeCodes()).toEqual(['LIFE009']);
    expect(box(life(), '없음').checked).toBe(false);
  });

  it("the default box selects the default set, drops '없음', and unticking removes only the defaults", () => {
    renderStep();
    fireEvent.click(box(life(), '없음'));
    const defaults = box(life(), '생활시설 기본 항목 모두 선택');
    fireEvent.click(defaults);
    expect(lifeCodes()).toEqual(['LIFE001', 'LIFE002', 'LIFE004', 'LIFE005', 'LIFE016']);
    expect(defaults.checked).toBe(true);
    fireEvent.click(box(life(), '침대'));
    fireEvent.click(defaults);
    expect(lifeCodes()).toEqual(['LIFE009']);

    const security = screen.getByRole('group', { name: '보안시설' });
    fireEvent.click(box(security, '보안시설 기본 항목 모두 선택'));
    expect(((stored().securityList ?? []) as { code: string }[]).map((i) => i.code)).toEqual([
      'SECURITY001',
      'SECURITY002',
      'SECURITY003',
      'SECURITY004',
      'SECURITY005',
      'SECURITY006',
      'SECURITY007',
      'SECURITY008',
    ]);
    const etc = screen.getByRole('group', { name: '기타시설' });
    fireEvent.click(box(etc, '기타시설 기본 항목 모두 선택'));
    expect(box(etc, '엘리베이터').checked).toBe(true);
    expect(box(etc, '반려동물 가능').checked).toBe(false);
  });

  it('heating has no 없음 or default box; cooling has 없음 but no default', () => {
    renderStep();
    const heat = screen.getByRole('group', { name: '난방' });
    expect(within(heat).queryByRole('checkbox', { name: /없음|기본/ })).toBeNull();
    fireEvent.click(box(heat, '개별난방'));
    fireEvent.click(box(heat, '지역난방'));
    expect(((stored().heatList ?? []) as { code: string }[]).map((i) => i.code)).toEqual([
      'HEAT001',
      'HEAT003',
    ]);
    const ac = screen.getByRole('group', { name: '냉방' });
    expect(within(ac).queryByRole('checkbox', { name: /기본/ })).toBeNull();
    fireEvent.click(box(ac, '벽걸이 에어컨'));
    fireEvent.click(box(ac, '없음'));
    expect(box(ac, '벽걸이 에어컨').checked).toBe(false);
  });

  it('the cost item lists open with their box and are cleared when it is unticked', () => {
    renderStep();
    const included = screen.getByRole('checkbox', { name: '관리비에 포함된 항목이 있어요' });
    expect(screen.queryByRole('group', { name: '관리비 포함 항목' })).toBeNull();
    fireEvent.click(included);
    const items = screen.getByRole('group', { name: '관리비 포함 항목' });
    fireEvent.click(within(items).getByRole('checkbox', { name: '청소비' }));
    expect(stored()).toMatchObject({ isPublicCost: true, costList: [{ code: 'COST_ITEM001' }] });
    fireEvent.click(included);
    expect(stored()).toMatchObject({ isPublicCost: false, costList: [] });
  });
});
