import type { SaleStatus } from '@ansim/domain';
import { Button } from '../../../shared/ui/button.tsx';
import { DASH_MSG } from '../messages.ts';
import styles from './dash-bulk-bar.module.css';

interface DashBulkBarProps {
  selectedCount: number;
  /** Every listing on screen is selected. */
  allSelected: boolean;
  onToggleAll: () => void;
  /** The changes every selected listing allows. */
  transitions: readonly SaleStatus[];
  canPurge: boolean;
  busy: boolean;
  onChange: (to: SaleStatus) => void;
  onPurge: () => void;
  onCancel: () => void;
}

/** The selection's bar: select all, how many are chosen, and the changes they all allow. */
export function DashBulkBar({
  selectedCount,
  allSelected,
  onToggleAll,
  transitions,
  canPurge,
  busy,
  onChange,
  onPurge,
  onCancel,
}: DashBulkBarProps) {
  const none = selectedCount === 0;
  return (
    <div className={styles.bar}>
      <div className={styles.row}>
        <label className={styles.all}>
          <input type="checkbox" checked={allSelected} onChange={onToggleAll} />
          {DASH_MSG.bulk.selectAll}
        </label>
        <p className={styles.count} aria-live="polite">
          {DASH_MSG.bulk.selected(selectedCount)}
        </p>
        <Button variant="ghost" size="small" onClick={onCancel}>
          {DASH_MSG.bulk.cancel}
        </Button>
      </div>
      <fieldset className={styles.actions}>
        <legend className="visually-hidden">{DASH_MSG.bulk.actionsLabel}</legend>
        {transitions.map((to) => (
          <Button
            key={to}
            variant="secondary"
            size="small"
            className={to === 'DELETE' ? styles.danger : undefined}
            disabled={none || busy}
            onClick={() => onChange(to)}
          >
            {DASH_MSG.menu.to(to)}
          </Button>
        ))}
        {canPurge && (
          <Button
            variant="secondary"
            size="small"
            className={styles.danger}
            disabled={none || busy}
            onClick={onPurge}
          >
            {DASH_MSG.menu.purge}
          </Button>
        )}
        {!none && transitions.length === 0 && !canPurge && (
          <p className={styles.hint}>{DASH_MSG.bulk.noneAllowed}</p>
        )}
        {none && <p className={styles.hint}>{DASH_MSG.bulk.nothingSelected}</p>}
      </fieldset>
    </div>
  );
}
