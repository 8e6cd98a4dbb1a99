// Deterministic generator of large, valid zone files for the parser benchmark: a
// hosting-style mix of record types and master-file features (relative and absolute
// names, $ORIGIN blocks, TTL units, optional class, blank owners, comments,
// parenthesised rdata).

/** xorshift32: same seed, same zone. */
function rng(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
}

const LABELS = [
  'www',
  'mail',
  'api',
  'cdn',
  'db',
  'app',
  'dev',
  'shop',
  'vpn',
  'git',
  'ci',
  'img',
  'static',
  'auth',
  'blog',
];
const TTLS = ['', '', '', '300 ', '1h ', '86400 ', '5m ', '2d '];
const CLASSES = ['', 'IN '];

export interface GeneratedZone {
  origin: string;
  text: string;
}

/** A zone of at least `bytes` characters (stops at the first record boundary past it). */
export function generateZone(bytes: number, seed = 1, origin = 'bench.example.'): GeneratedZone {
  const r = rng(seed);
  const pick = <T>(a: readonly T[]): T => a[Math.floor(r() * a.length)];
  const hex = (n: number): string => {
    let s = '';
    for (let i = 0; i < n; i++) s += Math.floor(r() * 16).toString(16);
    return s;
  };
  const b64 = (n: number): string =>
    Buffer.from(Array.from({ length: n }, () => Math.floor(r() * 256))).toString('base64');
  const ipv4 = (): string =>
    `${pick([192, 198, 203, 10])}.${Math.floor(r() * 256)}.${Math.floor(r() * 256)}.${1 + Math.floor(r() * 254)}`;
  const ipv6 = (): string => `2001:db8:${hex(4)}:${hex(3)}::${hex(4)}`;

  const parts: string[] = [
    `; benchmark zone, seed ${seed}\n$ORIGIN ${origin}\n$TTL 3600\n`,
    '@\tIN\tSOA\tns1 hostmaster (\n\t\t2024010101 ; serial\n\t\t7200 3600 1209600 300 )\n',
    '\tNS\tns1\n\tNS\tns2.example.net.\n\tMX\t10 mail\n\tTXT\t"v=spf1 mx -all"\nns1\tA\t192.0.2.53\nmail\tA\t192.0.2.25\n',
  ];
  let size = parts.reduce((n, p) => n + p.length, 0);
  let block = 0;
  for (let i = 0; size < bytes; i++) {
    let s: string;
    const name = `${pick(LABELS)}-${i.toString(36)}`;
    const head = `${name}\t${pick(TTLS)}${pick(CLASSES)}`;
    const k = r();
    if (k < 0.4) s = `${head}A\t${ipv4()}\n`;
    else if (k < 0.55) s = `${head}AAAA\t${ipv6()}\n\t\tA\t${ipv4()} ; dual stack\n`;
    else if (k < 0.65) s = `${head}CNAME\t${pick(LABELS)}-${Math.floor(r() * (i + 1)).toString(36)}\n`;
    else if (k < 0.72) s = `${head}MX\t${10 * Math.floor(1 + r() * 5)} mail.${origin}\n`;
    else if (k < 0.79) s = `${head}TXT\t"verification=${b64(24)}"\n`;
    else if (k < 0.83) s = `${name}._domainkey\tTXT\t( "v=DKIM1; k=rsa; p=${b64(96)}"\n\t\t"${b64(60)}" )\n`;
    else if (k < 0.86) s = `_sip._tcp.${name}\tSRV\t10 5 5060 ${name}\n${name}\tA\t${ipv4()}\n`;
    else if (k < 0.88) s = `${name}\tCAA\t0 issue "ca.example.net"\n`;
    else if (k < 0.91)
      s = `${name}\tNS\tns.${name}\n\t\tDS\t${Math.floor(r() * 65536)} 13 2 ( ${hex(32).toUpperCase()}\n\t\t\t${hex(32).toUpperCase()} )\nns.${name}\tA\t${ipv4()}\n`;
    else if (k < 0.93) s = `_443._tcp.${name}\tTLSA\t3 1 1 ${hex(64)}\n`;
    else if (k < 0.95) s = `${name}\tSSHFP\t4 2 ${hex(64)}\n`;
    else if (k < 0.97) s = `${name}.${origin}\t${pick(TTLS)}A\t${ipv4()}\n`;
    else {
      s = `$ORIGIN b${block}.${origin}\n${name}\tA\t${ipv4()}\n*.${name}\tCNAME\t${name}\n$ORIGIN ${origin}\n`;
      block++;
    }
    parts.push(s);
    size += s.length;
  }
  return { origin, text: parts.join('') };
}
