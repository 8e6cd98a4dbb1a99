import { describe, expect, it } from '@jest/globals';
import {
  addressingFor,
  factsOf,
  noteOf,
  visibilityOf,
  withBarePublic,
  type NoteFacts,
} from '../../../../src/federation/objects/note.js';

const PUBLIC = 'https://www.w3.org/ns/activitystreams#Public';
const FOLLOWERS = 'https://a.example/users/alice/followers';
const BOB = 'https://b.example/users/bob';

const facts = (over: Partial<NoteFacts> = {}): NoteFacts => ({
  id: 'https://a.example/objects/1',
  url: 'https://a.example/notice/1',
  attributedTo: 'https://a.example/users/alice',
  content: '<p>hi <a href="https://b.example/users/bob">@bob</a> #Cats</p>',
  summary: 'cw',
  sensitive: true,
  published: new Date('2026-11-25T10:00:00.000Z'),
  inReplyTo: 'https://b.example/objects/9',
  ...addressingFor('public', FOLLOWERS, [BOB]),
  mentions: [{ href: BOB, name: '@bob@b.example' }],
  hashtags: ['cats'],
  attachments: [{ url: 'https://a.example/media/x.png', mediaType: 'image/png', description: 'a cat' }],
  ...over,
});

describe('addressing per visibility', () => {
  it.each([
    ['public', { to: [PUBLIC], cc: [FOLLOWERS, BOB] }],
    ['unlisted', { to: [FOLLOWERS], cc: [PUBLIC, BOB] }],
    ['private', { to: [FOLLOWERS, BOB], cc: [] }],
    ['direct', { to: [BOB], cc: [] }],
  ] as const)('%s', (visibility, expected) => {
    const addressing = addressingFor(visibility, FOLLOWERS, [BOB]);
    expect(addressing).toEqual(expected);
    // And back: the addressing means the same visibility.
    expect(visibilityOf(addressing.to, addressing.cc, FOLLOWERS)).toBe(visibility);
  });

  it('reads as:Public and Public as the public collection, and anything else as direct', () => {
    expect(visibilityOf(['as:Public'], [], null)).toBe('public');
    expect(visibilityOf([], ['Public'], null)).toBe('unlisted');
    expect(visibilityOf([BOB], ['https://elsewhere.example/followers'], FOLLOWERS)).toBe('direct');
  });

  it('never addresses a direct status to the public or the followers', () => {
    const { to, cc } = addressingFor('direct', FOLLOWERS, [BOB]);
    expect([...to, ...cc]).not.toContain(PUBLIC);
    expect([...to, ...cc]).not.toContain(FOLLOWERS);
  });
});

describe('the bare public address, read from the JSON as written', () => {
  const RESOLVED = 'https://b.example/Public';
  it.each([
    [{ to: ['Public'] }, { to: [PUBLIC], cc: [FOLLOWERS] }],
    [{ to: ['as:Public'] }, { to: [PUBLIC], cc: [FOLLOWERS] }],
    [{ to: 'Public' }, { to: [PUBLIC], cc: [FOLLOWERS] }],
  ])('%j written: the resolved entry is the public collection', (raw, expected) => {
    expect(withBarePublic([RESOLVED], [FOLLOWERS], raw)).toEqual(expected);
  });

  it('keeps an actor written out in full, and everything without raw JSON', () => {
    const named = 'https://b.example/users/Public';
    expect(withBarePublic([named], [], { to: [named] })).toEqual({ to: [named], cc: [] });
    // A bare Public in cc only: cc gains the public collection, the actor named in to stays.
    expect(withBarePublic([named], [], { to: [named], cc: ['Public'] })).toEqual({ to: [named], cc: [PUBLIC] });
    expect(withBarePublic([RESOLVED], [], null)).toEqual({ to: [RESOLVED], cc: [] });
    expect(visibilityOf(withBarePublic([RESOLVED], [], undefined).to, [], FOLLOWERS)).toBe('direct');
  });
});

describe('status <-> Note', () => {
  it('a Note carries the facts and gives them back unchanged', async () => {
    const note = noteOf(facts(), 'https://a.example');
    const json = (await note.toJsonLd({ format: 'compact' })) as Record<string, unknown>;
    expect(json).toMatchObject({
      type: 'Note',
      id: 'https://a.example/objects/1',
      attributedTo: 'https://a.example/users/alice',
      summary: 'cw',
      sensitive: true,
      inReplyTo: 'https://b.example/objects/9',
      to: 'as:Public',
      cc: [FOLLOWERS, BOB],
    });
    expect(json.tag).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'Mention', href: BOB }),
        expect.objectContaining({ type: 'Hashtag', href: 'https://a.example/tag/cats', name: '#cats' }),
      ]),
    );
    expect(await factsOf(note)).toEqual(facts());
  });

  it('reads a minimal Note: no CW, no reply, no tags', async () => {
    const minimal = facts({
      summary: '',
      sensitive: false,
      inReplyTo: null,
      mentions: [],
      hashtags: [],
      attachments: [],
      url: null,
      ...addressingFor('direct', FOLLOWERS, [BOB]),
    });
    expect(await factsOf(noteOf(minimal, 'https://a.example'))).toEqual(minimal);
  });
});
