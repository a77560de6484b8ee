import { formatDate, formatWon, kstDay } from '@ansim/domain';
import { type AdminLawyerRow, adminLawyerSettingsBodySchema } from '@ansim/domain/contract';
import { thrownMessage } from '../../../../shared/api/server-error.ts';
import { confirmDialog } from '../../../../shared/modal/dialogs.tsx';
import { Button } from '../../../../shared/ui/button.tsx';
import { cx } from '../../../../shared/ui/cx.ts';
import { FormAlert, TextField } from '../../../../shared/ui/form/fields.tsx';
import {
  fieldProps,
  formAlertOf,
  showServerMessage,
  useSchemaForm,
} from '../../../../shared/ui/form/use-schema-form.ts';
import { AdminSection } from '../../shared/admin-page.tsx';
import { type Column, DataTable, listTableProps } from '../../shared/data-table.tsx';
import { filterStyles } from '../../shared/filter-bar.tsx';
import { StatusBadge } from '../../shared/status-badge.tsx';
import { useListParams } from '../../shared/use-list-params.ts';
import { useLawyerSettings, useLawyers, useMarkPaid, useSettlement } from '../api/quotas-api.ts';
import { QUOTA_ADMIN_MSG as M } from '../messages.ts';
import { LiveMessage, useAnnouncement } from './live-message.tsx';
import styles from './quotas.module.css';

const FILTERS = ['tab', 'month', 'lawyer'] as const;

const thisMonth = () => kstDay().slice(0, 7);
const isMonth = (v: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v);

/** 변호사 정산: every lawyer's terms and month, the terms form, and the month's lines with 정산 완료 처리. */
export function LawyersTab() {
  const list = useListParams(FILTERS);
  const month = isMonth(list.filters.month) ? list.filters.month : thisMonth();
  const { tab: _tab, lawyer: _lawyer, ...rest } = list.query;
  const lawyers = useLawyers({ ...rest, month });
  const { message, announce } = useAnnouncement();
  const selectedNo = list.filters.lawyer ? Number(list.filters.lawyer) : null;
  const selected = lawyers.data?.list.find((l) => l.userNo === selectedNo) ?? null;

  const columns: Column<AdminLawyerRow>[] = [
    {
      key: 'lawyer',
      header: M.lawyers.lawyer,
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
      key: 'fee',
      header: M.lawyers.fee,
      align: 'end',
      cell: (r) => (
        <span className={styles.who}>
          <span className={styles.num}>{formatWon(r.feePerApproval)}</span>
          {r.isDefaultFee && <span className={styles.sub}>{M.lawyers.defaultFee}</span>}
        </span>
      ),
    },
    {
      key: 'account',
      header: M.lawyers.account,
      cell: (r) =>
        r.accountNo ? (
          <span className={styles.who}>
            <span>
              {r.bankName} {r.accountNo}
            </span>
            <span className={styles.sub}>{r.accountHolder}</span>
          </span>
        ) : (
          <span className={styles.zero}>{M.lawyers.noAccount}</span>
        ),
    },
    {
      key: 'monthLines',
      header: M.lawyers.lines(month),
      align: 'end',
      cell: (r) => (
        <span className={styles.who}>
          <span className={styles.num}>{M.count(r.monthLines)}</span>
          <span className={styles.sub}>{formatWon(r.monthAmount)}</span>
        </span>
      ),
    },
    {
      key: 'monthUnpaid',
      header: M.lawyers.unpaid,
      align: 'end',
      cell: (r) => (
        <span className={cx(styles.num, r.monthUnpaid === 0 && styles.zero)}>{formatWon(r.monthUnpaid)}</span>
      ),
    },
    {
      key: 'actions',
      header: M.lawyers.actions,
      width: '7rem',
      cell: (r) => (
        <Button
          size="small"
          variant="soft"
          aria-pressed={selectedNo === r.userNo}
          aria-label={`${r.name} ${M.lawyers.open}`}
          onClick={() => list.setFilters({ lawyer: String(r.userNo) })}
        >
          {M.lawyers.open}
        </Button>
      ),
    },
  ];

  return (
    <div className={styles.panel}>
      <div className={styles.filterForm}>
        <label className={filterStyles.field}>
          {M.lawyers.month}
          <input
            type="month"
            value={month}
            max={thisMonth()}
            onChange={(e) => {
              if (isMonth(e.target.value)) list.setFilters({ month: e.target.value });
            }}
          />
        </label>
      </div>
      <LiveMessage message={message} />
      <DataTable
        caption={M.lawyers.caption}
        columns={columns}
        {...listTableProps(list, lawyers)}
        rowKey={(r) => r.userNo}
        emptyText={M.lawyers.empty}
        selectedKey={selectedNo}
      />
      {selected && (
        <div className={styles.panel}>
          <SettingsForm key={`s${selected.userNo}`} lawyer={selected} onSaved={announce} />
          <SettlementPanel
            key={`m${selected.userNo}${month}`}
            lawyer={selected}
            month={month}
            onPaid={announce}
            onClose={() => list.setFilters({ lawyer: '' })}
          />
        </div>
      )}
    </div>
  );
}

function SettingsForm({ lawyer, onSaved }: { lawyer: AdminLawyerRow; onSaved: (message: string) => void }) {
  const save = useLawyerSettings();
  const form = useSchemaForm(adminLawyerSettingsBodySchema, {
    defaultValues: {
      feePerApproval: lawyer.feePerApproval,
      bankName: lawyer.bankName ?? '',
      accountNo: lawyer.accountNo ?? '',
      accountHolder: lawyer.accountHolder ?? '',
    },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const result = await save.mutateAsync({ userNo: lawyer.userNo, body });
      onSaved(`${lawyer.name}: ${result.message}`);
    } catch (error) {
      showServerMessage(form, thrownMessage(error), {
        fields: ['feePerApproval', 'bankName', 'accountNo', 'accountHolder'],
      });
    }
  });
  return (
    <AdminSection title={M.lawyers.settingsTitle(lawyer.name)}>
      <form className={styles.panel} onSubmit={onSubmit} noValidate>
        <div className={styles.formGrid}>
          <TextField
            label={M.lawyers.feeLabel}
            type="number"
            inputMode="numeric"
            min={0}
            max={10_000_000}
            hint={M.lawyers.feeHint}
            {...fieldProps(form, 'feePerApproval')}
          />
          <TextField label={M.lawyers.bankName} maxLength={50} {...fieldProps(form, 'bankName')} />
          <TextField
            label={M.lawyers.accountNo}
            maxLength={30}
            inputMode="numeric"
            hint={M.lawyers.accountNoHint}
            {...fieldProps(form, 'accountNo')}
          />
          <TextField label={M.lawyers.accountHolder} maxLength={50} {...fieldProps(form, 'accountHolder')} />
        </div>
        {formAlertOf(form) && <FormAlert>{formAlertOf(form)}</FormAlert>}
        <div className={styles.formActions}>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {M.lawyers.save}
          </Button>
        </div>
      </form>
    </AdminSection>
  );
}

function SettlementPanel({
  lawyer,
  month,
  onPaid,
  onClose,
}: {
  lawyer: AdminLawyerRow;
  month: string;
  onPaid: (message: string) => void;
  onClose: () => void;
}) {
  const settlement = useSettlement(lawyer.userNo, month);
  const markPaid = useMarkPaid();
  const data = settlement.data;
  type Line = NonNullable<typeof data>['lines'][number];
  const pendingCount = data?.lines.filter((l) => l.state === 'CALCULATE001').length ?? 0;

  const pay = async () => {
    if (!data) return;
    const ok = await confirmDialog({
      message: M.lawyers.confirmPaid(lawyer.name, month, pendingCount, formatWon(data.total.pendingAmount)),
      confirmLabel: M.lawyers.markPaid,
    });
    if (!ok) return;
    try {
      const result = await markPaid.mutateAsync({ userNo: lawyer.userNo, month });
      onPaid(`${lawyer.name}: ${result.message}`);
    } catch (error) {
      onPaid(thrownMessage(error));
    }
  };

  const columns: Column<Line>[] = [
    {
      key: 'decidedAt',
      header: M.lawyers.decidedAt,
      width: '6rem',
      cell: (l) => <span className={styles.nowrap}>{formatDate(l.decidedAt)}</span>,
    },
    {
      key: 'title',
      header: M.lawyers.title,
      cell: (l) => <span className={styles.titleCell}>{l.saleTitle}</span>,
    },
    {
      key: 'decision',
      header: M.lawyers.decision,
      width: '4rem',
      cell: (l) => <span className={styles.nowrap}>{M.decisions[l.decision] ?? l.decision}</span>,
    },
    {
      key: 'amount',
      header: M.lawyers.amount,
      align: 'end',
      width: '6.5rem',
      cell: (l) => <span className={styles.num}>{formatWon(l.amount)}</span>,
    },
    {
      key: 'state',
      header: M.lawyers.state,
      width: '6rem',
      cell: (l) => (
        <StatusBadge
          tone={l.state === 'CALCULATE002' ? 'success' : l.state === 'CALCULATE001' ? 'info' : 'neutral'}
        >
          {l.stateLabel}
        </StatusBadge>
      ),
    },
  ];

  return (
    <AdminSection title={M.lawyers.settlementTitle(lawyer.name, month)}>
      {data && (
        <dl className={styles.totals}>
          <div className={styles.total}>
            <dt>{M.lawyers.total}</dt>
            <dd>
              {M.count(data.total.count)} · {formatWon(data.total.amount)}
            </dd>
          </div>
          <div className={styles.total}>
            <dt>{M.lawyers.pending}</dt>
            <dd>{formatWon(data.total.pendingAmount)}</dd>
          </div>
          <div className={styles.total}>
            <dt>{M.lawyers.paid}</dt>
            <dd>{formatWon(data.total.paidAmount)}</dd>
          </div>
          <div className={styles.total}>
            <dt>{M.lawyers.held}</dt>
            <dd>{formatWon(data.total.heldAmount)}</dd>
          </div>
        </dl>
      )}
      <DataTable
        caption={M.lawyers.settlementCaption}
        columns={columns}
        rows={data?.lines}
        rowKey={(l) => l.calculateNo}
        isLoading={settlement.isPending}
        isError={settlement.isError}
        onRetry={() => settlement.refetch()}
        emptyText={M.lawyers.noLines}
      />
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onClose}>
          {M.lawyers.close}
        </Button>
        <Button onClick={pay} disabled={!data || pendingCount === 0 || markPaid.isPending}>
          {pendingCount === 0 ? M.lawyers.nothingPending : M.lawyers.markPaid}
        </Button>
      </div>
    </AdminSection>
  );
}
