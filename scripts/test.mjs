// `npm test`: Jest in native ESM mode, one file at a time (2 cores; files share nothing), in four shards run one
// after another, each in a fresh process. One process for the whole suite grew past 20 GB (every file opens its own
// embedded databases, whose WebAssembly memory a long-lived process does not give back) and was killed.
// `npm run test:unit` (`node scripts/test.mjs unit`): the unit tier alone (jest.unit.config.js), in one run; its
// files open no database. Further arguments go to Jest either way.
import { spawnSync } from 'node:child_process';

const SHARDS = 4;
const unit = process.argv[2] === 'unit';
const args = process.argv.slice(unit ? 3 : 2);
const jest = (extra) =>
  spawnSync(
    process.execPath,
    ['--experimental-vm-modules', '--no-warnings', 'node_modules/jest/bin/jest.js', ...extra, ...args],
    { stdio: 'inherit' },
  ).status ?? 1;

if (unit) process.exit(jest(['--config', 'jest.unit.config.js']));

let failed = false;
for (let shard = 1; shard <= SHARDS; shard += 1) {
  console.log(`== test shard ${shard}/${SHARDS}`);
  if (jest([`--shard=${shard}/${SHARDS}`, '--passWithNoTests']) !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
