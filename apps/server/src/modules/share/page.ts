import fs from 'node:fs';
import path from 'node:path';
import { saleDetailPagePath } from '@ansim/domain';
import { indexTemplate } from '../../plugins/index-template.ts';
import { type PageHead, renderHeadTags } from '../seo/head-tags.ts';

/*
 * The two pages a short link answers with. Found: a page of its own, not the app, since a messenger's
 * crawler runs no JavaScript: the listing's head (Open Graph, Twitter, canonical) and an immediate refresh
 * to the listing's page, with a plain link for a browser that does not refresh. Not found: the web app's
 * own not-found page, as every unknown path of the site gets (web-app.ts), so the visitor lands in the app.
 */

/** The short link's page: what previews read, then on to the listing. */
export function sharedListingHtml(saleNo: number, head: PageHead): string {
  const detail = saleDetailPagePath(saleNo);
  return `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    ${renderHeadTags(head)}
    <meta http-equiv="refresh" content="0; url=${detail}" />
  </head>
  <body>
    <p><a href="${detail}">매물 보러 가기</a></p>
  </body>
</html>
`;
}

/**
 * The not-found page: the built app's index.html with the not-found head (the app then draws its Korean
 * not-found screen), or, when the server runs without the web app, a page that says the same in HTML.
 */
export function notFoundPage(webDist: string | undefined, head: PageHead): string {
  const indexFile = webDist ? path.join(webDist, 'index.html') : null;
  if (indexFile && fs.existsSync(indexFile)) {
    return indexTemplate(fs.readFileSync(indexFile, 'utf8')).render(renderHeadTags(head));
  }
  return `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    ${renderHeadTags(head)}
  </head>
  <body>
    <h1>페이지를 찾을 수 없습니다</h1>
    <p>링크가 잘못되었거나, 공유된 매물이 더 이상 공개되지 않습니다.</p>
    <p><a href="/">안심방 홈으로</a></p>
  </body>
</html>
`;
}
