import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './deps';
import type { DictionaryProvider, QueryRegistry } from './query';

/** What the composition root hands every family besides the app and its deps. */
export interface FamilyShared {
  /** The one query registry (all families' models), for the console's GraphQL, export and import calls. */
  registry: QueryRegistry;
}

/**
 * A business family's one public registration, exported by `modules/<family>/index.ts` and composed by
 * `modules/index.ts`. The family registers everything it owns here — query models, REST routes, jobs,
 * import kinds, export sheets, approval effects — so no central list imports the areas.
 */
export interface Family {
  name: string;
  /** Dictionary data the family answers (chained before the built-in dictionaries). */
  dictionaries?: DictionaryProvider;
  /** Query models (GraphQL roots); called in the order of the composition root's list. */
  queries?(registry: QueryRegistry): void;
  /** Routes, jobs and the family's entries in the shared registries. */
  register(app: FastifyInstance, deps: AppDeps, shared: FamilyShared): void;
}
