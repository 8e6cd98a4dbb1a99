// Search at scale: seeds 100,000 statuses (12 words each from a 2,000-word vocabulary with a skewed, Zipf-like
// frequency; 200 authors; 80% public, 10% unlisted, 10% private) on the embedded PGlite database (files on disk,
// as `npm start` uses it), then times, through a listening server over loopback HTTP, GET /api/v2/search for a
// rare word, a common word, a phrase, an account prefix and a hashtag prefix. Prints the median and p95 latency
// (HTTP: the whole request, rendering 20 statuses included) and, for statuses, the search SQL alone, and the
// query plan of the statuses search. Run with `npm run bench:search`.
import 'reflect-metadata';
import { User } from '../src/entities/index.js';
import { createApp as createOAuthApp, issueToken } from '../src/oauth/oauth.service.js';
import { SEARCH_VECTOR } from '../src/search/search.service.js';
import { startBenchApp } from './bench-app.js';
import { markdownTable } from './markdown.js';

const STATUSES = Number(process.env.BENCH_STATUSES ?? 100_000);
const AUTHORS = 200;

const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))];

async function main(): Promise<void> {
  const { app, orm, base, stop } = await startBenchApp();
  try {
    const em = orm.em.fork();
    const sql = (text: string, params: unknown[] = []) => em.getConnection().execute(text, params);
    const started = Date.now();
    await sql(
      `insert into users (nickname, email, display_name) select 'author' || g, 'author' || g || '@example.test', 'Author number ' || g from generate_series(1, ?) g`,
      [AUTHORS],
    );
    await sql(`insert into status_contexts default values`);
    // Word i has weight ~ 1/i: w1 is in most statuses, w1999 in a few dozen.
    await sql(
      `insert into statuses (account_id, text, content, visibility, context_id, tags)
      select (select min(id) from users) + (g % ?), t.text, t.text,
        case when g % 10 = 0 then 'private' when g % 10 = 1 then 'unlisted' else 'public' end,
        (select min(id) from status_contexts), case when g % 50 = 0 then array['tag' || (g % 500)] else '{}' end
      from generate_series(1, ?) g,
      lateral (select string_agg('w' || floor(exp(random() * ln(2000)))::int, ' ') as text from generate_series(1, 12) w where g > 0) t`,
      [AUTHORS, STATUSES],
    );
    await sql(`insert into hashtags (name) select distinct unnest(tags) from statuses on conflict do nothing`);
    await sql('analyze');
    const seedSeconds = (Date.now() - started) / 1000;

    const reader = await em.findOneOrFail(User, { nickname: 'author1' });
    const { app: client } = await createOAuthApp(em, app.deps.box, {
      clientName: 'bench',
      redirectUris: 'urn:ietf:wg:oauth:2.0:oob',
      scopes: 'read',
    });
    const { accessToken } = await issueToken(em, client, reader, ['read']);
    const headers = { authorization: `Bearer ${accessToken}` };

    const counts = async (word: string) =>
      Number(
        (
          await sql(
            `select count(*) as n from statuses s where ${SEARCH_VECTOR} @@ websearch_to_tsquery('simple', ?)`,
            [word],
          )
        )[0].n,
      );
    const cases: Array<[string, string]> = [
      ['statuses, rare word', 'type=statuses&q=w1999'],
      ['statuses, common word', 'type=statuses&q=w3'],
      ['statuses, two words', 'type=statuses&q=w17 w40'],
      ['statuses, phrase', 'type=statuses&q="w2 w1"'],
      ['accounts, prefix', 'type=accounts&q=author12'],
      ['hashtags, prefix', 'type=hashtags&q=%23tag4'],
      ['all three', 'q=w777'],
    ];
    const rows: (string | number)[][] = [];
    for (const [label, query] of cases) {
      const times: number[] = [];
      for (let i = 0; i < 25; i++) {
        const t0 = process.hrtime.bigint();
        // A fresh connection each time: a kept-alive one the server has just closed would fail the fetch.
        const res = await fetch(`${base}/api/v2/search?${query}`, { headers: { ...headers, connection: 'close' } });
        if (res.status !== 200) throw new Error(`${label}: HTTP ${res.status}`);
        await res.json();
        if (i >= 5) times.push(Number(process.hrtime.bigint() - t0) / 1e6);
      }
      const word = decodeURIComponent(/q=([^&]+)/.exec(query)![1]);
      const isStatuses = query.startsWith('type=statuses');
      // The statuses search's SQL alone (as searchStatuses runs it, without the visibility conditions): the index's share.
      const sqlTimes: number[] = [];
      for (let i = 0; isStatuses && i < 15; i++) {
        const t0 = process.hrtime.bigint();
        await sql(
          `with matched as materialized (select s.id from statuses s where ${SEARCH_VECTOR} @@ websearch_to_tsquery('simple', ?))
          select s.id from matched m join statuses s on s.id = m.id where s.reblog_of_id is null order by s.id desc limit 20`,
          [word],
        );
        if (i >= 5) sqlTimes.push(Number(process.hrtime.bigint() - t0) / 1e6);
      }
      rows.push([
        label,
        isStatuses ? await counts(word) : '',
        quantile(times, 0.5).toFixed(1),
        quantile(times, 0.95).toFixed(1),
        isStatuses ? quantile(sqlTimes, 0.5).toFixed(1) : '',
      ]);
    }
    const plan = (
      await sql(`explain with matched as materialized (select s.id from statuses s where ${SEARCH_VECTOR} @@ websearch_to_tsquery('simple', 'w1999'))
      select s.id from matched m join statuses s on s.id = m.id where s.reblog_of_id is null order by s.id desc limit 20`)
    )
      .map((r: Record<string, string>) => Object.values(r)[0])
      .join('\n');
    console.log(
      `## GET /api/v2/search over ${STATUSES.toLocaleString('en')} statuses (PGlite on disk; seeded in ${seedSeconds.toFixed(0)} s)\n`,
    );
    console.log(markdownTable(['search', 'statuses matching', 'HTTP p50 ms', 'HTTP p95 ms', 'SQL p50 ms'], rows));
    console.log(`\nPlan of the statuses search (rare word):\n\n\`\`\`\n${plan}\n\`\`\``);
  } finally {
    await stop();
  }
}

await main();
