import { expect } from '@jest/globals';

/**
 * Every tag in the HTML is one the sanitiser allows, with allowed attributes only, and links go to http(s).
 * (Text never holds a raw `<`: it is escaped.)
 */
export function expectSafeHtml(out: string): void {
  const allowed: Record<string, string[]> = {
    a: ['href', 'class', 'rel', 'data-user', 'data-tag'],
    span: ['class'],
    br: [],
  };
  for (const [, name, attrs] of out.matchAll(/<\/?([a-zA-Z0-9-]*)([^>]*)>/g)) {
    expect(Object.keys(allowed)).toContain(name.toLowerCase());
    for (const [, attr, value] of attrs.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) {
      expect(allowed[name.toLowerCase()]).toContain(attr.toLowerCase());
      if (attr === 'href') expect(value).toMatch(/^https?:\/\//);
    }
  }
}
