import { jestConfig } from '@manzil/tooling/jest';

const config = jestConfig(import.meta.dirname);

// The form entry (src/form) imports the core through the package's own name, as the apps do,
// to keep zod out of the index; inside this package those names point at its sources.
export default {
  ...config,
  moduleNameMapper: {
    '^@manzil/shared$': '<rootDir>/src/index.ts',
    '^@manzil/shared/form$': '<rootDir>/src/form/index.ts',
    '^@manzil/shared/contract$': '<rootDir>/src/contract/index.ts',
    ...config.moduleNameMapper,
  },
};
