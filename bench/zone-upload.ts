// End-to-end latency of POST /api/upload with a generated 1 MB zone, on the embedded PGlite database
// (files on disk, as `npm start` uses it), through a listening server: multipart parsing, parse + checks,
// the database transaction and the atomic zone-file write; beside BIND's named-checkzone on the same file in
// the same run (the yardstick: parse and check a zone, nothing stored).
import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUser } from '../src/accounts/account.service.js';
import { loginWithJwt } from '../src/oauth/token-grants.js';
import { markdownTable } from './markdown.js';
import { generateZone } from './zones-gen.js';
import { startBenchApp } from './bench-app.js';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Median wall milliseconds of `named-checkzone` on `text` over `runs` runs after one warm-up, or null when BIND's
 * tools are not installed (bind9-utils). `-i local` keeps its integrity checks inside the zone: by default it
 * also resolves every out-of-zone MX, SRV and NS target over the network, which the upload does not do (and which
 * waits for DNS time-outs on a machine without a resolver).
 */
export function namedCheckzoneMs(text: string, origin: string, runs: number): number | null {
  const dir = mkdtempSync(join(tmpdir(), 'fedigraph-checkzone-'));
  try {
    const file = join(dir, 'bench.zone');
    writeFileSync(file, text);
    const times: number[] = [];
    for (let i = 0; i <= runs; i++) {
      const started = process.hrtime.bigint();
      const run = spawnSync('named-checkzone', ['-q', '-i', 'local', origin, file]);
      if (run.error) return null;
      if (run.status !== 0) throw new Error(`named-checkzone refused the zone: ${run.stdout} ${run.stderr}`);
      if (i > 0) times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    times.sort((a, b) => a - b);
    return percentile(times, 50);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function uploadLatencySection(runs = 20, warmup = 3): Promise<string> {
  const { orm, config, base, stop } = await startBenchApp();
  const url = `${base}/api/upload`;
  try {
    const em = orm.em.fork();
    const user = await createUser(em, { nickname: 'bench', email: 'bench@example.test', password: 'bench password' });
    const { accessToken } = await loginWithJwt(em, config.jwtSecret, user.nickname, 'bench password');
    const zone = generateZone(1_000_000);
    const times: number[] = [];
    for (let i = 0; i < warmup + runs; i++) {
      const form = new FormData();
      form.append('file', new Blob([zone.text], { type: 'text/plain' }), 'bench.zone');
      const started = process.hrtime.bigint();
      const res = await fetch(url, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${accessToken}`, 'x-forwarded-for': `10.0.${i}.1` },
      });
      const body = await res.text();
      if (res.status === 429) {
        // the upload budget is 10 per 10 s: wait for it rather than measure refusals
        await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 1) * 1000));
        i -= 1;
        continue;
      }
      if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${body}`);
      if (i >= warmup) times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    const checkzone = namedCheckzoneMs(zone.text, zone.origin, runs);
    return [
      `POST /api/upload of a ${zone.text.length}-byte zone (${runs} uploads after ${warmup} warm-up, PGlite on disk, over loopback HTTP), and \`named-checkzone -i local\` on the same file (median of ${runs} runs after one warm-up, wall time, process start included${checkzone == null ? '; not installed here: apt-get install bind9-utils' : ''}). Target: upload / named-checkzone <= 0.5.`,
      '',
      markdownTable(
        ['upload p50 ms', 'named-checkzone ms', 'upload / named-checkzone'],
        [
          [
            p50.toFixed(1),
            checkzone == null ? '—' : checkzone.toFixed(1),
            checkzone == null ? '—' : (p50 / checkzone).toFixed(2),
          ],
        ],
      ),
      '',
      `Upload p90 ${percentile(times, 90).toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms; load average (1 min) ${loadavg()[0].toFixed(2)} at the end.`,
    ].join('\n');
  } finally {
    await stop();
  }
}
