import fs from 'node:fs';
import { createRequire } from 'node:module';
import { formatMoney, SALE_TYPE_LABELS } from '@ansim/domain';
import { type PromotionConsent, relationshipLabel } from '@ansim/domain/contract';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { withEvenGlyphs } from '../fonts/even-glyphs.ts';
import { EMBEDDED, fontkit, koreanFont } from '../fonts/korean-font.ts';

/*
 * The 매물홍보확인서 as an A4 page, laid out like the paper form a Korean broker's office has the client
 * sign: a centred title, the listing and the parties in ruled tables with shaded label cells, the numbered
 * consent clauses (advertising, photos, the display-advertising duty, personal data and its one-year
 * retention), the date and the signature lines. Pretendard is embedded (subset to the glyphs drawn), so
 * the Hangul reads the same in any viewer and on any printer.
 */

export interface PromotionConsentDocument extends PromotionConsent {
  /** The listing, once saved; a preview of a new registration has none. */
  saleNo?: number | null | undefined;
  /** When the form was produced: the PDF's creation date. */
  producedAt: Date;
}

const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN_X = 50;
const CONTENT_WIDTH = A4.width - MARGIN_X * 2;
const INK = rgb(0.08, 0.09, 0.11);
const MUTED = rgb(0.38, 0.4, 0.44);
const RULE = rgb(0.55, 0.57, 0.6);
const LABEL_FILL = rgb(0.94, 0.95, 0.97);
const ACCENT = rgb(0.12, 0.32, 0.62);
/** The footer's rule, and the least room kept above it. */
const FOOTER_RULE_Y = 44;
const FOOTER_GAP = 10;
const TOP_MARGIN = 46;
/** Taller than the longest form can run, so the scratch page never clips it. */
const SCRATCH_HEIGHT = A4.height * 1.6;

export const CONSENT_TITLE = '매물 홍보 확인서';
const SUBTITLE = '(매물 광고 및 사진 촬영·게시 동의서)';
const INTRO =
  '의뢰인은 아래 매물의 소유자 또는 소유자로부터 권한을 받은 사람으로서, 아래 중개사무소가 이 매물을 ' +
  '부동산 광고 매체(안심방 등)에 홍보하는 것과 관련하여 다음 내용을 확인하고 동의합니다.';

/** The clauses of the form, in order; each is printed with its number. */
export const CONSENT_CLAUSES = [
  [
    '매물 홍보 확인',
    '의뢰인은 위 매물의 거래를 중개사무소에 의뢰하였으며, 중개사무소가 위 매물을 인터넷 등 광고 매체에 게시하여 ' +
      '홍보하는 것을 확인합니다.',
  ],
  [
    '사진 촬영 및 게시 동의',
    '의뢰인은 중개사무소가 매물의 내부와 외부 사진을 촬영하여 광고에 게시하는 것에 동의합니다. 중개사무소는 ' +
      '개인 물품, 얼굴, 우편물 등 개인을 알아볼 수 있는 정보가 사진에 드러나지 않도록 합니다.',
  ],
  [
    '표시·광고 내용 확인',
    '광고에 표시되는 소재지, 거래 유형과 금액은 위 매물 정보와 같습니다. 거래가 완료되거나 의뢰를 철회하면 ' +
      '중개사무소는 지체 없이 광고를 내립니다 (공인중개사법 제18조의2).',
  ],
  [
    '개인정보 수집·이용 동의',
    '수집 항목: 소유자 성명, 의뢰인 성명, 관계, 연락처. 이용 목적: 매물 홍보 의뢰 사실의 확인. 보유 기간: ' +
      '제공일로부터 1년 (기간이 지나면 지체 없이 파기). 의뢰인은 동의를 거부할 수 있으나, 거부하면 매물을 광고할 수 없습니다.',
  ],
] as const;

const AGREEMENT = '위 내용을 모두 확인하였으며, 매물의 홍보와 사진 촬영·게시에 동의합니다.';
const FOOTER = '이 확인서의 개인정보는 제공일로부터 1년간 보관한 뒤 파기합니다. · 안심방';

const BOLD_FILE = 'pretendard/dist/public/static/alternative/Pretendard-Bold.ttf';
let boldBytes: Uint8Array | null = null;
/** Pretendard Bold for the title and the headings, padded like the regular face (see even-glyphs.ts). */
export function koreanBoldFont(): Uint8Array {
  boldBytes ??= new Uint8Array(
    withEvenGlyphs(fs.readFileSync(createRequire(import.meta.url).resolve(BOLD_FILE))),
  );
  return boldBytes;
}

/** '3억 5,000만원', '3억원' (formatMoney leaves a round 억 without 원). */
const won = (manwon: number): string => {
  const text = formatMoney(manwon);
  return text.endsWith('원') ? text : `${text}원`;
};

/** The deal's amounts as the form states them. */
export const dealAmount = (form: Pick<PromotionConsent, 'type' | 'price' | 'monthlyPrice'>): string => {
  const price = form.price ?? 0;
  if (form.type === 'SALE') return `매매가 ${won(price)}`;
  if (form.type === 'RENT') return `전세금 ${won(price)}`;
  return `보증금 ${won(price)} / 월세 ${won(form.monthlyPrice ?? 0)}`;
};

/** '2026-11-24' → '2026년 11월 24일'. */
export const koreanDate = (isoDay: string): string => {
  const [year, month, day] = isoDay.split('-').map(Number);
  return `${year}년 ${month}월 ${day}일`;
};

/** The form as an A4 PDF. */
export async function renderPromotionConsent(form: PromotionConsentDocument): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([
    document.embedFont(koreanFont().bytes, EMBEDDED),
    document.embedFont(koreanBoldFont(), EMBEDDED),
  ]);
  document.setTitle(`${CONSENT_TITLE.replaceAll(' ', '')} — ${form.newSaleAddr}`);
  document.setSubject(SUBTITLE.slice(1, -1));
  document.setProducer('안심방');
  document.setCreator('안심방 매물 등록');
  document.setCreationDate(form.producedAt);
  document.setModificationDate(form.producedAt);
  // Written on a scratch page taller than A4, then placed on the A4 page: as it is when it fits (the usual
  // case), scaled down just enough when the longest values every field allows would run into the footer.
  const scratch = document.addPage([A4.width, SCRATCH_HEIGHT]);
  const sheet = new Sheet(scratch, regular, bold, SCRATCH_HEIGHT - TOP_MARGIN);

  sheet.corner(form.saleNo ? `매물번호 ${form.saleNo}` : '매물 등록 전 작성');
  sheet.title(CONSENT_TITLE, SUBTITLE);
  sheet.paragraph(INTRO, { size: 10.5, gap: 10 });

  sheet.heading('1. 매물 정보');
  sheet.table([
    [['소재지', form.newSaleAddr]],
    [
      ['거래 유형', SALE_TYPE_LABELS[form.type]],
      ['거래 금액', dealAmount(form)],
    ],
  ]);
  sheet.heading('2. 의뢰인 및 중개사무소');
  sheet.table([
    [
      ['소유자 성명', form.ownerName],
      ['의뢰인 성명', form.promotionName],
    ],
    [
      ['소유자와의 관계', relationshipLabel(form.relationship, form.relationshipText)],
      ['의뢰인 연락처', form.phone],
    ],
    [['중개사무소', form.company]],
  ]);
  sheet.heading('3. 확인 및 동의 사항');
  sheet.clauses(CONSENT_CLAUSES);
  sheet.agreement(AGREEMENT, koreanDate(form.regDate));
  sheet.signature('의뢰인', form.promotionName, '(서명 또는 인)');
  sheet.signature('중개사무소', form.company, '(인)');
  const used = SCRATCH_HEIGHT - sheet.bottom;
  const room = A4.height - FOOTER_RULE_Y - FOOTER_GAP;
  const scale = Math.min(1, room / used);
  const [content] = await document.embedPages([scratch]);
  document.removePage(0);
  if (!content) throw new Error('the consent form did not embed');
  const page = document.addPage([A4.width, A4.height]);
  page.drawPage(content, {
    x: (A4.width * (1 - scale)) / 2,
    y: A4.height - SCRATCH_HEIGHT * scale,
    xScale: scale,
    yScale: scale,
  });
  drawFooter(page, regular, FOOTER);
  return Buffer.from(await document.save());
}

/** The retention note under a rule at the foot of the page. */
function drawFooter(page: PDFPage, font: PDFFont, text: string) {
  const size = 8.5;
  const width = textWidth(font, text, size);
  page.drawLine({
    start: { x: MARGIN_X, y: FOOTER_RULE_Y },
    end: { x: A4.width - MARGIN_X, y: FOOTER_RULE_Y },
    thickness: 0.5,
    color: RULE,
  });
  page.drawText(text, { x: (A4.width - width) / 2, y: FOOTER_RULE_Y - 14, size, font, color: MUTED });
}

type Cell = readonly [label: string, value: string];

/** Writes down the page from the top. */
class Sheet {
  private y: number;

  /** How far down the page the writing has come. */
  get bottom(): number {
    return this.y;
  }

  constructor(
    private readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    top: number,
  ) {
    this.y = top;
  }

  corner(text: string) {
    const size = 9;
    const width = textWidth(this.regular, text, size);
    this.page.drawText(text, {
      x: A4.width - MARGIN_X - width,
      y: this.y,
      size,
      font: this.regular,
      color: MUTED,
    });
    this.y -= 18;
  }

  title(title: string, subtitle: string) {
    const size = 24;
    // Spaced like a printed form's title: the letters set apart, centred as a whole.
    const spacing = 6;
    const letters = [...title];
    const widths = letters.map((c) => textWidth(this.bold, c, size));
    const total = widths.reduce((a, b) => a + b, 0) + spacing * (letters.length - 1);
    let x = (A4.width - total) / 2;
    this.y -= size;
    letters.forEach((c, i) => {
      this.page.drawText(c, { x, y: this.y, size, font: this.bold, color: INK });
      x += (widths[i] ?? 0) + spacing;
    });
    this.y -= 20;
    this.centered(subtitle, 11, this.regular, MUTED);
    this.y -= 12;
    this.page.drawLine({
      start: { x: MARGIN_X, y: this.y },
      end: { x: A4.width - MARGIN_X, y: this.y },
      thickness: 1.6,
      color: INK,
    });
    this.y -= 12;
  }

  paragraph(text: string, { size, gap }: { size: number; gap: number }) {
    for (const line of wrap(this.regular, text, size, CONTENT_WIDTH)) {
      this.y -= size * 1.55;
      this.page.drawText(line, { x: MARGIN_X, y: this.y, size, font: this.regular, color: INK });
    }
    this.y -= gap;
  }

  heading(text: string) {
    const size = 12;
    this.y -= size + 4;
    this.page.drawText(text, { x: MARGIN_X, y: this.y, size, font: this.bold, color: ACCENT });
    this.y -= 8;
  }

  /** Rows of one or two label–value cells, ruled, the labels shaded. */
  table(rows: readonly (readonly Cell[])[]) {
    const size = 10.5;
    const labelWidth = 88;
    const padding = 7;
    const top = this.y;
    for (const cells of rows) {
      const cellWidth = CONTENT_WIDTH / cells.length;
      const valueWidth = cellWidth - labelWidth - padding * 2;
      const wrapped = cells.map(([, value]) => wrap(this.regular, value, size, valueWidth));
      const lines = Math.max(1, ...wrapped.map((w) => w.length));
      const height = lines * size * 1.5 + padding * 2 - size * 0.5 + 4;
      this.y -= height;
      cells.forEach(([label], i) => {
        const x = MARGIN_X + cellWidth * i;
        this.page.drawRectangle({ x, y: this.y, width: labelWidth, height, color: LABEL_FILL });
        this.page.drawText(label, {
          x: x + padding,
          y: this.y + height - padding - size + 1,
          size,
          font: this.bold,
          color: INK,
        });
        (wrapped[i] ?? []).forEach((line, n) => {
          this.page.drawText(line, {
            x: x + labelWidth + padding,
            y: this.y + height - padding - size + 1 - n * size * 1.5,
            size,
            font: this.regular,
            color: INK,
          });
        });
        // The rules between label and value, and between the cells of a row.
        this.vertical(x + labelWidth, this.y, height);
        if (i > 0) this.vertical(x, this.y, height);
      });
      this.horizontal(this.y);
    }
    this.page.drawRectangle({
      x: MARGIN_X,
      y: this.y,
      width: CONTENT_WIDTH,
      height: top - this.y,
      borderColor: INK,
      borderWidth: 1,
    });
    this.y -= 10;
  }

  clauses(clauses: readonly (readonly [string, string])[]) {
    const size = 9.5;
    const indent = 16;
    clauses.forEach(([heading, body], i) => {
      this.y -= size * 1.6;
      this.page.drawText(`${i + 1}.`, { x: MARGIN_X, y: this.y, size, font: this.bold, color: INK });
      this.page.drawText(heading, { x: MARGIN_X + indent, y: this.y, size, font: this.bold, color: INK });
      for (const line of wrap(this.regular, body, size, CONTENT_WIDTH - indent)) {
        this.y -= size * 1.5;
        this.page.drawText(line, { x: MARGIN_X + indent, y: this.y, size, font: this.regular, color: INK });
      }
      this.y -= 3;
    });
    this.y -= 12;
  }

  agreement(text: string, date: string) {
    this.centered(text, 11, this.bold, INK);
    this.y -= 12;
    this.centered(date, 12, this.regular, INK);
    this.y -= 18;
  }

  /** '의뢰인   홍길동   (서명 또는 인)' over a rule, on the right half of the page. */
  signature(role: string, name: string, mark: string) {
    const size = 11;
    const left = A4.width / 2 - 30;
    const right = A4.width - MARGIN_X;
    this.y -= size;
    this.page.drawText(role, { x: left, y: this.y, size, font: this.bold, color: INK });
    const markWidth = textWidth(this.regular, mark, size - 1);
    this.page.drawText(mark, {
      x: right - markWidth,
      y: this.y,
      size: size - 1,
      font: this.regular,
      color: MUTED,
    });
    const nameX = left + 72;
    const [shown = ''] = wrap(this.regular, name, size, right - markWidth - nameX - 8);
    this.page.drawText(shown, { x: nameX, y: this.y, size, font: this.regular, color: INK });
    this.page.drawLine({
      start: { x: nameX - 4, y: this.y - 6 },
      end: { x: right, y: this.y - 6 },
      thickness: 0.6,
      color: RULE,
    });
    this.y -= 20;
  }

  private centered(text: string, size: number, font: PDFFont, color: typeof INK) {
    for (const line of wrap(font, text, size, CONTENT_WIDTH)) {
      this.y -= size;
      const width = textWidth(font, line, size);
      this.page.drawText(line, { x: (A4.width - width) / 2, y: this.y, size, font, color });
      this.y -= size * 0.5;
    }
  }

  private horizontal(y: number) {
    this.page.drawLine({
      start: { x: MARGIN_X, y },
      end: { x: MARGIN_X + CONTENT_WIDTH, y },
      thickness: 0.6,
      color: RULE,
    });
  }

  private vertical(x: number, y: number, height: number) {
    this.page.drawLine({ start: { x, y }, end: { x, y: y + height }, thickness: 0.6, color: RULE });
  }
}

const charWidths = new WeakMap<PDFFont, Map<string, number>>();

/**
 * The width of a text as the sum of its characters' widths, each measured once per font. Measuring a
 * whole string shapes it (milliseconds for Hangul), and wrapping measures every prefix; Hangul and the
 * punctuation here have no kerning, so the sum is the width the page draws.
 */
export function textWidth(font: PDFFont, text: string, size: number): number {
  let widths = charWidths.get(font);
  if (!widths) {
    widths = new Map();
    charWidths.set(font, widths);
  }
  let total = 0;
  for (const char of text) {
    let width = widths.get(char);
    if (width === undefined) {
      width = font.widthOfTextAtSize(char, 1000) / 1000;
      widths.set(char, width);
    }
    total += width;
  }
  return total * size;
}

/** Breaks text where it would pass `maxWidth`: at a space when there is one, else between syllables. */
export function wrap(font: PDFFont, text: string, size: number, maxWidth: number): string[] {
  if (textWidth(font, text, size) <= maxWidth) return [text];
  const lines: string[] = [];
  let current = '';
  for (const char of text) {
    const next = current + char;
    if (current === '' || textWidth(font, next, size) <= maxWidth) {
      current = next;
      continue;
    }
    const space = current.lastIndexOf(' ');
    if (space > 0 && char !== ' ') {
      lines.push(current.slice(0, space));
      current = current.slice(space + 1) + char;
    } else {
      lines.push(current);
      current = char === ' ' ? '' : char;
    }
  }
  if (current) lines.push(current);
  return lines.length > 0 ? lines : [''];
}
