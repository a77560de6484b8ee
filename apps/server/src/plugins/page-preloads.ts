/*
 * The chunks of a page, named in its HTML. React Router loads a page's module (`lazy`) only once the entry
 * has run, so a cold visit fetched the HTML, then the entry, then the page: a round trip more before the
 * first paint of the page. The build manifest says which chunk and styles each page module needs; the
 * server names them in the head of the page's HTML, and the browser fetches them beside the entry.
 *
 * Styles are preloads (<link rel="preload" as="style">), not stylesheets: as stylesheets they would hold
 * back the first paint of the shell (header, navigation) that needs none of them, which Lighthouse measured
 * at 50–150 ms of FCP on a phone. Vite's loader adds each as a stylesheet before it runs the page's chunk,
 * and the browser takes it from the preload. Vite's loader skips a module whose link is already in the
 * document (it compares the links' absolute href), so nothing is fetched twice.
 */

import fs from 'node:fs';
import path from 'node:path';
import { listingImageUrl } from '@ansim/domain';
import { z } from 'zod';
import { escapeHtml } from '../modules/seo/head-tags.ts';

/** What the server reads of a chunk of dist/.vite/manifest.json (Vite's ManifestChunk). */
const manifestSchema = z.record(
  z.string(),
  z.object({
    /** The built file, from the build's root: 'assets/main-page-Dg6PIZrv.js'. */
    file: z.string(),
    /** Manifest keys of the chunks it imports statically: they run before it. */
    imports: z.array(z.string()).optional(),
    /** Its styles and those of the modules it holds. */
    css: z.array(z.string()).optional(),
  }),
);
export type BuildManifest = z.infer<typeof manifestSchema>;

/** The build is served from the site's root (Vite's `base: '/'`). */
const href = (file: string): string => `/${file}`;

/** Every src and href of the page template: what it loads already. */
export const loadedByTemplate = (html: string): Set<string> =>
  new Set([...html.matchAll(/\b(?:src|href)\s*=\s*["']?([^"'\s>]+)/gi)].map((m) => m[1]!));

/**
 * The head tags that fetch a page module's chunk, the chunks it imports statically (transitively) and
 * their styles, leaving out what the template loads already. A chunk the template loads brings its own
 * imports, so the walk stops there. Null when the manifest does not know the module (a stale build).
 */
export function preloadTags(manifest: BuildManifest, moduleKey: string, loaded: Set<string>): string | null {
  if (!manifest[moduleKey]) return null;
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || loaded.has(href(chunk.file))) return;
    seen.add(key);
    scripts.push(href(chunk.file));
    for (const css of chunk.css ?? []) if (!loaded.has(href(css))) styles.push(href(css));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(moduleKey);
  return [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`),
    // crossorigin as Vite's own stylesheet links have it, so that the stylesheet Vite adds is the same fetch.
    ...[...new Set(styles)].map(
      (file) => `<link rel="preload" as="style" crossorigin href="${escapeHtml(file)}" />`,
    ),
  ].join('\n    ');
}

/**
 * Each page pattern's tags (`modules`: pattern → page module), computed once at start-up. Without a
 * manifest (a build without one, a dev setup), no page has any; a module the manifest lacks is a warning.
 */
export function readPagePreloads(
  distDir: string,
  templateHtml: string,
  modules: Readonly<Record<string, string>>,
  warn: (message: string, detail: object) => void,
): Map<string, string> {
  const file = path.join(distDir, '.vite', 'manifest.json');
  const tagsOf = new Map<string, string>();
  if (!fs.existsSync(file)) {
    warn('no build manifest; pages are sent without preloading their chunks', { file });
    return tagsOf;
  }
  let manifest: BuildManifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch (error) {
    // Preloads only speed up the first paint: a damaged manifest costs that, not the site.
    warn('unreadable build manifest; pages are sent without preloading their chunks', { file, err: error });
    return tagsOf;
  }
  const loaded = loadedByTemplate(templateHtml);
  const byModule = new Map<string, string | null>();
  for (const [pattern, moduleKey] of Object.entries(modules)) {
    if (!byModule.has(moduleKey)) {
      const tags = preloadTags(manifest, moduleKey, loaded);
      if (tags === null) warn('page module missing from the build manifest', { module: moduleKey, pattern });
      byModule.set(moduleKey, tags);
    }
    const tags = byModule.get(moduleKey);
    if (tags) tagsOf.set(pattern, tags);
  }
  return tagsOf;
}

/**
 * The preload of a listing detail's first photo, its largest paint: without it the browser learns of the
 * photo only once the app has run and the listing's call has answered. It asks for the very file the
 * gallery's <picture> picks (sale-gallery.tsx): the AVIF of the detail size, whose `type` lets a browser
 * without AVIF skip the preload (it then takes the <img>'s WebP, as the page does).
 */
export const detailPhotoPreload = (photoKey: string): string =>
  `<link rel="preload" as="image" type="image/avif" fetchpriority="high" href="${escapeHtml(listingImageUrl(photoKey, 'detail', 'avif'))}" />`;
