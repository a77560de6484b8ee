import { formatDate } from '@ansim/domain';
import {
  type AdminVersion,
  type AdminVersionBodyInput,
  adminVersionBodySchema,
  DEVICE_PLATFORM_TYPES,
} from '@ansim/domain/contract';
import { useId } from 'react';
import { thrownMessage } from '../../../../shared/api/server-error.ts';
import { confirmDialog } from '../../../../shared/modal/dialogs.tsx';
import { Button } from '../../../../shared/ui/button.tsx';
import { Checkbox, FormAlert, SelectField, TextField } from '../../../../shared/ui/form/fields.tsx';
import {
  errorOf,
  fieldProps,
  formAlertOf,
  showServerMessage,
  useSchemaForm,
} from '../../../../shared/ui/form/use-schema-form.ts';
import { ADMIN_MSG } from '../../messages.ts';
import { AdminPage, AdminSection } from '../../shared/admin-page.tsx';
import { type Column, DataTable, listTableProps } from '../../shared/data-table.tsx';
import { filterStyles } from '../../shared/filter-bar.tsx';
import { StatusBadge } from '../../shared/status-badge.tsx';
import { useListParams } from '../../shared/use-list-params.ts';
import { useAddVersion, useSetForce, useVersionList } from '../api/versions-api.ts';
import styles from '../content.module.css';
import { CONTENT_MSG } from '../messages.ts';
import { ActionStatus } from './action-status.tsx';
import { useActionStatus } from './use-status.ts';

const M = CONTENT_MSG.versions;
const FILTERS = ['platform'] as const;
const PLATFORM_LABELS = { ANDROID: 'Android', IOS: 'iOS', WEB: '웹' } as const;

/** The app's releases: never deleted; a new one is added, and its force flag turned on or off. */
export function VersionsTab() {
  const list = useListParams(FILTERS);
  const versions = useVersionList(list.query);
  const setForce = useSetForce();
  const { status, done, failed } = useActionStatus();
  const platformId = useId();

  const toggle = async (v: AdminVersion) => {
    const label = PLATFORM_LABELS[v.platform];
    const next = !v.isForce;
    const message = next ? M.confirmOn(label, v.version) : M.confirmOff(label, v.version);
    if (!(await confirmDialog({ message }))) return;
    try {
      await setForce.mutateAsync({ appVersionNo: v.appVersionNo, isForce: next });
      done(CONTENT_MSG.saved);
    } catch (error) {
      failed(error);
    }
  };

  const columns: Column<AdminVersion>[] = [
    {
      key: 'platform',
      header: M.columns.platform,
      cell: (v) => PLATFORM_LABELS[v.platform],
      sortable: true,
      width: '7rem',
    },
    { key: 'version', header: M.columns.version, cell: (v) => <strong>{v.version}</strong>, width: '7rem' },
    {
      key: 'force',
      header: M.columns.force,
      width: '11rem',
      cell: (v) => (
        <div className={styles.rowActions} style={{ alignItems: 'center' }}>
          <StatusBadge tone={v.isForce ? 'danger' : 'neutral'}>
            {v.isForce ? M.forceOn : M.forceOff}
          </StatusBadge>
          <Button
            size="small"
            variant="secondary"
            aria-label={M.toggleLabel(PLATFORM_LABELS[v.platform], v.version, v.isForce)}
            onClick={() => toggle(v)}
          >
            {v.isForce ? M.turnOff : M.turnOn}
          </Button>
        </div>
      ),
    },
    {
      key: 'releasedAt',
      header: M.columns.releasedAt,
      cell: (v) => formatDate(v.releasedAt),
      sortable: true,
      width: '8rem',
    },
    { key: 'note', header: M.columns.note, cell: (v) => v.note ?? '' },
  ];

  return (
    <AdminPage
      description={M.noDelete}
      filters={
        <label className={filterStyles.field} htmlFor={platformId}>
          {M.platform}
          <select
            id={platformId}
            value={list.filters.platform}
            onChange={(e) => list.setFilters({ platform: e.target.value })}
          >
            <option value="">{ADMIN_MSG.filter.all}</option>
            {DEVICE_PLATFORM_TYPES.map((p) => (
              <option key={p} value={p}>
                {PLATFORM_LABELS[p]}
              </option>
            ))}
          </select>
        </label>
      }
    >
      <ActionStatus status={status} />
      <DataTable
        caption={M.caption}
        columns={columns}
        {...listTableProps(list, versions)}
        rowKey={(v) => v.appVersionNo}
      />
      <VersionForm onAdded={() => done(CONTENT_MSG.saved)} />
    </AdminPage>
  );
}

const EMPTY: AdminVersionBodyInput = {
  platform: 'ANDROID',
  version: '',
  isForce: false,
  note: '',
  storeUrl: '',
};

function VersionForm({ onAdded }: { onAdded: () => void }) {
  const form = useSchemaForm(adminVersionBodySchema, { defaultValues: EMPTY });
  const add = useAddVersion();
  const onSubmit = form.handleSubmit(async (body) => {
    if (
      body.isForce &&
      !(await confirmDialog({ message: M.confirmOn(PLATFORM_LABELS[body.platform], body.version) }))
    )
      return;
    try {
      await add.mutateAsync(body);
      form.reset(EMPTY);
      onAdded();
    } catch (error) {
      showServerMessage(form, thrownMessage(error), { fields: ['version', 'note', 'storeUrl'] });
    }
  });
  return (
    <AdminSection title={M.form}>
      <form onSubmit={onSubmit} noValidate>
        <FormAlert>{formAlertOf(form)}</FormAlert>
        <div className={styles.formGrid}>
          <SelectField
            label={M.platform}
            placeholder={M.platform}
            options={DEVICE_PLATFORM_TYPES.map((p) => ({ value: p, label: PLATFORM_LABELS[p] }))}
            {...form.register('platform')}
            error={errorOf(form.formState.errors, 'platform')}
          />
          <TextField label={M.version} maxLength={20} inputMode="decimal" {...fieldProps(form, 'version')} />
          <TextField
            className={styles.wide}
            label={M.note}
            maxLength={1000}
            optional
            {...fieldProps(form, 'note')}
          />
          <TextField
            label={M.storeUrl}
            type="url"
            maxLength={500}
            optional
            {...fieldProps(form, 'storeUrl')}
          />
          <div className={styles.rowActions} style={{ alignItems: 'flex-end' }}>
            <Checkbox label={M.isForce} {...form.register('isForce')} />
          </div>
        </div>
        <div className={styles.formActions}>
          <Button type="submit" disabled={add.isPending}>
            {M.add}
          </Button>
        </div>
      </form>
    </AdminSection>
  );
}
