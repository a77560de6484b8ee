import { useId } from 'react';
import { useNavigate } from 'react-router';
import { MSG } from '../../../shared/messages.ts';
import { IconMapPin, IconSearch } from '../../../shared/ui/icons.tsx';
import { GradeGuideCard } from '../components/grade-guide-card.tsx';
import styles from './main-page.module.css';

/**
 * Route /main: the home screen. The search box is an entrance, not a field: clicking or focusing it opens
 * /search, where typing happens.
 */
export function MainPage() {
  const navigate = useNavigate();
  const searchId = useId();
  const openSearch = () => void navigate('/search');

  return (
    <>
      <section className={styles.hero}>
        <h1 className={styles.heroTitle}>{MSG.home.heroTitle}</h1>
        <p className={styles.tagline}>{MSG.brand.tagline}</p>
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to the older WebViews the app runs in. */}
        <div className={styles.search} role="search">
          <label htmlFor={searchId} className="visually-hidden">
            {MSG.home.searchLabel}
          </label>
          <IconSearch className={styles.searchIcon} size={22} />
          <input
            id={searchId}
            type="search"
            readOnly
            className={styles.searchInput}
            placeholder={MSG.home.searchPlaceholder}
            onFocus={openSearch}
            onClick={openSearch}
          />
        </div>
        <p className={styles.region}>
          <IconMapPin size={16} />
          {MSG.home.regionNote}
        </p>
      </section>
      <div className={styles.body}>
        <GradeGuideCard />
      </div>
    </>
  );
}
