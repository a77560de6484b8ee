import { buildUrl, unwrap } from '../../../shared/api/api-client.ts';
import { call } from '../../../shared/api/call.ts';
import { routeTable } from '../../../shared/api/routes.ts';

const ROUTES = routeTable({ downloadLink: { method: 'GET', path: '/common/downloadLink' } });

/**
 * GET /common/downloadLink: an absolute address of the file that works without the session for five
 * minutes, for the app's native side, which saves a file by URL and cannot open the viewer's blob: URL.
 * Each fetch of it is recorded as a view by the signed-in user it was issued to.
 */
export async function createDownloadLink(fileId: string): Promise<string> {
  const { url } = unwrap(await call(ROUTES.downloadLink, { query: { fileId } }));
  return new URL(buildUrl(url), window.location.origin).href;
}
