import { DICTIONARIES, type Dictionary } from '@console/domain';
import { GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLString } from 'graphql';
import type { Access } from '../http/access';
import type { AuthedContext } from '../http/context';
import { parseFilterInput } from './filter';
import type { QueryRegistry } from './registry';

/**
 * Dictionaries served as query roots (the console reads them on /graphql/filter; every endpoint
 * answers the same schema). The data comes from a provider so the shared dictionaries of
 * @console/domain, or database-backed ones (enrollment stages, packages), plug in without touching this.
 */

export const DICTIONARY_ROOTS = [
  'teamStageList',
  'courseSupList',
  'courseLevelList',
  'actionTypeList',
  'trialCourseCategoryList',
  'trialExpressPackageList',
  'CLIENT_FROM_ALL',
  'ORDER_TRADE_TYPE',
  'ORDER_TYPE',
] as const;
export type DictionaryName = (typeof DICTIONARY_ROOTS)[number];

export interface DictionaryEntry {
  code: string;
  name: string;
  nameEn?: string;
}

export interface DictionaryProvider {
  entries(name: DictionaryName, ctx: AuthedContext): Promise<readonly DictionaryEntry[]> | readonly DictionaryEntry[];
}

const e = (code: string | number, name: string, nameEn?: string): DictionaryEntry => ({ code: String(code), name, nameEn });
const fromDomain = (dict: Dictionary): DictionaryEntry[] => Object.entries(dict).map(([code, v]) => e(code, v.zh, v.en));

/**
 * What the shared dictionaries of @console/domain (CONTRACT §9) fix; the rest (enrollment stages,
 * packages, client sources, trade types, action types) is data a module provides through a provider.
 */
const BUILTIN: Record<DictionaryName, readonly DictionaryEntry[]> = {
  teamStageList: [],
  trialExpressPackageList: [],
  CLIENT_FROM_ALL: [],
  ORDER_TRADE_TYPE: [],
  actionTypeList: [],
  courseSupList: fromDomain(DICTIONARIES.systemSupLevel),
  // UI level names map onto sup codes (spec 02: "level code mapping").
  courseLevelList: [
    e('S4', 'S1-基础', 'S1 basic'),
    e('S1', 'S1-进阶', 'S1 advanced'),
    e('S2', 'S2-基础', 'S2 basic'),
    e('S5', 'S2-进阶', 'S2 advanced'),
  ],
  trialCourseCategoryList: fromDomain(DICTIONARIES.trialCourseCategory),
  ORDER_TYPE: fromDomain(DICTIONARIES.orderRegtype),
};

export const builtinDictionaries: DictionaryProvider = { entries: (name) => BUILTIN[name] };

/** Providers tried in order; the first with entries for a name wins (e.g. a DB provider, then the builtin). */
export function chainDictionaries(...providers: DictionaryProvider[]): DictionaryProvider {
  return {
    async entries(name, ctx) {
      for (const p of providers) {
        const found = await p.entries(name, ctx);
        if (found.length) return found;
      }
      return [];
    },
  };
}

/** Optional narrowing by the list-style `query` argument: {"code": v | [v...]} and {"name": "*text*"}. */
function narrow(list: readonly DictionaryEntry[], query: unknown): readonly DictionaryEntry[] {
  const f = parseFilterInput(query);
  if (!f) return list;
  const codes = f.code ?? f.id;
  const wanted =
    codes === undefined || codes === null || codes === '' ? null : new Set((Array.isArray(codes) ? codes : [codes]).map(String));
  const name = typeof f.name === 'string' ? f.name.replace(/\*/g, '').toLowerCase() : '';
  return list.filter((x) => (!wanted || wanted.has(x.code)) && (!name || x.name.toLowerCase().includes(name)));
}

export function registerDictionaryRoots(
  registry: QueryRegistry,
  provider: DictionaryProvider = builtinDictionaries,
  access: Access = 'staff',
): void {
  for (const name of DICTIONARY_ROOTS) {
    registry.addRoot({
      name,
      kind: 'dictionary',
      access,
      description: `dictionary ${name}`,
      args: { query: { type: GraphQLString }, size: { type: GraphQLInt }, sort: { type: GraphQLString } },
      type: (t) => new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(t.dictionaryEntry))),
      resolve: async (ctx, args) => {
        let list = narrow(await provider.entries(name, ctx), args.query);
        // Dance (subject 5) shows only action types 1-4 (spec 00 §6).
        if (name === 'actionTypeList' && ctx.subject === 5) list = list.filter((x) => ['1', '2', '3', '4'].includes(x.code));
        const size = typeof args.size === 'number' && args.size > 0 ? args.size : undefined;
        return (size ? list.slice(0, size) : list).map((x) => ({
          id: x.code,
          code: x.code,
          name: x.name,
          name_en: x.nameEn ?? null,
          stage: x.code,
          stage_text: x.name,
        }));
      },
    });
  }
}
