/** A problem with one field; `token` is the index of the offending token in the lexer's line (-1: the line itself). */
export class FieldError extends Error {
  constructor(
    message: string,
    public token = -1,
  ) {
    super(message);
  }
}
