import { API, ok, SALE_MANAGE_MESSAGES } from '@ansim/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { requireRole } from '../../plugins/auth.ts';
import type { SaleManageService } from './manage-service.ts';

/** The broker's listing management (docs/decisions/018): brokers only, each on their own listings. */
export const saleManageRoutes: FastifyPluginAsyncZod<{ saleManage: SaleManageService }> = async (
  app,
  { saleManage },
) => {
  app.route({
    ...endpoint(API.saleStatusCount),
    handler: async (request) => ok(await saleManage.statusCount(requireRole(request, 'BROKER'))),
  });

  app.route({
    ...endpoint(API.saleDashList),
    handler: async (request) => {
      const caller = requireRole(request, 'BROKER');
      const { status, page, limit } = request.query;
      return ok(await saleManage.dashList(caller, status, page, limit));
    },
  });

  app.route({
    ...endpoint(API.saleSearchAddress),
    handler: async (request) => {
      const caller = requireRole(request, 'BROKER');
      const { keyword, status, page, limit } = request.query;
      return ok(await saleManage.searchAddress(caller, keyword, status, page, limit));
    },
  });

  app.route({
    ...endpoint(API.saleSearchSaleNo),
    handler: async (request) =>
      ok(await saleManage.searchSaleNo(requireRole(request, 'BROKER'), request.query.saleNo)),
  });

  app.route({
    ...endpoint(API.saleUpdateStatus),
    handler: async (request) => {
      const caller = requireRole(request, 'BROKER');
      const { saleNo, status } = request.query;
      return ok(await saleManage.changeStatus(caller, [saleNo], status), SALE_MANAGE_MESSAGES.statusChanged);
    },
  });

  app.route({
    ...endpoint(API.saleUpdateStatusBulk),
    handler: async (request) => {
      const caller = requireRole(request, 'BROKER');
      const { saleNos, status } = request.body;
      return ok(await saleManage.changeStatus(caller, saleNos, status), SALE_MANAGE_MESSAGES.statusChanged);
    },
  });

  app.route({
    ...endpoint(API.saleUpdateMemo),
    handler: async (request) => {
      const caller = requireRole(request, 'BROKER');
      const { saleNo, memo } = request.query;
      return ok(await saleManage.setMemo(caller, saleNo, memo), SALE_MANAGE_MESSAGES.memoSaved);
    },
  });

  app.route({
    ...endpoint(API.saleDelete),
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request) => {
      const caller = requireRole(request, 'BROKER');
      return ok(await saleManage.removeForGood(caller, request.body.saleNos), SALE_MANAGE_MESSAGES.deleted);
    },
  });
};
