// Generates the typed API client and TanStack Query v5 hooks from the backend's OpenAPI document.
// Output in src/api/generated/ is never edited by hand: run `npm -w frontend run api:generate`.
module.exports = {
  rounds: {
    input: {
      target: process.env.ORVAL_INPUT ?? '../docs/openapi.json',
    },
    output: {
      mode: 'tags-split',
      target: 'src/api/generated/endpoints',
      schemas: 'src/api/generated/model',
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      prettier: false,
      override: {
        mutator: {
          path: 'src/api/fetcher.ts',
          name: 'apiFetch',
        },
        query: {
          useQuery: true,
          useMutation: true,
          signal: true,
        },
      },
    },
  },
};
