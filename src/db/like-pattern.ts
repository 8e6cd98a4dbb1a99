/** `text` for a SQL LIKE pattern, its wildcards (`%`, `_`) and the escape character taken literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
