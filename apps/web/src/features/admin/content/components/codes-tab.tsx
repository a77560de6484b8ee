import { CODE_GROUPS, type CodeGroup } from '@ansim/domain';
import type { AdminCode } from '@ansim/domain/contract';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { confirmDialog } from '../../../../shared/modal/dialogs.tsx';
import { Button } from '../../../../shared/ui/button.tsx';
import { AdminPage } from '../../shared/admin-page.tsx';
import { type Column, DataTable } from '../../shared/data-table.tsx';
import { filterStyles } from '../../shared/filter-bar.tsx';
import { StatusBadge } from '../../shared/status-badge.tsx';
import { useCodeList, useDeleteCode, useUpdateCode } from '../api/codes-api.ts';
import styles from '../content.module.css';
import { CONTENT_MSG } from '../messages.ts';
import { ActionStatus } from './action-status.tsx';
import { useActionStatus } from './use-status.ts';

const M = CONTENT_MSG.codes;

/** What each group is, for the select (the group keys are the spec's, DERECTION spelling included). */
const GROUP_LABELS: Partial<Record<CodeGroup, string>> = {
  SALE_TYPE: '거래 유형',
  TYPE: '건축물 용도',
  ROOM: '방 수',
  AREA: '면적',
  FLOOR: '층',
  BUILD_TYPE: '건물 유형',
  ROOM_TYPE: '방 구조',
  HEAT: '난방',
  AC: '냉방',
  LIFE: '생활 시설',
  SECURITY: '보안 시설',
  ETC: '기타 시설',
  RATE: '안전등급',
  CATEGORY: '공지 분류',
  DERECTION: '방향',
  TOILET: '욕실 수',
  BOARD_TYPE: '게시판 종류',
  JOIN_TYPE: '가입 방법',
  SALE_STATUS: '매물 상태',
  USER_TYPE: '회원 유형',
  USER_STATUS: '회원 상태',
  FAQ: '자주 묻는 질문 분류',
  TERMS: '약관',
  INQUIRY: '매물 문의 사유',
  INQUIRY_TYPE: '문의 유형',
  ADMIN_TYPE: '관리자 유형',
  VISIT: '가입 경로',
  LAWYER_EXAM: '변호사 시험',
  COST_ITEM: '관리비 포함 항목',
  PRIVATE_COST: '별도 부과 항목',
};

const isGroup = (value: string | null): value is CodeGroup => CODE_GROUPS.includes(value as CodeGroup);

/** One group's codes: names and descriptions edited in the row; a code nothing uses may be deleted. */
export function CodesTab() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('group');
  const group: CodeGroup = isGroup(requested) ? requested : 'VISIT';
  const codes = useCodeList(group);
  const update = useUpdateCode();
  const remove = useDeleteCode();
  const { status, done, failed, clear } = useActionStatus();
  const [editing, setEditing] = useState<{ code: string; codeName: string; description: string } | null>(
    null,
  );
  const groupId = useId();

  const pick = (next: string) =>
    setParams((prev) => {
      const copy = new URLSearchParams(prev);
      copy.set('group', next);
      return copy;
    });

  const saveRow = async () => {
    if (!editing) return;
    try {
      await update.mutateAsync({
        groupCode: group,
        code: editing.code,
        codeName: editing.codeName,
        description: editing.description.trim() === '' ? null : editing.description,
      });
      setEditing(null);
      done(CONTENT_MSG.saved);
    } catch (error) {
      failed(error);
    }
  };

  const onDelete = async (row: AdminCode) => {
    if (
      !(await confirmDialog({
        message: M.confirmDelete(row.code, row.codeName),
        confirmLabel: CONTENT_MSG.remove,
      }))
    )
      return;
    try {
      await remove.mutateAsync({ groupCode: group, code: row.code });
      done(CONTENT_MSG.deleted);
    } catch (error) {
      failed(error);
    }
  };

  const isEditing = (row: AdminCode) => editing?.code === row.code;

  const columns: Column<AdminCode>[] = [
    { key: 'code', header: M.columns.code, cell: (c) => <code>{c.code}</code>, width: '10rem' },
    {
      key: 'codeName',
      header: M.columns.codeName,
      cell: (c) =>
        isEditing(c) && editing ? (
          <input
            className={styles.inlineInput}
            aria-label={M.nameLabel(c.code)}
            value={editing.codeName}
            maxLength={100}
            onChange={(e) => setEditing({ ...editing, codeName: e.target.value })}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void saveRow();
              if (e.key === 'Escape') setEditing(null);
            }}
          />
        ) : (
          c.codeName
        ),
    },
    {
      key: 'description',
      header: M.columns.description,
      cell: (c) =>
        isEditing(c) && editing ? (
          <input
            className={styles.inlineInput}
            aria-label={M.descriptionLabel(c.code)}
            value={editing.description}
            maxLength={500}
            onChange={(e) => setEditing({ ...editing, description: e.target.value })}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void saveRow();
              if (e.key === 'Escape') setEditing(null);
            }}
          />
        ) : (
          <span className={styles.sub}>{c.description ?? ''}</span>
        ),
    },
    {
      key: 'inUse',
      header: M.columns.inUse,
      width: '6rem',
      cell: (c) => (
        <StatusBadge tone={c.inUse ? 'info' : 'neutral'}>{c.inUse ? M.inUse : M.free}</StatusBadge>
      ),
    },
    {
      key: 'actions',
      header: M.columns.actions,
      width: '10rem',
      cell: (c) =>
        isEditing(c) ? (
          <div className={styles.rowActions}>
            <Button size="small" onClick={saveRow} disabled={update.isPending}>
              {CONTENT_MSG.save}
            </Button>
            <Button size="small" variant="ghost" onClick={() => setEditing(null)}>
              {CONTENT_MSG.cancel}
            </Button>
          </div>
        ) : (
          <div className={styles.rowActions}>
            <Button
              size="small"
              variant="soft"
              aria-label={M.editLabel(c.code)}
              onClick={() => {
                clear();
                setEditing({ code: c.code, codeName: c.codeName, description: c.description ?? '' });
              }}
            >
              {CONTENT_MSG.edit}
            </Button>
            <Button
              size="small"
              variant="ghost"
              aria-label={M.deleteLabel(c.code)}
              disabled={c.inUse}
              title={c.inUse ? M.inUseHint : undefined}
              onClick={() => onDelete(c)}
            >
              {CONTENT_MSG.remove}
            </Button>
          </div>
        ),
    },
  ];

  return (
    <AdminPage
      description={`${M.note} ${M.inUseHint}`}
      filters={
        <label className={filterStyles.field} htmlFor={groupId}>
          {M.group}
          <select id={groupId} value={group} onChange={(e) => pick(e.target.value)}>
            {CODE_GROUPS.map((g) => (
              <option key={g} value={g}>
                {GROUP_LABELS[g] ? `${GROUP_LABELS[g]} (${g})` : g}
              </option>
            ))}
          </select>
        </label>
      }
    >
      <ActionStatus status={status} />
      <DataTable
        caption={M.caption(GROUP_LABELS[group] ?? group)}
        columns={columns}
        rows={codes.data}
        rowKey={(c) => c.code}
        isLoading={codes.isFetching && !codes.data}
        isError={codes.isError}
        onRetry={() => codes.refetch()}
      />
    </AdminPage>
  );
}
