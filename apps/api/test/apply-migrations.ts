// Each test file's D1 database gets the tables of migrations/ (read in Node by vitest.config.ts),
// as `wrangler d1 migrations apply` makes them; applying again is a no-op.
import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
