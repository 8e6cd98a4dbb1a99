/**
 * Fedify 2.3 reads the global `navigator` when it imports JWKs; Node 20 has none (Node 21 added it). Every
 * module that imports Fedify imports this first.
 */
const g = globalThis as { navigator?: { userAgent: string } };
g.navigator ??= { userAgent: 'Node.js' };
export {};
