import { SWC_OPTIONS } from './test/support/swc-options.mjs';

// Jest in native ESM mode; TypeScript through @swc/jest with legacy decorators and their metadata.
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['@swc/jest', SWC_OPTIONS],
  },
  // Generous: suites seed data through HTTP and share 2 cores; a test asserts behaviour, not speed.
  testTimeout: 90000,
  // CI ran every file green and then waited for an open handle until its 90-minute limit. Exit when the run is
  // over; Jest still prints a warning naming the cause, so a leaked handle stays visible.
  forceExit: true,
};
