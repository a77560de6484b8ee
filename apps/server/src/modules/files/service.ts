import { randomUUID } from 'node:crypto';
import { SITE_NAME } from '@ansim/domain';
import { DOWNLOAD_LINK_TTL_SECONDS } from '@ansim/domain/contract';
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
import type { AuditEntry } from '../audit/audit.ts';
import { type AuthContext, assertSelfOrAdmin } from '../auth/service.ts';
import {
  DEMO_DOCUMENT_PREFIX,
  demoStorageKey,
  isRegistryKind,
  renderDemoDocument,
} from './demo-documents.ts';
import { createDownloadLinks } from './download-links.ts';
import type { FilesRepo, RegistryDocumentRow, StoredFileRow } from './repo.ts';
import type { PrivateFile, ViewedFile } from './serve.ts';

/** Who views a file: a session's caller, or the user a download link was issued to. */
type Viewer = Pick<AuthContext, 'userNo' | 'userType'>;

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
export function createFilesService({
  repo,
  store,
  linkSecret,
}: {
  repo: FilesRepo;
  store: FileStore;
  /** The server's secret, from which download links' key is derived (download-links.ts). */
  linkSecret: string;
}) {
  const links = createDownloadLinks(linkSecret, DOWNLOAD_LINK_TTL_SECONDS);

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

  /**
   * The file and, for a registry document, its listing, if `viewer` may view it (else 404 or 403): the
   * rules of `download`, without reading or recording anything.
   */
  const viewable = async (viewer: Viewer, fileId: string) => {
    const file = await repo.findById(fileId);
    if (!file) throw new AppError('NOT_FOUND');
    const document = await repo.registryDocumentOf(fileId);
    if (document) {
      const privileged = viewer.userNo === document.ownerUserNo || viewer.userType === 'ADMIN';
      if (document.status !== 'ACTIVE' && !privileged) throw new AppError('NOT_FOUND');
    } else {
      if (file.ownerUserNo === null) throw new AppError('NOT_FOUND');
      assertSelfOrAdmin(viewer, file.ownerUserNo);
    }
    return { file, document };
  };

  /** The audit row of the operator reading a private file: a listing's registry document or an account's. */
  const operatorRead = (file: StoredFileRow, document: RegistryDocumentRow | null): AuditEntry =>
    document
      ? {
          action: 'sale.document.view',
          targetType: 'file',
          targetId: file.fileId,
          after: { saleNo: document.saleNo, kind: document.kind, name: file.originalName },
        }
      : {
          action: 'member.document.view',
          targetType: 'file',
          targetId: file.fileId,
          after: { userNo: file.ownerUserNo, name: file.originalName },
        };

  /** The watermarked copy for `viewer` (named in the mark as `name`), its view recorded first. */
  const viewed = async (
    { file, document }: { file: StoredFileRow; document: RegistryDocumentRow | null },
    viewer: Viewer & { name: string },
  ): Promise<ViewedFile> => {
    const data = document ? await registryBytes(file, document) : await store.get(file.storageKey);
    const marked = await watermarkFile(
      { data, mime: file.mime },
      { source: document?.company || SITE_NAME, viewer: viewer.name, viewedAt: new Date() },
    );
    await repo.recordView(
      { fileId: file.fileId, userNo: viewer.userNo, saleNo: document?.saleNo ?? null },
      viewer.userType === 'ADMIN' ? operatorRead(file, document) : undefined,
    );
    const name =
      file.originalName ??
      (document ? `${REGISTRY_LABELS[document.kind] ?? '서류'}_${document.saleNo}` : file.fileId);
    return {
      mime: marked.mime,
      data: marked.data,
      name: nameWithExt(name, marked.ext),
      // The detail page's viewer shows a registry document in place; an account's documents stay a
      // download, as /files/{fileId} sends them.
      disposition: document ? 'inline' : 'attachment',
    };
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

    /** Inside the caller's transaction: the row that keeps a written file. Returns the file's id. */
    async record(
      a: AcceptedFile,
      owner: { userNo: number; kind: string },
      tx: DbOrTransaction,
    ): Promise<string> {
      const fileId = randomUUID();
      await repo.record(
        {
          fileId,
          ownerUserNo: owner.userNo,
          kind: owner.kind,
          mime: a.file.mime,
          size: a.file.data.length,
          storageKey: a.key,
          originalName: a.filename.slice(0, 255),
        },
        tx,
      );
      return fileId;
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
      // A demo listing's registry document has a row before it has an object: made on first read, as in download.
      const document = await repo.registryDocumentOf(fileId);
      const data = document ? await registryBytes(file, document) : await store.get(file.storageKey);
      if (caller.userType === 'ADMIN' && caller.userNo !== file.ownerUserNo)
        await repo.recordView(
          { fileId, userNo: caller.userNo, saleNo: document?.saleNo ?? null },
          operatorRead(file, document),
        );
      return {
        mime: file.mime,
        data,
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
      const access = await viewable(caller, fileId);
      const name = (await repo.loginIdOf(caller.userNo)) ?? `회원번호 ${caller.userNo}`;
      return viewed(access, { ...caller, name });
    },

    /**
     * GET /common/downloadLink: the address the app's native side saves the file from. Issued only for a
     * file the caller may view now; the download checks again, for the user the link was issued to.
     */
    async downloadLink(caller: AuthContext | null, fileId: string) {
      if (!caller) throw new AppError('UNAUTHORIZED', SIGN_IN_TO_VIEW);
      await viewable(caller, fileId);
      const { token, expiresAt } = links.sign(fileId, caller.userNo);
      const query = new URLSearchParams({ fileId, token });
      return { url: `/common/download?${query}`, expiresAt: expiresAt.toISOString() };
    },

    /**
     * GET /common/download with a link's token: as `download`, for the user the link names (who must still
     * be an active account), always as an attachment since it is saved, not shown. An altered link or
     * another file's is 403, an old one 410, each before anything is read or recorded.
     */
    async downloadByLink(fileId: string, token: string): Promise<ViewedFile> {
      const check = links.verify(fileId, token);
      if (!check.ok)
        throw new AppError(check.reason === 'expired' ? 'DOWNLOAD_LINK_EXPIRED' : 'DOWNLOAD_LINK_INVALID');
      const viewer = await repo.activeViewer(check.userNo);
      if (!viewer) throw new AppError('ACCOUNT_INACTIVE');
      const file = await viewed(await viewable(viewer, fileId), {
        ...viewer,
        name: viewer.loginId ?? `회원번호 ${viewer.userNo}`,
      });
      return { ...file, disposition: 'attachment' };
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
