import type { ReactNode } from 'react';
import { thrownMessage } from '../api/server-error.ts';
import { MSG } from '../messages.ts';
import { Button } from './button.tsx';
import { Spinner } from './loading-indicator.tsx';
import { PageSection } from './page-section.tsx';
import { PromptCard } from './prompt-card.tsx';
import styles from './query-state.module.css';

/** What QueryState reads of a TanStack query (`useQuery`, `useInfiniteQuery`, or a list made from one). */
export interface QueryStatus<T> {
  data: T | undefined;
  /** The first answer has not arrived. */
  isPending: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: QueryStatus<T>;
  /**
   * `page`: the data is the whole page; its states fill the page's section (a spinner, then a card with
   * the reason and 다시 시도). `inline`: the data is a list in a page; its states take the list's place.
   */
  variant?: 'page' | 'inline';
  /** What the failure says ('회원 정보를 불러오지 못했습니다.'). */
  errorTitle: string;
  /** The failure card's icon (`page` only). */
  errorIcon?: ReactNode;
  /** A placeholder of the content's shape (skeleton cards) instead of the spinner. */
  loading?: ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The states of a query that a screen shows, one way everywhere: loading until the first answer, the
 * failure with 다시 시도 when there is nothing to show, the empty state, and then the content.
 */
export function QueryState<T>({
  query,
  variant = 'page',
  errorTitle,
  errorIcon,
  loading,
  isEmpty,
  empty = null,
  children,
}: QueryStateProps<T>) {
  const inPage = (node: ReactNode) => (variant === 'page' ? <PageSection>{node}</PageSection> : node);
  const retry = () => void query.refetch();

  if (query.isPending) {
    return (
      loading ??
      inPage(
        <div className={styles.loading} role="status">
          <Spinner />
          <span className="visually-hidden">{MSG.loading.default}</span>
        </div>,
      )
    );
  }

  if (query.isError || query.data === undefined) {
    if (variant === 'inline') {
      return (
        <div className={styles.inline} role="alert">
          <p className={styles.inlineTitle}>{errorTitle}</p>
          <Button variant="soft" onClick={retry}>
            {MSG.common.retry}
          </Button>
        </div>
      );
    }
    return inPage(
      <PromptCard
        centered
        icon={errorIcon}
        title={errorTitle}
        body={query.error ? thrownMessage(query.error) : undefined}
        actions={
          <Button size="large" onClick={retry}>
            {MSG.common.retry}
          </Button>
        }
      />,
    );
  }

  if (isEmpty?.(query.data)) return empty;
  return children(query.data);
}
