import type { AdminMemberDetail, AdminMemberRow, PageInfo } from '@ansim/domain/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, unwrap } from '../../../../shared/api/api-client.ts';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { call } from '../../../../shared/api/call.ts';
import { MSG } from '../../../../shared/messages.ts';
import { ADMIN_MEMBER_KEY, ADMIN_MEMBER_ROUTES } from './routes.ts';

export interface AdminMemberPage {
  list: AdminMemberRow[];
  pageInfo: PageInfo;
  pendingCount: number;
}

/** GET /api/admin/members with the table's page, sort and filters as the address holds them. */
export async function getAdminMembers(
  query: Record<string, string | number>,
  options: CallOptions = {},
): Promise<AdminMemberPage> {
  return unwrap(await call(ADMIN_MEMBER_ROUTES.adminMemberList, { query }, { spinner: false, ...options }));
}

export const useAdminMembers = (query: Record<string, string | number>) =>
  useQuery({
    queryKey: [...ADMIN_MEMBER_KEY, 'list', query],
    queryFn: ({ signal }) => getAdminMembers(query, { signal }),
    // The rows stay while the next page or filter loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export const useAdminMember = (userNo: number | null) =>
  useQuery({
    queryKey: [...ADMIN_MEMBER_KEY, 'detail', userNo ?? 0],
    queryFn: async ({ signal }): Promise<AdminMemberDetail> =>
      unwrap(
        await call(
          ADMIN_MEMBER_ROUTES.adminMemberDetail,
          { params: { userNo: userNo ?? 0 } },
          { spinner: false, signal },
        ),
      ),
    enabled: userNo !== null,
  });

export type MemberAction = 'approve' | 'reject' | 'suspend' | 'reinstate';

/** One of the four decisions; answers the server's sentence for it. */
async function act({ action, userNo, reason }: { action: MemberAction; userNo: number; reason: string }) {
  const params = { userNo };
  if (action === 'approve') {
    const answer = await call(ADMIN_MEMBER_ROUTES.approveUser, { params });
    unwrap(answer);
    return answer.message;
  }
  const route =
    action === 'reject'
      ? ADMIN_MEMBER_ROUTES.adminMemberReject
      : action === 'suspend'
        ? ADMIN_MEMBER_ROUTES.adminMemberSuspend
        : ADMIN_MEMBER_ROUTES.adminMemberReinstate;
  const answer = await call(route, { params, body: { reason } });
  unwrap(answer);
  return answer.message;
}

/** A decision refreshes the list (and its 승인 대기 count), the open detail and the dashboard. */
export function useMemberAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: act,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_MEMBER_KEY }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]),
  });
}

export interface MemberDocument {
  blob: Blob;
  mime: string;
}

/**
 * Opens a member's document: the server audits the view and hands back a five-minute address of the
 * watermarked copy (naming this operator), which is fetched here as a file, not as an envelope.
 */
export async function openMemberDocument(
  userNo: number,
  fileId: string,
  signal?: AbortSignal,
): Promise<MemberDocument> {
  const { url } = unwrap(
    await call(ADMIN_MEMBER_ROUTES.adminMemberFileView, { params: { userNo, fileId } }, { signal }),
  );
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', signal });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError('network', MSG.error.network, { cause });
  }
  if (!response.ok) {
    const refusal = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof refusal?.message === 'string' ? refusal.message : MSG.error.network;
    throw new ApiError('business', message, { status: response.status });
  }
  const mime = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return { blob: await response.blob(), mime };
}
