import { formatDate } from '@ansim/domain';
import {
  type AdminProxyApplication,
  PROXY_APPLICATION_STATE_LABELS,
  PROXY_APPLICATION_STATES,
} from '@ansim/domain/contract';
import { thrownMessage } from '../../../../shared/api/server-error.ts';
import { Button } from '../../../../shared/ui/button.tsx';
import { type Column, DataTable, listTableProps } from '../../shared/data-table.tsx';
import { filterStyles } from '../../shared/filter-bar.tsx';
import { reasonDialog } from '../../shared/reason-dialog.tsx';
import { StatusBadge } from '../../shared/status-badge.tsx';
import { useListParams } from '../../shared/use-list-params.ts';
import { useApplicationDecision, useApplications } from '../api/quotas-api.ts';
import { QUOTA_ADMIN_MSG as M } from '../messages.ts';
import { LiveMessage, useAnnouncement } from './live-message.tsx';
import styles from './quotas.module.css';
import { unitsDialog } from './units-dialog.tsx';

const FILTERS = ['tab', 'state'] as const;

const STATE_TONE = {
  PENDING: 'info',
  GRANTED: 'success',
  REJECTED: 'danger',
} as const;

/** 대리 발급 신청: brokers asking for proxy requests; the operator grants units or rejects. */
export function ApplicationsTab() {
  const list = useListParams(FILTERS);
  const { tab: _tab, ...query } = list.query;
  const applications = useApplications(query);
  const decide = useApplicationDecision();
  const { message, announce } = useAnnouncement();

  const grant = async (row: AdminProxyApplication) => {
    let answer = '';
    const sent = await unitsDialog({
      title: M.applications.grantTitle(row.name),
      description: M.applications.grantDescription,
      confirmLabel: M.applications.grantConfirm,
      kind: 'PROXY',
      submit: async ({ amount, reason }) => {
        const result = await decide.mutateAsync({
          decision: 'grant',
          applicationNo: row.applicationNo,
          amount,
          reason,
        });
        answer = `${row.name}: ${result.message}`;
      },
    });
    if (sent) announce(answer);
  };

  const reject = async (row: AdminProxyApplication) => {
    const reason = await reasonDialog({
      title: M.applications.rejectTitle(row.name),
      description: M.applications.rejectDescription,
      confirmLabel: M.applications.rejectConfirm,
      danger: true,
    });
    if (reason === null) return;
    try {
      const result = await decide.mutateAsync({
        decision: 'reject',
        applicationNo: row.applicationNo,
        reason,
      });
      announce(`${row.name}: ${result.message}`);
    } catch (error) {
      announce(thrownMessage(error));
    }
  };

  const columns: Column<AdminProxyApplication>[] = [
    { key: 'applicationNo', header: M.applications.no, width: '6rem', cell: (r) => r.applicationNo },
    {
      key: 'broker',
      header: M.applications.broker,
      cell: (r) => (
        <span className={styles.who}>
          <strong>{r.name}</strong>
          <span className={styles.sub}>
            {r.loginId ?? `#${r.userNo}`}
            {r.company ? ` · ${r.company}` : ''}
          </span>
        </span>
      ),
    },
    {
      key: 'createdAt',
      header: M.applications.createdAt,
      cell: (r) => <span className={styles.nowrap}>{formatDate(r.createdAt)}</span>,
    },
    {
      key: 'state',
      header: M.applications.state,
      cell: (r) => (
        <StatusBadge tone={STATE_TONE[r.state]}>{PROXY_APPLICATION_STATE_LABELS[r.state]}</StatusBadge>
      ),
    },
    { key: 'balance', header: M.applications.balance, align: 'end', cell: (r) => M.times(r.proxyBalance) },
    {
      key: 'actions',
      header: M.applications.actions,
      width: '10rem',
      cell: (r) =>
        r.state === 'PENDING' ? (
          <div className={styles.rowActions}>
            <Button size="small" onClick={() => grant(r)} aria-label={`${r.name} ${M.applications.grant}`}>
              {M.applications.grant}
            </Button>
            <Button
              size="small"
              variant="secondary"
              onClick={() => reject(r)}
              aria-label={`${r.name} ${M.applications.reject}`}
            >
              {M.applications.reject}
            </Button>
          </div>
        ) : (
          <span className={styles.sub}>{formatDate(r.decidedAt)}</span>
        ),
    },
  ];

  return (
    <div className={styles.panel}>
      <div className={styles.filterForm}>
        <label className={filterStyles.field}>
          {M.stateLabel}
          <select value={list.filters.state} onChange={(e) => list.setFilters({ state: e.target.value })}>
            <option value="">{M.all}</option>
            {PROXY_APPLICATION_STATES.map((s) => (
              <option key={s} value={s}>
                {PROXY_APPLICATION_STATE_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <LiveMessage message={message} />
      <DataTable
        caption={M.applications.caption}
        columns={columns}
        {...listTableProps(list, applications)}
        rowKey={(r) => r.applicationNo}
        emptyText={M.applications.empty}
      />
    </div>
  );
}
