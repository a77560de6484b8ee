/**
 * `zod` as the web build resolves it: vite.config.ts points the bare `zod` specifier here, for the domain's
 * schemas as for ours, so this runs before any module that builds a schema.
 *
 * zod decides whether it may compile parsers with `new Function` when it builds the first object schema,
 * by trying one. The server's Content-Security-Policy has no 'unsafe-eval': the browser refuses the probe
 * and sends a `securitypolicyviolation` report on every page, although zod swallows the error. Jitless,
 * zod never tries; its interpreted parser is the one it falls back to under that CSP anyway.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
