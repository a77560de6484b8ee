import {
  BUILDING_TYPE_LABELS,
  COMMON_CODES,
  floorLabel,
  formatMoney,
  isBuildingType,
  withThousands,
} from '@ansim/domain';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { EMBEDDED, fontkit, koreanFont } from '../../platform/fonts/korean-font.ts';
import type { DemoDocumentFacts } from './repo.ts';

/*
 * The demo market's registry documents (등기부등본, 건축물대장). Their rows exist (the seed) but no file was
 * ever uploaded for them: the first view writes one from the listing's own row, laid out like a summary of
 * the real 등기사항전부증명서 or 건축물대장 and marked on every line that matters as a demo, never a public
 * record. Nothing in it is invented beyond the owner's masked name and the bank's: every figure is the
 * listing's.
 */

/** Storage keys of the demo documents; a key under it whose object is missing is written on first view. */
export const DEMO_DOCUMENT_PREFIX = 'demo-documents/';

export type RegistryKind = 'REGISTER_COPY' | 'BUILDING_REGISTER';

export const isRegistryKind = (kind: string): kind is RegistryKind =>
  kind === 'REGISTER_COPY' || kind === 'BUILDING_REGISTER';

/**
 * The key the generated file is stored under: the seed's key in the store's alphabet (lower case, '-'),
 * which the disk store requires of every key it writes.
 */
export const demoStorageKey = (key: string): string => key.toLowerCase().replaceAll('_', '-');

export const DEMO_NOTICE = '데모 문서 — 실제 공적 장부가 아닙니다';

const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 48;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.42, 0.46);
const RULE = rgb(0.72, 0.74, 0.78);
const NOTICE_RED = rgb(0.78, 0.12, 0.12);
const SECTION_FILL = rgb(0.93, 0.94, 0.96);

const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'] as const;
/** A demo owner: a surname and a mask, as a 등기부 extract shared with a tenant shows a person. */
const maskedOwner = (saleNo: number) => `${SURNAMES[saleNo % SURNAMES.length]}○○`;

const DAY_MS = 86_400_000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
/** '2024년 3월 5일', as a 등기부 writes a date. */
const koreanDate = (date: Date) =>
  `${date.getUTCFullYear()}년 ${date.getUTCMonth() + 1}월 ${date.getUTCDate()}일`;

const area = (sqm: number | null) => (sqm === null ? '-' : `${sqm.toFixed(2)}㎡`);
const useLabel = (facts: DemoDocumentFacts) =>
  COMMON_CODES.find((c) => c.groupCode === 'TYPE' && c.code === facts.useType)?.codeName ??
  (isBuildingType(facts.buildingType) ? BUILDING_TYPE_LABELS[facts.buildingType] : '주거용');
const unitOf = (facts: DemoDocumentFacts) =>
  [facts.dong && `${facts.dong.replace(/동$/, '')}동`, facts.unit && `${facts.unit.replace(/호$/, '')}호`]
    .filter(Boolean)
    .join(' ');
const addressOf = (facts: DemoDocumentFacts) => [facts.saleAddr, unitOf(facts)].filter(Boolean).join(' ');
/** 다가구주택 and 단독주택 are one registered building; the other uses are 집합건물 of separately owned units. */
const isCollective = (facts: DemoDocumentFacts) => facts.useType !== 'TYPE004' && facts.useType !== 'TYPE005';

/**
 * Dates the documents need and the row does not hold (when the owner bought, when the mortgage was set),
 * placed before the listing was registered and fixed by its number, so a document reads the same each time.
 */
const pastDate = (facts: DemoDocumentFacts, minDays: number, spreadDays: number) =>
  new Date(facts.registeredAt.getTime() - (minDays + (facts.saleNo % spreadDays)) * DAY_MS);

interface Section {
  heading: string;
  rows: [label: string, value: string][];
}

function registerCopySections(facts: DemoDocumentFacts): Section[] {
  const bought = pastDate(facts, 400, 2500);
  const mortgaged = new Date(bought.getTime() + 14 * DAY_MS);
  const maxClaim = facts.collateralSecurityPrice ?? 0;
  const mortgage: Section['rows'] = facts.collateralSecurity
    ? [
        ['순위번호', '1'],
        ['등기목적', '근저당권설정'],
        ['접수', `${koreanDate(mortgaged)} 제${10000 + (facts.saleNo % 90000)}호`],
        ['등기원인', `${koreanDate(mortgaged)} 설정계약`],
        ['채권최고액', `금 ${withThousands(maxClaim * 10_000)}원 (${formatMoney(maxClaim)})`],
        ['채무자', maskedOwner(facts.saleNo)],
        ['근저당권자', '주식회사 ○○은행 (데모)'],
      ]
    : [['기록사항', '해당 사항 없음']];
  return [
    {
      heading: '【 표 제 부 】 (건물의 표시)',
      rows: [
        ['소재지번 및 건물번호', addressOf(facts)],
        ['건물내역', `${useLabel(facts)}${facts.entireFloor ? ` · 지상 ${facts.entireFloor}층` : ''}`],
        [
          '전유부분',
          `${floorLabel(facts.floor)} ${facts.unit ? `${facts.unit.replace(/호$/, '')}호` : ''}`.trim(),
        ],
        ['전용면적', area(facts.dedicatedArea)],
        ['공급면적', area(facts.supplyArea)],
        [
          '대지권',
          facts.ownership
            ? `소유권대지권 ${area(facts.landArea)}`
            : '대지권 없음 (토지와 건물의 소유자가 다름)',
        ],
      ],
    },
    {
      heading: '【 갑 구 】 (소유권에 관한 사항)',
      rows: [
        ['순위번호', '1'],
        ['등기목적', '소유권이전'],
        ['접수', `${koreanDate(bought)} 제${20000 + (facts.saleNo % 70000)}호`],
        ['등기원인', `${koreanDate(bought)} 매매`],
        ['소유자', `${maskedOwner(facts.saleNo)} (주민등록번호 ******-*******)`],
      ],
    },
    { heading: '【 을 구 】 (소유권 이외의 권리에 관한 사항)', rows: mortgage },
  ];
}

function buildingRegisterSections(facts: DemoDocumentFacts): Section[] {
  return [
    {
      heading: '【 표 시 】 (대지와 건축물의 개요)',
      rows: [
        ['대지위치', facts.saleAddr],
        ['명칭 및 호수', unitOf(facts) || '-'],
        ['주용도', useLabel(facts)],
        ['층수', facts.entireFloor ? `지상 ${facts.entireFloor}층` : '-'],
        ['대지면적', area(facts.landArea)],
      ],
    },
    {
      heading: '【 전유부분 】',
      rows: [
        ['층별', floorLabel(facts.floor) || '-'],
        ['전용면적', area(facts.dedicatedArea)],
        ['연면적 (전용+공용)', area(facts.supplyArea)],
        ['실사용면적', area(facts.actualArea)],
      ],
    },
    {
      heading: '【 변동사항 및 위반 여부 】',
      rows: [['위반건축물', facts.illegalBuilding ? '위반건축물 (불법 증·개축 표시)' : '해당 없음']],
    },
  ];
}

const titleOf = (kind: RegistryKind, collective: boolean): { title: string; subtitle: string } =>
  kind === 'REGISTER_COPY'
    ? { title: '등기사항전부증명서 (요약)', subtitle: `${collective ? '집합건물' : '건물'} · 현재 유효사항` }
    : {
        title: '건축물대장 (요약)',
        subtitle: collective ? '집합건축물대장 전유부 · 갑' : '일반건축물대장 · 갑',
      };

/** The A4 page of a demo document, as PDF bytes. Dated by the listing, so the same listing gives the same text. */
export async function renderDemoDocument(kind: RegistryKind, facts: DemoDocumentFacts): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.registerFontkit(fontkit);
  const font = await document.embedFont(koreanFont().bytes, EMBEDDED);
  const collective = isCollective(facts);
  const { title, subtitle } = titleOf(kind, collective);
  document.setTitle(`${title} — ${DEMO_NOTICE}`);
  document.setSubject(`매물 ${facts.saleNo}`);
  document.setProducer('안심방');
  document.setCreator('안심방 데모 문서');
  document.setCreationDate(facts.registeredAt);
  document.setModificationDate(facts.registeredAt);
  const page = document.addPage([A4.width, A4.height]);
  const pen = new Pen(page, font);

  pen.notice(DEMO_NOTICE);
  pen.text(title, { size: 20, gap: 8 });
  pen.text(subtitle, { size: 11, color: MUTED, gap: 4 });
  pen.text(`고유번호 데모-${facts.saleNo} · 매물번호 ${facts.saleNo}`, { size: 9, color: MUTED, gap: 14 });
  pen.text(`[${collective ? '집합건물' : '건물'}] ${addressOf(facts)}`, { size: 11, gap: 14 });
  const sections = kind === 'REGISTER_COPY' ? registerCopySections(facts) : buildingRegisterSections(facts);
  for (const section of sections) pen.section(section);
  pen.text(`기준일 ${isoDate(facts.registeredAt)} · 안심방에 등록된 매물 정보로 만든 요약입니다.`, {
    size: 9,
    color: MUTED,
    gap: 6,
  });
  pen.notice(`${DEMO_NOTICE}. 계약 전에는 인터넷등기소와 정부24에서 원본을 발급받아 확인하세요.`);
  return Buffer.from(await document.save());
}

/** Writes down the page from the top: lines, wrapped label–value tables, the red notice. */
class Pen {
  private y = A4.height - MARGIN;
  private readonly width = A4.width - MARGIN * 2;
  private static readonly LABEL_WIDTH = 130;

  constructor(
    private readonly page: PDFPage,
    private readonly font: PDFFont,
  ) {}

  text(line: string, { size, color = INK, gap = 0 }: { size: number; color?: typeof INK; gap?: number }) {
    for (const part of this.wrap(line, size, this.width)) {
      this.y -= size * 1.3;
      this.page.drawText(part, { x: MARGIN, y: this.y, size, font: this.font, color });
    }
    this.y -= gap;
  }

  notice(line: string) {
    const size = 10;
    const lines = this.wrap(line, size, this.width - 16);
    const boxHeight = lines.length * size * 1.4 + 10;
    this.y -= boxHeight;
    this.page.drawRectangle({
      x: MARGIN,
      y: this.y,
      width: this.width,
      height: boxHeight,
      borderColor: NOTICE_RED,
      borderWidth: 1,
    });
    lines.forEach((part, i) => {
      this.page.drawText(part, {
        x: MARGIN + 8,
        y: this.y + boxHeight - 5 - (i + 1) * size * 1.3,
        size,
        font: this.font,
        color: NOTICE_RED,
      });
    });
    this.y -= 12;
  }

  section({ heading, rows }: Section) {
    const size = 10;
    this.y -= 20;
    this.page.drawRectangle({ x: MARGIN, y: this.y, width: this.width, height: 20, color: SECTION_FILL });
    this.page.drawText(heading, { x: MARGIN + 6, y: this.y + 6, size: 11, font: this.font, color: INK });
    for (const [label, value] of rows) {
      const lines = this.wrap(value, size, this.width - Pen.LABEL_WIDTH - 12);
      const rowHeight = lines.length * size * 1.4 + 8;
      this.y -= rowHeight;
      this.page.drawText(label, {
        x: MARGIN + 6,
        y: this.y + rowHeight - 4 - size,
        size,
        font: this.font,
        color: MUTED,
      });
      lines.forEach((part, i) => {
        this.page.drawText(part, {
          x: MARGIN + Pen.LABEL_WIDTH,
          y: this.y + rowHeight - 4 - size - i * size * 1.4,
          size,
          font: this.font,
          color: INK,
        });
      });
      this.page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: MARGIN + this.width, y: this.y },
        thickness: 0.5,
        color: RULE,
      });
    }
    this.y -= 14;
  }

  /** Breaks a line where it would pass `maxWidth`: at a space when there is one, else between syllables. */
  private wrap(text: string, size: number, maxWidth: number): string[] {
    // Measuring shapes the text (milliseconds for Korean): most lines fit, and are measured once.
    if (this.font.widthOfTextAtSize(text, size) <= maxWidth) return [text];
    const lines: string[] = [];
    let current = '';
    for (const char of text) {
      const next = current + char;
      if (this.font.widthOfTextAtSize(next, size) <= maxWidth || current === '') {
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
}
