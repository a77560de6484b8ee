import { useMemo } from 'react';
import { cx } from '../ui/cx.ts';
import styles from './board-html.module.css';
import { cleanBoardHtml } from './clean-board-html.ts';

/** A notice, an FAQ answer or a terms text: the server's HTML, cleaned again here, in a readable style. */
export function BoardHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => cleanBoardHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by DOMPurify with the board's tag list just above.
  return <div className={cx(styles.prose, className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
