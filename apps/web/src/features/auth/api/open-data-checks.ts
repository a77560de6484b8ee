import { call } from '../../../shared/api/call.ts';
import { routeTable } from '../../../shared/api/routes.ts';

/** The broker checks of sign-up; only the broker's sign-up screen loads them. */
const ROUTES = routeTable({
  brokerOffice: { method: 'GET', path: '/common/open/broker/office/binding' },
  businessCheck: { method: 'POST', path: '/common/open/business' },
});

/** POST /common/open/business: 계속/휴업/폐업 of a 10-digit number (확인 대기 offline). In the background. */
export function postBusinessCheck(businessNo: string, signal?: AbortSignal) {
  return call(
    ROUTES.businessCheck,
    { body: { businessNo } },
    { spinner: false, ...(signal ? { signal } : {}) },
  );
}

/** GET /common/open/broker/office/binding: the registered office of a registration number. In the background. */
export function getBrokerOffice(registrationNo: string, signal?: AbortSignal) {
  return call(
    ROUTES.brokerOffice,
    { query: { registrationNo } },
    { spinner: false, ...(signal ? { signal } : {}) },
  );
}
