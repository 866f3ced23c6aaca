// Bundles the API for `node dist/server.js`: our own code, the contract of @manzil/shared
// (TypeScript sources, so they must be compiled in) and the packages every start loads (fastify
// and its plugins, zod, drizzle-orm, pg, pino, ...), so that a start reads one file instead of
// resolving, reading and compiling some 750 modules of packages one by one: at a million products that was
// about a second of the time before the first listing. Left to node_modules: packages with native
// code or files of their own beside the JavaScript (PGlite's WebAssembly, argon2, sharp), and those
// the code loads only when first used (`await import(...)`), which a bundle would load at start.
import { build } from 'esbuild';

const EXTERNAL = [
  // Native code or files read from the package's own directory.
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'sharp',
  'pg-native',
  // Loaded on first use.
  '@aws-sdk/client-s3',
  'ioredis',
  'nodemailer',
  'file-type',
  'fxa-common-password-list',
  'libphonenumber-js',
];

/** Keeps the packages of EXTERNAL (and their subpaths) external; bundles every other import. */
const externals = {
  name: 'externals',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      EXTERNAL.some((name) => args.path === name || args.path.startsWith(`${name}/`)) ? { path: args.path, external: true } : undefined,
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
  // CommonJS packages bundled into an ES module still call require() for Node's built-ins.
  banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
  logLevel: 'warning',
});
