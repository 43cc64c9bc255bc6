/** @storesearch/sdk/mocks: the demo backend (MSW handlers over a seeded, stateful, in-memory store). */
export {};
