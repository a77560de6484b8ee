import type { FastifyInstance } from 'fastify';

/**
 * Every registered route, read from Fastify's own route tree (not from a list kept by hand). HEAD is GET
 * without a body, and the documentation UI is a static plugin with no input of ours: both are left out.
 */
export function registeredRoutes(app: FastifyInstance): { method: string; path: string }[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const out: { method: string; path: string }[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)[├└]── (.+?) \(([A-Z, ]+)\)$/.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? '').length / 4;
    const path = (stack[depth - 1] ?? '') + (m[2] ?? '');
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (m[3] ?? '').split(', ')) {
      if (method !== 'HEAD' && !path.startsWith('/docs')) out.push({ method, path });
    }
  }
  return out;
}
