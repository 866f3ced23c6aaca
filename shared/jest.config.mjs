import { jestConfig } from '@manzil/tooling/jest';

export default jestConfig(import.meta.dirname);
