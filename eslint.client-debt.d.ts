// Types of eslint.client-debt.js for tests/client-lib/client-boundaries.test.ts.
export declare const LONG_COMPONENTS: string[];
export declare const DIRECT_DATA_ACCESS: string[];
