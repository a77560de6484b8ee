import { type Ref, useEffect, useId, useState } from 'react';
import { AUTH_MSG } from '../../messages-auth.ts';
import { cx } from '../cx.ts';
import { IconFile, IconTrash, IconUpload } from '../icons.tsx';
import { formStyles } from './fields.tsx';
import styles from './file-picker.module.css';
import { checkUpload, formatFileSize, IMAGE_ACCEPT, isImageFile, UPLOAD_ACCEPT } from './files.ts';

interface FilePickerProps {
  label: string;
  /** Marked 선택 when not required. */
  optional?: boolean;
  imageOnly?: boolean;
  file: File | null;
  onChange: (file: File | null) => void;
  /** From outside: required on submit, or the server refused the file. */
  error?: string | null | undefined;
  name?: string;
  /** The file input, so that a form can focus it when the document is missing. */
  inputRef?: Ref<HTMLInputElement>;
}

/** An object URL for an image preview, revoked when the file changes or the picker goes away. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !isImageFile(file)) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * A document or photo for sign-up: checked for type and size as it is picked, then shown with a preview
 * (images) or its name (PDF), and can be replaced or removed. The input stays in the page, visually hidden,
 * so it is reachable by keyboard and by assistive technology.
 */
export function FilePicker({
  label,
  optional,
  imageOnly = false,
  file,
  onChange,
  error,
  name,
  inputRef,
}: FilePickerProps) {
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const [pickError, setPickError] = useState<string | null>(null);
  const preview = usePreviewUrl(file);
  const shownError = pickError ?? error ?? null;

  return (
    <div className={formStyles.field}>
      <span className={formStyles.label}>
        {label}
        {optional && <span className={formStyles.tag}>{AUTH_MSG.form.optional}</span>}
      </span>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        name={name}
        className={cx('visually-hidden', styles.input)}
        accept={imageOnly ? IMAGE_ACCEPT : UPLOAD_ACCEPT}
        aria-label={label}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={messageId}
        onChange={(event) => {
          const picked = event.target.files?.[0] ?? null;
          // Clear the input so picking the same file again after removing it still fires a change.
          event.target.value = '';
          if (!picked) return;
          const problem = checkUpload(picked, { imageOnly });
          setPickError(problem);
          if (!problem) onChange(picked);
        }}
      />
      {file ? (
        <div className={cx(styles.card, shownError && styles.invalid)}>
          {preview ? (
            <img src={preview} alt="" className={styles.thumb} />
          ) : (
            <span className={styles.thumbIcon}>
              <IconFile size={26} />
            </span>
          )}
          <span className={styles.meta}>
            <span className={styles.name}>{file.name}</span>
            <span className={styles.size}>{formatFileSize(file.size)}</span>
          </span>
          <label htmlFor={inputId} className={styles.replace}>
            {AUTH_MSG.extra.replace}
          </label>
          <button
            type="button"
            className={styles.remove}
            aria-label={AUTH_MSG.extra.remove(label)}
            onClick={() => {
              setPickError(null);
              onChange(null);
            }}
          >
            <IconTrash size={20} />
          </button>
        </div>
      ) : (
        <label htmlFor={inputId} className={cx(styles.drop, shownError && styles.invalid)}>
          <IconUpload size={22} />
          <span className={styles.dropText}>{AUTH_MSG.extra.choose}</span>
        </label>
      )}
      <p id={messageId} className={cx(formStyles.message, shownError ? formStyles.error : formStyles.hint)}>
        {shownError ?? AUTH_MSG.extra.filesHint}
      </p>
    </div>
  );
}
