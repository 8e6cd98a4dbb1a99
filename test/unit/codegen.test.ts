import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { generate } from '@graphql-codegen/cli';
import config from '../../codegen.js';

describe('rest-adapter/gql (typed documents)', () => {
  it('is what GraphQL Code Generator makes of the schema and the documents (run `npm run codegen` after changing either)', async () => {
    const root = new URL('../../', import.meta.url).pathname;
    const outputs = await generate({ ...config, cwd: root }, false);
    expect(outputs.length).toBeGreaterThan(0);
    for (const { filename, content } of outputs) {
      expect({ filename, content: readFileSync(new URL(filename, `file://${root}`), 'utf8') }).toEqual({
        filename,
        content,
      });
    }
  });
});
