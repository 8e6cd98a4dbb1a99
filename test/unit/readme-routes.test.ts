import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { routeListMarkdown } from '../../rest-adapter/route-list.js';

describe('README endpoint list', () => {
  it('is the list the route table makes (run `npm run docs:routes` after changing routes)', () => {
    expect(readFileSync(new URL('../../README.md', import.meta.url), 'utf8')).toContain(routeListMarkdown());
  });
});
