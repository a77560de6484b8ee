import { LOADING_MESSAGES, MOBILE_MAX_WIDTH_PX } from '@ansim/domain';
import { describe, expect, it } from 'vitest';
import { DESKTOP_QUERY } from '../src/shared/hooks/use-media-query.ts';
import { MSG } from '../src/shared/messages.ts';

/** The bit of Node's fs this test reads with; the web app's type set has no Node types. */
interface Fs {
  readdirSync(dir: string, options: { recursive: true }): string[];
  readFileSync(file: string, encoding: 'utf8'): string;
}
const fs = (
  globalThis as unknown as { process: { getBuiltinModule(id: string): unknown } }
).process.getBuiltinModule('node:fs') as Fs;

/*
 * Style sheets cannot import the domain's numbers, so they repeat the one breakpoint of product.md §A1
 * ("under 1000 px wide is mobile"); this holds every copy to the domain's value. (Read from disk: in tests
 * Vite turns a style sheet into class names, even when asked for its text.)
 */
// From the file URL by hand: under happy-dom, `URL` is the DOM's, which resolves file URLs differently.
const src = decodeURIComponent(import.meta.url.replace(/^file:\/\//, '')).replace(/test\/[^/]+$/, 'src/');
const styleSheets = fs
  .readdirSync(src, { recursive: true })
  .filter((file) => file.endsWith('.css'))
  .map((file) => ({ file, text: fs.readFileSync(`${src}${file}`, 'utf8') }));

describe('the mobile width', () => {
  it('is where the desktop layout of the components starts', () => {
    expect(DESKTOP_QUERY).toBe(`(min-width: ${MOBILE_MAX_WIDTH_PX}px)`);
  });

  it('is the only width a style sheet switches layout at', () => {
    const widths = styleSheets.flatMap(({ file, text }) =>
      [...text.matchAll(/@media[^{]*\((?:min|max)-width:\s*(\d+)px\)/g)].map((m) => `${file} ${m[1]}px`),
    );
    expect(widths.length).toBeGreaterThan(10);
    expect(widths.filter((width) => !width.endsWith(` ${MOBILE_MAX_WIDTH_PX}px`))).toEqual([]);
  });
});

describe('the loading texts', () => {
  it('are the domain’s', () => {
    expect(MSG.loading).toBe(LOADING_MESSAGES);
  });
});
