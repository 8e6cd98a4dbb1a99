// How the TypeScript sources are compiled for tests, by Jest (jest.config.js) and by the module hooks of child
// processes (ts-hooks.mjs) alike: legacy decorators with their metadata, ES modules.
export const SWC_OPTIONS = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};
