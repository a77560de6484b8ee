import { useCallback, useState } from 'react';
import styles from './quotas.module.css';

/** The last result of an action, read out by screen readers and shown until the next one. */
export function useAnnouncement() {
  const [message, setMessage] = useState('');
  const announce = useCallback((text: string) => setMessage(text), []);
  return { message, announce };
}

export function LiveMessage({ message }: { message: string }) {
  return (
    <p role="status" aria-live="polite" className={message ? styles.live : styles.liveEmpty}>
      {message}
    </p>
  );
}
