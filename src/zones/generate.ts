// BIND's $GENERATE: `$GENERATE start-stop[/step] lhs [ttl] [class] type rhs`, where `$`
// in lhs and rhs is replaced by the iterator, `${offset[,width[,base]]}` formats it
// (base d, o, x, X, or n/N for reversed nibbles), and `$$` or `\$` is a literal `$`.
import { FieldError } from './errors.js';

export interface GenerateRange {
  start: number;
  stop: number;
  step: number;
}

export function parseRange(s: string): GenerateRange {
  const m = /^(\d{1,10})-(\d{1,10})(?:\/(\d{1,10}))?$/.exec(s);
  if (!m) throw new FieldError(`invalid $GENERATE range '${s}'`);
  const start = Number(m[1]);
  const stop = Number(m[2]);
  const step = m[3] === undefined ? 1 : Number(m[3]);
  if (stop > 0xffffffff || start > stop || step < 1 || step > 0xffffffff)
    throw new FieldError(`invalid $GENERATE range '${s}'`);
  return { start, stop, step };
}

export function rangeCount(r: GenerateRange): number {
  return Math.floor((r.stop - r.start) / r.step) + 1;
}

const MODIFIER = /^\{(-?\d+)(?:,(\d+)(?:,([doxXnN]))?)?\}/;

/** Substitutes `value` into a $GENERATE template. */
export function substitute(template: string, value: number): string {
  let out = '';
  let i = 0;
  const n = template.length;
  while (i < n) {
    const c = template.charCodeAt(i);
    if (c === 92 && i + 1 < n) {
      out += template.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (c !== 36) {
      out += template[i];
      i++;
      continue;
    }
    if (template.charCodeAt(i + 1) === 36) {
      out += '\\$';
      i += 2;
      continue;
    }
    if (template.charCodeAt(i + 1) !== 123) {
      out += String(value);
      i++;
      continue;
    }
    const m = MODIFIER.exec(template.slice(i + 1));
    if (!m) throw new FieldError(`invalid $GENERATE modifier in '${template}'`);
    const width = m[2] === undefined ? 0 : Number(m[2]);
    if (width > 255) throw new FieldError(`$GENERATE width ${width} is too large`);
    out += format(value + Number(m[1]), width, m[3] ?? 'd');
    i += 1 + m[0].length;
  }
  return out;
}

function format(v: number, width: number, base: string): string {
  if (base === 'n' || base === 'N') {
    let u = v >>> 0;
    let s = '';
    do {
      const d = u & 15;
      s += (s === '' ? '' : '.') + (base === 'n' ? d.toString(16) : d.toString(16).toUpperCase());
      u >>>= 4;
    } while (u !== 0 || s.length < width);
    return s;
  }
  const radix = base === 'o' ? 8 : base === 'd' ? 10 : 16;
  let digits = Math.abs(v).toString(radix);
  if (base === 'X') digits = digits.toUpperCase();
  const sign = v < 0 ? '-' : '';
  return sign + digits.padStart(Math.max(0, width - sign.length), '0');
}
