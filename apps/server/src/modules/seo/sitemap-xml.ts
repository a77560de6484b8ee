/*
 * The sitemap protocol's two documents (sitemaps.org): an index of sitemaps, and a sitemap of page URLs.
 * Every URL is absolute, from PUBLIC_URL, and escaped for XML.
 */

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]!);

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function sitemapIndexXml(sitemapUrls: readonly string[]): string {
  const entries = sitemapUrls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`);
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

export interface SitemapUrl {
  url: string;
  /** When the page last changed; crawlers revisit the changed ones first. */
  lastModified?: Date;
}

export function urlSetXml(urls: readonly SitemapUrl[]): string {
  const entries = urls.map(
    ({ url, lastModified }) =>
      `<url><loc>${escapeXml(url)}</loc>${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''}</url>`,
  );
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n${entries.join('\n')}\n</urlset>\n`;
}
