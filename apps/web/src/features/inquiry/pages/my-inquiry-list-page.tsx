import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { LoginRequired } from '../../../shared/ui/login-required.tsx';
import { PageSection } from '../../../shared/ui/page-section.tsx';
import { userTypeOf, useUserStore } from '../../../stores/user-store.ts';
import { BOX_PANEL_ID, BoxTabs, boxTabId } from '../components/box-tabs.tsx';
import { InquiryList } from '../components/inquiry-list.tsx';
import { INQUIRY_MSG as TEXT } from '../messages-inquiry.ts';
import { boxesFor, boxFromSearch, type InquiryBox } from '../model/inquiry-boxes.ts';
import styles from './inquiry-pages.module.css';

/**
 * Route /myPage/inquiry (문의 내역): 보낸 문의 for everyone, and 받은 문의 for a broker — the inquiries about
 * their listings, to answer. The box is in the address (?box=received), so back from a thread returns to it.
 */
export function MyInquiryListPage() {
  const user = useUserStore((state) => state.user);
  const [searchParams, setSearchParams] = useSearchParams();
  const headingId = useId();
  const userType = userTypeOf(user);
  if (!user) return <LoginRequired />;

  const boxes = boxesFor(userType);
  const box = boxFromSearch(searchParams.get('box'), userType);
  const select = (next: InquiryBox) =>
    setSearchParams(next === 'sent' ? {} : { box: next }, { replace: true });

  // Keyed by the box: another box is another list, scrolled from its first page.
  const list = <InquiryList key={box} box={box} />;
  if (boxes.length === 1) {
    return (
      <PageSection>
        <section aria-labelledby={headingId} className={styles.panel}>
          <h2 id={headingId} className={styles.boxTitle}>
            {TEXT.boxes.sent}
          </h2>
          {list}
        </section>
      </PageSection>
    );
  }
  return (
    <PageSection>
      <BoxTabs boxes={boxes} current={box} onSelect={select} />
      <div id={BOX_PANEL_ID} role="tabpanel" aria-labelledby={boxTabId(box)} className={styles.panel}>
        {/* The cards' h3 sit under the box's name, as in the one-box page. */}
        <h2 className="visually-hidden">{TEXT.boxes[box]}</h2>
        {list}
      </div>
    </PageSection>
  );
}
