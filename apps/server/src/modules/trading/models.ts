import type { QueryRegistry } from '../../platform/query';

/** Query models of this area (see docs/query-language.md, "How to add a model"). */
export function registerTradingQueries(registry: QueryRegistry): void {
  void registry;
}
