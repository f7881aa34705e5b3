import type { FastifyInstance } from 'fastify';
import type { Family } from '../platform/family';
import type { AppDeps } from '../platform/deps';
import { QueryRegistry, builtinDictionaries, chainDictionaries, registerDictionaryRoots, type DictionaryProvider } from '../platform/query';
import { catalogFamily } from './catalog';
import { consoleFamily } from './console';
import { logisticsFamily } from './logistics';
import { marketingFamily } from './marketing';
import { orgFamily } from './org';
import { salesFamily } from './sales';
import { studentsFamily } from './students';
import { teachingFamily } from './teaching';
import { tradingFamily } from './trading';
import { workflowFamily } from './workflow';

/**
 * The composition root: the ten business families (docs/architecture.md, "Families"). Each family's
 * index.ts registers what it owns; this list is the only place that knows them all. The order is the
 * order of query-model registration (a model's relations are resolved when the registry validates).
 */
export const FAMILIES: readonly Family[] = [
  orgFamily,
  catalogFamily,
  studentsFamily,
  teachingFamily,
  tradingFamily,
  logisticsFamily,
  marketingFamily,
  workflowFamily,
  salesFamily,
  consoleFamily,
];

/** The query models of every family, in one registry (one schema behind every GraphQL path). */
export function buildQueryRegistry(): QueryRegistry {
  const registry = new QueryRegistry();
  const dictionaries = FAMILIES.map((f) => f.dictionaries).filter((d): d is DictionaryProvider => d !== undefined);
  registerDictionaryRoots(registry, chainDictionaries(...dictionaries, builtinDictionaries));
  for (const family of FAMILIES) family.queries?.(registry);
  registry.validate();
  return registry;
}

/** Every family registers its routes, jobs and registry entries; the console last (it serves the registry). */
export async function registerModules(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const shared = { registry: buildQueryRegistry() };
  for (const family of FAMILIES) family.register(app, deps, shared);
}
