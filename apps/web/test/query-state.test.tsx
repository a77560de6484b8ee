import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/shared/api/api-error.ts';
import { QueryState, type QueryStatus } from '../src/shared/ui/query-state.tsx';

const query = <T,>(status: Partial<QueryStatus<T>>): QueryStatus<T> => ({
  data: undefined,
  isPending: false,
  isError: false,
  refetch: vi.fn(),
  ...status,
});

describe('query states', () => {
  it('says it is loading until the first answer', () => {
    render(
      <QueryState query={query<string>({ isPending: true })} errorTitle="불러오지 못했습니다.">
        {(text) => <p>{text}</p>}
      </QueryState>,
    );
    expect(screen.getByRole('status').textContent).toBe('불러오는 중입니다.');
  });

  it('shows the failure with the reason on a page, and 다시 시도 asks again', () => {
    const failed = query<string>({
      isError: true,
      error: new ApiError('network', '서버에 연결할 수 없습니다.'),
    });
    render(
      <QueryState query={failed} errorTitle="회원 정보를 불러오지 못했습니다.">
        {(text) => <p>{text}</p>}
      </QueryState>,
    );
    expect(screen.getByRole('heading', { name: '회원 정보를 불러오지 못했습니다.' })).toBeTruthy();
    expect(screen.getByText('서버에 연결할 수 없습니다.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('puts a failed list’s line and 다시 시도 in the list’s place', () => {
    const failed = query<string[]>({ isError: true, data: [] });
    render(
      <QueryState variant="inline" query={failed} errorTitle="매물을 불러오지 못했습니다.">
        {(items) => <ul>{items}</ul>}
      </QueryState>,
    );
    expect(screen.getByRole('alert').textContent).toContain('매물을 불러오지 못했습니다.');
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty state, then the content', () => {
    const { rerender } = render(
      <QueryState
        query={query({ data: [] as string[] })}
        errorTitle="x"
        isEmpty={(items) => items.length === 0}
        empty={<p>없습니다</p>}
      >
        {(items) => <p>{items.join(',')}</p>}
      </QueryState>,
    );
    expect(screen.getByText('없습니다')).toBeTruthy();
    rerender(
      <QueryState
        query={query({ data: ['가', '나'] })}
        errorTitle="x"
        isEmpty={(items) => items.length === 0}
        empty={<p>없습니다</p>}
      >
        {(items) => <p>{items.join(',')}</p>}
      </QueryState>,
    );
    expect(screen.getByText('가,나')).toBeTruthy();
  });
});
