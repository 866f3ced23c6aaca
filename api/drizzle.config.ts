import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @manzil/api db:generate` writes the SQL of a schema change to migrations/.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/security-schema.ts', './src/db/account-schema.ts', './src/db/billing-schema.ts'],
  out: './migrations',
});
