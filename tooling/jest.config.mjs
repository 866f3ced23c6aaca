// The jest preset of every front-end package: TypeScript/TSX through swc, jsdom, CSS Modules as
// identity maps, and ESM-only dependencies (ky…) transformed too.
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);

/** @param {string} rootDir the package's folder */
export function jestConfig(rootDir) {
  return {
    rootDir,
    testEnvironment: require.resolve('jest-environment-jsdom'),
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [],
    moduleNameMapper: {
      '\\.module\\.css$': require.resolve('identity-obj-proxy'),
      '\\.css$': require.resolve('./test/style-stub.cjs'),
      '\\.(png|jpe?g|webp|svg|mp4|webm)$': require.resolve('./test/file-stub.cjs'),
    },
    setupFilesAfterEnv: [require.resolve('./test/setup.cjs')],
    // npm test runs jest beside the API tests on two cores: a component test that types into a
    // form can take longer than jest's default 5 s there without anything being wrong.
    testTimeout: 20_000,
  };
}
