import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildQueryRegistry } from '../../modules';
import { GRAPHQL_PATHS, schemaFor } from '../../platform/query';
import { documentCost, QUERY_COST_DEFAULTS } from '../../platform/query/cost';
import { limitsRule } from '../../platform/query/hardening';
import type { ClientDocument } from './types';

/**
 * The original client's documents, area by area (every other .ts file of this folder exports
 * `documents: ClientDocument[]`), validated against the schema every GraphQL path serves, with the
 * same limits the server applies. Whether the answers hold the right data is each area's own test.
 */
const here = dirname(fileURLToPath(import.meta.url));
const areaFiles = readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'types.ts');
const schema = schemaFor(buildQueryRegistry());

function literal(value: string | number | boolean | null): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

export function documentText(d: ClientDocument): string {
  const args = Object.entries(d.args ?? {});
  const argText = args.length ? `(${args.map(([k, v]) => `${k}: ${literal(v)}`).join(', ')})` : '';
  return `{ ${d.root}${argText}${d.select ? ` { ${d.select} }` : ''} }`;
}

describe.each(areaFiles)('client documents of %s', async (file) => {
  const { documents } = (await import(join(here, file))) as { documents: ClientDocument[] };
  it('lists documents', () => {
    expect(documents.length).toBeGreaterThan(0);
  });
  it.each(documents.map((d) => [`${d.root} (${d.use})`, d] as const))('%s is accepted', (_name, d) => {
    expect(GRAPHQL_PATHS).toContain(d.endpoint);
    const document = parse(documentText(d));
    const errors = validate(schema, document, [...specifiedRules, limitsRule()]);
    expect(errors.map((e) => e.message)).toEqual([]);
    // Within the cost limit the server applies before running a document (platform/query/cost.ts).
    expect(documentCost(schema, document)).toBeLessThanOrEqual(QUERY_COST_DEFAULTS.maxCost);
  });
});
