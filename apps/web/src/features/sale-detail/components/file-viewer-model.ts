import { isApiError } from '../../../shared/api/api-error.ts';
import { MEDIA_MSG } from './media-messages.ts';

/*
 * What the file viewer decides before drawing anything, free of the DOM so it can be tested: how to show a
 * file, what a failure means to the user, and how far the download has come.
 */

/** image: drawn in an <img>; pdf: drawn page by page with pdf.js; unsupported: a message and the download. */
export type ViewerKind = 'image' | 'pdf' | 'unsupported';

/** The formats spec 02 §2 lists: png, jpg, jpeg, gif, svg and PDF. */
const IMAGE_TYPES: Record<string, true> = {
  'image/png': true,
  'image/jpeg': true,
  'image/jpg': true,
  'image/pjpeg': true,
  'image/gif': true,
  'image/svg+xml': true,
};
const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'svg']);
/** Types that say nothing about the content: the name's extension decides then. */
const VAGUE_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream', 'application/download']);

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0
    ? ''
    : name
        .slice(dot + 1)
        .trim()
        .toLowerCase();
};

/**
 * How to show a file: by its type (the served one first, then the one the listing gave), and by the name's
 * extension only when no type says anything. A type that names another format (a .pdf served as
 * text/html) is not shown as that format.
 */
export function viewerKind(types: readonly (string | null | undefined)[], name: string): ViewerKind {
  const type = types
    .map((value) => (value ?? '').split(';')[0]?.trim().toLowerCase() ?? '')
    .find((value) => !VAGUE_TYPES.has(value));
  if (type !== undefined) {
    if (IMAGE_TYPES[type]) return 'image';
    return type === 'application/pdf' ? 'pdf' : 'unsupported';
  }
  const extension = extensionOf(name);
  if (IMAGE_EXTENSIONS.has(extension)) return 'image';
  return extension === 'pdf' ? 'pdf' : 'unsupported';
}

export interface ViewerFailure {
  /** login: the viewer offers to sign in. */
  kind: 'login' | 'notFound' | 'other';
  title: string;
  detail: string | null;
}

/** A failed download as the user reads it: 401 asks to sign in, 404 says the file is gone. */
export function viewerFailure(error: unknown): ViewerFailure {
  const copy = MEDIA_MSG.file;
  if (isApiError(error)) {
    if (error.status === 401) return { kind: 'login', title: copy.loginRequired, detail: copy.loginHint };
    if (error.status === 404) return { kind: 'notFound', title: copy.notFound, detail: copy.notFoundHint };
    return { kind: 'other', title: copy.failed, detail: error.message };
  }
  return { kind: 'other', title: copy.failed, detail: null };
}

/** Whole percent of a download with a known size, or null to show an indeterminate bar. */
export function progressPercent(loaded: number, total: number | null): number | null {
  if (total === null || total <= 0) return null;
  return Math.min(100, Math.floor((loaded / total) * 100));
}

/**
 * The name a saved copy gets: the document's Korean name, with the extension of what was served
 * ('등기부등본' served as a PDF saves as '등기부등본.pdf'), and no characters a file system refuses.
 */
export function savedFileName(name: string, kind: ViewerKind, mime: string): string {
  const safe = [...name].map((c) => (c < ' ' || '\\/:*?"<>|'.includes(c) ? '_' : c)).join('');
  const clean = safe.trim() || '파일';
  if (IMAGE_EXTENSIONS.has(extensionOf(clean)) || extensionOf(clean) === 'pdf') return clean;
  if (kind === 'pdf') return `${clean}.pdf`;
  const imageExtension: Record<string, string> = {
    'image/png': 'png',
    'image/jpeg': 'jpg',
    'image/gif': 'gif',
    'image/svg+xml': 'svg',
  };
  const extension = imageExtension[mime];
  return extension ? `${clean}.${extension}` : clean;
}
