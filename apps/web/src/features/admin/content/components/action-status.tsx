import styles from '../content.module.css';

/** The result of the last action: announced politely, a refusal as an alert. */
export function ActionStatus({ status }: { status: { tone: 'ok' | 'error'; text: string } | null }) {
  return (
    <>
      <p className={styles.live} aria-live="polite">
        {status?.tone === 'ok' ? status.text : ''}
      </p>
      {status?.tone === 'error' && (
        <p className={styles.error} role="alert">
          {status.text}
        </p>
      )}
    </>
  );
}
