import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @manzil/api db:generate` writes the SQL of a schema change to migrations/.
// One file per area, so branches adding tables at once do not edit the same file.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/security-schema.ts',
    './src/db/account-schema.ts',
    './src/db/billing-schema.ts',
    './src/db/partner-schema.ts',
    './src/db/admin-schema.ts',
    './src/db/money-schema.ts',
    './src/db/payouts-schema.ts',
    './src/db/returns-schema.ts',
  ],
  out: './migrations',
});
