import { createConfig } from '@manzil/tooling/webpack';

export default createConfig({
  name: 'partner',
  dir: import.meta.dirname,
  port: Number(process.env.PARTNER_PORT ?? 3004),
  title: 'Manzil — partners',
  exposes: {
    './routes': './src/exposed/routes.tsx',
  },
});
