/**
 * One-off timing of redeem-code generation as a job (issue 20: 100,000 codes for one config under 60 s):
 *   npx tsx scripts/bench/redeem-generate.ts http://127.0.0.1:8080 [count]
 * against a running server (`npm start`, either database). Saves a config with `num` = count through
 * the REST call (Idempotency-Key), polls the job through the config list until it is done, then checks
 * in the code library that every code is distinct. Prints the figures; changes only the demo data.
 */
const [base = 'http://127.0.0.1:8080', countArg = '100000'] = process.argv.slice(2);
const count = Number(countArg);

async function call(path: string, token: string | null, body?: unknown, headers: Record<string, string> = {}) {
  const r = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', subject: '0', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a one-off script reading a few known fields
  return (await r.json()) as { code: number; payload: any; data?: any; errors?: unknown };
}

async function main() {
  const login = await call('/api/b/v1/staff/login', null, { userName: 'admin', password: 'Demo@2026' });
  const token = login.payload.accessToken as string;
  const t0 = Date.now();
  const saved = await call(
    '/api/s/v1/exchange/code/save/config',
    token,
    { title: `生成计时 ${new Date().toISOString()}`, num: count, expireType: 2, expire: 30 },
    { 'idempotency-key': `bench-${t0}` },
  );
  if (saved.code !== 0) throw new Error(JSON.stringify(saved));
  const id = saved.payload.id as string;
  let generated = 0;
  while (generated < count) {
    await new Promise((r) => setTimeout(r, 250));
    const q = `{ ExchangeCodeConfig(query: ${JSON.stringify(JSON.stringify({ id }))}) { generated_num } }`;
    const r = await call('/graphql/v1/toss', token, { query: q });
    generated = r.data.ExchangeCodeConfig.generated_num;
    if (Date.now() - t0 > 600_000) throw new Error(`not done after 10 minutes: ${generated}`);
  }
  const seconds = (Date.now() - t0) / 1000;
  // Distinct by the database's UNIQUE (code): the library holds exactly `count` rows for the config.
  const q = `{ ExchangeCodePage(query: ${JSON.stringify(JSON.stringify({ config_id: id }))}, page: 1, size: 1) { totalElements } }`;
  const page = await call('/graphql/v1/toss', token, { query: q });
  console.log(JSON.stringify({ configId: id, count, generated, inLibrary: page.data?.ExchangeCodePage.totalElements, seconds }));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
