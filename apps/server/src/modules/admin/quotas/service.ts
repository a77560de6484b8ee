import type { Db } from '../../../db/client.ts';
import type { FilesService } from '../../files/service.ts';
import type { NotificationDelivery } from '../../notifications/delivery.ts';
import { createProxyWork } from './proxy.ts';
import { createLawyerSettlements } from './settlements.ts';
import { createQuotaUnits } from './units.ts';

export type { ProxyDocumentUpload } from './proxy.ts';
export { ADMIN_QUOTA_REASONS, currentKstMonth } from './shared.ts';

/** The console's 이용권·정산 area (issue 17 §6): quota units, proxy work and lawyer settlements. */
export function createAdminQuotasService(deps: {
  db: Db;
  files: FilesService;
  delivery: NotificationDelivery;
  lawyerFeeDefault: number;
}) {
  return { ...createQuotaUnits(deps), ...createProxyWork(deps), ...createLawyerSettlements(deps) };
}

export type AdminQuotasService = ReturnType<typeof createAdminQuotasService>;
