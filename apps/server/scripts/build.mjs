// Bundles the server into dist/main.js and its image worker into dist/image-worker.js. @ansim/domain is TypeScript source and is bundled in; every other
// dependency stays in node_modules. Migrations and seed data are copied beside the bundle, where
// import.meta.url-relative paths in src/db find them. `--outdir=<dir>` bundles elsewhere (the benchmark
// builds its own copy, so that it never runs a dist/ that another build is rewriting); the directory
// must sit under the repository, where node_modules is found.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@ansim/'));
const outdir = process.argv.find((a) => a.startsWith('--outdir='))?.slice('--outdir='.length);
const dist = outdir ? path.resolve(outdir) : path.join(root, 'dist');

fs.rmSync(dist, { recursive: true, force: true });
await build({
  // The image worker is its own entry: the server starts it as a child process (render-process.ts).
  entryPoints: {
    main: path.join(root, 'src/main.ts'),
    'image-worker': path.join(root, 'src/platform/images/render-worker.ts'),
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
fs.cpSync(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
fs.cpSync(path.join(root, 'src/db/seed/data'), path.join(dist, 'data'), { recursive: true });
console.log('server bundled to', path.relative(process.cwd(), path.join(dist, 'main.js')));
