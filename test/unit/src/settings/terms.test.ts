import { describe, expect, it } from '@jest/globals';
import {
  Atom,
  dbKeys,
  deepMerge,
  dropSubkeys,
  ElixirMap,
  fromJson,
  isKeyword,
  isModuleName,
  mergeSetting,
  Module,
  needsRestart,
  parseName,
  TermError,
  toJson,
  toPlain,
  Tuple,
  type Term,
} from '../../../../src/settings/terms.js';
import { kw } from '../../../support/config.js';

const NS = 'pleroma';
const t = (json: unknown): Term => fromJson(json, NS);

describe('rule 1: module names', () => {
  it.each(['Pleroma.Upload', 'Pleroma.Web.Endpoint', 'Phoenix.Socket', 'Tesla.Adapter.Hackney', 'Oban', 'Ueberauth'])(
    '%s is a module',
    (name) => {
      expect(t(name)).toEqual(new Module(name));
    },
  );
  it.each([
    'Pleroma',
    'Pleroma.',
    'pleroma.upload',
    'Ecto.Repo',
    'Oban.Pro',
    'Phoenixx.Socket',
    'A fedigraph instance',
  ])('%s stays a string', (text) => {
    expect(t(text)).toBe(text);
  });
  it('uses the namespace word as the own prefix', () => {
    expect(isModuleName('Svc.Upload', 'svc')).toBe(true);
    expect(isModuleName('Pleroma.Upload', 'svc')).toBe(false);
  });
});

describe('rule 2: atoms', () => {
  it('converts strings starting with ":"', () => {
    expect(t(':debug')).toEqual(new Atom('debug'));
    expect(t(' :debug ')).toEqual(new Atom('debug'));
  });
  it('keeps ":" alone and other strings as strings, untrimmed', () => {
    expect(t(':')).toBe(':');
    expect(t(' text ')).toBe(' text ');
  });
});

describe('rule 3: tuples', () => {
  it('converts {"tuple": [...]} with nested values', () => {
    expect(t({ tuple: [':a', 'Pleroma.Upload', 1, { tuple: [] }] })).toEqual(
      new Tuple([new Atom('a'), new Module('Pleroma.Upload'), 1, new Tuple([])]),
    );
  });
  it('refuses a tuple that is not an array, naming where', () => {
    expect(() => t([{ tuple: [':a', { tuple: 'x' }] }])).toThrow(
      new TermError('[0].tuple[1].tuple', 'a tuple must be an array'),
    );
  });
  it('refuses "tuple" beside other keys', () => {
    expect(() => t({ tuple: [], other: 1 })).toThrow(TermError);
  });
  it('turns other objects into maps with converted keys', () => {
    expect(t({ ':a': 1, b: ':c' })).toEqual(
      new ElixirMap([
        [new Atom('a'), 1],
        ['b', new Atom('c')],
      ]),
    );
  });
});

describe('rule 4: keyword lists', () => {
  it('an array of atom-first 2-tuples is a keyword list', () => {
    expect(isKeyword(t(kw({ a: 1, b: 2 })))).toBe(true);
    expect(isKeyword(t([]))).toBe(true);
    expect(isKeyword(t([{ tuple: ['a', 1] }]))).toBe(false);
    expect(isKeyword(t([{ tuple: [':a', 1, 2] }]))).toBe(false);
    expect(isKeyword(t([':a']))).toBe(false);
  });
  it('reads as an object', () => {
    expect(toPlain(t(kw({ name: 'x', poll: kw({ max: 2 }), level: ':debug', pair: { tuple: [1, 2] } })))).toEqual({
      name: 'x',
      poll: { max: 2 },
      level: 'debug',
      pair: [1, 2],
    });
  });
});

describe('round trip', () => {
  it('JSON form → term → the same JSON form', () => {
    const json = [
      { tuple: [':uploader', 'Pleroma.Uploaders.Local'] },
      { tuple: [':filters', ['Pleroma.Upload.Filter.Dedupe']] },
      {
        tuple: [':proxy_opts', [{ tuple: [':redirect_on_failure', false] }, { tuple: [':max_body_length', 26214400] }]],
      },
      { tuple: [':map', { key: ':value' }] },
      { tuple: [':nothing', null] },
    ];
    expect(toJson(t(json))).toEqual(json);
  });
});

describe('rules 7-9: merging a posted value into the stored one', () => {
  const instance = new Atom('instance');
  const own = new Atom(NS);
  it('rule 7: keyword lists merge deeply, new keys last, posted values win', () => {
    const old = t(kw({ name: 'a', limit: 5, poll_limits: kw({ max_options: 3, min_expiration: 0 }) }));
    const next = t(kw({ poll_limits: kw({ max_options: 9 }), email: 'x@y' }));
    expect(toJson(mergeSetting(NS, own, instance, old, next))).toEqual(
      kw({ name: 'a', limit: 5, poll_limits: kw({ min_expiration: 0, max_options: 9 }), email: 'x@y' }),
    );
  });
  it('rule 7: lists that are not keyword lists, and plain values, are replaced', () => {
    expect(mergeSetting(NS, own, new Atom('x'), t([':a', ':b']), t([':c']))).toEqual([new Atom('c')]);
    expect(mergeSetting(NS, own, new Atom('x'), t(kw({ a: 1 })), t(':atom'))).toEqual(new Atom('atom'));
    expect(deepMerge(t(kw({ a: [1, 2] })), t(kw({ a: [3] })))).toEqual(t(kw({ a: [3] })));
  });
  // The spec's list of rule 8, as it writes it.
  const rule8 = `:${NS} :ecto_repos, :chatlog :meta, :mime :types, :cors_plug :max_age, :cors_plug :methods,
    :cors_plug :expose, :cors_plug :headers, :auto_linker :opts, :cluster :node_blacklist, :logger :backends`;
  it.each(rule8.split(',').map((pair) => pair.trim().replaceAll(':', '').split(' ')))(
    'rule 8: (:%s, :%s) is replaced whole',
    (group, key) => {
      const merged = mergeSetting(NS, new Atom(group), new Atom(key), t(kw({ a: 1, b: 2 })), t(kw({ b: 3 })));
      expect(toJson(merged)).toEqual(kw({ b: 3 }));
    },
  );
  it('rule 8 is about the listed keys only: the same key in another group merges', () => {
    expect(toJson(mergeSetting(NS, new Atom('other'), new Atom('meta'), t(kw({ a: 1 })), t(kw({ b: 2 }))))).toEqual(
      kw({ a: 1, b: 2 }),
    );
  });
  it.each([
    ['assets', 'mascots'],
    ['emoji', 'groups'],
    ['workers', 'retries'],
    ['mrf_subchain', 'match_actor'],
    ['mrf_keyword', 'replace'],
  ])('rule 9: subkey :%s, :%s is replaced whole, the rest merges', (key, sub) => {
    const old = t(kw({ keep: 1, [sub]: kw({ a: 1, b: 2 }) }));
    const next = t(kw({ [sub]: kw({ c: 3 }), more: 2 }));
    expect(toJson(mergeSetting(NS, own, new Atom(key), old, next))).toEqual(
      kw({ keep: 1, [sub]: kw({ c: 3 }), more: 2 }),
    );
  });
  it('rule 9 without the subkey in the posted value keeps the stored one', () => {
    const old = t(kw({ mascots: kw({ a: 1 }), other: kw({ x: 1 }) }));
    expect(toJson(mergeSetting(NS, own, new Atom('assets'), old, t(kw({ other: kw({ y: 2 }) }))))).toEqual(
      kw({ mascots: kw({ a: 1 }), other: kw({ x: 1, y: 2 }) }),
    );
  });
  it('stand-in group names follow the namespace word', () => {
    const merged = mergeSetting(
      'svc',
      new Atom('svc'),
      new Atom('ecto_repos'),
      t(kw({ a: 1 })),
      fromJson(kw({ b: 2 }), 'svc'),
    );
    expect(toJson(merged)).toEqual(kw({ b: 2 }));
  });
});

describe('rule 6: deleting nested settings', () => {
  it('drops the subkeys', () => {
    expect(toJson(dropSubkeys(t(kw({ a: 1, b: 2, c: 3 })), ['a', 'c'])!)).toEqual(kw({ b: 2 }));
  });
  it('answers null when nothing is left, or when the value is no keyword list', () => {
    expect(dropSubkeys(t(kw({ a: 1 })), ['a'])).toBeNull();
    expect(dropSubkeys(t(':atom'), ['a'])).toBeNull();
  });
});

describe('rule 10 and names', () => {
  it('a group without keys is addressed per setting: group and key are atoms', () => {
    expect(parseName(':chatlog', NS, 'group')).toEqual(new Atom('chatlog'));
    expect(parseName(':level', NS, 'key')).toEqual(new Atom('level'));
    expect(toJson(t(':debug'))).toBe(':debug');
  });
  it('keys may be modules, groups may not', () => {
    expect(parseName('Pleroma.Upload', NS, 'key')).toEqual(new Module('Pleroma.Upload'));
    expect(() => parseName('Pleroma.Upload', NS, 'group')).toThrow(TermError);
    expect(() => parseName('instance', NS, 'key')).toThrow(TermError);
    expect(() => parseName(undefined, NS, 'key')).toThrow('key is required');
  });
  it('db lists nested settings of a keyword value, else the key itself', () => {
    expect(dbKeys(t(kw({ a: 1, b: 2 })), new Atom('instance'))).toEqual([':a', ':b']);
    expect(dbKeys(t(':debug'), new Atom('level'))).toEqual([':level']);
    expect(dbKeys(t('x'), new Module('Pleroma.Upload'))).toEqual(['Pleroma.Upload']);
  });
});

describe('rule 5: settings applied at build time', () => {
  const own = new Atom(NS);
  it.each(['http_client_pools', 'connections_pool', 'pools', 'chat'])('every setting of :%s', (key) => {
    expect(needsRestart(NS, own, new Atom(key), ['anything'])).toBe(true);
  });
  it('only the listed nested settings of :instance, Upload and Captcha', () => {
    expect(needsRestart(NS, own, new Atom('instance'), ['upload_limit', 'name'])).toBe(true);
    expect(needsRestart(NS, own, new Atom('instance'), ['name'])).toBe(false);
    expect(needsRestart(NS, own, new Module('Pleroma.Upload'), ['proxy_remote'])).toBe(true);
    expect(needsRestart(NS, own, new Module('Pleroma.Captcha'), ['seconds_valid'])).toBe(true);
    expect(needsRestart(NS, own, new Module('Pleroma.Captcha'), ['enabled'])).toBe(false);
    expect(needsRestart(NS, own, new Atom('instance'), 'all')).toBe(true);
    expect(needsRestart(NS, new Atom('other'), new Atom('pools'), 'all')).toBe(false);
  });
});
