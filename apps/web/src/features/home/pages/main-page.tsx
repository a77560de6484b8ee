import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { MSG } from '../../../shared/messages.ts';
import { IconMapPin, IconSearch } from '../../../shared/ui/icons.tsx';
import { GradeGuideCard } from '../components/grade-guide-card.tsx';
import { RecentSearchesSection } from '../components/recent-searches-section.tsx';
import { RecentViewsSection } from '../components/recent-views-section.tsx';
import { SafeNewSection } from '../components/safe-new-section.tsx';
import { ShortcutsSection } from '../components/shortcuts-section.tsx';
import { MainPopup } from '../popup/main-popup.tsx';
import styles from './main-page.module.css';

/**
 * Route /main: the home screen. The search box is an entrance, not a field: clicking or focusing it opens
 * /search, where typing happens. Below it the market shows itself before anything is typed (P6): shortcuts by
 * building and deal type and the map, new safe listings, the recent searches, 최근 본 매물 and what the grades
 * mean. Each block is an h2 under the page's h1 and loads, fails and stays empty on its own.
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
      <ShortcutsSection />
      {/* Listings before the user's own history: a first visit has none, and should see the market first. */}
      <SafeNewSection />
      <RecentSearchesSection />
      <RecentViewsSection />
      <div className={styles.body}>
        {/* Only a link: 안심 진단 is a lazy page of its own, kept out of this screen's budget. */}
        <Link to="/safetyCheck" className={styles.safetyCheck}>
          {MSG.home.safetyCheck}
        </Link>
        <GradeGuideCard />
      </div>
      {/* With the first screen: its banners come in the page's HTML (first answers). */}
      <MainPopup />
    </>
  );
}
