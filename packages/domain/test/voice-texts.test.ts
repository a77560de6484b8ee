import { describe, expect, it } from 'vitest';
import {
  COMMENT_LIST_LIMIT,
  commentInsertBodySchema,
  commentListQuerySchema,
  reportInsertBodySchema,
  VOICE_MESSAGES,
} from '../src/contract/index.ts';
import {
  REPORT_NAME_DEFAULT,
  reportNameSchema,
  reportTextInputSchema,
  safetyTextInputSchema,
} from '../src/index.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('safety comment text', () => {
  it('takes 20 to 500 characters, counted on the trimmed text, and stores it trimmed', () => {
    expect(messageOf(safetyTextInputSchema.safeParse('가'.repeat(19)))).toBe(
      '내용을 20자 이상 입력해주세요.',
    );
    expect(messageOf(safetyTextInputSchema.safeParse(`  ${'가'.repeat(19)}  `))).toBe(
      '내용을 20자 이상 입력해주세요.',
    );
    expect(safetyTextInputSchema.parse(`  ${'가'.repeat(20)} `)).toBe('가'.repeat(20));
    expect(safetyTextInputSchema.parse('가'.repeat(500))).toHaveLength(500);
    expect(messageOf(safetyTextInputSchema.safeParse('가'.repeat(501)))).toBe(
      '내용은 500자 이내로 입력해주세요.',
    );
  });

  it('keeps HTML as typed and refuses NUL', () => {
    const html = '<script>alert(1)</script> 보증금 반환이 걱정되는 매물입니다';
    expect(safetyTextInputSchema.parse(html)).toBe(html);
    expect(safetyTextInputSchema.safeParse(`${'가'.repeat(20)}\u0000`).success).toBe(false);
  });
});

describe('report text and title', () => {
  it('takes 5 to 100 characters', () => {
    expect(messageOf(reportTextInputSchema.safeParse('가나다라'))).toBe('내용을 5자 이상 입력해주세요.');
    expect(reportTextInputSchema.parse(' 가나다라마 ')).toBe('가나다라마');
    expect(reportTextInputSchema.parse('가'.repeat(100))).toHaveLength(100);
    expect(messageOf(reportTextInputSchema.safeParse('가'.repeat(101)))).toBe(
      '내용은 100자 이내로 입력해주세요.',
    );
  });

  it('bounds the title to 50 and defaults an absent or blank one', () => {
    expect(reportNameSchema.parse(undefined)).toBe(REPORT_NAME_DEFAULT);
    expect(reportNameSchema.parse('   ')).toBe(REPORT_NAME_DEFAULT);
    expect(reportNameSchema.parse('가'.repeat(50))).toHaveLength(50);
    expect(messageOf(reportNameSchema.safeParse('가'.repeat(51)))).toBe(
      '신고 제목은 50자 이내로 입력해주세요.',
    );
  });

  it('leaves reportType optional: the server uses the session’s', () => {
    const body = reportInsertBodySchema.parse({ saleNo: 1, userNo: 2, reportText: '허위 매물입니다' });
    expect(body).toEqual({
      saleNo: 1,
      userNo: 2,
      reportName: REPORT_NAME_DEFAULT,
      reportText: '허위 매물입니다',
    });
  });
});

describe('the voice contract', () => {
  it('takes RATE001–RATE005 only', () => {
    const body = { saleNo: 1, saleKey: 'k', userNo: 2, safetyText: '가'.repeat(20) };
    for (const grade of ['RATE001', 'RATE005']) {
      expect(commentInsertBodySchema.safeParse({ ...body, safetyGrade: grade }).success).toBe(true);
    }
    for (const grade of ['RATE000', 'RATE006', 'rate001', '', 1]) {
      expect(messageOf(commentInsertBodySchema.safeParse({ ...body, safetyGrade: grade }))).toBe(
        '안전등급을 선택해주세요.',
      );
    }
  });

  it('pages the comment list by 30 at most, and an empty rate is every grade', () => {
    expect(commentListQuerySchema.parse({ saleNo: '5' })).toMatchObject({
      page: 1,
      limit: COMMENT_LIST_LIMIT,
      saleNo: 5,
    });
    expect(commentListQuerySchema.parse({ saleNo: '5' }).rate).toBeUndefined();
    expect(COMMENT_LIST_LIMIT).toBe(30);
    expect(commentListQuerySchema.safeParse({ saleNo: '5', limit: '31' }).success).toBe(false);
    expect(commentListQuerySchema.parse({ saleNo: '5', rate: '' }).rate).toBeUndefined();
    expect(commentListQuerySchema.parse({ saleNo: '5', rate: 'RATE003' }).rate).toBe('RATE003');
    expect(commentListQuerySchema.safeParse({ saleNo: '5', rate: 'RATE006' }).success).toBe(false);
    expect(commentListQuerySchema.safeParse({}).success).toBe(false);
  });

  it('keeps the spec’s messages word for word', () => {
    expect(VOICE_MESSAGES).toMatchObject({
      commentExists: '이미 코멘트를 등록하였습니다.',
      commentSaved: '코멘트가 등록 되었습니다.',
      reportExists: '이미 신고하였습니다.',
      reportSaved: '신고 되었습니다.',
      empty: '내역이 없습니다.',
    });
  });
});
