import { useEffect, useId, useRef, useState } from 'react';
import { thrownMessage } from '../../../shared/api/server-error.ts';
import { cx } from '../../../shared/ui/cx.ts';
import { formStyles } from '../../../shared/ui/form/fields.tsx';
import { checkUpload, UPLOAD_ACCEPT } from '../../../shared/ui/form/files.ts';
import { IconFile, IconTrash, IconUpload } from '../../../shared/ui/icons.tsx';
import { uploadFile } from '../api/upload-file.ts';
import { SALE_FORM_MSG } from '../messages.ts';
import styles from './grade-document-upload.module.css';

const M = SALE_FORM_MSG.grade;

interface Uploading {
  fileName: string;
  percent: number;
}

/**
 * One private document of the grade step (등기부등본, 건축물대장): uploaded at once through
 * POST /common/upload with its progress shown, then kept by its id with its name; removable.
 */
export function GradeDocumentUpload({
  label,
  name,
  fileId,
  fileName,
  onChange,
}: {
  label: string;
  name: string;
  fileId: string | null;
  fileName: string | null;
  onChange: (file: { fileId: string; fileName: string } | null) => void;
}) {
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const [uploading, setUploading] = useState<Uploading | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const upload = async (file: File) => {
    const problem = checkUpload(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setUploading({ fileName: file.name, percent: 0 });
    try {
      const entity = await uploadFile(
        file,
        'saleDocument',
        (fraction) => setUploading({ fileName: file.name, percent: Math.round(fraction * 100) }),
        controller.signal,
      );
      onChange({ fileId: entity.fileId, fileName: entity.fileName });
    } catch (cause) {
      if (controller.signal.aborted) return;
      setError(
        cause instanceof Error && cause.name === 'AbortError' ? null : thrownMessage(cause) || M.uploadFailed,
      );
    } finally {
      if (abort.current === controller) {
        abort.current = null;
        setUploading(null);
      }
    }
  };

  return (
    <div className={formStyles.field}>
      <span className={formStyles.label} id={`${inputId}-label`}>
        {label}
      </span>
      <input
        id={inputId}
        type="file"
        name={name}
        className="visually-hidden"
        accept={UPLOAD_ACCEPT}
        aria-labelledby={`${inputId}-label`}
        aria-describedby={error ? messageId : undefined}
        aria-invalid={error ? true : undefined}
        disabled={uploading !== null}
        onChange={(event) => {
          const picked = event.target.files?.[0] ?? null;
          // Cleared so that picking the same file again after removing it still fires.
          event.target.value = '';
          if (picked) void upload(picked);
        }}
      />
      {uploading ? (
        <div className={styles.card}>
          <span className={styles.icon}>
            <IconFile size={22} />
          </span>
          <span className={styles.meta}>
            <span className={styles.name}>{uploading.fileName}</span>
            <span
              className={styles.progress}
              role="progressbar"
              aria-label={M.uploading(uploading.percent)}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={uploading.percent}
            >
              <span className={styles.progressFill} style={{ width: `${uploading.percent}%` }} />
            </span>
            <span className={styles.state}>{M.uploading(uploading.percent)}</span>
          </span>
        </div>
      ) : fileId ? (
        <div className={styles.card}>
          <span className={cx(styles.icon, styles.done)}>
            <IconFile size={22} />
          </span>
          <span className={styles.meta}>
            <span className={styles.name}>{fileName ?? label}</span>
            <span className={styles.state}>{M.uploaded}</span>
          </span>
          <label htmlFor={inputId} className={styles.replace}>
            {M.replace}
          </label>
          <button
            type="button"
            className={styles.remove}
            aria-label={M.remove(label)}
            onClick={() => {
              setError(null);
              onChange(null);
            }}
          >
            <IconTrash size={20} />
          </button>
        </div>
      ) : (
        <label htmlFor={inputId} className={cx(styles.drop, error && styles.invalid)}>
          <IconUpload size={20} />
          <span>{M.choose}</span>
        </label>
      )}
      {error && (
        <p id={messageId} className={cx(formStyles.message, formStyles.error)} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
