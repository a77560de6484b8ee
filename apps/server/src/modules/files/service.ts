import { randomUUID } from 'node:crypto';
import type { DbOrTransaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import {
  type FileStore,
  newStorageKey,
  type PreparedFile,
  prepareUpload,
  type UploadRefusal,
} from '../../platform/storage/files.ts';
import { type AuthContext, assertSelfOrAdmin } from '../auth/service.ts';
import type { FilesRepo } from './repo.ts';
import type { PrivateFile } from './serve.ts';

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

/**
 * The files service of DESIGN.md: uploads are checked from their content, written whole under a random
 * key before the rows that reference them commit (the sweeper removes what no row references), and read
 * back by stored id only, with the caller's right checked.
 */
export function createFilesService({ repo, store }: { repo: FilesRepo; store: FileStore }) {
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
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
