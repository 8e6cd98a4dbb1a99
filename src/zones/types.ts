// Public types of the zone-file parser.

/** One resource record, as BIND would load and print it. */
export interface ZoneRecord {
  /** Absolute owner name with trailing dot, case as written. */
  name: string;
  ttl: number;
  /** Class mnemonic ("IN", "CH", "CLASS10"). */
  class: string;
  /** Type mnemonic or "TYPEnnn". */
  type: string;
  /** Rdata in BIND's presentation format (absolute names, canonical spelling). */
  data: string;
  /** Line of the record (of the $GENERATE or $INCLUDE line for generated or included records). */
  line: number;
}

export interface ZoneIssue {
  /** 1-based; 0 for problems of the zone as a whole that no line can be blamed for. */
  line: number;
  /** 1-based, in UTF-16 code units; 0 when line is 0. */
  column: number;
  message: string;
  /** Set for issues inside a $INCLUDE file: the path as written in the directive. */
  file?: string;
}

/** Returns the text of an included file, or undefined when it cannot or may not be read. */
export type IncludeResolver = (path: string, currentOrigin: string) => string | undefined;

export interface ParseOptions {
  /** Zone name (apex). Default: detected from $ORIGIN or an absolute SOA owner (see detectOrigin). */
  origin?: string;
  /** Zone class, default "IN". */
  class?: string;
  /** TTL for records without one before any $TTL (as if the file began with $TTL). */
  defaultTtl?: number;
  /** Resolver for $INCLUDE; without one, $INCLUDE is an error. */
  include?: IncludeResolver;
  /** Stop after this many errors (default 100). */
  maxErrors?: number;
  /** Largest number of records one $GENERATE may produce (default 65536). */
  maxGenerate?: number;
  /**
   * Largest number of records all of a zone's $GENERATE directives may produce together (default 65536): 30
   * directives of 65,536 each once made a 1 KB file store two million records.
   */
  maxGeneratedPerZone?: number;
  /** Deepest $INCLUDE nesting (default 8). */
  maxIncludeDepth?: number;
}

export interface SoaSummary {
  name: string;
  mname: string;
  rname: string;
  serial: number;
  refresh: number;
  retry: number;
  expire: number;
  minimum: number;
}

export interface ParseResult {
  /** The zone apex (absolute, trailing dot), or null when it could not be determined. */
  origin: string | null;
  /** Loaded records in file order; duplicates and out-of-zone records dropped as BIND does. */
  records: ZoneRecord[];
  /** Empty when BIND would load the zone. */
  errors: ZoneIssue[];
  warnings: ZoneIssue[];
  soa?: SoaSummary;
}
