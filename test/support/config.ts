/** A keyword list as the admin config API writes it: `{k: v}` as `[{tuple: [":k", v]}]`. */
export const kw = (pairs: Record<string, unknown>) => Object.entries(pairs).map(([k, v]) => ({ tuple: [`:${k}`, v] }));
