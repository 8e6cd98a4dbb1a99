// @electric-sql/pglite as the unit tier sees it (jest.unit.config.js): the package itself, except that opening a
// database throws. The unit tier runs without DATABASE_URL, so every database the app would open is a PGlite: a
// test that opens one fails here, and belongs under test/integration/.
export * from '../../node_modules/@electric-sql/pglite/dist/index.js';

export class PGlite {
  constructor() {
    throw new Error('A unit test opened a database: it belongs under test/integration/ (see test/README.md)');
  }
}
