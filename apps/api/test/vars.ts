// The limits the tests run under (they replace wrangler.jsonc's vars in vitest.config.ts): smaller
// budgets than a deployment's, so that searches stay quick, and known to the Node side of the
// identical-semantics suite, which must search with the same budgets.
export const TEST_VARS = { MAX_LEVEL: 12, MAX_NODES: 2_000_000, DEFAULT_NODES: 200_000 };
