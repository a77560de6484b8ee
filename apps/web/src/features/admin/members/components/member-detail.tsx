import { formatDate } from '@ansim/domain';
import {
  ADMIN_MEMBER_TYPE_LABELS,
  type AdminMemberDetail,
  AUDIT_ACTION_LABELS,
} from '@ansim/domain/contract';
import { type RefObject, useState } from 'react';
import { thrownMessage } from '../../../../shared/api/server-error.ts';
import { confirmDialog } from '../../../../shared/modal/dialogs.tsx';
import { Button } from '../../../../shared/ui/button.tsx';
import { ADMIN_MSG } from '../../messages.ts';
import {
  type ActionResult,
  DetailHead,
  DetailPanel,
  Fact,
  Facts,
  panelStyles as panel,
  ResultLine,
} from '../../shared/detail-panel.tsx';
import { reasonDialog } from '../../shared/reason-dialog.tsx';
import { type MemberAction, useAdminMember, useMemberAction } from '../api/members-api.ts';
import { ADMIN_MEMBER_MSG } from '../messages.ts';
import { openDocumentViewer } from './document-viewer.tsx';
import styles from './member-detail.module.css';
import { MemberStatusBadge } from './member-status-badge.tsx';
import { phoneText } from './phone-text.ts';

const TEXT = ADMIN_MEMBER_MSG;
const D = TEXT.detail;

/** The picked member beside the list: who they are, their documents, numbers, history and the actions. */
export function MemberDetail({ userNo, onClose }: { userNo: number | null; onClose: () => void }) {
  const detail = useAdminMember(userNo);
  return (
    <DetailPanel
      label={D.title}
      pickHint={D.pick}
      loadFailed={D.loadFailed}
      picked={userNo}
      loadedNo={detail.data?.member.userNo}
      query={detail}
    >
      {(data, headingRef) => (
        <MemberBody data={data} detailQuery={detail} headingRef={headingRef} onClose={onClose} />
      )}
    </DetailPanel>
  );
}

function MemberBody({
  data,
  detailQuery,
  headingRef,
  onClose,
}: {
  data: AdminMemberDetail;
  detailQuery: { refetch: () => Promise<unknown> };
  headingRef: RefObject<HTMLHeadingElement | null>;
  onClose: () => void;
}) {
  const { member, profile, files, counts, quotas, audit } = data;
  const action = useMemberAction();
  const [result, setResult] = useState<ActionResult>(null);
  const isProfessional = member.userType === 'BROKER' || member.userType === 'LAWYER';

  const run = async (kind: MemberAction) => {
    let reason = '';
    if (kind === 'approve') {
      const sure = await confirmDialog({
        message: TEXT.actions.approve.confirm(member.name),
        confirmLabel: TEXT.actions.approve.button,
      });
      if (!sure) return;
    } else {
      const copy = TEXT.actions[kind];
      const typed = await reasonDialog({
        title: `${copy.title}: ${member.name}`,
        description: copy.description,
        confirmLabel: copy.button,
        danger: kind !== 'reinstate',
      });
      if (typed === null) return;
      reason = typed;
    }
    setResult(null);
    try {
      const message = await action.mutateAsync({ action: kind, userNo: member.userNo, reason });
      setResult({ ok: true, text: message || ADMIN_MSG.done });
    } catch (error) {
      setResult({ ok: false, text: thrownMessage(error) || TEXT.actions.failed });
    }
  };

  const listingTotal = Object.values(counts.listings).reduce((sum, n) => sum + n, 0);

  return (
    <>
      <DetailHead
        headingRef={headingRef}
        title={member.name}
        badge={<MemberStatusBadge status={member.status} />}
        closeLabel={D.close}
        onClose={onClose}
      />

      <div className={panel.actions}>
        {member.status === 'PENDING' && (
          <>
            <Button size="small" disabled={action.isPending} onClick={() => void run('approve')}>
              {TEXT.actions.approve.button}
            </Button>
            {isProfessional && (
              <Button
                variant="secondary"
                size="small"
                className={panel.dangerOutline}
                disabled={action.isPending}
                onClick={() => void run('reject')}
              >
                {TEXT.actions.reject.button}
              </Button>
            )}
          </>
        )}
        {member.status === 'ACTIVE' && member.userType !== 'ADMIN' && (
          <Button
            size="small"
            className={panel.danger}
            disabled={action.isPending}
            onClick={() => void run('suspend')}
          >
            {TEXT.actions.suspend.button}
          </Button>
        )}
        {member.status === 'SUSPENDED' && (
          <Button size="small" disabled={action.isPending} onClick={() => void run('reinstate')}>
            {TEXT.actions.reinstate.button}
          </Button>
        )}
      </div>
      <ResultLine result={result} />

      {member.status === 'SUSPENDED' && (
        <p className={styles.alertBox}>
          <strong>{D.suspendedReason}</strong> {member.suspendedReason ?? TEXT.none}
          <br />
          <span className={panel.muted}>
            {D.suspendedAt} {formatDate(member.suspendedAt)}
          </span>
        </p>
      )}

      <h3 className={panel.subheading}>{D.profile}</h3>
      <Facts>
        <Fact label={D.userNo}>{member.userNo}</Fact>
        <Fact label={TEXT.columns.loginId}>{member.loginId ?? TEXT.noLoginId}</Fact>
        <Fact label={TEXT.columns.userType}>{ADMIN_MEMBER_TYPE_LABELS[member.userType]}</Fact>
        <Fact label={TEXT.columns.phone}>{phoneText(member.phone)}</Fact>
        <Fact label={D.email}>{member.email}</Fact>
        <Fact label={TEXT.columns.company}>{member.company}</Fact>
        <Fact label={D.joinType}>
          {member.joinType ? (TEXT.joinTypes[member.joinType] ?? member.joinType) : '아이디'}
        </Fact>
        <Fact label={TEXT.columns.createdAt}>{formatDate(member.createdAt)}</Fact>
        {member.withdrawnAt && <Fact label={D.withdrawnAt}>{formatDate(member.withdrawnAt)}</Fact>}
      </Facts>

      {profile && (
        <>
          <h3 className={panel.subheading}>{D.professional}</h3>
          <Facts>
            <Fact label={D.office}>{profile.officeName}</Fact>
            <Fact label={D.officeAddress}>{profile.officeAddress}</Fact>
            <Fact label={D.officePhone}>{profile.officePhone}</Fact>
            <Fact label={D.registrationNo}>{profile.registrationNo}</Fact>
            {member.userType === 'BROKER' && (
              <>
                <Fact label={D.businessNo}>{profile.businessNo}</Fact>
                <Fact label={D.businessStatus}>
                  {profile.businessStatus
                    ? (TEXT.businessStatuses[profile.businessStatus] ?? profile.businessStatus)
                    : null}
                </Fact>
                <Fact label={D.kakao}>{profile.kakaoChannelUrl}</Fact>
              </>
            )}
            {member.userType === 'LAWYER' && (
              <Fact label={D.lawyerExam}>
                {[profile.lawyerExam, profile.lawyerExamRound].filter(Boolean).join(' ')}
              </Fact>
            )}
            <Fact label={D.approvedAt}>{formatDate(profile.approvedAt)}</Fact>
          </Facts>
        </>
      )}

      <h3 className={panel.subheading}>{D.documents}</h3>
      {files.length === 0 ? (
        <p className={panel.muted}>{D.noDocuments}</p>
      ) : (
        <>
          <ul className={styles.documents}>
            {files.map((file) => {
              const label = TEXT.fileKinds[file.kind] ?? file.originalName ?? file.kind;
              return (
                <li key={file.fileId}>
                  <Button
                    variant="soft"
                    size="small"
                    aria-label={D.openDocument(label)}
                    onClick={() =>
                      openDocumentViewer({
                        userNo: member.userNo,
                        fileId: file.fileId,
                        name: label,
                        onViewed: () => void detailQuery.refetch(),
                      })
                    }
                  >
                    {label}
                  </Button>
                  <span className={panel.muted}>{file.originalName}</span>
                </li>
              );
            })}
          </ul>
          <p className={styles.note}>{D.documentAudited}</p>
        </>
      )}

      <h3 className={panel.subheading}>{D.counts}</h3>
      <Facts>
        <Fact label={D.listings}>
          {D.count(listingTotal)}
          {listingTotal > 0 && (
            <span className={panel.muted}>
              {' '}
              (
              {Object.entries(counts.listings)
                .filter(([, n]) => n > 0)
                .map(([status, n]) => `${TEXT.listingStatuses[status] ?? status} ${n}`)
                .join(' · ')}
              )
            </span>
          )}
        </Fact>
        <Fact label={D.reportsAgainst}>{D.count(counts.reportsAgainst)}</Fact>
        <Fact label={D.reportsConfirmed}>{D.count(counts.reportsConfirmed)}</Fact>
      </Facts>

      <h3 className={panel.subheading}>{D.quotas}</h3>
      {quotas.length === 0 ? (
        <p className={panel.muted}>{D.noQuotas}</p>
      ) : (
        <Facts>
          {quotas.map((q) => (
            <Fact key={q.kind} label={TEXT.quotaKinds[q.kind] ?? q.kind}>
              {D.count(q.balance)}
            </Fact>
          ))}
        </Facts>
      )}

      <h3 className={panel.subheading}>{D.audit}</h3>
      {audit.length === 0 ? (
        <p className={panel.muted}>{D.noAudit}</p>
      ) : (
        <ul className={styles.audit}>
          {audit.map((row) => (
            <li key={row.auditNo}>
              <span className={styles.auditHead}>
                <span>
                  {AUDIT_ACTION_LABELS[row.action as keyof typeof AUDIT_ACTION_LABELS] ?? row.action}
                </span>
                <span className={styles.auditWhen}>
                  {formatDate(row.createdAt)} · {row.actorLoginId}
                </span>
              </span>
              {row.reason && <span className={styles.reason}>{row.reason}</span>}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
