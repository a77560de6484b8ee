import type { InquiryDetail } from '@ansim/domain/contract';
import { useNavigate, useParams } from 'react-router';
import { thrownMessage } from '../../../shared/api/server-error.ts';
import { usePageHeader } from '../../../shared/hooks/use-page-header.ts';
import { alertDialog, confirmDialog } from '../../../shared/modal/dialogs.tsx';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { IconFile, IconTrash } from '../../../shared/ui/icons.tsx';
import { LoginRequired } from '../../../shared/ui/login-required.tsx';
import { PageSection } from '../../../shared/ui/page-section.tsx';
import { PromptCard } from '../../../shared/ui/prompt-card.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { useUserStore } from '../../../stores/user-store.ts';
import { useDeleteInquiry } from '../api/delete-inquiry.ts';
import { isInquiryNotFound, useInquiryDetail } from '../api/get-inquiry-detail.ts';
import { InquiryThread } from '../components/inquiry-thread.tsx';
import { INQUIRY_MSG } from '../messages-inquiry.ts';
import { INQUIRY_LIST_PATH, inquiryNoFrom } from '../model/inquiry-paths.ts';
import styles from './inquiry-pages.module.css';

const TEXT = INQUIRY_MSG.detail;

/** Not there, or not this caller's to read: the server answers both alike, and so does the page. */
function InquiryNotFound() {
  return (
    <PageSection>
      <PromptCard
        centered
        icon={<IconFile size={26} />}
        title={TEXT.notFoundTitle}
        body={TEXT.notFoundBody}
        actions={
          <ButtonLink to={INQUIRY_LIST_PATH} size="large">
            {TEXT.toList}
          </ButtonLink>
        }
      />
    </PageSection>
  );
}

/** The asker's 문의 삭제, after a confirm, back to the list. */
function DeleteButton({ inquiryNo }: { inquiryNo: number }) {
  const navigate = useNavigate();
  const remove = useDeleteInquiry();
  const onClick = async () => {
    if (!(await confirmDialog({ message: TEXT.deleteConfirm }))) return;
    try {
      await remove.mutateAsync(inquiryNo);
    } catch (error) {
      await alertDialog({ message: thrownMessage(error) });
      return;
    }
    void navigate(INQUIRY_LIST_PATH, { replace: true });
  };
  return (
    <Button variant="secondary" size="large" onClick={onClick} disabled={remove.isPending}>
      <IconTrash size={18} />
      {TEXT.delete}
    </Button>
  );
}

function InquiryDetailView({ detail, viewerNo }: { detail: InquiryDetail; viewerNo: number }) {
  return (
    <PageSection>
      <InquiryThread detail={detail} viewerNo={viewerNo} />
      {detail.mine && (
        <div className={styles.actions}>
          <DeleteButton inquiryNo={detail.inquiryNo} />
        </div>
      )}
    </PageSection>
  );
}

function InquiryDetailScreen({ inquiryNo, viewerNo }: { inquiryNo: number; viewerNo: number }) {
  const query = useInquiryDetail(inquiryNo);
  // The header shows the inquiry's name (spec 01 §2) once it is known; until then the route's 문의 상세.
  usePageHeader({ title: query.data?.inquiryName });
  if (query.isError && isInquiryNotFound(query.error)) return <InquiryNotFound />;
  return (
    <QueryState query={query} errorTitle={TEXT.loadError}>
      {(detail) => <InquiryDetailView detail={detail} viewerNo={viewerNo} />}
    </QueryState>
  );
}

/** Route /myPage/inquiry/{inquiryNo}: one inquiry's thread, for the asker, the listing's broker or the operator. */
export function MyInquiryDetailPage() {
  const { detail } = useParams();
  const user = useUserStore((state) => state.user);
  if (!user) return <LoginRequired />;
  const inquiryNo = inquiryNoFrom(detail);
  if (inquiryNo === null) return <InquiryNotFound />;
  return <InquiryDetailScreen key={inquiryNo} inquiryNo={inquiryNo} viewerNo={user.userNo} />;
}
