import { LOAN_ITEM_MAX, LOAN_LIST_MAX } from '@ansim/domain';
import { cx } from '../../../shared/ui/cx.ts';
import { formStyles } from '../../../shared/ui/form/fields.tsx';
import { IconTrash } from '../../../shared/ui/icons.tsx';
import { DETAIL_MSG } from '../messages-detail.ts';
import styles from './detail-info-step.module.css';

const M = DETAIL_MSG.loans;

interface DetailLoanListProps {
  loans: readonly string[];
  onChange: (loans: string[]) => void;
  error?: string | undefined;
}

/**
 * The loan products a tenant can use for this home, one per row. Rows left empty are dropped when the
 * listing is saved, so the broker may add a row and change their mind.
 */
export function DetailLoanList({ loans, onChange, error }: DetailLoanListProps) {
  const rows = loans.length === 0 ? [''] : loans;
  const full = rows.length >= LOAN_LIST_MAX;
  return (
    <fieldset className={cx(formStyles.fieldset, styles.loans)}>
      <legend className={formStyles.legend}>{M.legend}</legend>
      <ol className={styles.loanRows}>
        {rows.map((loan, index) => (
          // Rows have no identity beyond their place; the text is the row.
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position in the list
          <li key={index} className={styles.loanRow}>
            <input
              className={formStyles.input}
              name={`loanList.${index}`}
              aria-label={M.item(index)}
              placeholder={M.placeholder}
              maxLength={LOAN_ITEM_MAX}
              value={loan}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                const next = [...rows];
                next[index] = event.target.value;
                onChange(next);
              }}
            />
            <button
              type="button"
              className={styles.iconButton}
              aria-label={M.remove(index)}
              disabled={rows.length === 1 && loan === ''}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            >
              <IconTrash size={18} />
            </button>
          </li>
        ))}
      </ol>
      {error && <p className={cx(formStyles.message, formStyles.error)}>{error}</p>}
      <button type="button" className={styles.addRow} disabled={full} onClick={() => onChange([...rows, ''])}>
        + {M.add}
      </button>
      {full && <p className={cx(formStyles.message, formStyles.hint)}>{M.max}</p>}
    </fieldset>
  );
}
