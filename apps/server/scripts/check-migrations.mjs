// Fails when src/db/schema has changes that no committed migration covers: drizzle-kit generates into a
// scratch copy of the migrations folder, and any new file there means `npm run db:generate` was forgotten.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const committed = path.join(root, 'src/db/migrations');
// drizzle-kit takes `out` relative to the package, so the scratch copy lives inside it (git-ignored).
const scratchName = '.migrations-check';
const scratch = path.join(root, scratchName);
fs.rmSync(scratch, { recursive: true, force: true });
fs.cpSync(committed, scratch, { recursive: true });

const list = (dir) =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
const before = list(scratch);
// drizzle-kit exits 0 even when it fails, so its output must say one of the two outcomes.
const output = execFileSync('npx', ['drizzle-kit', 'generate', '--name', 'schema_check'], {
  cwd: root,
  env: { ...process.env, MIGRATIONS_OUT: `./${scratchName}` },
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'pipe'],
});
const added = list(scratch).filter((f) => !before.includes(f));
fs.rmSync(scratch, { recursive: true, force: true });

const unchanged = output.includes('No schema changes');
if (!unchanged && added.length === 0) {
  console.error(`drizzle-kit generate did not complete:\n${output}`);
  process.exit(1);
}
if (added.length > 0) {
  console.error(
    `The schema has changes without a migration (${added.join(', ')}). Run: npm run db:generate -w @ansim/server`,
  );
  process.exit(1);
}
console.log(`migrations match the schema (${before.length} migrations)`);
