import { MSG } from '../../../shared/messages.ts';
import { LinkList } from '../../../shared/ui/link-list.tsx';
import { PageSection } from '../../../shared/ui/page-section.tsx';

/** Route /myPage/terms: the three documents a user can read at any time. */
export function TermsPage() {
  return (
    <PageSection>
      <LinkList
        items={[
          { to: '/myPage/terms/service', label: MSG.titles.termsService },
          { to: '/myPage/terms/privacy', label: MSG.titles.termsPrivacy },
          { to: '/myPage/terms/gps', label: MSG.titles.termsGps },
        ]}
      />
    </PageSection>
  );
}
