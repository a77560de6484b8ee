import { SITE_NAME } from '@ansim/domain';

/**
 * What a page says about itself to crawlers and link previews (KakaoTalk, Facebook, X, Naver), which read
 * the HTML and run no JavaScript: the document title, the description, the canonical URL, Open Graph and
 * Twitter cards.
 */
export interface PageHead {
  /** The document title: '강남구 매물 | 안심방'. */
  title: string;
  /** The title of a link preview, without the site's name (og:site_name says it). */
  shareTitle: string;
  description: string;
  /** The page's one URL, absolute; null for the not-found page, which has none. */
  canonicalUrl: string | null;
  /** False: `noindex` (private pages, sign-in, the not-found page, a listing no longer open). */
  indexable: boolean;
  image: ShareImage;
}

export interface ShareImage {
  /** Absolute. */
  url: string;
  /** Known for the site's own image only; a listing's photo can be any size. */
  width?: number;
  height?: number;
  alt: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside an element or a quoted attribute: everything inserted into the page comes through here. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);

const meta = (key: 'name' | 'property', name: string, content: string | number) =>
  `<meta ${key}="${name}" content="${escapeHtml(String(content))}" />`;

/** The head tags of a page, one a line, each value escaped. */
export function renderHeadTags(head: PageHead): string {
  const { image } = head;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.indexable ? [] : [meta('name', 'robots', 'noindex')]),
    ...(head.canonicalUrl ? [`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`] : []),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'ko_KR'),
    meta('property', 'og:title', head.shareTitle),
    meta('property', 'og:description', head.description),
    ...(head.canonicalUrl ? [meta('property', 'og:url', head.canonicalUrl)] : []),
    meta('property', 'og:image', image.url),
    ...(image.width && image.height
      ? [meta('property', 'og:image:width', image.width), meta('property', 'og:image:height', image.height)]
      : []),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.shareTitle),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image.url),
  ].join('\n    ');
}
