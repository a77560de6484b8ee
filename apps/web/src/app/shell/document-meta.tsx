import { documentTitle, matchWebPage, SITE_DESCRIPTION } from '@ansim/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePageHeaderStore } from '../../shared/hooks/use-page-header.ts';

/** The page's description tag: the server writes it on the first load; navigations in the app update it. */
const setDescription = (content: string) => {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = content;
};

/** The server wrote this document's head for its URL (it always adds a canonical link to a page's head). */
const serverWroteHead = () => document.head.querySelector('link[rel="canonical"]') !== null;

/**
 * The document title and description as the user moves through the app: '{header title} | 안심방', the
 * home title where the header shows the wordmark, and the page's description from the domain's WEB_PAGES,
 * the same table the server renders a first load's head from. On the page the browser loaded, the head the
 * server wrote stays: it knows more than the header (a listing's place, price and grade, where the header
 * says '매물번호 …'), and crawlers that run JavaScript read the document after the app has started. A page
 * that loads those facts itself hands over its head (usePageHeader's `documentHead`), which then wins.
 */
export function DocumentMeta({ title }: { title: string }) {
  const { pathname, key } = useLocation();
  const pageHead = usePageHeaderStore((state) => state.documentHead);
  const description = matchWebPage(pathname)?.page.description ?? SITE_DESCRIPTION;
  // React Router's key of the location the document was loaded at.
  const firstLoad = key === 'default';
  useEffect(() => {
    if (pageHead) {
      document.title = pageHead.title;
      setDescription(pageHead.description);
      return;
    }
    if (firstLoad && serverWroteHead()) return;
    document.title = documentTitle(title);
    setDescription(description);
  }, [firstLoad, title, description, pageHead]);
  return null;
}
