import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { axeScan } from '../support/axe.ts';
import { launchBrowser, openPage, screenshot, VIEWPORTS, type ViewportName } from '../support/browser.ts';
import { actAsOwnClient, dropExpectedHttpErrors, shot, signInWithId } from './accounts-steps.ts';

/*
 * Listing registration (issue 12 item 10): broker01 registers a 전세 villa in five steps — address from the
 * search, a station, prices with the live grade estimate, room, a fee breakdown, options, two photos and a
 * title — and finds it in search and on its detail page as entered; stops at step 3 with 임시저장, reloads
 * and continues it from storage; modifies the price; and is asked before leaving an unsaved draft.
 */

const baseUrl = inject('baseUrl');
const DEMO_PASSWORD = 'ansim2580!';
const UNSAVED = '내용이 저장되지 않습니다. 이동하시겠습니까?';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const pageTitle = (page: Page) => page.getByRole('heading', { level: 1 }).first();
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** A listing of its own per run, so the journeys can find exactly theirs. */
const runTag = () => String(Date.now()).slice(-6);

/** Small JPEGs drawn by the browser itself (a canvas), so the upload goes through the real image pipeline. */
async function sampleJpeg(page: Page, hue: number, label: string): Promise<Buffer> {
  const dataUrl = await page.evaluate<string>(`(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 360;
    const g = canvas.getContext('2d');
    g.fillStyle = 'hsl(${hue}, 45%, 72%)';
    g.fillRect(0, 0, 480, 360);
    g.fillStyle = 'hsl(${hue}, 40%, 35%)';
    g.fillRect(60, 140, 360, 180);
    g.fillStyle = '#fff';
    g.font = 'bold 40px sans-serif';
    g.fillText(${JSON.stringify(label)}, 80, 100);
    return canvas.toDataURL('image/jpeg', 0.8);
  })()`);
  return Buffer.from(dataUrl.replace(/^data:image\/jpeg;base64,/, ''), 'base64');
}

/** The 호 field of the location step (labelled 호, marked 선택). */
const unitField = (page: Page) => page.getByRole('textbox', { name: /^호/ });

/** Signs broker01 in; a failing journey leaves a picture of where it stopped. */
async function signInBroker(page: Page, name: string): Promise<void> {
  onTestFailed(async () => {
    await screenshot(page, `sale-form-failed-${name}`).catch(() => undefined);
  });
  await signInWithId(page, baseUrl, 'broker01', DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Chooses an option of a labelled choice, whichever control the step draws it with (select or radios). */
async function choose(page: Page, group: string, option: string | RegExp): Promise<void> {
  const select = page.getByRole('combobox', { name: group, exact: true });
  // The step's form may still be loading: wait until the choice is on screen, in whichever form.
  await select
    .or(page.getByRole('radiogroup', { name: group, exact: true }))
    .or(page.getByRole('group', { name: group, exact: true }))
    .first()
    .waitFor();
  if ((await select.count()) > 0 && (await select.evaluate('(el) => el.tagName')) === 'SELECT') {
    const labels = await select.locator('option').allInnerTexts();
    const label = labels.find((text) => (typeof option === 'string' ? text === option : option.test(text)));
    await select.selectOption({ label: label ?? String(option) });
    return;
  }
  const scope = page.getByRole('radiogroup', { name: group, exact: true });
  const within: Page | Locator =
    (await scope.count()) > 0 ? scope : page.getByRole('group', { name: group, exact: true });
  const radio = within.getByRole('radio', { name: option, exact: typeof option === 'string' });
  if ((await radio.count()) > 0) {
    // Chips draw their face over the radio: the broker taps the face, which is the radio's label.
    if (!(await radio.isChecked()))
      await within
        .getByText(option, { exact: typeof option === 'string' })
        .first()
        .click();
    await expect.poll(() => radio.isChecked()).toBe(true);
    return;
  }
  await within.getByRole('button', { name: option, exact: typeof option === 'string' }).click();
}

/** Something only the step's own form has: the step bar changes with the address before the form loads. */
const STEP_MARKS: Record<string, (page: Page) => Locator> = {
  locationInfo: (page) => page.getByRole('combobox', { name: '주소 검색' }),
  gradeInfo: (page) => page.getByRole('group', { name: '거래 유형', exact: true }),
  roomInfo: (page) => page.getByRole('group', { name: '방 구조', exact: true }),
  extraInfo: (page) => page.getByLabel('월 관리비 (만원)'),
  detailInfo: (page) => page.getByLabel('매물 제목'),
};

async function expectStep(page: Page, flow: string, step: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === `/salesManagement/${flow}/${step}`);
  await STEP_MARKS[step]?.(page).first().waitFor();
}

async function next(page: Page): Promise<void> {
  await button(page, '다음').click();
}

// ---------------------------------------------------------------------------------------------------------
// The five steps, as a broker fills them

/** 위치정보: the address from the search, 동·호, and the nearest station. */
async function fillLocation(
  page: Page,
  keyword: string,
  unit: string,
): Promise<{ address: string; station: string }> {
  const search = page.getByRole('combobox', { name: '주소 검색' });
  await search.pressSequentially(keyword, { delay: 30 });
  const option = page
    .getByRole('option')
    .filter({ hasText: keyword.split(' ').at(-1) ?? keyword })
    .first();
  await option.waitFor();
  const chosen = (await option.innerText()).split('\n')[0] ?? '';
  await option.click();
  await unitField(page).fill(unit);
  // The nearest stations load for the chosen point; the nearest is picked, another can be.
  const stations = page.getByRole('region', { name: '가까운 지하철역' }).getByRole('radio');
  await expect.poll(() => stations.count(), { timeout: 10_000 }).toBeGreaterThan(1);
  await stations.nth(1).check();
  const station = ((await stations.nth(1).locator('xpath=..').innerText()).split(/\s/)[0] ?? '').trim();
  return { address: chosen, station };
}

/** 등급정보: a 전세 villa with its public price; the estimate speaks as the prices are typed. */
async function fillGrade(page: Page, rentPrice: string, publicPrice: string): Promise<void> {
  await choose(page, '건물 유형', '빌라');
  await choose(page, '거래 유형', '전세');
  await page.getByLabel('전세금', { exact: false }).first().fill(rentPrice);
  await page.getByLabel('공시가격', { exact: false }).first().fill(publicPrice);
  // The live estimate: a grade and its reasons beside the broker's choice.
  await page.getByText('입력한 정보로 계산한 등급').waitFor();
  await page
    .getByText(/공시가격 대비 [\d.]+%/)
    .first()
    .waitFor({ timeout: 15_000 });
  await choose(page, '안전등급 선택', /^1등급/);
}

/** 방정보: structure, floors, the dedicated area (평 follows), move-in now. */
async function fillRoom(page: Page): Promise<void> {
  await choose(page, '방 구조', '투룸');
  await page.getByLabel('전체 층', { exact: true }).selectOption({ label: '4 층' });
  await page.getByLabel('해당 층', { exact: true }).selectOption({ label: '3 층' });
  await page.getByLabel('전용면적 (㎡)').fill('45.5');
  await expect.poll(() => page.getByLabel('전용면적 (평)').inputValue()).toBe('13.76');
  const now = page.getByRole('checkbox', { name: '즉시 입주' });
  if ((await now.count()) > 0) await now.check();
}

/** 추가정보: a fixed fee with its breakdown in the modal, and a few options. */
async function fillExtra(page: Page): Promise<void> {
  await button(page, '관리비 입력').click();
  const modal = page.getByRole('dialog', { name: '관리비 입력' });
  await modal.waitFor();
  await choose(page, '관리비 구분', /정액/);
  const basis = modal.getByRole('combobox', { name: '관리비 기준' });
  if ((await basis.count()) > 0) await basis.selectOption({ index: 1 });
  await modal.getByLabel('공용 관리비').fill('50000');
  for (const utility of ['전기', '수도', '가스']) {
    const box = modal.getByRole('checkbox', { name: new RegExp(`${utility}.*사용량`) });
    if ((await box.count()) > 0) await box.check();
  }
  for (const input of await modal.getByRole('textbox').all()) {
    if ((await input.isEnabled()) && (await input.inputValue()) === '') await input.fill('0');
  }
  // The modal adds up what was typed.
  await modal
    .getByText(/50,000\s*원/)
    .first()
    .waitFor();
  await shot(page, `sale-form-fee-modal-${page.viewportSize()?.width === 390 ? 'mobile' : 'desktop'}`);
  await modal.getByRole('button', { name: '입력 완료' }).click();
  await modal.waitFor({ state: 'detached' });
  await page.getByLabel('월 관리비 (만원)').fill('5');
  for (const option of ['벽걸이 에어컨', '냉장고', '세탁기']) {
    await page.getByRole('checkbox', { name: option, exact: true }).check();
  }
}

/** 상세정보: title, two photos (uploaded with progress), description. */
async function fillDetail(page: Page, title: string, photos: Buffer[]): Promise<void> {
  await page.getByLabel('매물 제목').fill(title);
  await page.getByLabel('상세 설명').fill('망원역 도보 5분, 채광 좋은 남향 투룸입니다. 주변이 조용합니다.');
  await page
    .getByLabel('사진 추가')
    .setInputFiles(
      photos.map((buffer, index) => ({ name: `room-${index + 1}.jpg`, mimeType: 'image/jpeg', buffer })),
    );
  const items = page.getByRole('listitem', { name: /사진/ });
  await expect.poll(() => items.count()).toBe(photos.length);
  await expect.poll(() => page.getByRole('progressbar').count(), { timeout: 20_000 }).toBe(0);
  // Each thumbnail is the server's card-size copy.
  await expect
    .poll(() =>
      page.evaluate<number>(
        `[...document.querySelectorAll('li img')].filter((img) => img.naturalWidth > 0 && !img.src.startsWith('blob:')).length`,
      ),
    )
    .toBeGreaterThanOrEqual(photos.length);
}

/** The listing number of the completion screen's address (?saleNo=). */
const saleNoOf = (page: Page): number => Number(new URL(page.url()).searchParams.get('saleNo'));

/**
 * The axe check of each step (no serious or critical violation, nor a structure one), gathered so one run
 * walks the whole flow and reports every step's findings together at its end.
 */
async function axeStep(page: Page, where: string, findings: string[], within?: string): Promise<void> {
  const { violations, summary } = await axeScan(page, within);
  if (violations.length > 0) findings.push(`axe on ${where}:\n${summary}`);
}

// ---------------------------------------------------------------------------------------------------------

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('listing registration on %s', (viewport) => {
  it('broker01 registers a 전세 villa end to end and finds it in search and on its detail page', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await actAsOwnClient(context, page);
    await signInBroker(page, `register-${viewport}`);
    const tag = runTag();
    const title = `망원역 남향 투룸 ${tag}`;
    const a11y: string[] = [];

    await page.goto(`${baseUrl}/salesManagement/regist`);
    await expectStep(page, 'regist', 'locationInfo');
    const { address, station } = await fillLocation(page, '망원동 센트럴빌', `${tag}호`);
    await shot(page, `sale-form-location-${viewport}`);
    await axeStep(page, `위치정보 (${viewport})`, a11y);
    await next(page);

    await expectStep(page, 'regist', 'gradeInfo');
    await fillGrade(page, '25,000', '21,000');
    await shot(page, `sale-form-grade-${viewport}`);
    await axeStep(page, `등급정보 (${viewport})`, a11y);
    await next(page);

    await expectStep(page, 'regist', 'roomInfo');
    await fillRoom(page);
    await shot(page, `sale-form-room-${viewport}`);
    await axeStep(page, `방정보 (${viewport})`, a11y);
    await next(page);

    await expectStep(page, 'regist', 'extraInfo');
    await fillExtra(page);
    await shot(page, `sale-form-extra-${viewport}`);
    await axeStep(page, `추가정보 (${viewport})`, a11y);
    await next(page);

    await expectStep(page, 'regist', 'detailInfo');
    const photos = [await sampleJpeg(page, 30, `front ${tag}`), await sampleJpeg(page, 210, `room ${tag}`)];
    await fillDetail(page, title, photos);
    // The second photo becomes the main one.
    await button(page, '사진 2 대표 사진으로 지정').click();
    // The 매물홍보확인서, kept with the draft and saved with the listing once it has a number.
    await button(page, '매물홍보확인서 작성').click();
    const consent = page.getByRole('dialog', { name: '매물홍보확인서' });
    await consent.getByLabel('소유자 성명').fill('김소유');
    await consent.getByLabel('의뢰인 성명').fill('김소유');
    await consent.getByRole('radio', { name: '본인' }).check({ force: true });
    await consent.getByLabel('의뢰인 연락처').fill('010-2345-6789');
    const company = consent.getByLabel('중개사무소 이름');
    if ((await company.inputValue()) === '') await company.fill('안심공인중개사사무소');
    await shot(page, `sale-form-consent-${viewport}`);
    await axeStep(page, `매물홍보확인서 (${viewport})`, a11y, '[role="dialog"]');
    await consent.getByRole('button', { name: '작성 완료' }).click();
    await consent.waitFor({ state: 'detached' });
    await page.getByText('김소유 님의 확인서를 작성했습니다. 등록할 때 함께 저장됩니다.').waitFor();
    await shot(page, `sale-form-detail-${viewport}`);
    await axeStep(page, `상세정보 (${viewport})`, a11y);
    await button(page, '등록 완료').click();

    await page.waitForURL(/\/salesManagement\/regist\/complete\?/);
    const saleNo = saleNoOf(page);
    expect(saleNo).toBeGreaterThan(0);
    await shot(page, `sale-form-complete-${viewport}`);
    // The draft is gone once saved.
    expect(await page.evaluate<string | null>(`localStorage.getItem('ansim.sales')`)).not.toContain(title);

    // Search by its listing number opens its page.
    await page.goto(`${baseUrl}/search`);
    const field = page.getByRole('combobox', { name: '지역명, 지하철역, 매물번호 검색' });
    await field.fill(String(saleNo));
    await field.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith(`/salesManagement/salesDetail/${saleNo}`));
    await expect.poll(() => pageTitle(page).innerText()).toBe(`매물번호 ${saleNo}`);
    // Every field as entered.
    const main = page.getByRole('main');
    await main.getByText(title).first().waitFor();
    await main
      .getByText(address.replace(/^서울특별시\s*/, ''))
      .first()
      .waitFor();
    await main
      .getByText(/전세\s*2억\s*5,000/)
      .first()
      .waitFor();
    await main
      .getByText(/45\.5\s*㎡/)
      .first()
      .waitFor();
    await main.getByText('투룸').first().waitFor();
    await main
      .getByText(/3층\s*\/\s*총\s*4층/)
      .first()
      .waitFor();
    await main.getByText('월 5만원').first().waitFor();
    await main.getByText(station).first().waitFor();
    await main.getByText('1등급 · 매우 안전').first().waitFor();
    await main.getByText('망원역 도보 5분, 채광 좋은 남향 투룸입니다. 주변이 조용합니다.').waitFor();
    const options = page.getByRole('region', { name: '옵션', exact: true });
    for (const option of ['벽걸이 에어컨', '냉장고', '세탁기']) await options.getByText(option).waitFor();
    // Two photos, the one chosen as main first.
    await main.getByText('1 / 2').first().waitFor();
    // The fee breakdown typed in the modal.
    await button(page, '관리비 자세히').click();
    const fee = page.getByRole('dialog', { name: '관리비 상세' });
    await fee.getByText('정액 관리비', { exact: true }).waitFor();
    // 공용 관리비 50,000원, and 전기·수도·가스 billed by usage, as typed in the modal.
    expect(await fee.innerText()).toMatch(/공용 관리비\s*5만원/);
    expect(await fee.getByText('사용량에 따라 부과', { exact: true }).count()).toBe(3);
    await fee.getByRole('button', { name: '확인' }).click();
    await fee.waitFor({ state: 'detached' });
    await shot(page, `sale-form-registered-detail-${viewport}`);

    // And in the list of its neighbourhood.
    await page.goto(`${baseUrl}/search/list?saleAddr=${encodeURIComponent('망원동')}`);
    await page.locator(`[data-sale-no="${saleNo}"]`).first().waitFor({ timeout: 15_000 });

    expect(a11y.join('\n')).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('stops at step 3 with 임시저장, reloads, continues it from storage and completes it', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await actAsOwnClient(context, page);
    await signInBroker(page, `storage-${viewport}`);
    const tag = runTag();

    await page.goto(`${baseUrl}/salesManagement/regist/locationInfo`);
    await expectStep(page, 'regist', 'locationInfo');
    await fillLocation(page, '망원동 행복빌', `${tag}호`);
    await next(page);
    await expectStep(page, 'regist', 'gradeInfo');
    await fillGrade(page, '18,000', '21,000');
    await next(page);
    await expectStep(page, 'regist', 'roomInfo');
    await choose(page, '방 구조', '투룸');

    // What is typed survives a reload.
    await page.reload();
    await expectStep(page, 'regist', 'roomInfo');
    await button(page, '이전').click();
    await expectStep(page, 'regist', 'gradeInfo');
    await expect.poll(() => page.getByLabel('전세금', { exact: false }).first().inputValue()).toBe('18,000');
    await next(page);
    await expectStep(page, 'regist', 'roomInfo');

    await button(page, '임시저장').click();
    await page.waitForURL(/\/salesManagement\/regist\/temp\?/);
    const saleNo = saleNoOf(page);
    expect(saleNo).toBeGreaterThan(0);
    await shot(page, `sale-form-temp-${viewport}`);

    // A temporary listing is not on the market.
    const hidden = await fetch(
      `${baseUrl}/api/search/sale/list?saleAddr=${encodeURIComponent('망원동')}&limit=100`,
    );
    const hiddenList = ((await hidden.json()) as { entity: { list: { saleNo: number }[] } }).entity.list;
    expect(hiddenList.some((item) => item.saleNo === saleNo)).toBe(false);

    // Continue it from storage, after a reload of the app.
    await page.goto(`${baseUrl}/salesManagement/storage/locationInfo?saleNo=${saleNo}`);
    await expectStep(page, 'storage', 'locationInfo');
    await expect.poll(() => unitField(page).inputValue()).toBe(`${tag}호`);
    await next(page);
    await expectStep(page, 'storage', 'gradeInfo');
    await expect.poll(() => page.getByLabel('전세금', { exact: false }).first().inputValue()).toBe('18,000');
    await next(page);
    await expectStep(page, 'storage', 'roomInfo');
    await fillRoom(page);
    await next(page);
    await expectStep(page, 'storage', 'extraInfo');
    await page.getByLabel('월 관리비 (만원)').fill('3');
    await next(page);
    await expectStep(page, 'storage', 'detailInfo');
    await fillDetail(page, `이어서 등록한 투룸 ${tag}`, [await sampleJpeg(page, 120, `storage ${tag}`)]);
    await button(page, '등록 완료').click();
    await page.waitForURL(/\/salesManagement\/regist\/complete\?/);
    expect(saleNoOf(page)).toBe(saleNo);

    await page.goto(`${baseUrl}/salesManagement/salesDetail/${saleNo}`);
    await page.getByRole('main').getByText(`이어서 등록한 투룸 ${tag}`).first().waitFor();
    await page
      .getByRole('main')
      .getByText(/전세\s*1억\s*8,000/)
      .first()
      .waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('modifies the price of a listing and sees it on the detail', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await actAsOwnClient(context, page);
    await signInBroker(page, `modify-${viewport}`);
    const tag = runTag();
    await page.goto(`${baseUrl}/main`);
    const saleNo = await apiRegisterRentListing(
      await sampleJpeg(page, 300, `modify ${tag}`),
      `가격 수정할 투룸 ${tag}`,
    );

    await page.goto(`${baseUrl}/salesManagement/salesModify/locationInfo?saleNo=${saleNo}`);
    await expectStep(page, 'salesModify', 'locationInfo');
    await next(page);
    await expectStep(page, 'salesModify', 'gradeInfo');
    const rent = page.getByLabel('전세금', { exact: false }).first();
    await expect.poll(() => rent.inputValue()).not.toBe('');
    await rent.fill('31,500');
    await next(page);
    await expectStep(page, 'salesModify', 'roomInfo');
    await next(page);
    await expectStep(page, 'salesModify', 'extraInfo');
    await next(page);
    await expectStep(page, 'salesModify', 'detailInfo');
    // The saved photos are there, as the server's copies.
    await expect.poll(() => page.getByRole('listitem', { name: /사진/ }).count()).toBeGreaterThan(0);
    await shot(page, `sale-form-modify-detail-${viewport}`);
    await button(page, '수정 완료').click();
    await page.waitForURL(/\/salesManagement\/salesModify\/complete\?/);

    await page.goto(`${baseUrl}/salesManagement/salesDetail/${saleNo}`);
    await page
      .getByRole('main')
      .getByText(/전세\s*3억\s*1,500/)
      .first()
      .waitFor();
    await shot(page, `sale-form-modified-detail-${viewport}`);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks before leaving a draft: 취소 keeps it, 확인 clears it', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await actAsOwnClient(context, page);
    await signInBroker(page, `unsaved-${viewport}`);
    const tag = runTag();

    await page.goto(`${baseUrl}/salesManagement/regist/locationInfo`);
    await expectStep(page, 'regist', 'locationInfo');
    await fillLocation(page, '망원동 라움빌', `${tag}호`);

    // The header's back asks; 취소 stays with everything typed.
    await button(page, '뒤로 가기').click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(UNSAVED).waitFor();
    await shot(page, `sale-form-unsaved-confirm-${viewport}`);
    const a11y: string[] = [];
    await axeStep(page, `the unsaved-changes confirm (${viewport})`, a11y, '[role="alertdialog"]');
    expect(a11y.join('\n')).toBe('');
    await dialog.getByRole('button', { name: '취소' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/salesManagement/regist/locationInfo');
    expect(await unitField(page).inputValue()).toBe(`${tag}호`);

    // The step's own 이전 on the first step asks the same; 확인 leaves and clears the draft.
    await button(page, '이전').click();
    await dialog.getByText(UNSAVED).waitFor();
    await dialog.getByRole('button', { name: '확인' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/salesManagement/regist'));
    expect(await page.evaluate<string | null>(`localStorage.getItem('ansim.sales')`)).not.toContain(
      `${tag}호`,
    );

    // A new registration starts empty.
    await page.goto(`${baseUrl}/salesManagement/regist/locationInfo`);
    await expectStep(page, 'regist', 'locationInfo');
    expect(await unitField(page).inputValue()).toBe('');

    dropExpectedHttpErrors(errors, 0, 404);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * A 전세 listing of broker01 made through the API, as the broker's own earlier registration: one photo
 * uploaded, then POST /api/sale with every step's fields.
 */
async function apiRegisterRentListing(photo: Buffer, title: string): Promise<number> {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: 'broker01', password: DEMO_PASSWORD }),
  });
  const authorization = login.headers.get('authorization') ?? '';
  const upload = new FormData();
  upload.append('purpose', 'saleImage');
  upload.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'front.jpg');
  const uploaded = await fetch(`${baseUrl}/common/upload`, {
    method: 'POST',
    headers: { authorization },
    body: upload,
  });
  const file = (await uploaded.json()) as { code: number; message: string; entity: { fileId: string } };
  if (file.code !== 1) throw new Error(`upload failed: ${file.message}`);
  const sale = {
    status: 'ACTIVE',
    saleAddr: '서울특별시 마포구 망원동 288 라움빌',
    bjdCode: '1144012300',
    lat: 37.561369,
    lng: 126.896418,
    unit: '201호',
    buildingType: 'VILLA',
    saleType: 'RENT',
    rentPrice: '22000',
    isLoan: false,
    collateralSecurity: false,
    ownership: true,
    redevelop: false,
    illegalBuilding: false,
    taxArrears: false,
    publicPrice: '21000',
    safetyGrade: 'RATE003',
    roomType: 'ROOM_TYPE005',
    entireFloor: 4,
    floor: 2,
    dedicatedArea1: '40.2',
    costPrice: '5',
    title,
    saleMainImageFile: file.entity.fileId,
    saleSubImageFile: [],
    isLoanRecommend: false,
    loanList: [],
    isCertified: false,
  };
  const form = new FormData();
  form.append('sale', JSON.stringify(sale));
  const saved = await fetch(`${baseUrl}/api/sale`, {
    method: 'POST',
    headers: { authorization },
    body: form,
  });
  const body = (await saved.json()) as { code: number; message: string; entity: { saleNo: number } };
  if (body.code !== 1) throw new Error(`save failed: ${body.message}`);
  return body.entity.saleNo;
}
