import type { TermsBoardType } from '@ansim/domain';
import { TermsDocumentView } from '../../../shared/board-html/terms-document.tsx';
import { PageSection } from '../../../shared/ui/page-section.tsx';
import styles from './board-pages.module.css';

function TermsPage({ boardType }: { boardType: TermsBoardType }) {
  return (
    <PageSection>
      <div className={styles.document}>
        <TermsDocumentView boardType={boardType} />
      </div>
    </PageSection>
  );
}

/** Route /myPage/terms/service: PATCH /api/board/type/SERVICE. */
export function ServiceTermsPage() {
  return <TermsPage boardType="SERVICE" />;
}

/** Route /myPage/terms/privacy: PATCH /api/board/type/PRIVATE. */
export function PrivacyTermsPage() {
  return <TermsPage boardType="PRIVATE" />;
}

/** Route /myPage/terms/gps: PATCH /api/board/type/GPS. */
export function GpsTermsPage() {
  return <TermsPage boardType="GPS" />;
}
