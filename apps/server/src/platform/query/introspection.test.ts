import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

/**
 * Issue 25 finding 11: schema introspection was open to every role in the default start. By default
 * only role 7 may introspect; GRAPHQL_INTROSPECTION=all|admin|off decides.
 */
const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

const DOC = '{ __schema { queryType { name } } }';
async function introspects(t: TestApp, userName: string): Promise<boolean> {
  const r = await t.call({ method: 'POST', url: '/graphql-java', token: await t.login(userName), payload: { query: DOC } });
  if (r.body.data?.__schema) return true;
  expect(String(r.body.errors?.[0]?.message)).toMatch(/introspection/i);
  return false;
}

describe('GraphQL introspection', () => {
  it('by default: role 7 only', async () => {
    const t = await createTestApp();
    apps.push(t);
    expect(await introspects(t, 'admin')).toBe(true);
    for (const who of ['sales', 'manager', 'cs']) expect(await introspects(t, who)).toBe(false);
    // __typename is not introspection: the console's documents may ask for it.
    const typename = await t.call({
      method: 'POST',
      url: '/graphql-java',
      token: await t.login('sales'),
      payload: { query: '{ __typename }' },
    });
    expect(typename.body.data).toEqual({ __typename: 'Query' });
  });

  it('GRAPHQL_INTROSPECTION=all opens it to every staff member, off closes it for role 7 too', async () => {
    const all = await createTestApp(undefined, { env: { GRAPHQL_INTROSPECTION: 'all' } });
    apps.push(all);
    expect(await introspects(all, 'sales')).toBe(true);
    const off = await createTestApp(undefined, { env: { GRAPHQL_INTROSPECTION: 'off' } });
    apps.push(off);
    expect(await introspects(off, 'admin')).toBe(false);
  });
});
