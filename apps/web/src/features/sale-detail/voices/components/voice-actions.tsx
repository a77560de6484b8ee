import type { RateCode } from '@ansim/domain';
import type { Envelope, SaleDetail } from '@ansim/domain/contract';
import type { QueryClient } from '@tanstack/react-query';
import { thrownMessage } from '../../../../shared/api/server-error.ts';
import { alertDialog } from '../../../../shared/modal/dialogs.tsx';
import { openModal } from '../../../../shared/modal/modal-store.ts';
import { saleDetailKey } from '../../../../shared/sale/like-cache.ts';
import type { SessionUser } from '../../../../stores/user-store.ts';
import { onDemand } from '../../model/on-demand.ts';
import { commentListKey } from '../api/get-comment-list.ts';
import { voiceCalls } from '../api/voice-calls.ts';
import { VOICES } from '../messages-voices.ts';
import type { CommentCounts } from '../model/grade-distribution.ts';
import { viewerRole } from '../model/voice-permissions.ts';

// The dialogs' code loads with the first one opened, not with the detail page (model/on-demand.ts).
const loadCommentDialog = onDemand(() => import('./comment-dialog.tsx'));
const loadReportDialog = onDemand(() => import('./report-dialog.tsx'));
const loadCommentListDialog = onDemand(() => import('./comment-list-dialog.tsx'));

const SUCCESS = 1;
/** reportName's column (contract: reportNameSchema). */
const REPORT_NAME_MAX = 50;

type Sent<T> = { ok: true; entity: T } | { ok: false; message: string };

/** The call's entity, or what to tell the user: the server's Korean message, or the network's. */
async function send<T>(request: () => Promise<Envelope<T>>): Promise<Sent<T>> {
  try {
    const envelope = await request();
    return envelope.code === SUCCESS
      ? { ok: true, entity: envelope.entity }
      : { ok: false, message: envelope.message };
  } catch (error) {
    return { ok: false, message: thrownMessage(error) };
  }
}

/** The listing's counts as the server now has them, on every viewer's copy of the detail: the bar moves at once. */
export function applyCommentCounts(queryClient: QueryClient, saleNo: number, comments: CommentCounts): void {
  queryClient.setQueriesData<SaleDetail>({ queryKey: saleDetailKey(saleNo) }, (detail) =>
    detail ? { ...detail, comments } : detail,
  );
  void queryClient.invalidateQueries({ queryKey: commentListKey(saleNo) });
}

export interface VoiceTarget {
  detail: Pick<SaleDetail, 'saleNo' | 'saleKey'>;
  user: SessionUser;
  queryClient: QueryClient;
}

/**
 * 안전등급 평가 (spec 02 §4): the existence check first; an existing comment opens the dialog locked with it.
 * Code 1 closes the dialog and says so (and, for a broker whose comment completed a pair, that a unit was
 * granted); any other code shows the server's message, and after 확인 the dialog closes.
 */
export async function openCommentDialog({ detail, user, queryClient }: VoiceTarget): Promise<void> {
  // The check and the dialog's code travel at once.
  const [check, dialog] = await Promise.all([
    send(() => voiceCalls.commentCheck(detail.saleNo, user.userNo)),
    loadCommentDialog(),
  ]);
  if (!dialog) return;
  const { CommentDialog } = dialog;
  if (!check.ok) {
    await alertDialog({ message: check.message });
    return;
  }
  const existing = check.entity.exists ? check.entity.comment : null;
  openModal((close) => (
    <CommentDialog
      existing={existing}
      showReward={viewerRole(user) === 'BROKER'}
      onClose={close}
      onSubmit={async (safetyGrade: RateCode, safetyText: string) => {
        const saved = await send(() =>
          voiceCalls.commentInsert({
            saleNo: detail.saleNo,
            saleKey: detail.saleKey,
            userNo: user.userNo,
            safetyGrade,
            safetyText,
          }),
        );
        if (!saved.ok) {
          await alertDialog({ message: saved.message });
          close();
          return;
        }
        applyCommentCounts(queryClient, detail.saleNo, saved.entity.comments);
        close();
        const granted = saved.entity.reward?.granted === true;
        await alertDialog({
          message: granted
            ? `${VOICES.comment.saved}\n${VOICES.comment.rewardGranted}`
            : VOICES.comment.saved,
        });
      }}
    />
  ));
}

/**
 * 허위매물 신고 (spec 02 §4): the existence check first; an existing report opens the dialog locked with its
 * text. The report carries the reporter's name and user type (the server keeps the session's type).
 */
export async function openReportDialog({ detail, user }: Omit<VoiceTarget, 'queryClient'>): Promise<void> {
  const [check, dialog] = await Promise.all([
    send(() => voiceCalls.reportCheck(detail.saleNo, user.userNo)),
    loadReportDialog(),
  ]);
  if (!dialog) return;
  const { ReportDialog } = dialog;
  if (!check.ok) {
    await alertDialog({ message: check.message });
    return;
  }
  const existing = check.entity.exists ? check.entity.report : null;
  const reportType = viewerRole(user) ?? undefined;
  openModal((close) => (
    <ReportDialog
      existing={existing}
      onClose={close}
      onSubmit={async (reportText: string) => {
        const saved = await send(() =>
          voiceCalls.reportInsert({
            saleNo: detail.saleNo,
            userNo: user.userNo,
            reportName: [...user.name.trim()].slice(0, REPORT_NAME_MAX).join('') || undefined,
            reportType,
            reportText,
          }),
        );
        if (!saved.ok) {
          await alertDialog({ message: saved.message });
          close();
          return;
        }
        close();
        await alertDialog({ message: VOICES.report.saved });
      }}
    />
  ));
}

/** 다른 중개사 코멘트: public, no check. */
export async function openCommentListDialog(
  detail: Pick<SaleDetail, 'saleNo' | 'saleKey' | 'comments'>,
): Promise<void> {
  const dialog = await loadCommentListDialog();
  if (!dialog) return;
  const { CommentListDialog } = dialog;
  openModal((close) => (
    <CommentListDialog
      saleNo={detail.saleNo}
      saleKey={detail.saleKey}
      counts={detail.comments}
      onClose={close}
    />
  ));
}
