import { UPLOAD_RULES } from '@ansim/domain/contract';
import { AUTH_MSG } from '../../messages-auth.ts';

const EXTENSION_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** The file's type as the browser says, or from its extension when the browser does not know. */
export const fileTypeOf = (file: File): string =>
  file.type || EXTENSION_TYPES[file.name.split('.').pop()?.toLowerCase() ?? ''] || '';

export const isImageFile = (file: File) => fileTypeOf(file).startsWith('image/');

/**
 * The same limits the server applies (images or PDF, 10 MB each), checked before the upload so nobody waits
 * for a refusal. The server still sniffs the content.
 */
export function checkUpload(file: File, { imageOnly = false } = {}): string | null {
  const type = fileTypeOf(file);
  if (!(UPLOAD_RULES.types as readonly string[]).includes(type)) return AUTH_MSG.extra.fileType;
  if (imageOnly && !type.startsWith('image/')) return AUTH_MSG.extra.imageOnly;
  if (file.size > UPLOAD_RULES.maxBytes) return AUTH_MSG.extra.fileSize;
  return null;
}

/** 1536 → '1.5KB', 2_400_000 → '2.3MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes}B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)}KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)}MB`;
}

export const UPLOAD_ACCEPT = [...UPLOAD_RULES.types, '.pdf', '.jpg', '.jpeg', '.png', '.gif', '.webp'].join(
  ',',
);
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';
