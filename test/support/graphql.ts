import type { TestApp } from './app.js';

/** Posts a GraphQL operation to /graphql, optionally with a bearer token. */
export async function gql(t: TestApp, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const req = t.http().post('/graphql').set('content-type', 'application/json');
  if (token) req.set('authorization', `Bearer ${token}`);
  const res = await req.send({ query, variables });
  return {
    status: res.status,
    body: res.body as {
      data?: any;
      errors?: Array<{ message: string; extensions: { code: string } & Record<string, unknown> }>;
    },
  };
}
