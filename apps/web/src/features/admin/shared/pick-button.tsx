import type { ReactNode } from 'react';
import cells from './cells.module.css';

/** A row's name as the button that opens it in the detail panel; the open row's is marked current. */
export function PickButton({
  label,
  current,
  onPick,
  children,
}: {
  /** What a screen reader hears ('김안심 회원 상세 보기'). */
  label: string;
  current: boolean;
  onPick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={cells.pick}
      onClick={onPick}
      aria-label={label}
      aria-current={current ? 'true' : undefined}
    >
      {children}
    </button>
  );
}
