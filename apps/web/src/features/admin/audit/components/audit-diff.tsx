import { type AdminAuditItem, auditFields } from '@ansim/domain/contract';
import { AUDIT_MSG } from '../messages.ts';
import styles from './audit-diff.module.css';

const TEXT = AUDIT_MSG.diff;

/** A JSON value as the operator reads it: text as is, anything else as compact JSON. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null) return TEXT.empty;
  if (typeof value === 'string') return value === '' ? TEXT.empty : value;
  return JSON.stringify(value);
}

/** Every field of before and after, in the order they first appear, marked where they differ. */
export function diffRows(before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((key) => {
    const was = before?.[key];
    const now = after?.[key];
    return {
      key,
      before: shownValue(was),
      after: shownValue(now),
      changed: JSON.stringify(was) !== JSON.stringify(now),
    };
  });
}

/** One audit row's values before and after, field by field. */
export function AuditDiff({ row }: { row: AdminAuditItem }) {
  const rows = diffRows(auditFields(row.before), auditFields(row.after));
  if (rows.length === 0) return <p className={styles.none}>{TEXT.none}</p>;
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{TEXT.title(row.auditNo)}</caption>
      <thead>
        <tr>
          <th scope="col">{TEXT.field}</th>
          <th scope="col">{TEXT.before}</th>
          <th scope="col">{TEXT.after}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className={r.changed ? styles.changed : undefined}>
            <th scope="row">
              {AUDIT_MSG.fieldLabels[r.key] ? (
                <>
                  {AUDIT_MSG.fieldLabels[r.key]} <span className={styles.key}>{r.key}</span>
                </>
              ) : (
                <span className={styles.key}>{r.key}</span>
              )}
              {r.changed && <span className="visually-hidden"> ({TEXT.changed})</span>}
            </th>
            <td>{r.before}</td>
            <td>{r.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
