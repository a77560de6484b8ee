import { SALE_IMAGES_MAX } from '@ansim/domain';
import type { SaleStepData } from '../../../stores/sales-store.ts';

/**
 * The listing's photos as the broker arranges them. The first is the main photo (대표 사진): choosing
 * another as main moves it to the front, so what the broker sees first is what the cards show.
 */
export interface Photo {
  /** Stable while the photo is on screen (React key, drag handle). */
  key: string;
  /** The upload id once POST /common/upload answered. */
  fileId: string | null;
  fileName: string;
  /** The server's card-size URL, or a local object URL while the upload runs. */
  previewUrl: string | null;
  status: 'uploading' | 'done' | 'failed';
  /** 0…1 while uploading. */
  progress: number;
  /** The server's Korean message when the upload failed. */
  error: string | null;
}

/** What a saved photo needs to be shown again after a reload: its name and preview, by upload id. */
export type PhotoFiles = Record<string, { fileName: string; previewUrl: string | null }>;

export const move = (photos: readonly Photo[], from: number, to: number): Photo[] => {
  if (from === to || from < 0 || to < 0 || from >= photos.length || to >= photos.length) return [...photos];
  const next = [...photos];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
};

export const makeMain = (photos: readonly Photo[], key: string): Photo[] =>
  move(
    photos,
    photos.findIndex((photo) => photo.key === key),
    0,
  );

export const removePhoto = (photos: readonly Photo[], key: string): Photo[] =>
  photos.filter((photo) => photo.key !== key);

export const updatePhoto = (photos: readonly Photo[], key: string, change: Partial<Photo>): Photo[] =>
  photos.map((photo) => (photo.key === key ? { ...photo, ...change } : photo));

/** How many more photos fit. */
export const roomLeft = (photos: readonly Photo[]): number => Math.max(0, SALE_IMAGES_MAX - photos.length);

/** The save's fields: the first uploaded photo is the main one, the others follow in order. */
export function photoFields(photos: readonly Photo[]): {
  saleMainImageFile: string | null;
  saleSubImageFile: string[];
} {
  const ids = photos.flatMap((photo) => (photo.status === 'done' && photo.fileId ? [photo.fileId] : []));
  return { saleMainImageFile: ids[0] ?? null, saleSubImageFile: ids.slice(1) };
}

/** Name and preview of each uploaded photo, kept with the step so a reload can draw them again. */
export function photoFiles(photos: readonly Photo[]): PhotoFiles {
  const files: PhotoFiles = {};
  for (const photo of photos) {
    if (photo.status !== 'done' || !photo.fileId) continue;
    // A local object URL dies with the page: keep it only as long as there is no server preview.
    const previewUrl = photo.previewUrl?.startsWith('blob:') ? null : photo.previewUrl;
    files[photo.fileId] = { fileName: photo.fileName, previewUrl };
  }
  return files;
}

const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The photos of a stored step (a reload, or a saved listing loaded for modify/continue). */
export function photosFromStep(step: SaleStepData | undefined): Photo[] {
  if (!step) return [];
  const filesValue = step.files;
  const files =
    typeof filesValue === 'object' && filesValue !== null && !Array.isArray(filesValue) ? filesValue : {};
  const sub = Array.isArray(step.saleSubImageFile) ? step.saleSubImageFile.filter(isString) : [];
  const ids = [...(isString(step.saleMainImageFile) ? [step.saleMainImageFile] : []), ...sub];
  return ids.map((fileId) => {
    const file = files[fileId];
    const info = typeof file === 'object' && file !== null && !Array.isArray(file) ? file : {};
    return {
      key: fileId,
      fileId,
      fileName: isString(info.fileName) ? info.fileName : '',
      previewUrl: isString(info.previewUrl) ? info.previewUrl : null,
      status: 'done',
      progress: 1,
      error: null,
    };
  });
}
