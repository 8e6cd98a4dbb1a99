import { Type } from '@mikro-orm/core';

/**
 * JSON kept in a `text` column: written and read as is, where `jsonb` would make the database parse and
 * re-encode it. For large documents only the application reads (a zone version's records).
 */
export class JsonTextType<T> extends Type<T, string> {
  override convertToDatabaseValue(value: T): string {
    return JSON.stringify(value);
  }

  override convertToJSValue(value: string | T): T {
    return typeof value === 'string' ? (JSON.parse(value) as T) : value;
  }

  override getColumnType(): string {
    return 'text';
  }
}
