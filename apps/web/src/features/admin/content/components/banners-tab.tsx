import { BOARD_TYPE_LABELS, BOARD_TYPES, kstDay } from '@ansim/domain';
import {
  type AdminBanner,
  type AdminBannerBodyInput,
  adminBannerBodySchema,
  BANNER_STATE_LABELS,
  type BannerState,
} from '@ansim/domain/contract';
import { type ChangeEvent, useId, useState } from 'react';
import { thrownMessage } from '../../../../shared/api/server-error.ts';
import { confirmDialog } from '../../../../shared/modal/dialogs.tsx';
import { Button } from '../../../../shared/ui/button.tsx';
import {
  Checkbox,
  FormAlert,
  formStyles,
  SelectField,
  TextField,
} from '../../../../shared/ui/form/fields.tsx';
import {
  errorOf,
  fieldProps,
  formAlertOf,
  showServerMessage,
  useSchemaForm,
} from '../../../../shared/ui/form/use-schema-form.ts';
import { AdminPage, AdminSection } from '../../shared/admin-page.tsx';
import { type Column, DataTable, listTableProps } from '../../shared/data-table.tsx';
import { type BadgeTone, StatusBadge } from '../../shared/status-badge.tsx';
import { useListParams } from '../../shared/use-list-params.ts';
import { uploadBannerImage, useBannerList, useDeleteBanner, useSaveBanner } from '../api/banners-api.ts';
import styles from '../content.module.css';
import { CONTENT_MSG } from '../messages.ts';
import { ActionStatus } from './action-status.tsx';
import { useActionStatus } from './use-status.ts';

const M = CONTENT_MSG.banners;
const NO_FILTERS = [] as const;

const TONES: Record<BannerState, BadgeTone> = {
  SHOWING: 'info',
  SCHEDULED: 'warn',
  ENDED: 'neutral',
  OFF: 'danger',
};

const emptyBanner = (): AdminBannerBodyInput => ({
  title: '',
  imageUrl: '',
  contentText: '',
  boardType: '',
  link: '',
  linkType: false,
  startDate: kstDay(new Date()),
  endDate: '',
  isActive: true,
  sort: 0,
});

const inputOf = (b: AdminBanner): AdminBannerBodyInput => ({
  title: b.title,
  imageUrl: b.imageUrl ?? '',
  contentText: b.contentText ?? '',
  boardType: b.boardType ?? '',
  link: b.link ?? '',
  linkType: b.linkType,
  startDate: b.startDate,
  endDate: b.endDate ?? '',
  isActive: b.isActive,
  sort: b.sort,
});

/** The main popups: their schedule and state, and one form to add or change one. */
export function BannersTab() {
  const list = useListParams(NO_FILTERS);
  const banners = useBannerList(list.query);
  const remove = useDeleteBanner();
  const { status, done, failed, clear } = useActionStatus();
  const [editing, setEditing] = useState<number | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [initial, setInitial] = useState<AdminBannerBodyInput>(emptyBanner);

  const startEdit = (banner: AdminBanner | null) => {
    clear();
    setEditing(banner?.bannerNo ?? null);
    setInitial(banner ? inputOf(banner) : emptyBanner());
    setFormKey((k) => k + 1);
  };

  const onDelete = async (banner: AdminBanner) => {
    if (!(await confirmDialog({ message: M.confirmDelete(banner.title), confirmLabel: CONTENT_MSG.remove })))
      return;
    try {
      await remove.mutateAsync(banner.bannerNo);
      if (editing === banner.bannerNo) startEdit(null);
      done(CONTENT_MSG.deleted);
    } catch (error) {
      failed(error);
    }
  };

  const columns: Column<AdminBanner>[] = [
    { key: 'sort', header: M.columns.sort, cell: (b) => b.sort, sortable: true, width: '5rem', align: 'end' },
    {
      key: 'image',
      header: M.columns.image,
      width: '6rem',
      cell: (b) =>
        b.imageUrl ? (
          <img className={styles.thumb} src={b.imageUrl} alt={M.imageAlt(b.title)} loading="lazy" />
        ) : (
          <span className={styles.sub}>{CONTENT_MSG.none}</span>
        ),
    },
    {
      key: 'title',
      header: M.columns.title,
      cell: (b) => (
        <div className={styles.titleCell}>
          <strong>{b.title}</strong>
          {b.boardType && <span className={styles.sub}>{BOARD_TYPE_LABELS[b.boardType]}</span>}
        </div>
      ),
    },
    {
      key: 'startAt',
      header: M.columns.window,
      sortable: true,
      width: '13rem',
      cell: (b) => M.windowText(b.startDate, b.endDate),
    },
    {
      key: 'state',
      header: M.columns.state,
      width: '7rem',
      cell: (b) => <StatusBadge tone={TONES[b.state]}>{BANNER_STATE_LABELS[b.state]}</StatusBadge>,
    },
    {
      key: 'actions',
      header: M.columns.actions,
      width: '9rem',
      cell: (b) => (
        <div className={styles.rowActions}>
          <Button
            size="small"
            variant="soft"
            onClick={() => startEdit(b)}
            aria-label={`${b.title} ${CONTENT_MSG.edit}`}
          >
            {CONTENT_MSG.edit}
          </Button>
          <Button
            size="small"
            variant="ghost"
            onClick={() => onDelete(b)}
            aria-label={`${b.title} ${CONTENT_MSG.remove}`}
          >
            {CONTENT_MSG.remove}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <AdminPage actions={<Button onClick={() => startEdit(null)}>{M.create}</Button>}>
      <ActionStatus status={status} />
      <DataTable
        caption={M.caption}
        columns={columns}
        {...listTableProps(list, banners)}
        rowKey={(b) => b.bannerNo}
        selectedKey={editing}
      />
      <BannerForm
        key={formKey}
        bannerNo={editing}
        initial={initial}
        onSaved={(message) => {
          // A fresh form first (it clears the last status), then the result.
          startEdit(null);
          done(message);
        }}
        onCancel={() => startEdit(null)}
      />
    </AdminPage>
  );
}

function BannerForm({
  bannerNo,
  initial,
  onSaved,
  onCancel,
}: {
  bannerNo: number | null;
  initial: AdminBannerBodyInput;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const form = useSchemaForm(adminBannerBodySchema, { defaultValues: initial });
  const save = useSaveBanner();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState('');
  const fileId = useId();
  const imageUrl = form.watch('imageUrl') as string;
  const title = form.watch('title') as string;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    setUploadError('');
    try {
      const { imageUrl: url } = await uploadBannerImage(file);
      form.setValue('imageUrl', url, { shouldDirty: true, shouldValidate: true });
    } catch (error) {
      setUploadError(thrownMessage(error));
    } finally {
      setUploading(false);
    }
  };

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ bannerNo, body });
      onSaved(CONTENT_MSG.saved);
    } catch (error) {
      showServerMessage(form, thrownMessage(error), {
        fields: ['title', 'contentText', 'link', 'startDate', 'endDate', 'sort', 'imageUrl'],
      });
    }
  });

  return (
    <AdminSection title={bannerNo === null ? M.formNew : M.formEdit(bannerNo)}>
      <form onSubmit={onSubmit} noValidate>
        <FormAlert>{formAlertOf(form)}</FormAlert>
        <div className={styles.formGrid}>
          <TextField className={styles.wide} label={M.title} maxLength={100} {...fieldProps(form, 'title')} />
          <div className={`${styles.wide} ${styles.fieldBlock}`}>
            <span className={formStyles.label}>{M.image}</span>
            <div className={styles.imageRow}>
              {imageUrl && (
                <img className={styles.imagePreview} src={imageUrl} alt={M.imageAlt(title || M.title)} />
              )}
              {/* The native picker speaks the browser's language; a labelled button speaks Korean. */}
              <label className={styles.pickButton} htmlFor={fileId}>
                {uploading ? M.imageUploading : M.imagePick}
                <input
                  id={fileId}
                  className="visually-hidden"
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  onChange={onFile}
                  disabled={uploading}
                  aria-describedby={`${fileId}-hint`}
                />
              </label>
              {imageUrl && (
                <Button
                  size="small"
                  variant="ghost"
                  onClick={() => form.setValue('imageUrl', '', { shouldDirty: true })}
                >
                  {M.imageRemove}
                </Button>
              )}
            </div>
            <p id={`${fileId}-hint`} className={styles.hint} aria-live="polite">
              {uploading ? M.imageUploading : M.imageHint}
            </p>
            {(uploadError || errorOf(form.formState.errors, 'imageUrl')) && (
              <p className={styles.error} role="alert">
                {uploadError || errorOf(form.formState.errors, 'imageUrl')}
              </p>
            )}
          </div>
          <label className={`${styles.wide} ${styles.fieldBlock}`}>
            <span className={formStyles.label}>{M.contentText}</span>
            <textarea
              className={styles.input}
              maxLength={1000}
              {...form.register('contentText')}
              aria-invalid={errorOf(form.formState.errors, 'contentText') ? true : undefined}
            />
            {errorOf(form.formState.errors, 'contentText') && (
              <span className={styles.error} role="alert">
                {errorOf(form.formState.errors, 'contentText')}
              </span>
            )}
          </label>
          <SelectField
            label={M.boardType}
            placeholder={M.boardTypeNone}
            options={BOARD_TYPES.map((t) => ({ value: t, label: BOARD_TYPE_LABELS[t] }))}
            {...form.register('boardType')}
          />
          <TextField label={M.link} maxLength={500} optional {...fieldProps(form, 'link')} />
          <TextField label={M.startDate} type="date" {...fieldProps(form, 'startDate')} />
          <TextField
            label={M.endDate}
            type="date"
            optional
            hint={M.endHint}
            {...fieldProps(form, 'endDate')}
          />
          <TextField
            label={M.sort}
            type="number"
            min={0}
            max={9999}
            inputMode="numeric"
            {...fieldProps(form, 'sort')}
          />
          <div className={styles.rowActions} style={{ alignItems: 'flex-end' }}>
            <Checkbox label={M.linkType} {...form.register('linkType')} />
            <Checkbox label={M.isActive} {...form.register('isActive')} />
          </div>
        </div>
        <div className={styles.formActions}>
          {bannerNo !== null && (
            <Button variant="secondary" onClick={onCancel}>
              {CONTENT_MSG.cancel}
            </Button>
          )}
          <Button type="submit" disabled={save.isPending || uploading}>
            {CONTENT_MSG.save}
          </Button>
        </div>
      </form>
    </AdminSection>
  );
}
