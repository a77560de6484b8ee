import { type Dispatch, type SetStateAction, useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { thrownMessage } from '../../../shared/api/server-error.ts';
import { cx } from '../../../shared/ui/cx.ts';
import { formStyles } from '../../../shared/ui/form/fields.tsx';
import { checkUpload } from '../../../shared/ui/form/files.ts';
import { IconChevronLeft, IconChevronRight, IconTrash, IconUpload } from '../../../shared/ui/icons.tsx';
import { uploadFile } from '../api/upload-file.ts';
import { DETAIL_MSG } from '../messages-detail.ts';
import { makeMain, move, type Photo, removePhoto, roomLeft, updatePhoto } from './photo-list.ts';
import styles from './photo-uploader.module.css';
import { stepFormStyles } from './step-fields.tsx';

const M = DETAIL_MSG.photos;

interface PhotoUploaderProps {
  photos: readonly Photo[];
  setPhotos: Dispatch<SetStateAction<Photo[]>>;
  /** From the form: the main photo is missing, or the server refused the photos. */
  error?: string | undefined;
}

let nextKey = 1;
const newKey = () => `photo-${Date.now().toString(36)}-${nextKey++}`;

/**
 * The listing's photos: picked several at a time (a phone offers its camera for image/*), each uploaded at
 * once with its own progress bar, then arranged — dragged on a desktop, or moved with the buttons, which a
 * keyboard and a screen reader reach too. A failed upload keeps its place and says why, with a retry.
 */
export function PhotoUploader({ photos, setPhotos, error }: PhotoUploaderProps) {
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragKey, setDragKey] = useState<string | null>(null);
  /** The picked files, kept for a retry; and each running upload, to stop it when its photo goes. */
  const filesRef = useRef(new Map<string, File>());
  const uploadsRef = useRef(new Map<string, AbortController>());
  const localUrlsRef = useRef(new Map<string, string>());

  useEffect(() => {
    const uploads = uploadsRef.current;
    const urls = localUrlsRef.current;
    return () => {
      for (const controller of uploads.values()) controller.abort();
      for (const url of urls.values()) URL.revokeObjectURL(url);
    };
  }, []);

  const dropLocalUrl = (key: string) => {
    const url = localUrlsRef.current.get(key);
    if (url) URL.revokeObjectURL(url);
    localUrlsRef.current.delete(key);
  };

  const upload = (key: string, file: File) => {
    uploadsRef.current.get(key)?.abort();
    const controller = new AbortController();
    uploadsRef.current.set(key, controller);
    setPhotos((current) => updatePhoto(current, key, { status: 'uploading', progress: 0, error: null }));
    uploadFile(
      file,
      'saleImage',
      (fraction) => setPhotos((current) => updatePhoto(current, key, { progress: fraction })),
      controller.signal,
    ).then(
      (entity) => {
        uploadsRef.current.delete(key);
        filesRef.current.delete(key);
        setPhotos((current) =>
          updatePhoto(current, key, {
            status: 'done',
            progress: 1,
            fileId: entity.fileId,
            previewUrl: entity.previewUrl ?? localUrlsRef.current.get(key) ?? null,
          }),
        );
        if (entity.previewUrl) dropLocalUrl(key);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        uploadsRef.current.delete(key);
        setPhotos((current) =>
          updatePhoto(current, key, {
            status: 'failed',
            error: isApiError(failure) ? failure.message : thrownMessage(failure),
          }),
        );
      },
    );
  };

  const pick = (picked: readonly File[]) => {
    const images: File[] = [];
    let refused: string | null = null;
    for (const file of picked) {
      const problem = checkUpload(file, { imageOnly: true });
      if (problem) refused = M.notImage;
      else images.push(file);
    }
    const room = roomLeft(photos);
    const taken = images.slice(0, room);
    setNotice(images.length > room ? M.tooMany(room) : refused);
    if (taken.length === 0) return;
    const added: Photo[] = taken.map((file) => {
      const key = newKey();
      const url = URL.createObjectURL(file);
      localUrlsRef.current.set(key, url);
      filesRef.current.set(key, file);
      return {
        key,
        fileId: null,
        fileName: file.name,
        previewUrl: url,
        status: 'uploading',
        progress: 0,
        error: null,
      };
    });
    setPhotos((current) => [...current, ...added]);
    for (const photo of added) {
      const file = filesRef.current.get(photo.key);
      if (file) upload(photo.key, file);
    }
  };

  const remove = (photo: Photo) => {
    uploadsRef.current.get(photo.key)?.abort();
    uploadsRef.current.delete(photo.key);
    filesRef.current.delete(photo.key);
    dropLocalUrl(photo.key);
    setPhotos((current) => removePhoto(current, photo.key));
    setNotice(null);
    setAnnouncement(M.removed);
  };

  const shift = (index: number, to: number) => {
    const photo = photos[index];
    if (!photo) return;
    setPhotos((current) => move(current, index, to));
    setAnnouncement(to === 0 ? M.madeMain : M.moved(M.photoName(index), to + 1));
  };

  const shownError = notice ?? error ?? null;
  const full = roomLeft(photos) === 0;

  return (
    <fieldset className={cx(stepFormStyles.section, styles.fieldset)} aria-describedby={messageId}>
      <legend className={stepFormStyles.legend}>
        {M.legend}
        <span className={styles.count}>{M.count(photos.length)}</span>
      </legend>
      <p id={messageId} className={cx(formStyles.message, shownError ? formStyles.error : formStyles.hint)}>
        {shownError ?? M.hint}
      </p>
      <ol className={styles.grid}>
        {photos.map((photo, index) => (
          <li
            key={photo.key}
            className={cx(styles.item, dragKey === photo.key && styles.dragging)}
            draggable={photo.status !== 'uploading'}
            onDragStart={(event) => {
              setDragKey(photo.key);
              event.dataTransfer.effectAllowed = 'move';
            }}
            onDragEnd={() => setDragKey(null)}
            onDragOver={(event) => {
              if (dragKey !== null) event.preventDefault();
            }}
            onDrop={(event) => {
              event.preventDefault();
              const from = photos.findIndex((candidate) => candidate.key === dragKey);
              setDragKey(null);
              if (from >= 0 && from !== index) shift(from, index);
            }}
            aria-label={M.photoName(index)}
          >
            <div className={styles.frame}>
              {photo.previewUrl ? (
                <img
                  src={photo.previewUrl}
                  alt={photo.fileName || M.photoName(index)}
                  className={styles.thumb}
                />
              ) : (
                <span className={styles.thumb} />
              )}
              {index === 0 && <span className={styles.mainBadge}>{M.main}</span>}
              {photo.status === 'uploading' && (
                <div className={styles.progressBox}>
                  <progress
                    className={styles.progress}
                    max={100}
                    value={Math.round(photo.progress * 100)}
                    aria-label={`${M.photoName(index)} ${M.uploading(Math.round(photo.progress * 100))}`}
                  />
                  <span className={styles.progressText} aria-hidden="true">
                    {M.uploading(Math.round(photo.progress * 100))}
                  </span>
                </div>
              )}
              {photo.status === 'failed' && (
                <div className={styles.failedBox} role="alert">
                  <span className={styles.failedText}>{photo.error ?? M.failed}</span>
                  {filesRef.current.has(photo.key) && (
                    <button
                      type="button"
                      className={styles.retry}
                      onClick={() => {
                        const file = filesRef.current.get(photo.key);
                        if (file) upload(photo.key, file);
                      }}
                    >
                      {M.retry}
                    </button>
                  )}
                </div>
              )}
            </div>
            <div className={styles.tools}>
              <button
                type="button"
                className={styles.tool}
                aria-label={`${M.photoName(index)} ${M.moveLeft}`}
                disabled={index === 0}
                onClick={() => shift(index, index - 1)}
              >
                <IconChevronLeft size={18} />
              </button>
              {index === 0 ? (
                <span className={styles.mainLabel}>{M.main}</span>
              ) : (
                <button
                  type="button"
                  className={styles.makeMain}
                  aria-label={`${M.photoName(index)} ${M.makeMain}`}
                  disabled={photo.status !== 'done'}
                  onClick={() => {
                    setPhotos((current) => makeMain(current, photo.key));
                    setAnnouncement(M.madeMain);
                  }}
                >
                  {M.main}
                </button>
              )}
              <button
                type="button"
                className={styles.tool}
                aria-label={`${M.photoName(index)} ${M.moveRight}`}
                disabled={index === photos.length - 1}
                onClick={() => shift(index, index + 1)}
              >
                <IconChevronRight size={18} />
              </button>
              <button
                type="button"
                className={cx(styles.tool, styles.remove)}
                aria-label={`${M.photoName(index)} ${M.remove}`}
                onClick={() => remove(photo)}
              >
                <IconTrash size={18} />
              </button>
            </div>
          </li>
        ))}
        {!full && (
          <li className={styles.addItem}>
            <label htmlFor={inputId} className={cx(styles.add, shownError && styles.invalid)}>
              <IconUpload size={22} />
              <span>{M.add}</span>
            </label>
            <input
              id={inputId}
              type="file"
              multiple
              accept="image/*"
              name="saleMainImageFile"
              className="visually-hidden"
              aria-label={M.add}
              aria-invalid={shownError ? true : undefined}
              aria-describedby={messageId}
              onChange={(event) => {
                const picked = Array.from(event.target.files ?? []);
                // Cleared so picking the same photo again after deleting it still fires a change.
                event.target.value = '';
                pick(picked);
              }}
            />
          </li>
        )}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
