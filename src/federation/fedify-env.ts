/**
 * Every module that imports Fedify imports this first, so that it runs before Fedify's own modules do.
 *
 * Fedify 2.3 reads the global `navigator` when it imports JWKs; Node 20 has none (Node 21 added it).
 */
const g = globalThis as { navigator?: { userAgent: string } };
g.navigator ??= { userAgent: 'Node.js' };

/**
 * Built-ins as they are before Fedify's import replaces them with slower JavaScript ones (put back by
 * `native-builtins.ts`). A reference taken now is the only way to the originals later.
 */
export const originalBuiltins = { push: Array.prototype.push, stringify: JSON.stringify };
