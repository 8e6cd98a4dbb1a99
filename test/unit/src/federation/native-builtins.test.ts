import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * In a fresh process (a Jest worker has long imported Fedify): the built-ins before and after an import,
 * compared by identity with references taken first.
 */
async function builtinsKeptAfter(specifier: string): Promise<{ push: boolean; stringify: boolean }> {
  const script = `
    const push = Array.prototype.push, stringify = JSON.stringify;
    await import(${JSON.stringify(specifier)});
    console.log(JSON.stringify({ push: Array.prototype.push === push, stringify: JSON.stringify === stringify }));`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', './test/support/ts-register.mjs', '--input-type=module', '-e', script],
    { cwd: process.cwd() },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as { push: boolean; stringify: boolean };
}

// src/federation/native-builtins.ts
describe("Fedify's replacement of built-ins", () => {
  it('happens on importing Fedify alone (jsonld bundles core-js)', async () => {
    expect(await builtinsKeptAfter('@fedify/fedify')).toEqual({ push: false, stringify: false });
  }, 30_000);

  it('is undone once the app is loaded: the original push and JSON.stringify are back', async () => {
    expect(await builtinsKeptAfter('./src/app.ts')).toEqual({ push: true, stringify: true });
  }, 30_000);
});
