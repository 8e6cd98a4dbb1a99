// The unit tier (`npm run test:unit`): the files under test/unit/, which open no database. PGlite is replaced by
// a stand-in that refuses to open one, and DATABASE_URL is dropped so that no test reaches a PostgreSQL server.
import base from './jest.config.js';

delete process.env.DATABASE_URL;

export default {
  ...base,
  roots: ['<rootDir>/test/unit'],
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^@electric-sql/pglite$': '<rootDir>/test/support/no-database.ts',
  },
};
