import { BOARD_HTML_ATTRIBUTES, BOARD_HTML_TAGS, BOARD_LINK_REL } from '@ansim/domain';
import DOMPurify from 'dompurify';

/*
 * Board HTML is cleaned by the server when written and when read; the browser cleans it once more before
 * it reaches the page, with the same tag list (@ansim/domain boards.ts), so a server bug or a proxy that
 * rewrites answers still cannot put a script or a handler into the page.
 */

const ALLOWED_ATTR = [...new Set(Object.values(BOARD_HTML_ATTRIBUTES).flat())];

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  if (node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', BOARD_LINK_REL);
  } else {
    node.removeAttribute('target');
    node.removeAttribute('rel');
  }
});

/** Anything that must never survive cleaning: a tag outside the list, a handler, a script link. */
const FORBIDDEN = new RegExp(
  `<(?!/?(?:${BOARD_HTML_TAGS.join('|')})[\\s/>])|\\son[a-z]+\\s*=|javascript:|vbscript:|data:text`,
  'i',
);

const escapeText = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The HTML a board may show: the allowed tags and attributes, links to http(s) and mailto only. */
export function cleanBoardHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...BOARD_HTML_TAGS],
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:\/\/|mailto:)/i,
    ALLOW_DATA_ATTR: false,
  });
  // A DOM that DOMPurify cannot drive (an old WebView, a test DOM) may hand the input back untouched; then
  // the text alone is shown, never the markup.
  if (!FORBIDDEN.test(clean)) return clean;
  const text = html
    .replace(/<(script|style|template|iframe|object)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `<p>${escapeText(text)}</p>`;
}
