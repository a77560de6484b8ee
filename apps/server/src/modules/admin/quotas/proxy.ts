import { pageInfoOf } from '@ansim/domain';
import {
  ADMIN_QUOTA_MESSAGES,
  type AdminProxyApplication,
  type AdminProxyRequest,
  type PageInfo,
  PROXY_DOCUMENT_LABELS,
} from '@ansim/domain/contract';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { audit } from '../../audit/audit.ts';
import type { AcceptedFile, FilesService } from '../../files/service.ts';
import { SALE_DOCUMENT_KIND } from '../../files/upload-service.ts';
import type { NotificationDelivery } from '../../notifications/delivery.ts';
import { notify } from '../../notifications/notify.ts';
import { quotas } from '../../quotas/service.ts';
import type { AdminCaller } from '../guard.ts';
import { adminQuotasRepo as repo } from './repo.ts';
import { ADMIN_QUOTA_REASONS, BALANCE_LINK, type Paging } from './shared.ts';
export interface ProxyDocumentUpload {
  field: 'registerCopy' | 'buildingRegister';
  kind: 'REGISTER_COPY' | 'BUILDING_REGISTER';
  filename: string;
  data: Buffer;
}

/** Proxy applications (granted with PROXY units, or rejected) and the documents of proxy requests (issue 17 §6). */
export function createProxyWork({
  db,
  files,
  delivery,
}: {
  db: Db;
  files: FilesService;
  delivery: NotificationDelivery;
}) {
  async function applicationRefusal(tx: Parameters<typeof repo.applicationExists>[0], applicationNo: number) {
    return (await repo.applicationExists(tx, applicationNo))
      ? new AppError('CONFLICT', ADMIN_QUOTA_MESSAGES.applicationDecided)
      : new AppError('NOT_FOUND', ADMIN_QUOTA_MESSAGES.applicationNotFound);
  }

  return {
    // ----- proxy applications

    async applications(
      q: Paging & { state?: string | undefined },
    ): Promise<{ list: AdminProxyApplication[]; pageInfo: PageInfo }> {
      const { rows, total } = await repo.applications(db, {
        state: q.state,
        order: q.order,
        limit: q.limit,
        offset: (q.page - 1) * q.limit,
      });
      return {
        list: rows.map((r) => ({ ...r, state: r.state as AdminProxyApplication['state'] })),
        pageInfo: pageInfoOf(q.page, q.limit, total),
      };
    },

    /** PENDING → GRANTED (the deciding statement) and PROXY units through the ledger, in one transaction. */
    async grantApplication(
      caller: AdminCaller,
      applicationNo: number,
      body: { amount: number; reason: string },
    ) {
      const balance = await db.transaction(async (tx) => {
        const decided = await repo.decideApplication(tx, applicationNo, 'GRANTED');
        if (!decided) throw await applicationRefusal(tx, applicationNo);
        const after = await quotas.grant(
          tx,
          decided.userNo,
          'PROXY',
          body.amount,
          ADMIN_QUOTA_REASONS.proxyApplication,
        );
        await audit(tx, caller.actor, {
          action: 'proxy.application.grant',
          targetType: 'proxy_application',
          targetId: applicationNo,
          before: { state: 'PENDING', balance: after - body.amount },
          after: { state: 'GRANTED', balance: after, amount: body.amount, userNo: decided.userNo },
          reason: body.reason,
        });
        await notify(tx, {
          userNo: decided.userNo,
          kind: 'QUOTA_GRANTED',
          title: '서류 대리 발급 신청이 승인되었습니다.',
          body: `서류 대리 발급 요청 ${body.amount}회가 지급되었습니다. 남은 요청 횟수는 ${after}회입니다.`,
          link: BALANCE_LINK,
        });
        return after;
      });
      delivery.kick();
      return { applicationNo, state: 'GRANTED' as const, balance };
    },

    async rejectApplication(caller: AdminCaller, applicationNo: number, body: { reason: string }) {
      await db.transaction(async (tx) => {
        const decided = await repo.decideApplication(tx, applicationNo, 'REJECTED');
        if (!decided) throw await applicationRefusal(tx, applicationNo);
        await audit(tx, caller.actor, {
          action: 'proxy.application.reject',
          targetType: 'proxy_application',
          targetId: applicationNo,
          before: { state: 'PENDING' },
          after: { state: 'REJECTED', userNo: decided.userNo },
          reason: body.reason,
        });
        await notify(tx, {
          userNo: decided.userNo,
          kind: 'PROXY_APPLICATION_REJECTED',
          title: '서류 대리 발급 신청이 반려되었습니다.',
          body: `사유: ${body.reason}`,
          link: BALANCE_LINK,
        });
      });
      delivery.kick();
      return { applicationNo, state: 'REJECTED' as const, balance: null };
    },

    // ----- proxy document requests

    async requests(
      q: Paging & { state?: string | undefined },
    ): Promise<{ list: AdminProxyRequest[]; pageInfo: PageInfo }> {
      const { rows, total } = await repo.requests(db, {
        state: q.state,
        order: q.order,
        limit: q.limit,
        offset: (q.page - 1) * q.limit,
      });
      return {
        list: rows.map((r) => ({
          ...r,
          state: r.state as AdminProxyRequest['state'],
          documents: r.documents.map((d) => ({
            ...d,
            kind: d.kind as 'REGISTER_COPY' | 'BUILDING_REGISTER',
          })),
        })),
        pageInfo: pageInfoOf(q.page, q.limit, total),
      };
    },

    /**
     * The register and the building ledger for a waiting request: the files are checked and written first,
     * then one transaction marks the request ATTACHED (conditionally), records them as the broker's private
     * files, makes them the listing's documents, writes the audit row and notifies the broker. When the
     * transaction rolls back the written files are removed, so no object is left without a row.
     */
    async attach(caller: AdminCaller, requestNo: number, uploads: readonly ProxyDocumentUpload[]) {
      const accepted: { upload: ProxyDocumentUpload; file: AcceptedFile }[] = [];
      for (const upload of uploads)
        accepted.push({
          upload,
          file: await files.accept(
            { field: upload.field, filename: upload.filename, data: upload.data },
            'sale-documents',
          ),
        });
      const written = accepted.map((a) => a.file);
      await files.write(written);
      let bodyDone = false;
      try {
        const result = await db.transaction(async (tx) => {
          const request = await repo.markAttached(tx, requestNo);
          if (!request)
            throw (await repo.requestExists(tx, requestNo))
              ? new AppError('CONFLICT', ADMIN_QUOTA_MESSAGES.requestDone)
              : new AppError('NOT_FOUND', ADMIN_QUOTA_MESSAGES.requestNotFound);
          const documents: { kind: 'REGISTER_COPY' | 'BUILDING_REGISTER'; fileId: string; mime: string }[] =
            [];
          for (const { upload, file } of accepted) {
            const fileId = await files.record(file, { userNo: request.userNo, kind: SALE_DOCUMENT_KIND }, tx);
            await repo.setDocument(tx, request.saleNo, upload.kind, fileId);
            documents.push({ kind: upload.kind, fileId, mime: file.file.mime });
          }
          await audit(tx, caller.actor, {
            action: 'proxy.document.attach',
            targetType: 'proxy_request',
            targetId: requestNo,
            before: { state: 'WAITING_DOCUMENTS' },
            after: {
              state: 'ATTACHED',
              saleNo: request.saleNo,
              documents: documents.map((d) => ({ kind: d.kind, fileId: d.fileId })),
            },
          });
          const title = await repo.saleTitle(tx, request.saleNo);
          await notify(tx, {
            userNo: request.userNo,
            kind: 'PROXY_DOCUMENTS_ATTACHED',
            title: '요청하신 서류가 등록되었습니다.',
            body: `'${title}' 매물에 ${documents.map((d) => PROXY_DOCUMENT_LABELS[d.kind]).join('과 ')}이 등록되었습니다.`,
            link: `/salesManagement/salesDetail/${request.saleNo}`,
          });
          bodyDone = true;
          return { requestNo, saleNo: request.saleNo, state: 'ATTACHED' as const, documents };
        });
        delivery.kick();
        return result;
      } catch (error) {
        if (!bodyDone) await files.discard(written);
        throw error;
      }
    },
  };
}
