// Tokenizer for RFC 1035 §5 master files. It works on char codes and hands out one
// logical line at a time (parentheses join physical lines); the tokens are kept as
// offsets into the source text so that nothing is copied until a consumer asks.

export type LexErrorSink = (line: number, column: number, message: string) => void;

const NUL = 0;
const TAB = 9;
const LF = 10;
const CR = 13;
const SPACE = 32;
const QUOTE = 34;
const LPAREN = 40;
const RPAREN = 41;
const SEMICOLON = 59;
const BACKSLASH = 92;

/**
 * Bytes that end an unquoted word (1), and the backslash (2), which escapes the next byte. NUL ends a word as
 * in BIND, whose master-file lexer makes it a token of its own that no field accepts; inside a quoted string or
 * after a backslash it is a byte like any other.
 */
const WORD_STOP = new Uint8Array(256);
for (const c of [NUL, TAB, LF, CR, SPACE, QUOTE, LPAREN, RPAREN, SEMICOLON]) WORD_STOP[c] = 1;
WORD_STOP[BACKSLASH] = 2;

/**
 * The end of the unquoted word starting at `p`. A function of its own with one table read per byte: V8
 * compiles this small loop far tighter than the same loop inside `next`.
 */
function wordEnd(bytes: Uint8Array, p: number, n: number): number {
  for (;;) {
    while (p < n && WORD_STOP[bytes[p]] === 0) p++;
    if (p >= n || WORD_STOP[bytes[p]] === 1) return p;
    // An escaped newline would corrupt the line count; it ends the word instead.
    p += p + 1 < n && bytes[p + 1] !== LF ? 2 : 1;
  }
}

export class Lexer {
  private pos = 0;
  private physicalLine = 1;
  private lineStart = 0;
  private depth = 0;
  private depthLine = 0;
  private depthColumn = 0;

  /** Tokens of the current logical line. */
  count = 0;
  readonly starts: number[] = [];
  readonly ends: number[] = [];
  /** 1 for a quoted string (small integers: storing them needs no write barrier). */
  readonly quoted: number[] = [];
  /** The logical line began with a blank (the owner is inherited). */
  blankOwner = false;
  /** Physical line on which the current logical line starts. */
  startLine = 0;
  /** Column of token 0 (the owner's, which checks report); line and column of others are found on demand. */
  firstColumn = 0;
  /** Offset of the first character of line startLine. */
  private begin = 0;

  /**
   * `text` has one character per byte (see parser.ts); `bytes` are the same bytes, which the scan reads
   * (a typed array is quicker to read than a string's characters).
   */
  constructor(
    readonly text: string,
    private readonly onError: LexErrorSink,
    readonly bytes: Uint8Array = Buffer.from(text, 'latin1'),
  ) {}

  /** The text of token `i` (quoted strings without their quotes, escapes left in place). */
  token(i: number): string {
    return this.text.slice(this.starts[i], this.ends[i]);
  }

  /** 1-based line of token `i`. */
  line(i: number): number {
    let line = this.startLine;
    for (let p = this.begin, end = this.tokenPos(i); p < end; p++) if (this.bytes[p] === LF) line++;
    return line;
  }

  /** 1-based column of token `i` (of the opening quote for a quoted string). */
  column(i: number): number {
    const pos = this.tokenPos(i);
    let p = pos;
    while (p > this.begin && this.bytes[p - 1] !== LF) p--;
    return pos - p + 1;
  }

  private tokenPos(i: number): number {
    return this.quoted[i] ? this.starts[i] - 1 : this.starts[i];
  }

  /** Advances to the next logical line that holds at least one token; false at end of input. */
  next(): boolean {
    const bytes = this.bytes;
    const n = bytes.length;
    const { starts, ends, quoted } = this;
    let count = 0;
    let pos = this.pos;
    let line = this.physicalLine;
    let lineStart = this.lineStart;
    this.blankOwner = pos < n && (bytes[pos] === SPACE || bytes[pos] === TAB);
    this.startLine = line;
    this.begin = lineStart;
    for (;;) {
      if (pos >= n) {
        if (this.depth > 0) {
          this.onError(this.depthLine, this.depthColumn, "unbalanced parentheses: '(' is never closed");
          this.depth = 0;
        }
        break;
      }
      const c = bytes[pos];
      if (c === SPACE || c === TAB || c === CR) {
        pos++;
        continue;
      }
      if (c === LF) {
        pos++;
        line++;
        lineStart = pos;
        if (this.depth > 0) continue;
        if (count > 0) break;
        // An empty or comment-only line: start over on the next one.
        this.blankOwner = pos < n && (bytes[pos] === SPACE || bytes[pos] === TAB);
        this.startLine = line;
        this.begin = lineStart;
        continue;
      }
      if (c === SEMICOLON) {
        const nl = bytes.indexOf(LF, pos);
        pos = nl < 0 ? n : nl;
        continue;
      }
      if (c === LPAREN) {
        if (this.depth === 0) {
          this.depthLine = line;
          this.depthColumn = pos - lineStart + 1;
        }
        this.depth++;
        pos++;
        continue;
      }
      if (c === RPAREN) {
        if (this.depth === 0) this.onError(line, pos - lineStart + 1, "unbalanced parentheses: ')' without '('");
        else this.depth--;
        pos++;
        continue;
      }
      if (count === 0) this.firstColumn = pos - lineStart + 1;
      if (c === QUOTE) {
        let p = pos + 1;
        while (p < n) {
          const d = bytes[p];
          if (d === QUOTE || d === LF) break;
          p += d === BACKSLASH ? 2 : 1;
        }
        if (p > n) p = n;
        starts[count] = pos + 1;
        ends[count] = p;
        quoted[count] = 1;
        count++;
        if (p >= n || bytes[p] !== QUOTE) {
          this.onError(line, pos - lineStart + 1, 'unbalanced quotes: the quoted string is not closed on its line');
          pos = p;
        } else {
          pos = p + 1;
        }
        continue;
      }
      const p = wordEnd(bytes, pos, n);
      if (p === pos) {
        // Only a NUL byte stops a word where it starts (the other stops are handled above).
        this.onError(line, pos - lineStart + 1, 'a NUL byte outside a quoted string (quote it, or write it as \\000)');
        pos++;
        continue;
      }
      starts[count] = pos;
      ends[count] = p;
      quoted[count] = 0;
      count++;
      pos = p;
    }
    this.pos = pos;
    this.physicalLine = line;
    this.lineStart = lineStart;
    this.count = count;
    return count > 0;
  }
}
