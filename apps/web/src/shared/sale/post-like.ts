import type { Envelope } from '@ansim/domain/contract';
import { call } from '../api/call.ts';
import { ROUTES } from '../api/routes.ts';

export interface LikeBody {
  isLike: boolean;
  saleNo: number;
  saleUserNo: number;
  userNo: number;
}

/**
 * POST /api/user/like. Sent without the spinner (product.md §A4 "Like toggle"); the caller reads the envelope,
 * because the heart flips only on code 1 and any other code shows the server's message.
 */
export async function postLike(body: LikeBody): Promise<Envelope<{ saleNo: number; isLike: boolean }>> {
  return call(ROUTES.like, { body }, { spinner: false });
}
