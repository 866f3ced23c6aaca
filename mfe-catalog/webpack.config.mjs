import { createConfig } from '@manzil/tooling/webpack';

export default createConfig({
  name: 'catalog',
  dir: import.meta.dirname,
  port: Number(process.env.CATALOG_PORT ?? 3001),
  title: 'Manzil — catalog',
  exposes: {
    './routes': './src/exposed/routes.tsx',
    './SearchBox': './src/exposed/search-box.tsx',
  },
});
