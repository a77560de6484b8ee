import { type CSSProperties, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { thrownMessage } from '../../../shared/api/server-error.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { cx } from '../../../shared/ui/cx.ts';
import { Spinner } from '../../../shared/ui/loading-indicator.tsx';
import { ADMIN_MSG } from '../messages.ts';
import styles from './detail-panel.module.css';

/** The class names of the panel's parts, for the areas' own lines inside it. */
export const panelStyles = styles;

type PanelQuery<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
};

/**
 * The picked row's detail beside a list: a hint while nothing is picked, then loading, a failure with
 * 다시 시도, or the body. Once the picked row has loaded the focus (and a phone's view) moves to the
 * body's heading, so the operator reads on from there.
 */
export function DetailPanel<T>({
  label,
  pickHint,
  loadFailed,
  picked,
  loadedNo,
  query,
  children,
}: {
  label: string;
  pickHint: string;
  loadFailed: string;
  picked: number | null;
  /** The number of the row the loaded data is of (it may still be the previous pick's). */
  loadedNo: number | undefined;
  query: PanelQuery<T>;
  children: (data: T, headingRef: RefObject<HTMLHeadingElement | null>) => ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (picked !== null && loadedNo === picked) headingRef.current?.focus();
  }, [picked, loadedNo]);

  if (picked === null)
    return (
      <section className={styles.block} aria-label={label}>
        <h2 className={styles.heading}>{label}</h2>
        <p className={styles.muted}>{pickHint}</p>
      </section>
    );

  return (
    <section className={styles.block} aria-label={label} aria-busy={query.isPending || undefined}>
      {query.isPending && (
        <div className={styles.state} role="status">
          <Spinner />
          <span>{ADMIN_MSG.table.loading}</span>
        </div>
      )}
      {query.isError && (
        <div className={styles.state} role="alert">
          <p>{loadFailed}</p>
          <p className={styles.muted}>{thrownMessage(query.error)}</p>
          <Button variant="soft" size="small" onClick={() => void query.refetch()}>
            {ADMIN_MSG.table.retry}
          </Button>
        </div>
      )}
      {query.data !== undefined && children(query.data, headingRef)}
    </section>
  );
}

/** The body's heading (focused on a pick), a badge beside it and, when given, the close button. */
export function DetailHead({
  headingRef,
  title,
  badge,
  closeLabel,
  onClose,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  title: ReactNode;
  badge?: ReactNode;
  closeLabel?: string;
  onClose?: () => void;
}) {
  return (
    <div className={styles.head}>
      <div className={styles.titleLine}>
        <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
          {title}
        </h2>
        {badge}
      </div>
      {onClose && closeLabel && (
        <Button variant="ghost" size="small" onClick={onClose}>
          {closeLabel}
        </Button>
      )}
    </div>
  );
}

/** A definition list of facts; `termWidth` lines the values up, `twoColumns` halves it on a desktop. */
export function Facts({
  children,
  termWidth,
  twoColumns = false,
}: {
  children: ReactNode;
  termWidth?: string;
  twoColumns?: boolean;
}) {
  const style = termWidth ? ({ '--fact-term-width': termWidth } as CSSProperties) : undefined;
  return (
    <dl className={cx(styles.facts, twoColumns && styles.twoColumns)} style={style}>
      {children}
    </dl>
  );
}

/** One fact; an empty value shows `empty` (a dash by default) rather than nothing. */
export function Fact({
  label,
  children,
  empty = '-',
}: {
  label: string;
  children: ReactNode;
  empty?: string;
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children || empty}</dd>
    </div>
  );
}

export type ActionResult = { ok: boolean; text: string } | null;

/** What the last action came to, read out by screen readers; empty (and hidden) before any. */
export function ResultLine({ result }: { result: ActionResult }) {
  return (
    <p aria-live="polite" className={cx(styles.result, result && (result.ok ? styles.done : styles.failed))}>
      {result?.text ?? ''}
    </p>
  );
}
