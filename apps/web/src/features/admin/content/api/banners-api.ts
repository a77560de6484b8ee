import type { AdminBannerBody } from '@ansim/domain/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../../shared/api/api-client.ts';
import { call } from '../../../../shared/api/call.ts';
import { CONTENT_KEYS as keys, type ListQuery as Query } from './keys.ts';
import { CONTENT_ROUTES as R } from './routes.ts';

/** The main popups: list, picture upload, save and delete. */
export const useBannerList = (query: Query) =>
  useQuery({
    queryKey: [...keys.banners, query],
    queryFn: async () => unwrap(await call(R.adminBannerList, { query }, { spinner: false })),
    placeholderData: keepPreviousData,
  });

export const uploadBannerImage = async (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return unwrap(await call(R.adminBannerImage, { form }));
};

export function useSaveBanner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ bannerNo, body }: { bannerNo: number | null; body: AdminBannerBody }) =>
      unwrap(
        bannerNo === null
          ? await call(R.adminBannerCreate, { body })
          : await call(R.adminBannerUpdate, { params: { bannerNo }, body }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.banners }),
  });
}

export function useDeleteBanner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (bannerNo: number) => unwrap(await call(R.adminBannerDelete, { params: { bannerNo } })),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.banners }),
  });
}
