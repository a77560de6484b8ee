import { FAQ_CATEGORIES } from '@ansim/domain';
import { cx } from '../../../shared/ui/cx.ts';
import { BOARDS_MSG as TEXT } from '../messages-boards.ts';
import styles from './faq-categories.module.css';

const CHOICES = [{ code: '', label: TEXT.faq.all }, ...FAQ_CATEGORIES];

/** The FAQ's tabs from the FAQ codes, and 전체; '' is 전체. */
export function FaqCategories({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  return (
    <fieldset className={styles.chips}>
      <legend className="visually-hidden">{TEXT.faq.categories}</legend>
      {CHOICES.map((choice) => (
        <button
          key={choice.code || 'all'}
          type="button"
          className={cx(styles.chip, value === choice.code && styles.selected)}
          aria-pressed={value === choice.code}
          onClick={() => onChange(choice.code)}
        >
          {choice.label}
        </button>
      ))}
    </fieldset>
  );
}
