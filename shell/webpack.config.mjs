import { createConfig } from '@manzil/tooling/webpack';

export default createConfig({
  name: 'shell',
  dir: import.meta.dirname,
  port: Number(process.env.SHELL_PORT ?? 3000),
  title: 'Manzil — furniture and home design in Egypt',
  publicDir: 'public',
  publicPath: '/',
});
