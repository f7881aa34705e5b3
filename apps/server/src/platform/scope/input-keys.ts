import type { ZodType } from 'zod';

/** zod 4's internal definition, as far as the key walk needs it. */
interface Def {
  type: string;
  shape?: Record<string, ZodType>;
  in?: ZodType;
  out?: ZodType;
  innerType?: ZodType;
  options?: ZodType[];
  left?: ZodType;
  right?: ZodType;
  element?: ZodType;
  getter?: () => ZodType;
}
const defOf = (schema: ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The top-level input keys a schema reads (through preprocess pipes, optionals, unions, intersections). */
export function inputKeys(schema: ZodType | undefined, seen = new Set<ZodType>()): Set<string> {
  const keys = new Set<string>();
  if (!schema || seen.has(schema)) return keys;
  seen.add(schema);
  const def = defOf(schema);
  const add = (s: ZodType | undefined) => inputKeys(s, seen).forEach((k) => keys.add(k));
  if (def.shape) Object.keys(def.shape).forEach((k) => keys.add(k));
  add(def.in);
  add(def.out);
  add(def.innerType);
  def.options?.forEach(add);
  add(def.left);
  add(def.right);
  if (def.type === 'lazy' && def.getter) add(def.getter());
  return keys;
}

/**
 * Whether an input key names an object by id: `id`, `uid`, `…Id`, `…_id`, `…Ids`, order numbers.
 * Deliberately wide: a key caught here must be declared scoped or unscoped (with a reason).
 */
export function isIdLike(key: string): boolean {
  return /^(id|ids|uid|uids|userId|studentId)$|[a-z](Id|Ids|_id|_ids)$|^(orderNo|outTradeNo|out_trade_no|order_no|orderNos|outTradeNos)$/.test(
    key,
  );
}

/** What the object-scope check needs of a registered route. */
export interface ScopedRoute {
  method: string;
  url: string;
  config?: { scope?: Record<string, string>; unscoped?: Record<string, string>; inputs?: (ZodType | undefined)[] };
}

/** The id-like input fields of a route: its schemas' keys and its path parameters. */
export function idFieldsOf(route: ScopedRoute): string[] {
  const keys = new Set<string>();
  for (const schema of route.config?.inputs ?? []) inputKeys(schema).forEach((k) => keys.add(k));
  for (const m of route.url.matchAll(/:(\w+)/g)) keys.add(m[1]!);
  return [...keys].filter(isIdLike);
}

/** `METHOD url field` for every id-like field declared neither scoped nor unscoped (with a reason). */
export function undeclaredIdFields(routes: readonly ScopedRoute[]): string[] {
  const out: string[] = [];
  for (const r of routes) {
    const scope = r.config?.scope ?? {};
    const unscoped = r.config?.unscoped ?? {};
    for (const key of idFieldsOf(r)) if (!(key in scope) && !unscoped[key]?.trim()) out.push(`${r.method} ${r.url} ${key}`);
  }
  return out;
}
