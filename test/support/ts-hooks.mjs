// Module hooks that let a child process run the TypeScript sources as they are (`node --import
// ./test/support/ts-register.mjs src/main.ts`), compiled by @swc/core as jest compiles them: tests that spawn the
// real server need no build first.
import { transformSync } from '@swc/core';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SWC_OPTIONS } from './swc-options.mjs';

/** Imports name the compiled `.js` files; from the sources, the `.ts` file of that name is meant. */
export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (err) {
    if (!specifier.endsWith('.js') || !(specifier.startsWith('.') || specifier.startsWith('file:'))) throw err;
    return next(`${specifier.slice(0, -3)}.ts`, context);
  }
}

export async function load(url, context, next) {
  if (!url.endsWith('.ts')) return next(url, context);
  const filename = fileURLToPath(url);
  const { code } = transformSync(readFileSync(filename, 'utf8'), { filename, ...SWC_OPTIONS });
  return { format: 'module', source: code, shortCircuit: true };
}
