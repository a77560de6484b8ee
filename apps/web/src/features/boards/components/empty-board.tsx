import { BOARDS_MSG as TEXT } from '../messages-boards.ts';
import styles from './empty-board.module.css';

/** '내역이 없습니다.' (spec 01 §8, spec 02 §8), with the searched text when a search found nothing. */
export function EmptyBoard({ searchText }: { searchText?: string }) {
  return (
    <div className={styles.empty} role="status">
      <p className={styles.title}>{TEXT.empty}</p>
      {searchText && <p className={styles.body}>{TEXT.search.result(searchText, 0)}</p>}
    </div>
  );
}
