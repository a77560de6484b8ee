import type { SaleDetail } from '@ansim/domain/contract';
import { OptionIcon } from '../../../shared/ui/option-icons.tsx';
import { DETAIL } from '../messages.ts';
import { optionGroups } from '../model/option-groups.ts';
import styles from './detail.module.css';
import { DetailSection } from './detail-section.tsx';
import optionStyles from './options-section.module.css';

/**
 * 옵션: every option the listing has in one grid of icons (heating, cooling, appliances and furniture,
 * security, the rest, in the form's order), as Korean listing apps show them; a group the broker marked
 * '없음' is said in one line under it.
 */
export function OptionsSection({ detail }: { detail: SaleDetail }) {
  const groups = optionGroups(detail);
  const options = groups.flatMap((group) => group.items.map((item) => ({ group: group.key, item })));
  const none = groups.filter((group) => group.none).map((group) => group.label);
  return (
    <DetailSection title={DETAIL.options.title}>
      {groups.length === 0 && <p className={styles.muted}>{DETAIL.options.empty}</p>}
      {options.length > 0 && (
        <ul className={optionStyles.options}>
          {options.map(({ group, item }) => (
            <li key={item.code} className={optionStyles.option}>
              <span className={optionStyles.icon}>
                <OptionIcon group={group} code={item.code} />
              </span>
              <span className={optionStyles.name}>{item.codeName}</span>
            </li>
          ))}
        </ul>
      )}
      {none.length > 0 && <p className={styles.muted}>{DETAIL.options.noneOf(none.join(', '))}</p>}
    </DetailSection>
  );
}
