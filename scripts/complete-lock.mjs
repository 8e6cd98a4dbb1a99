// Completes package-lock.json for `npm ci`. The npm registry reachable from our machines serves only the
// Linux builds of packages that ship native binaries as platform-specific optional dependencies (@swc/core,
// @node-rs/argon2, ...), so `npm install` leaves the other platforms' entries out of the lock, and `npm ci`
// then refuses the lock as out of sync ("Missing: @swc/core-darwin-arm64@ from lock file"). This adds an
// entry with its os/cpu for each missing one; npm skips them on a machine of another platform, as it would
// anyway. Run it after every dependency change: `npm run lock:complete`.
import { readFileSync, writeFileSync } from 'node:fs';
const file = process.argv[2] ?? new URL('../package-lock.json', import.meta.url).pathname;
const lock = JSON.parse(readFileSync(file, 'utf8'));
const pkgs = lock.packages;
const OS = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openbsd', 'sunos', 'aix', 'netbsd', 'openharmony'];
const CPU = {
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  s390x: 's390x',
  riscv64: 'riscv64',
  loong64: 'loong64',
  wasm32: 'wasm32',
  universal: null,
  ppc64le: 'ppc64',
};
let added = 0;
for (const [path, meta] of Object.entries(pkgs)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${dep}` : `node_modules/${dep}`;
    const hoisted = `node_modules/${dep}`;
    if (pkgs[base] || pkgs[hoisted]) continue;
    const parts = dep.split('/').pop().split('-');
    const os = parts.find((p) => OS.includes(p));
    const cpuKey = parts.find((p) => p in CPU);
    if (!os && !cpuKey) {
      console.error('cannot classify', dep);
      continue;
    }
    const entry = { version, optional: true };
    if (os) entry.os = [os];
    if (cpuKey && CPU[cpuKey]) entry.cpu = [CPU[cpuKey]];
    if (parts.includes('gnu') || parts.includes('gnueabihf')) entry.libc = ['glibc'];
    if (parts.includes('musl')) entry.libc = ['musl'];
    pkgs[hoisted] = entry;
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`added ${added} entries`);
