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
      if (method === 'HEAD' || path.startsWith('/docs')) continue;
      for (const route of namedAlternatives(app, method, path)) out.push({ method, path: route });
    }
  }
  return out;
}

/**
 * Routes that differ only in a parameter's name share one tree node, printed `:key|:name`
 * (/images/sale/:name and /images/sale/:key/:variant): each spelling is tried, and the one whose names are
 * the registered route's parameters is that route.
 */
function namedAlternatives(app: FastifyInstance, method: string, path: string): string[] {
  if (!path.includes('|')) return [path];
  let candidates = [''];
  for (const part of path.split(/(:[A-Za-z0-9_]+(?:\|:[A-Za-z0-9_]+)+)/)) {
    const options = part.includes('|') ? part.split('|') : [part];
    candidates = candidates.flatMap((prefix) => options.map((option) => prefix + option));
  }
  return candidates.filter((candidate) => {
    const names = [...candidate.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);
    // Matched as a request path: the names of `params` are the route's own, whatever the URL spelled.
    const found = app.findRoute({ method: method as 'GET', url: candidate });
    return found !== null && JSON.stringify(Object.keys(found.params)) === JSON.stringify(names);
  });
}
