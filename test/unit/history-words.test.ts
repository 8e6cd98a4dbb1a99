import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * Code, comments and documents name behaviour, not the history of the work: no issue numbers, no numbered
 * or ordinal sessions and batches, no "a turn ago". (A login session, a batch of keys and a turn of the event loop are
 * behaviour and stay.)
 */
const HISTORY = [
  /\bissue #?\d+\b|\bissues #?\d+(\/\d+| and \d+)/i,
  /\b(session|batch|turn|round) \d+\b/i,
  /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|previous|earlier|last|this|next) (session|batch)\b(?! (cookie|key|token))/i,
  /\b(second|third|fourth|fifth|sixth|previous|earlier|last) turn\b/i,
  /\b(a|one|two) turns? ago\b/i,
];

const ROOT = new URL('../../', import.meta.url).pathname;
const THIS_FILE = 'test/unit/history-words.test.ts';

describe('history words', () => {
  it('appear in no source file, test or document', () => {
    const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
    const found: string[] = [];
    for (const file of tracked.split('\n')) {
      if (!/\.(ts|mjs|js|md|graphql|html|css)$/.test(file) || /^(node_modules|dist)\//.test(file)) continue;
      if (file === THIS_FILE) continue;
      readFileSync(ROOT + file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (HISTORY.some((pattern) => pattern.test(line))) found.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
