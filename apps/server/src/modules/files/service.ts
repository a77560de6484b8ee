import { randomUUID } from 'node:crypto';
import { SITE_NAME } from '@ansim/domain';
import type { DbOrTransaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import {
  type FileStore,
  newStorageKey,
  type PreparedFile,
  prepareUpload,
  type UploadRefusal,
} from '../../platform/storage/files.ts';
import { watermarkFile } from '../../platform/watermark/file.ts';
import { type AuthContext, assertSelfOrAdmin } from '../auth/service.ts';
import {
  DEMO_DOCUMENT_PREFIX,
  demoStorageKey,
  isRegistryKind,
  renderDemoDocument,
} from './demo-documents.ts';
import type { FilesRepo, RegistryDocumentRow, StoredFileRow } from './repo.ts';
import type { PrivateFile, ViewedFile } from './serve.ts';

/** An upload checked and re-encoded, with the key it will be stored under. */
export interface AcceptedFile {
  file: PreparedFile;
  key: string;
  /** The form field it came in, for the refusal's `field`. */
  field: string;
  filename: string;
}

/** The file-rejected envelope's message per refusal; undefined keeps the table's (type and size). */
const REFUSAL_MESSAGES: Record<UploadRefusal, string | undefined> = {
  TYPE: undefined,
  PDF_ACTIVE:
    '자동 실행, 스크립트, 첨부 파일 같은 실행 요소가 들어 있는 PDF는 올릴 수 없습니다. PDF로 인쇄해 저장한 파일을 올려주세요.',
  PDF_UNREADABLE: '암호가 걸려 있거나 열 수 없는 PDF는 올릴 수 없습니다. 암호를 해제한 PDF를 올려주세요.',
};

/** A visitor asking for any stored file (registry documents are for signed-in users only). */
const SIGN_IN_TO_VIEW = '로그인 후 열람할 수 있습니다. 로그인해주세요.';

/** The document's name when the uploader's is unknown, by registry kind. */
const REGISTRY_LABELS: Record<string, string> = {
  REGISTER_COPY: '등기부등본',
  BUILDING_REGISTER: '건축물대장',
};

/** The uploader's name with the extension of what is actually sent ('scan.gif' sent as PNG is 'scan.png'). */
const nameWithExt = (name: string, ext: string) => `${name.replace(/\.[A-Za-z0-9]{1,5}$/, '')}.${ext}`;

/** Reads an object, or null when it cannot be read (missing, or a key the store refuses). */
async function readOrNull(store: FileStore, key: string): Promise<Buffer | null> {
  try {
    return await store.get(key);
  } catch {
    return null;
  }
}

/**
 * The files service of DESIGN.md: uploads are checked from their content, written whole under a random
 * key before the rows that reference them commit (the sweeper removes what no row references), and read
 * back by stored id only, with the caller's right checked.
 */
export function createFilesService({ repo, store }: { repo: FilesRepo; store: FileStore }) {
  /**
   * The bytes of a registry document. A demo listing's document (its key under demo-documents/) has a row
   * and no object: the first view writes it from the listing's row, stores it and records its key and size,
   * so later views and the sweeper see an ordinary stored file.
   */
  const registryBytes = async (file: StoredFileRow, document: RegistryDocumentRow): Promise<Buffer> => {
    if (!file.storageKey.startsWith(DEMO_DOCUMENT_PREFIX)) return store.get(file.storageKey);
    const key = demoStorageKey(file.storageKey);
    const stored = await readOrNull(store, key);
    if (stored) return stored;
    const facts = await repo.demoDocumentFacts(document.saleNo);
    if (!facts || !isRegistryKind(document.kind)) throw new AppError('NOT_FOUND');
    const pdf = await renderDemoDocument(document.kind, facts);
    await store.put(key, pdf);
    await repo.storedDemoDocument(file.fileId, { storageKey: key, size: pdf.length });
    return pdf;
  };

  return {
    /** Checks an upload; refuses it with the file-rejected envelope naming the field. */
    async accept(upload: { field: string; filename: string; data: Buffer }, folder: string) {
      const checked = await prepareUpload(upload.data);
      if (!checked.ok)
        throw new AppError('FILE_REJECTED', REFUSAL_MESSAGES[checked.refusal], { field: upload.field });
      return {
        file: checked.file,
        key: newStorageKey(folder, checked.file.ext),
        field: upload.field,
        filename: upload.filename,
      } satisfies AcceptedFile;
    },

    /** Writes accepted files, before the transaction that records them. */
    async write(accepted: readonly AcceptedFile[]) {
      for (const a of accepted) await store.put(a.key, a.file.data);
    },

    /** Removes written files whose transaction rolled back for certain (else the sweeper decides). */
    async discard(accepted: readonly AcceptedFile[]) {
      await Promise.allSettled(accepted.map((a) => store.remove(a.key)));
    },

    /** Inside the caller's transaction: the row that keeps a written file. */
    async record(a: AcceptedFile, owner: { userNo: number; kind: string }, tx: DbOrTransaction) {
      await repo.record(
        {
          fileId: randomUUID(),
          ownerUserNo: owner.userNo,
          kind: owner.kind,
          mime: a.file.mime,
          size: a.file.data.length,
          storageKey: a.key,
          originalName: a.filename.slice(0, 255),
        },
        tx,
      );
    },

    /** Documents of an account: its owner and the operator only. */
    async listOf(caller: AuthContext, userNo: number) {
      assertSelfOrAdmin(caller, userNo);
      const rows = await repo.ownedBy(userNo);
      return rows.map((f) => ({
        fileId: f.fileId,
        kind: f.kind,
        mime: f.mime,
        size: f.size,
        originalName: f.originalName,
        createdAt: f.createdAt.toISOString(),
      }));
    },

    /** By stored id only, never by a client-given path. */
    async read(caller: AuthContext, fileId: string): Promise<PrivateFile> {
      const file = await repo.findById(fileId);
      if (!file || file.ownerUserNo === null) throw new AppError('NOT_FOUND');
      assertSelfOrAdmin(caller, file.ownerUserNo);
      return {
        mime: file.mime,
        data: await store.get(file.storageKey),
        name: file.originalName ?? file.fileId,
      };
    },

    /**
     * GET /common/download: a stored file by id, with the viewer and the source burned in, the view
     * recorded before a byte is sent. A listing's registry document: any signed-in user while the listing
     * is open, its owner and the operator always (a closed listing's is 404 to others, as the listing is).
     * Any other file (an account's licence): its owner and the operator, as `read`.
     */
    async download(caller: AuthContext | null, fileId: string): Promise<ViewedFile> {
      if (!caller) throw new AppError('UNAUTHORIZED', SIGN_IN_TO_VIEW);
      const file = await repo.findById(fileId);
      if (!file) throw new AppError('NOT_FOUND');
      const document = await repo.registryDocumentOf(fileId);
      let data: Buffer;
      if (document) {
        const privileged = caller.userNo === document.ownerUserNo || caller.userType === 'ADMIN';
        if (document.status !== 'ACTIVE' && !privileged) throw new AppError('NOT_FOUND');
        data = await registryBytes(file, document);
      } else {
        if (file.ownerUserNo === null) throw new AppError('NOT_FOUND');
        assertSelfOrAdmin(caller, file.ownerUserNo);
        data = await store.get(file.storageKey);
      }
      const viewer = (await repo.loginIdOf(caller.userNo)) ?? `회원번호 ${caller.userNo}`;
      const marked = await watermarkFile(
        { data, mime: file.mime },
        { source: document?.company || SITE_NAME, viewer, viewedAt: new Date() },
      );
      await repo.recordView({ fileId, userNo: caller.userNo, saleNo: document?.saleNo ?? null });
      const name =
        file.originalName ??
        (document ? `${REGISTRY_LABELS[document.kind] ?? '서류'}_${document.saleNo}` : fileId);
      return {
        mime: marked.mime,
        data: marked.data,
        name: nameWithExt(name, marked.ext),
        // The detail page's viewer shows a registry document in place; an account's documents stay a
        // download, as /files/{fileId} sends them.
        disposition: document ? 'inline' : 'attachment',
      };
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
