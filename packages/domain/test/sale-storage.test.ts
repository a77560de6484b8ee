import { describe, expect, it } from 'vitest';
import { SALE_FORM_MESSAGES, saleFormSchema, saleStorageSchema } from '../src/index.ts';

/** A temporary save (임시저장) against a completed registration: what each requires and still refuses. */

const TODAY = new Date('2026-11-24T03:00:00Z');
const ADDRESS = {
  saleAddr: '서울특별시 강남구 역삼동 823-4',
  bjdCode: '1168010100',
  lat: 37.5,
  lng: 127.03,
};
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('saleStorageSchema', () => {
  it('needs only the address; every other field may be missing', () => {
    const result = saleStorageSchema(TODAY).safeParse(ADDRESS);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ isLoan: false, ownership: true, loanList: [] });
    expect(result.data).not.toHaveProperty('saleType');
    expect(result.data).not.toHaveProperty('title');
    // The same form is far from a completed registration.
    expect(saleFormSchema(TODAY).safeParse(ADDRESS).success).toBe(false);
  });

  it('refuses a draft without its address', () => {
    const result = saleStorageSchema(TODAY).safeParse({ title: '주소 없는 매물' });
    expect(messages(result)).toContain(SALE_FORM_MESSAGES.saleAddr);
  });

  it('checks what is given as a registration would, across fields where both are there', () => {
    const form = saleStorageSchema(TODAY);
    expect(messages(form.safeParse({ ...ADDRESS, rentPrice: '1,000,000,000' }))).toContain(
      SALE_FORM_MESSAGES.amountDigits,
    );
    expect(messages(form.safeParse({ ...ADDRESS, entireFloor: 3, floor: 5 }))).toContain(
      SALE_FORM_MESSAGES.floorAboveTotal,
    );
    // A floor alone has no total to be above.
    expect(form.safeParse({ ...ADDRESS, floor: 5 }).success).toBe(true);
    expect(messages(form.safeParse({ ...ADDRESS, applyDate: '2026-11-23' }))).toContain(
      SALE_FORM_MESSAGES.applyDate,
    );
    // A ticked loan whose amount is not typed yet is a draft's to keep; the registration asks for it.
    expect(form.safeParse({ ...ADDRESS, isLoan: true }).success).toBe(true);
    expect(messages(form.safeParse({ ...ADDRESS, buildingType: 'CASTLE' }))).toContain(
      SALE_FORM_MESSAGES.buildingType,
    );
  });
});
