// Bundles the API for `node dist/server.js`: our own code and the contract of @manzil/shared
// (TypeScript sources, so they must be compiled in), every other package left to node_modules.
import { build } from 'esbuild';

/** Keeps bare imports external, except the workspace's own @manzil/shared contract and the apps' config (ports). */
const externals = {
  name: 'externals-but-contract',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@manzil/shared') || args.path === '@manzil/tooling/apps.json' ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: ['src/server.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile: 'dist/server.js',
  plugins: [externals],
  logLevel: 'warning',
});
