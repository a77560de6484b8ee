import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CommentBar } from '../src/features/admin/grades/components/comment-bar.tsx';
import { GradeCorrectionNote } from '../src/features/sale-detail/components/grade-correction-note.tsx';

/* The grade review's pieces (docs/decisions/025): the detail's correction note and the queue's comment bar. */

describe('the correction note on the detail', () => {
  it('names the operator, the reason, the grade and the day', () => {
    render(
      <GradeCorrectionNote
        correction={{
          by: 'OPERATOR',
          grade: 'RATE004',
          reason: '근저당이 큽니다.',
          at: '2026-11-24T03:00:00.000Z',
        }}
      />,
    );
    const note = screen.getByRole('note');
    expect(note.textContent).toContain('운영자 정정: 근저당이 큽니다.');
    expect(note.textContent).toContain('4등급으로 정정 · 26.11.24');
  });

  it('names a lawyer for a lawyer correction, and is absent without one', () => {
    const { rerender } = render(
      <GradeCorrectionNote
        correction={{ by: 'LAWYER', grade: 'RATE003', reason: '등기 확인', at: '2026-11-20T03:00:00.000Z' }}
      />,
    );
    expect(screen.getByRole('note').textContent).toContain('변호사 정정: 등기 확인');
    rerender(<GradeCorrectionNote correction={null} />);
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe('the comment distribution bar', () => {
  it('reads the counts by grade in words and skips empty grades', () => {
    render(<CommentBar counts={{ rate001: 1, rate002: 0, rate003: 0, rate004: 2, rate005: 1, total: 4 }} />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      '안전 코멘트 분포: 1등급 1개, 4등급 2개, 5등급 1개',
    );
  });

  it('says there are none', () => {
    render(<CommentBar counts={{ rate001: 0, rate002: 0, rate003: 0, rate004: 0, rate005: 0, total: 0 }} />);
    expect(screen.getByText('코멘트 없음')).toBeTruthy();
  });
});
