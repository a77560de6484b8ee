import { BUILDING_TYPE_LABELS, formatMoney, RATE_CODES, SALE_TYPE_LABELS } from '@ansim/domain';
import type { SafetyCheckEntity } from '@ansim/domain/contract';
import { PDFDocument, type PDFFont, type PDFPage, type RGB, rgb } from 'pdf-lib';
import { EMBEDDED, fontkit, koreanFont } from '../../platform/fonts/korean-font.ts';
import { koreanBoldFont, koreanDate, textWidth, wrap } from '../../platform/pdf/promotion-consent.ts';

/*
 * The 안심 진단 answer as A4 pages a tenant can print and take to the broker's office: the address and the
 * figures entered, the grade with the ratio bar and its lines, every reason, 최우선변제, HUG insurance
 * condition by condition, the checklist with boxes to tick, the date and the disclaimer. Pretendard is
 * embedded (subset), as in the 매물홍보확인서, so the Hangul reads the same in any viewer.
 */

export const SAFETY_CHECK_TITLE = '안심 진단 결과';
export const SAFETY_CHECK_DISCLAIMER =
  '이 진단은 입력한 값과 공개된 기준(안심방 안전등급 표, 주택임대차보호법 시행령, HUG 가입 요건)으로 계산한 참고 자료이며, ' +
  '법률 자문이나 보증을 대신하지 않습니다. 계약 전에 등기부등본 등 원본 서류를 직접 확인하세요.';

const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN_X = 48;
const TOP = A4.height - 48;
const BOTTOM = 60;
const WIDTH = A4.width - MARGIN_X * 2;
const INK = rgb(0.08, 0.09, 0.11);
const MUTED = rgb(0.38, 0.4, 0.44);
const RULE = rgb(0.75, 0.77, 0.8);
const LABEL_FILL = rgb(0.94, 0.95, 0.97);
const ACCENT = rgb(0.12, 0.32, 0.62);
/** Grade colours, 1 (매우 안전) to 5 (매우 불안), as the app's grade tags. */
const GRADE_COLOURS: readonly RGB[] = [
  rgb(0.1, 0.55, 0.33),
  rgb(0.2, 0.6, 0.75),
  rgb(0.85, 0.6, 0.1),
  rgb(0.88, 0.4, 0.12),
  rgb(0.8, 0.15, 0.15),
];

const won = (manwon: number): string => {
  const text = formatMoney(manwon);
  return text.endsWith('원') ? text : `${text}원`;
};

/** The answer as an A4 PDF (one page usually, more when the checklist runs long). */
export async function renderSafetyCheck(answer: SafetyCheckEntity, producedAt: Date): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([
    document.embedFont(koreanFont().bytes, EMBEDDED),
    document.embedFont(koreanBoldFont(), EMBEDDED),
  ]);
  document.setTitle(`${SAFETY_CHECK_TITLE} — ${answer.address}`);
  document.setSubject('전세·월세 계약 전 안전 점검');
  document.setProducer('안심방');
  document.setCreator('안심방 안심 진단');
  document.setCreationDate(producedAt);
  document.setModificationDate(producedAt);

  const w = new Writer(document, regular, bold);
  w.header(koreanDate(answer.checkedOn));

  w.heading('1. 진단한 집');
  const deal =
    answer.dealType === 'MONTHLY'
      ? `보증금 ${won(answer.deposit)} / 월세 ${won(answer.monthlyPrice ?? 0)}`
      : `전세금 ${won(answer.deposit)}`;
  const price = answer.publicPrice;
  w.table([
    ['주소', answer.address],
    ['거래', `${SALE_TYPE_LABELS[answer.dealType]} · ${BUILDING_TYPE_LABELS[answer.buildingType]} · ${deal}`],
    ['선순위 채권', answer.seniorDebt > 0 ? won(answer.seniorDebt) : '없음'],
    [
      '공시가격',
      price.value === null
        ? `확인 불가 — ${price.basis}`
        : `${won(price.value)} (${price.label}) — ${price.basis}`,
    ],
  ]);

  w.heading('2. 안전등급');
  w.grade(answer);
  w.bullets(answer.grade.reasons);

  w.heading('3. 최우선변제');
  w.paragraph(answer.priorityRepayment.summary);

  w.heading('4. 전세보증금반환보증 (HUG)');
  w.paragraph(answer.insurance.summary);
  w.conditions(answer.insurance.conditions);

  w.heading('5. 계약 전 확인할 것');
  w.checklist(answer.checklist);

  w.disclaimer(SAFETY_CHECK_DISCLAIMER);
  w.footers(`안심방 안심 진단 · ${koreanDate(answer.checkedOn)}`);
  return Buffer.from(await document.save());
}

/** Writes down the pages from the top, starting a new page when the next block would not fit. */
class Writer {
  private page: PDFPage;
  private y = TOP;
  private readonly pages: PDFPage[] = [];

  constructor(
    private readonly document: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = this.newPage();
  }

  private newPage(): PDFPage {
    const page = this.document.addPage([A4.width, A4.height]);
    this.pages.push(page);
    this.y = TOP;
    return page;
  }

  private room(height: number) {
    if (this.y - height < BOTTOM) this.page = this.newPage();
  }

  private text(text: string, x: number, size: number, font: PDFFont, color: RGB = INK) {
    this.page.drawText(text, { x, y: this.y, size, font, color });
  }

  header(date: string) {
    const size = 22;
    this.y -= size;
    const width = textWidth(this.bold, SAFETY_CHECK_TITLE, size);
    this.text(SAFETY_CHECK_TITLE, (A4.width - width) / 2, size, this.bold);
    this.y -= 18;
    const sub = `전세·월세 계약 전 안전 점검 · 진단일 ${date}`;
    this.text(sub, (A4.width - textWidth(this.regular, sub, 10)) / 2, 10, this.regular, MUTED);
    this.y -= 12;
    this.page.drawLine({
      start: { x: MARGIN_X, y: this.y },
      end: { x: A4.width - MARGIN_X, y: this.y },
      thickness: 1.4,
      color: INK,
    });
    this.y -= 8;
  }

  heading(text: string) {
    this.room(40);
    this.y -= 20;
    this.text(text, MARGIN_X, 12, this.bold, ACCENT);
    this.y -= 8;
  }

  paragraph(text: string, size = 10, indent = 0, color: RGB = INK) {
    for (const line of wrap(this.regular, text, size, WIDTH - indent)) {
      this.room(size * 1.5);
      this.y -= size * 1.5;
      this.text(line, MARGIN_X + indent, size, this.regular, color);
    }
  }

  table(rows: readonly (readonly [string, string])[]) {
    const size = 10;
    const labelWidth = 78;
    const padding = 6;
    for (const [label, value] of rows) {
      const lines = wrap(this.regular, value, size, WIDTH - labelWidth - padding * 2);
      const height = lines.length * size * 1.45 + padding * 2 - size * 0.45;
      this.room(height);
      const top = this.y;
      this.y -= height;
      this.page.drawRectangle({ x: MARGIN_X, y: this.y, width: labelWidth, height, color: LABEL_FILL });
      this.page.drawRectangle({
        x: MARGIN_X,
        y: this.y,
        width: WIDTH,
        height,
        borderColor: RULE,
        borderWidth: 0.6,
      });
      const first = top - padding - size + 1;
      this.page.drawText(label, { x: MARGIN_X + padding, y: first, size, font: this.bold, color: INK });
      lines.forEach((line, n) => {
        this.page.drawText(line, {
          x: MARGIN_X + labelWidth + padding,
          y: first - n * size * 1.45,
          size,
          font: this.regular,
          color: INK,
        });
      });
    }
  }

  /** The grade badge and the ratio bar with the table's lines marked. */
  grade(answer: SafetyCheckEntity) {
    const { grade } = answer;
    this.room(92);
    const colour = GRADE_COLOURS[grade.level - 1] ?? INK;
    const label = RATE_CODES[grade.level - 1]?.label ?? '';
    this.y -= 30;
    this.page.drawRectangle({ x: MARGIN_X, y: this.y - 6, width: 128, height: 32, color: colour });
    this.page.drawText(`${grade.level}등급 ${label}`, {
      x: MARGIN_X + 10,
      y: this.y + 4,
      size: 15,
      font: this.bold,
      color: rgb(1, 1, 1),
    });
    const ratioText = grade.assessable
      ? `보증금+선순위 채권 = 공시가격의 ${grade.ratio}%`
      : '공시가격을 알 수 없어 비율을 계산하지 못했습니다.';
    this.page.drawText(ratioText, {
      x: MARGIN_X + 142,
      y: this.y + 4,
      size: 11,
      font: this.bold,
      color: INK,
    });

    // The bar runs from 0% to 180% of the public price; past it the marker stays at the end.
    const barTop = this.y - 22;
    const barX = MARGIN_X;
    const scale = WIDTH / 180;
    this.page.drawRectangle({ x: barX, y: barTop - 8, width: WIDTH, height: 8, color: LABEL_FILL });
    if (grade.assessable) {
      const filled = Math.min(grade.ratio, 180) * scale;
      this.page.drawRectangle({ x: barX, y: barTop - 8, width: filled, height: 8, color: colour });
    }
    answer.thresholds.forEach((mark, i) => {
      const x = barX + mark * scale;
      this.page.drawLine({
        start: { x, y: barTop + 2 },
        end: { x, y: barTop - 12 },
        thickness: 1,
        color: INK,
      });
      const t = `${mark}%`;
      // 140/150/155% sit close together: every other label goes one line lower.
      this.page.drawText(t, {
        x: x - textWidth(this.regular, t, 7.5) / 2,
        y: barTop - 22 - (i % 2) * 9,
        size: 7.5,
        font: this.regular,
        color: MUTED,
      });
    });
    this.y = barTop - 38;
  }

  bullets(items: readonly string[]) {
    const size = 10;
    for (const item of items) {
      const lines = wrap(this.regular, item, size, WIDTH - 14);
      lines.forEach((line, n) => {
        this.room(size * 1.5);
        this.y -= size * 1.5;
        if (n === 0) this.text('•', MARGIN_X + 2, size, this.bold);
        this.text(line, MARGIN_X + 14, size, this.regular);
      });
    }
  }

  conditions(conditions: SafetyCheckEntity['insurance']['conditions']) {
    const size = 9.5;
    for (const c of conditions) {
      const mark = c.met ? '충족' : '미충족';
      const lines = wrap(this.regular, `${c.label} — ${c.detail}`, size, WIDTH - 52);
      lines.forEach((line, n) => {
        this.room(size * 1.5);
        this.y -= size * 1.5;
        if (n === 0)
          this.text(mark, MARGIN_X + 2, size, this.bold, c.met ? GRADE_COLOURS[0]! : GRADE_COLOURS[4]!);
        this.text(line, MARGIN_X + 52, size, this.regular);
      });
    }
  }

  /** Each item with an empty box to tick; the ones this answer found risky marked 중요. */
  checklist(items: SafetyCheckEntity['checklist']) {
    const size = 10;
    const indent = 20;
    for (const item of items) {
      const detail = wrap(this.regular, item.detail, 9, WIDTH - indent);
      this.room(size * 1.6 + detail.length * 9 * 1.45);
      this.y -= size * 1.7;
      this.page.drawRectangle({
        x: MARGIN_X + 1,
        y: this.y - 1.5,
        width: 10,
        height: 10,
        borderColor: INK,
        borderWidth: 0.9,
      });
      const title = item.important ? `[중요] ${item.title}` : item.title;
      this.text(title, MARGIN_X + indent, size, this.bold, item.important ? GRADE_COLOURS[4]! : INK);
      for (const line of detail) {
        this.y -= 9 * 1.45;
        this.text(line, MARGIN_X + indent, 9, this.regular, MUTED);
      }
    }
  }

  disclaimer(text: string) {
    this.room(60);
    this.y -= 18;
    this.page.drawLine({
      start: { x: MARGIN_X, y: this.y },
      end: { x: A4.width - MARGIN_X, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
    this.y -= 2;
    this.paragraph(text, 8.5, 0, MUTED);
  }

  /** The date and page numbers at the foot of every page. */
  footers(text: string) {
    this.pages.forEach((page, i) => {
      const line = `${text} · ${i + 1}/${this.pages.length}`;
      const width = textWidth(this.regular, line, 8);
      page.drawText(line, { x: (A4.width - width) / 2, y: 30, size: 8, font: this.regular, color: MUTED });
    });
  }
}
