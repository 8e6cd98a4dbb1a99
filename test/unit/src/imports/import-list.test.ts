import { describe, expect, it } from '@jest/globals';
import { parseImportList } from '../../../../src/imports/import-list.js';

const HOST = 'fedigraph.test';

describe('parseImportList', () => {
  it('reads nicknames in every form Pleroma takes, local ones only, each once, in order', () => {
    const text =
      'alice @bob\ncarol@fedigraph.test  @dave@FEDIGRAPH.TEST\nhttp://fedigraph.test/users/erin https://fedigraph.test/@frank\n' +
      'remote@elsewhere.example https://elsewhere.example/users/x alice not/a/name http://fedigraph.test/notes/1';
    expect(parseImportList(text, HOST)).toEqual(['alice', 'bob', 'carol', 'dave', 'erin', 'frank']);
  });

  it("reads Mastodon's CSV export by its header, the address in the first column", () => {
    const csv =
      '\uFEFFAccount address,Show boosts,Notify on new posts,Languages\r\nalice@fedigraph.test,true,false,\r\nbob,false,false,\r\nzed@other.example,true,false,\r\n';
    expect(parseImportList(csv, HOST)).toEqual(['alice', 'bob']);
  });

  it('gives nothing for an empty or blank list', () => {
    expect(parseImportList('', HOST)).toEqual([]);
    expect(parseImportList(' \n\t', HOST)).toEqual([]);
  });
});
