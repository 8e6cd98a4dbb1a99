import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the REST adapter (`npm run codegen`): every `graphql(`...`)` literal in the route tables,
 * the views and the streaming templates is checked against schema/schema.graphql and gets its result type, so a
 * view reading a field its fragment does not select fails `tsc`. The output is checked in; a test fails when
 * it is stale.
 */
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['rest-adapter/routes/**/*.ts', 'rest-adapter/views/**/*.ts', 'src/streaming/render.ts'],
  generates: {
    'rest-adapter/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      config: {
        useTypeImports: true,
        skipTypename: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
        scalars: {
          ID: { input: 'string | number', output: 'string' },
          DateTimeISO: 'string',
          JSONObject: 'Record<string, unknown>',
          Upload: 'unknown',
        },
      },
    },
  },
  // NodeNext resolution: relative imports with their .js extension.
  emitLegacyCommonJSImports: false,
  silent: true,
};

export default config;
