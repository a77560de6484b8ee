import {
  BOARD_TYPE_LABELS,
  BOARD_TYPES,
  type BoardType,
  FAQ_CATEGORIES,
  NOTICE_CATEGORIES,
} from '@ansim/domain';
import { type AdminBoardBodyInput, adminBoardBodySchema, type BoardDetail } from '@ansim/domain/contract';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { thrownMessage } from '../../../../shared/api/server-error.ts';
import { BoardHtml } from '../../../../shared/board-html/board-html.tsx';
import { Button } from '../../../../shared/ui/button.tsx';
import { Checkbox, FormAlert, SelectField, TextField } from '../../../../shared/ui/form/fields.tsx';
import {
  errorOf,
  fieldProps,
  formAlertOf,
  showServerMessage,
  useSchemaForm,
} from '../../../../shared/ui/form/use-schema-form.ts';
import { Spinner } from '../../../../shared/ui/loading-indicator.tsx';
import { AdminSection } from '../../shared/admin-page.tsx';
import { useBoardDetail, useSaveBoard } from '../api/boards-api.ts';
import styles from '../content.module.css';
import { CONTENT_MSG } from '../messages.ts';
import editorStyles from './board-editor.module.css';
import { RichTextEditor } from './rich-text-editor.tsx';

const M = CONTENT_MSG.editor;

const categoriesOf = (type: string) =>
  type === 'NOTICE' ? NOTICE_CATEGORIES : type === 'FAQ' ? FAQ_CATEGORIES : [];

/** The editor screen (?edit=12 or ?edit=new): loaded lazily with TipTap, only when a board is opened. */
export default function BoardEditor({ boardNo }: { boardNo: number | null }) {
  const detail = useBoardDetail(boardNo);
  // Kept here, not in the form: saving a new board opens it by its number, which mounts a fresh form, and
  // the live region stays in the page so the result is announced.
  const [saved, setSaved] = useState('');
  const live = (
    <p className={styles.live} aria-live="polite">
      {saved}
    </p>
  );
  if (boardNo !== null && detail.isPending) {
    return (
      <>
        {live}
        <p role="status" className={styles.live}>
          <Spinner /> {CONTENT_MSG.editor.loading}
        </p>
      </>
    );
  }
  if (boardNo !== null && (detail.isError || !detail.data)) {
    return (
      <div role="alert">
        <p className={styles.error}>{detail.error ? thrownMessage(detail.error) : M.loadFailed}</p>
        <BackButton />
      </div>
    );
  }
  return (
    <>
      {live}
      <EditorForm key={boardNo ?? 'new'} boardNo={boardNo} board={detail.data ?? null} setSaved={setSaved} />
    </>
  );
}

function BackButton() {
  const [, setParams] = useSearchParams();
  return (
    <Button
      variant="secondary"
      onClick={() =>
        setParams((prev) => {
          const next = new URLSearchParams(prev);
          next.delete('edit');
          return next;
        })
      }
    >
      {M.back}
    </Button>
  );
}

function EditorForm({
  boardNo,
  board,
  setSaved,
}: {
  boardNo: number | null;
  board: BoardDetail | null;
  setSaved: (message: string) => void;
}) {
  const [, setParams] = useSearchParams();
  const save = useSaveBoard();
  const bodyLabelId = useId();
  const bodyHintId = useId();
  const defaults: AdminBoardBodyInput = {
    boardType: board?.boardType ?? 'NOTICE',
    category: board?.category ?? '',
    title: board?.title ?? '',
    contentHtml: board?.contentHtml ?? '',
    boardStatus: board?.boardStatus === 'HIDDEN' ? 'HIDDEN' : 'ACTIVE',
    isTop: board?.isTop ?? false,
    startDate: board?.startDate ?? '',
    endDate: board?.endDate ?? '',
  };
  const form = useSchemaForm(adminBoardBodySchema, { defaultValues: defaults });
  const type = form.watch('boardType') as BoardType;
  const html = form.watch('contentHtml') as string;
  const categories = categoriesOf(type);

  const onSubmit = form.handleSubmit(async (body) => {
    setSaved('');
    try {
      const { boardNo: savedNo } = await save.mutateAsync({ boardNo, body });
      setSaved(CONTENT_MSG.saved);
      if (boardNo === null) {
        setParams((prev) => {
          const next = new URLSearchParams(prev);
          next.set('edit', String(savedNo));
          return next;
        });
      }
    } catch (error) {
      showServerMessage(form, thrownMessage(error), {
        fields: ['title', 'boardType', 'category', 'contentHtml', 'startDate', 'endDate'],
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className={editorStyles.layout}>
      <div className={editorStyles.head}>
        <h2 className={editorStyles.heading}>{boardNo === null ? M.newTitle : M.editTitle(boardNo)}</h2>
        <div className={styles.rowActions}>
          <BackButton />
          <Button type="submit" disabled={save.isPending}>
            {CONTENT_MSG.save}
          </Button>
        </div>
      </div>
      <FormAlert>{formAlertOf(form)}</FormAlert>
      <div className={styles.formGrid}>
        <TextField
          className={styles.wide}
          label={M.title}
          maxLength={200}
          autoComplete="off"
          {...fieldProps(form, 'title')}
        />
        <SelectField
          label={M.type}
          placeholder={M.type}
          options={BOARD_TYPES.map((t) => ({ value: t, label: BOARD_TYPE_LABELS[t] }))}
          {...form.register('boardType', {
            onChange: () => form.setValue('category', ''),
          })}
          error={errorOf(form.formState.errors, 'boardType')}
        />
        {categories.length > 0 ? (
          <SelectField
            label={M.category}
            placeholder={M.categoryNone}
            options={categories.map((c) => ({ value: c.code, label: c.label }))}
            {...form.register('category')}
            error={errorOf(form.formState.errors, 'category')}
          />
        ) : (
          <div />
        )}
        <SelectField
          label={M.status}
          placeholder={M.status}
          options={[
            { value: 'ACTIVE', label: M.statusActive },
            { value: 'HIDDEN', label: M.statusHidden },
          ]}
          {...form.register('boardStatus')}
          error={errorOf(form.formState.errors, 'boardStatus')}
        />
        <div className={editorStyles.check}>
          <Checkbox label={M.isTop} {...form.register('isTop')} />
        </div>
        <TextField label={M.startDate} type="date" optional {...fieldProps(form, 'startDate')} />
        <TextField
          label={M.endDate}
          type="date"
          optional
          hint={M.windowHint}
          {...fieldProps(form, 'endDate')}
        />
      </div>
      <div className={editorStyles.panes}>
        <div className={editorStyles.pane}>
          <span id={bodyLabelId} className={editorStyles.paneTitle}>
            {M.body}
          </span>
          <RichTextEditor
            initialHtml={defaults.contentHtml}
            labelId={bodyLabelId}
            describedBy={bodyHintId}
            onChange={(next) =>
              form.setValue('contentHtml', next, { shouldDirty: true, shouldValidate: true })
            }
          />
          <p id={bodyHintId} className={styles.hint}>
            {M.sanitizedNote}
          </p>
          {errorOf(form.formState.errors, 'contentHtml') && (
            <p className={styles.error} role="alert">
              {errorOf(form.formState.errors, 'contentHtml')}
            </p>
          )}
        </div>
        <AdminSection title={M.preview}>
          {html.trim() === '' ? <p className={styles.hint}>{M.previewEmpty}</p> : <BoardHtml html={html} />}
        </AdminSection>
      </div>
    </form>
  );
}
