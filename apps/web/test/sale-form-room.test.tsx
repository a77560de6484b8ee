import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../src/app/shell/modal-host.tsx';
import RoomInfoStep from '../src/features/sale-form/components/room-info-step.tsx';
import { createQueryClient } from '../src/shared/api/query-client.ts';
import { type SaleStepData, useSalesStore } from '../src/stores/sales-store.ts';
import { mockFetch, ok } from './helpers/fetch.ts';

/*
 * The 방정보 step (spec 02 §3 roomInfo, §5, §9): floors bounded by the total, ㎡↔평 as the broker types,
 * the area lookup, the approval date's rule and prefill, and what the step keeps in the sales store.
 */

const LOCATION = {
  saleAddr: '서울특별시 중구 세종대로 110',
  bjdCode: '1114010300',
  lat: 37.5663,
  lng: 126.9779,
};

function renderStep(steps: { locationInfo?: SaleStepData; roomInfo?: SaleStepData } = {}) {
  useSalesStore.setState({ temp: { flow: 'regist', saleNo: null, steps } });
  const props = { onNext: vi.fn(), onPrev: vi.fn(), onTempSave: vi.fn() };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RoomInfoStep flow="regist" saleNo={null} {...props} />
      <ModalHost />
    </QueryClientProvider>,
  );
  return props;
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const optionLabels = (element: HTMLSelectElement) => [...element.options].map((o) => o.textContent);
const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const stored = () => useSalesStore.getState().temp.steps.roomInfo ?? {};

describe('floors', () => {
  it('waits for the total with the placeholder, then offers 반지하 to the total and 옥상', () => {
    renderStep();
    const floor = select('해당 층');
    expect(floor.disabled).toBe(true);
    expect(optionLabels(floor)).toEqual(['전체 층을 선택해주세요']);

    fireEvent.change(select('전체 층'), { target: { value: '3' } });
    expect(floor.disabled).toBe(false);
    expect(optionLabels(floor)).toEqual(['해당 층을 선택해주세요', '반지하', '1 층', '2 층', '3 층', '옥상']);
    expect(optionLabels(floor)).not.toContain('4 층');
    // The total itself runs from 1 to 100 floors: no 반지하 or 옥상 there.
    expect(optionLabels(select('전체 층'))).toHaveLength(101);
    expect(optionLabels(select('전체 층'))).not.toContain('옥상');
  });

  it('drops a floor above a lower new total, keeps one within it and keeps the roof', () => {
    renderStep();
    fireEvent.change(select('전체 층'), { target: { value: '10' } });
    fireEvent.change(select('해당 층'), { target: { value: '7' } });
    fireEvent.change(select('전체 층'), { target: { value: '8' } });
    expect(select('해당 층').value).toBe('7');
    fireEvent.change(select('전체 층'), { target: { value: '5' } });
    expect(select('해당 층').value).toBe('');
    expect(stored().floor).toBeUndefined();

    fireEvent.change(select('해당 층'), { target: { value: '101' } });
    fireEvent.change(select('전체 층'), { target: { value: '2' } });
    expect(select('해당 층').value).toBe('101');
    expect(stored()).toMatchObject({ entireFloor: 2, floor: 101 });
  });
});

describe('areas (1 ㎡ = 0.3025 평, 1 평 = 3.305785 ㎡)', () => {
  it('converts ㎡ to 평 as the broker types, with two decimals, empty at zero', () => {
    renderStep();
    type(input('전용면적 (㎡)'), '33.057');
    expect(input('전용면적 (㎡)').value).toBe('33.05');
    expect(input('전용면적 (평)').value).toBe('10.00');
    type(input('전용면적 (㎡)'), '84');
    expect(input('전용면적 (평)').value).toBe('25.41');
    type(input('전용면적 (㎡)'), '0');
    expect(input('전용면적 (평)').value).toBe('');
    type(input('전용면적 (㎡)'), 'abc');
    expect(input('전용면적 (㎡)').value).toBe('');
  });

  it('converts 평 to ㎡ while keeping what is typed in 평, and stores the ㎡ figure', () => {
    renderStep();
    type(input('공급면적 (평)'), '10.');
    expect(input('공급면적 (평)').value).toBe('10.');
    expect(input('공급면적 (㎡)').value).toBe('33.06');
    type(input('공급면적 (평)'), '25.5');
    expect(input('공급면적 (㎡)').value).toBe('84.30');
    expect(stored().supplyArea1).toBe('84.30');
    expect(stored()).not.toHaveProperty('supplyArea2');
  });

  it('fills the four areas from the lookup of the address', async () => {
    const { requests } = mockFetch((request) =>
      request.url.includes('/api/hyphen/room')
        ? ok({
            source: 'LISTINGS',
            list: [
              {
                dong: '101동',
                unit: '1203호',
                dedicatedArea: 84.9,
                supplyArea: 112.4,
                actualArea: null,
                landArea: null,
              },
              {
                dong: null,
                unit: '302',
                dedicatedArea: 29.75,
                supplyArea: 36.2,
                actualArea: null,
                landArea: 12.5,
              },
            ],
          })
        : ok({ useApprovalDate: null, estimated: false, source: 'LOCAL' }),
    );
    renderStep({ locationInfo: LOCATION });
    fireEvent.click(screen.getByRole('button', { name: '면적 불러오기' }));
    const dialog = await screen.findByRole('dialog', { name: '면적 불러오기' });
    expect(within(dialog).getByText('같은 주소에 등록됐던 매물 기준')).toBeTruthy();
    // 동·호 as brokers typed them, with or without their suffix.
    expect(within(dialog).getByRole('button', { name: /^101동 1203호/ })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /302호/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input('전용면적 (㎡)').value).toBe('29.75');
    expect(input('전용면적 (평)').value).toBe('9.00');
    expect(input('공급면적 (㎡)').value).toBe('36.2');
    expect(input('실면적 (㎡)').value).toBe('');
    expect(input('대지지분 (㎡)').value).toBe('12.5');
    const lookup = requests.find((r) => r.url.includes('/api/hyphen/room'));
    expect(lookup?.method).toBe('POST');
    expect(lookup?.body).toEqual({ saleAddr: LOCATION.saleAddr, bjdCode: LOCATION.bjdCode });
  });

  it('asks for the address first instead of calling without one', async () => {
    const { requests } = mockFetch();
    renderStep();
    fireEvent.click(screen.getByRole('button', { name: '면적 불러오기' }));
    expect(await screen.findByText('위치정보에서 주소를 먼저 선택해주세요.')).toBeTruthy();
    expect(requests.some((r) => r.url.includes('/api/hyphen/room'))).toBe(false);
  });
});

describe('사용승인일 and 입주 가능일', () => {
  it('prefills an estimated approval date and labels it 추정', async () => {
    const { requests } = mockFetch(() =>
      ok({ useApprovalDate: '20190315', estimated: true, source: 'LOCAL' }),
    );
    renderStep({ locationInfo: LOCATION });
    await waitFor(() => expect(input('사용승인일 추정').value).toBe('20190315'));
    expect(screen.getByText('공공데이터로 추정한 날짜예요. 건축물대장과 다르면 고쳐주세요.')).toBeTruthy();
    expect(requests[0]?.url).toContain('bjdCode=1114010300');
    type(input('사용승인일 추정'), '2019031');
    expect(screen.queryByText('추정')).toBeNull();
  });

  it('does not overwrite an approval date the broker already has', async () => {
    const { requests } = mockFetch(() =>
      ok({ useApprovalDate: '20190315', estimated: true, source: 'LOCAL' }),
    );
    renderStep({ locationInfo: LOCATION, roomInfo: { useApprovalDate: '20010101' } });
    await act(async () => {});
    expect(input('사용승인일').value).toBe('20010101');
    expect(requests.some((r) => r.url.includes('/use/apply'))).toBe(false);
  });

  it('checks the approval date with the rule’s messages, and refuses the step without the required fields', async () => {
    const props = renderStep();
    type(input('사용승인일'), '2020133a1');
    expect(input('사용승인일').value).toBe('20201331');
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByText('사용승인일 8자리를 정확히 입력해주세요. (예: 20200131)')).toBeTruthy();
    expect(screen.getByText('방 구조를 선택해주세요.')).toBeTruthy();
    expect(screen.getByText('전용면적을 입력해주세요.')).toBeTruthy();
    type(input('사용승인일'), '29991231');
    expect(await screen.findByText('사용승인일은 오늘 이후일 수 없습니다.')).toBeTruthy();
    expect(props.onNext).not.toHaveBeenCalled();
  });

  it('takes 즉시 입주 or a date, and goes on with a complete room', async () => {
    const props = renderStep({
      roomInfo: { roomType: 'ROOM_TYPE005', entireFloor: 5, floor: 3, dedicatedArea1: '59.5' },
    });
    const immediate = screen.getByRole('checkbox', { name: '즉시 입주' }) as HTMLInputElement;
    const date = screen.getByLabelText('입주 가능일') as HTMLInputElement;
    expect(immediate.checked).toBe(true);
    expect(date.disabled).toBe(true);

    fireEvent.click(immediate);
    expect(date.disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByText('입주 가능일을 선택하거나 즉시 입주를 체크해주세요.')).toBeTruthy();
    expect(props.onNext).not.toHaveBeenCalled();

    type(date, '2999-01-31');
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    await waitFor(() => expect(props.onNext).toHaveBeenCalledTimes(1));
    expect(stored()).toMatchObject({ roomType: 'ROOM_TYPE005', floor: 3, applyDate: '2999-01-31' });
  });

  it('keeps what was typed on 이전 and 임시저장 without asking for the rest', () => {
    const props = renderStep();
    fireEvent.click(screen.getByRole('radio', { name: '투룸' }));
    fireEvent.click(screen.getByRole('button', { name: '임시저장' }));
    expect(props.onTempSave).toHaveBeenCalledTimes(1);
    expect(stored().roomType).toBe('ROOM_TYPE005');
    fireEvent.click(screen.getByRole('button', { name: '이전' }));
    expect(props.onPrev).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('전용면적을 입력해주세요.')).toBeNull();
  });
});
