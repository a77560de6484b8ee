import {
  BOARD_HTML_ATTRIBUTES,
  BOARD_HTML_TAGS,
  BOARD_LINK_REL,
  BOARD_LINK_SCHEMES,
  isAllowedBoardHref,
} from '@ansim/domain';
import sanitizeHtml from 'sanitize-html';

/*
 * Board HTML is the operator's, typed in an editor (P13); it is still treated as hostile. It is cleaned
 * when written and again when read, with the tag list of @ansim/domain that the browser's DOMPurify uses
 * too, so a row written before a rule tightened is served by the rule of today.
 */

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...BOARD_HTML_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(BOARD_HTML_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: [...BOARD_LINK_SCHEMES],
  allowedSchemesByTag: { a: [...BOARD_LINK_SCHEMES] },
  allowProtocolRelative: false,
  // script, style, textarea and the like go with their text; other unknown tags leave their text behind.
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim() ?? '';
      const kept: sanitizeHtml.Attributes = isAllowedBoardHref(href)
        ? { href, target: '_blank', rel: BOARD_LINK_REL }
        : {};
      return { tagName, attribs: kept };
    },
  },
};

/** The HTML a board may hold: the allowed tags and attributes only, links http(s)/mailto in a new window. */
export function sanitizeBoardHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The text of board HTML, white space folded: what the content search reads. */
export function boardPlainText(html: string): string {
  // A block's end becomes a space first, so that '<p>가</p><p>나</p>' reads '가 나', not '가나'.
  const spaced = html.replace(/<(\/(p|h[1-6]|li|tr|td|th|caption)|br)\b[^>]*>/gi, ' $&');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
