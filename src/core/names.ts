/** `maxId` → `max_id`: a GraphQL variable or argument under the legacy APIs' parameter name. */
export const snakeCase = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
