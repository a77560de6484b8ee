/*
 * The web build's index.html as the template of every page: the server writes each page's own title,
 * description, canonical link, Open Graph and Twitter tags into it, since crawlers and link previews run no
 * JavaScript. The tags the build wrote for those (a site-wide <title> and description) are taken out once,
 * at start-up, and the page's tags go where the first of them was, so a page never carries two.
 */

/** Head tags the server writes per page; the build's own copies of them are removed. */
const PER_PAGE_TAGS = [
  /<title\b[^>]*>[\s\S]*?<\/title>/gi,
  /<meta\b[^>]*\bname\s*=\s*["']?(?:description|robots|twitter:[\w:-]+)["']?[^>]*>/gi,
  /<meta\b[^>]*\bproperty\s*=\s*["']?og:[\w:-]+["']?[^>]*>/gi,
  /<link\b[^>]*\brel\s*=\s*["']?canonical["']?[^>]*>/gi,
];

/** Where the page's tags go, kept through the clean-up; no HTML holds a NUL. */
const SLOT = '\u0000';

export interface IndexTemplate {
  /**
   * The page with these head tags (already escaped) in its head, and `endOfHead` (the page's preloads) at
   * the end of it, after the build's own script and links, so the entry is asked for first.
   */
  render(headTags: string, endOfHead?: string): string;
}

/**
 * Without any of those tags in the build: before </head>; in a document that leaves the head implied (HTML
 * allows it), right after <html> or the doctype, where the parser opens the head.
 */
const fallbackSlot = (head: string): number => {
  const headEnd = head.search(/<\/head>/i);
  if (headEnd >= 0) return headEnd;
  const opening = /<html\b[^>]*>/i.exec(head) ?? /^\s*<!doctype[^>]*>/i.exec(head);
  return opening ? opening.index + opening[0].length : 0;
};

export function indexTemplate(html: string): IndexTemplate {
  // Only the head is searched: the app's body is the app's.
  const bodyAt = html.search(/<body[\s>]/i);
  const original = bodyAt < 0 ? html : html.slice(0, bodyAt);
  const firstTag = Math.min(
    ...PER_PAGE_TAGS.map((tag) => original.search(new RegExp(tag.source, 'i'))).filter((at) => at >= 0),
  );
  const slotAt = Number.isFinite(firstTag) ? firstTag : fallbackSlot(original);
  // Nothing before the first removed tag is removed, so the slot stays where it was.
  let head = original.slice(0, slotAt) + SLOT + original.slice(slotAt);
  for (const tag of PER_PAGE_TAGS) head = head.replace(tag, '');
  // The lines the removed tags leave empty.
  head = head.replace(/\n[ \t]*(?=\n)/g, '');
  const [before = '', after = ''] = head.split(SLOT);
  const rest = bodyAt < 0 ? '' : html.slice(bodyAt);
  // Before </head> and the line break that leads to it; a head left implied ends where the body starts.
  const headEnd = /(?:\n[ \t]*)?<\/head>/i.exec(after);
  const endAt = headEnd ? headEnd.index : bodyAt < 0 ? 0 : after.length;
  const [afterStart, afterEnd] = [after.slice(0, endAt), after.slice(endAt)];
  return {
    render: (headTags, endOfHead = '') =>
      before + headTags + afterStart + (endOfHead && `\n    ${endOfHead}`) + afterEnd + rest,
  };
}
