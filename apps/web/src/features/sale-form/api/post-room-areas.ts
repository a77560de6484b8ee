import type { RoomAreasEntity } from '@ansim/domain/contract';
import { unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { SALE_FORM_ROUTES } from './routes.ts';

/**
 * POST /api/hyphen/room: the areas known at an address, by 동·호 (the 건축물대장 when the server has a key,
 * otherwise earlier listings at the same address). Asked on the broker's tap.
 */
export async function postRoomAreas(body: { saleAddr: string; bjdCode: string }): Promise<RoomAreasEntity> {
  return unwrap(await call(SALE_FORM_ROUTES.roomAreas, { body }));
}
