import { MSG } from '../../../shared/messages.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { BOARDS_MSG as TEXT } from '../messages-boards.ts';
import styles from './list-footer.module.css';

/** Under a board list: 더 보기 while pages remain, 다시 시도 when the next page failed. */
export function ListFooter({
  hasNextPage,
  isFetchingNextPage,
  isError,
  fetchNextPage,
  refetch,
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}) {
  if (isError) {
    return (
      <div className={styles.footer}>
        <Button variant="soft" onClick={() => void refetch()}>
          {MSG.common.retry}
        </Button>
      </div>
    );
  }
  if (!hasNextPage) return null;
  return (
    <div className={styles.footer}>
      <Button variant="secondary" block disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
        {isFetchingNextPage ? TEXT.loadingMore : TEXT.more}
      </Button>
    </div>
  );
}
