import { type SaleListItem, SUCCESS_CODE } from '@ansim/domain/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLocalStorageStore } from '../../stores/local-storage-store.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { isApiError } from '../api/api-error.ts';
import { MSG } from '../messages.ts';
import { alertDialog, confirmDialog } from '../modal/dialogs.tsx';
import { applyConfirmedLike } from './like-cache.ts';
import { postLike } from './post-like.ts';

/**
 * product.md §A4 "Like toggle". A visitor is asked to sign in and comes back here afterwards. A signed-in user's
 * liked and unliked lists change at once, the call goes without the spinner, and the heart flips only when
 * the server answers code 1; any other answer shows the server's message and puts the lists back.
 */
/** What a heart needs of a listing: a card's item or a listing's detail. */
export type LikeTarget = Pick<SaleListItem, 'saleNo' | 'userNo' | 'isLike'>;

export function useLikeToggle(): (item: LikeTarget) => Promise<void> {
  const user = useUserStore((state) => state.user);
  const setRedirectPath = useUserStore((state) => state.setRedirectPath);
  const markLiked = useLocalStorageStore((state) => state.markLiked);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // A second tap while the first call is out would race it.
  const inFlight = useRef(new Set<number>());

  return useCallback(
    async (item: LikeTarget) => {
      if (user === null) {
        if (await confirmDialog({ message: MSG.spec.loginRequired })) {
          setRedirectPath(`${pathname}${search}`);
          void navigate('/login');
        }
        return;
      }
      if (inFlight.current.has(item.saleNo)) return;
      inFlight.current.add(item.saleNo);
      const isLike = !item.isLike;
      markLiked(item.saleNo, isLike);
      try {
        const envelope = await postLike({
          isLike,
          saleNo: item.saleNo,
          saleUserNo: item.userNo,
          userNo: user.userNo,
        });
        if (envelope.code === SUCCESS_CODE) {
          applyConfirmedLike(queryClient, item.saleNo, isLike);
          return;
        }
        markLiked(item.saleNo, !isLike);
        await alertDialog({ message: envelope.message });
      } catch (error) {
        markLiked(item.saleNo, !isLike);
        await alertDialog({ message: isApiError(error) ? error.message : MSG.error.network });
      } finally {
        inFlight.current.delete(item.saleNo);
      }
    },
    [user, pathname, search, markLiked, setRedirectPath, navigate, queryClient],
  );
}
