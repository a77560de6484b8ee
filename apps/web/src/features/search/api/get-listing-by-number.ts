import { defaultFilter, isListingNumber } from '@ansim/domain';
import type { SaleListItem } from '@ansim/domain/contract';
import { getSaleList, saleListParams } from './get-sale-list.ts';

/**
 * The listing a typed number names, or null: the search list call with the number as saleAddr, which the
 * server reads as a listing number (its `area.kind` is 'saleNo') and answers with that listing when it is
 * on the market. Only the number counts: the user's filter must not hide the listing they asked for.
 */
export async function getListingByNumber(
  text: string,
  viewerNo: number | null,
): Promise<SaleListItem | null> {
  const saleNo = text.trim();
  if (!isListingNumber(saleNo)) return null;
  const filter = { ...defaultFilter(), saleAddr: saleNo, loginUserNo: viewerNo };
  const page = await getSaleList(saleListParams(filter, 1, 1));
  const found = page.list[0];
  return page.area.kind === 'saleNo' && found?.saleNo === Number(saleNo) ? found : null;
}
