import { formatDate } from '@ansim/domain';
import {
  type AdminProxyRequest,
  PROXY_DOCUMENT_LABELS,
  PROXY_DOCUMENT_MAX_BYTES,
  PROXY_REQUEST_STATE_LABELS,
  PROXY_REQUEST_STATES,
} from '@ansim/domain/contract';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { thrownMessage } from '../../../../shared/api/server-error.ts';
import { Button } from '../../../../shared/ui/button.tsx';
import { cx } from '../../../../shared/ui/cx.ts';
import { FormAlert } from '../../../../shared/ui/form/fields.tsx';
import { AdminSection } from '../../shared/admin-page.tsx';
import { type Column, DataTable, listTableProps } from '../../shared/data-table.tsx';
import { filterStyles } from '../../shared/filter-bar.tsx';
import { StatusBadge } from '../../shared/status-badge.tsx';
import { useListParams } from '../../shared/use-list-params.ts';
import { attachDocuments } from '../api/attach-documents.ts';
import { useInvalidateQuotas, useRequests } from '../api/quotas-api.ts';
import { QUOTA_ADMIN_MSG as M } from '../messages.ts';
import { LiveMessage, useAnnouncement } from './live-message.tsx';
import styles from './quotas.module.css';

const FILTERS = ['tab', 'state', 'request'] as const;

const STATE_TONE = {
  WAITING_DOCUMENTS: 'info',
  ATTACHED: 'success',
  CANCELLED: 'danger',
} as const;

const ACCEPT = 'application/pdf,image/jpeg,image/png,image/gif,image/webp';
const ACCEPTED_TYPES = ACCEPT.split(',');

/** 서류 요청: listings waiting for the register and the building ledger, and the form that attaches them. */
export function RequestsTab() {
  const list = useListParams(FILTERS);
  const { tab: _tab, request: _request, ...query } = list.query;
  const requests = useRequests(query);
  const { message, announce } = useAnnouncement();
  const selectedNo = list.filters.request ? Number(list.filters.request) : null;
  const selected = requests.data?.list.find((r) => r.requestNo === selectedNo) ?? null;

  const columns: Column<AdminProxyRequest>[] = [
    { key: 'requestNo', header: M.requests.no, width: '6rem', cell: (r) => r.requestNo },
    {
      key: 'sale',
      header: M.requests.sale,
      cell: (r) => (
        <span className={styles.saleCell}>
          <Link to={`/salesManagement/salesDetail/${r.saleNo}`} target="_blank" rel="noreferrer">
            {r.saleTitle || `매물 ${r.saleNo}`}
          </Link>
          <span className={styles.sub}>
            {r.saleNo} · {r.saleAddr}
          </span>
        </span>
      ),
    },
    {
      key: 'broker',
      header: M.requests.broker,
      cell: (r) => (
        <span className={styles.who}>
          <strong>{r.name}</strong>
          <span className={styles.sub}>{r.company ?? r.loginId ?? ''}</span>
        </span>
      ),
    },
    {
      key: 'createdAt',
      header: M.requests.createdAt,
      cell: (r) => <span className={styles.nowrap}>{formatDate(r.createdAt)}</span>,
    },
    {
      key: 'state',
      header: M.requests.state,
      cell: (r) => (
        <StatusBadge tone={STATE_TONE[r.state]}>{PROXY_REQUEST_STATE_LABELS[r.state]}</StatusBadge>
      ),
    },
    {
      key: 'documents',
      header: M.requests.documents,
      cell: (r) =>
        r.documents.length === 0 ? (
          <span className={cx(styles.zero, styles.nowrap)}>{M.requests.none}</span>
        ) : (
          <span className={styles.nowrap}>
            {r.documents.map((d) => PROXY_DOCUMENT_LABELS[d.kind]).join(', ')}
          </span>
        ),
    },
    {
      key: 'actions',
      header: M.requests.actions,
      width: '7rem',
      cell: (r) =>
        r.state === 'WAITING_DOCUMENTS' ? (
          <Button
            size="small"
            aria-pressed={selectedNo === r.requestNo}
            aria-label={`요청 ${r.requestNo} ${M.requests.attach}`}
            onClick={() => list.setFilters({ request: String(r.requestNo) })}
          >
            {M.requests.attach}
          </Button>
        ) : (
          <span className={styles.sub}>{formatDate(r.updatedAt)}</span>
        ),
    },
  ];

  return (
    <div className={styles.panel}>
      <div className={styles.filterForm}>
        <label className={filterStyles.field}>
          {M.stateLabel}
          <select
            value={list.filters.state}
            onChange={(e) => list.setFilters({ state: e.target.value, request: '' })}
          >
            <option value="">{M.all}</option>
            {PROXY_REQUEST_STATES.map((s) => (
              <option key={s} value={s}>
                {PROXY_REQUEST_STATE_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <LiveMessage message={message} />
      <DataTable
        caption={M.requests.caption}
        columns={columns}
        {...listTableProps(list, requests)}
        rowKey={(r) => r.requestNo}
        emptyText={M.requests.empty}
        selectedKey={selectedNo}
      />
      {selected && selected.state === 'WAITING_DOCUMENTS' && (
        <AttachForm
          key={selected.requestNo}
          request={selected}
          onClose={() => list.setFilters({ request: '' })}
          onDone={(text) => {
            announce(text);
            list.setFilters({ request: '' });
          }}
        />
      )}
    </div>
  );
}

/** A file's problem before sending, in the server's words. */
function fileProblem(file: File | null): string | null {
  if (!file) return null;
  if (file.size > PROXY_DOCUMENT_MAX_BYTES) return M.requests.tooLarge;
  if (file.type && !ACCEPTED_TYPES.includes(file.type)) return M.requests.badType;
  return null;
}

function AttachForm({
  request,
  onClose,
  onDone,
}: {
  request: AdminProxyRequest;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const invalidate = useInvalidateQuotas();
  const ids = { register: useId(), building: useId(), hint: useId() };
  const [files, setFiles] = useState<{ registerCopy: File | null; buildingRegister: File | null }>({
    registerCopy: null,
    buildingRegister: null,
  });
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const problems = {
    registerCopy: fileProblem(files.registerCopy),
    buildingRegister: fileProblem(files.buildingRegister),
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { registerCopy, buildingRegister } = files;
    if (!registerCopy || !buildingRegister) return setError(M.requests.chooseBoth);
    const problem = problems.registerCopy ?? problems.buildingRegister;
    if (problem) return setError(problem);
    setError(null);
    setProgress(0);
    try {
      const result = await attachDocuments(
        request.requestNo,
        { registerCopy, buildingRegister },
        setProgress,
      );
      await invalidate();
      onDone(`매물 ${request.saleNo}: ${result.message}`);
    } catch (failure) {
      setError(thrownMessage(failure));
      setProgress(null);
    }
  };

  const fileField = (field: 'registerCopy' | 'buildingRegister', id: string, label: string) => (
    <div className={styles.fileRow}>
      <label htmlFor={id} className={styles.fileLabel}>
        {label}
      </label>
      <input
        id={id}
        name={field}
        type="file"
        accept={ACCEPT}
        aria-describedby={ids.hint}
        aria-invalid={problems[field] ? true : undefined}
        disabled={progress !== null}
        onChange={(e) => {
          setFiles((prev) => ({ ...prev, [field]: e.target.files?.[0] ?? null }));
          setError(null);
        }}
      />
      {problems[field] && <p className={styles.fieldError}>{problems[field]}</p>}
    </div>
  );

  return (
    <AdminSection title={M.requests.formTitle(request.saleNo)}>
      <p className={styles.note}>{M.requests.formDescription}</p>
      <form className={styles.panel} onSubmit={submit} noValidate>
        <p id={ids.hint} className={styles.sub}>
          {M.requests.fileHint}
        </p>
        <div className={styles.formGrid}>
          {fileField('registerCopy', ids.register, M.requests.registerCopy)}
          {fileField('buildingRegister', ids.building, M.requests.buildingRegister)}
        </div>
        {progress !== null && (
          <div className={styles.fileRow}>
            <progress
              className={styles.progress}
              max={100}
              value={Math.round(progress * 100)}
              aria-label={M.requests.progressLabel}
            />
            <span className={styles.sub} aria-live="polite">
              {M.requests.sending(Math.round(progress * 100))}
            </span>
          </div>
        )}
        {error && <FormAlert>{error}</FormAlert>}
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={onClose} disabled={progress !== null}>
            {M.requests.cancel}
          </Button>
          <Button type="submit" disabled={progress !== null}>
            {M.requests.submit}
          </Button>
        </div>
      </form>
    </AdminSection>
  );
}
