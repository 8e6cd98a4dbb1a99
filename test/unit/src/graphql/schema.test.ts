import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { buildAppSchema } from '../../../../src/graphql/schema.js';

describe('schema/schema.graphql', () => {
  it('is the SDL the code builds (run `npm run schema:emit` after changing types or resolvers)', async () => {
    const { sdl } = await buildAppSchema();
    expect(readFileSync(new URL('../../../../schema/schema.graphql', import.meta.url), 'utf8')).toBe(sdl);
  });
});
