// Access to the rdata tokens of one record (text form) or to rdata bytes (RFC 3597
// generic form); the field readers in fields.ts work on these.
import { FieldError } from '../errors.js';
import type { Lexer } from '../lexer.js';
import type { Origin } from '../names.js';

export class TokenCursor {
  lex!: Lexer;
  origin: Origin | null = null;
  i = 0;
  end = 0;

  reset(lex: Lexer, first: number, origin: Origin | null): void {
    this.lex = lex;
    this.i = first;
    this.end = lex.count;
    this.origin = origin;
  }

  more(): boolean {
    return this.i < this.end;
  }

  /** The next token's text; `what` names the field in the error when there is none. */
  next(what: string): string {
    if (this.i >= this.end) throw new FieldError(`unexpected end of line: ${what} is missing`, this.end - 1);
    return this.lex.token(this.i++);
  }

  /** Whether the next token is a quoted string. */
  nextIsQuoted(): boolean {
    return this.i < this.end && this.lex.quoted[this.i] === 1;
  }

  /** The remaining tokens joined without separators (hex and base64 may be split by blanks). */
  rest(what: string, required: boolean): string {
    if (this.i >= this.end) {
      if (required) throw new FieldError(`unexpected end of line: ${what} is missing`, this.end - 1);
      return '';
    }
    let s = this.lex.token(this.i++);
    while (this.i < this.end) s += this.lex.token(this.i++);
    return s;
  }
}

export class WireReader {
  p = 0;
  constructor(readonly b: Uint8Array) {}

  need(n: number): void {
    if (this.p + n > this.b.length) throw new FieldError('generic rdata is too short for this type');
  }
  u8(): number {
    this.need(1);
    return this.b[this.p++];
  }
  u16(): number {
    this.need(2);
    const v = (this.b[this.p] << 8) | this.b[this.p + 1];
    this.p += 2;
    return v;
  }
  u32(): number {
    this.need(4);
    const v =
      this.b[this.p] * 0x1000000 + ((this.b[this.p + 1] << 16) | (this.b[this.p + 2] << 8) | this.b[this.p + 3]);
    this.p += 4;
    return v;
  }
  bytes(n: number): Uint8Array {
    this.need(n);
    const v = this.b.subarray(this.p, this.p + n);
    this.p += n;
    return v;
  }
  rest(): Uint8Array {
    const v = this.b.subarray(this.p);
    this.p = this.b.length;
    return v;
  }
  done(): boolean {
    return this.p >= this.b.length;
  }
}
