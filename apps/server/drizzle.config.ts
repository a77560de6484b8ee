import { defineConfig } from 'drizzle-kit';

// Generation only: migrations are applied by the runtime migrator at start-up (src/db/migrate.ts),
// because `drizzle-kit migrate` does not drive PGlite.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: process.env.MIGRATIONS_OUT ?? './src/db/migrations',
});
