/**
 * Test support: loads the spec inventory (/work/shared/spec/inventory.json, resolved from the
 * repository root as `process.cwd() + '/../shared/spec/inventory.json'`). Written without Node type
 * imports because apps/web type-checks this package with DOM types only.
 */
export interface InventoryRoute {
  subject: string;
  group: string | null;
  path: string | null;
  roles: string[] | null;
  roleSource: string | null;
  label?: string;
  category: string;
  notes: string;
  hidden?: boolean;
  conditional?: boolean;
  pathInferred?: boolean;
}

export interface Inventory {
  routes: InventoryRoute[];
  landing: { bySubject: Record<string, { default: string; '19': string | null; notes: string }> };
  rest: { area: string; path: string | null; method: string | null }[];
  graphql: { area: string; name: string }[];
  messages: { key: string; text: string | null; when: string }[];
}

interface FsLike {
  readFileSync(path: string, encoding: 'utf8'): string;
}

export async function loadInventory(): Promise<Inventory> {
  const proc = (globalThis as unknown as { process: { cwd(): string } }).process;
  const fsModule = 'node:fs';
  const fs = (await import(/* @vite-ignore */ fsModule)) as FsLike;
  const file = `${proc.cwd()}/../shared/spec/inventory.json`;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Inventory;
}

/** Inventory subject names -> subject codes. */
export const INVENTORY_SUBJECT_CODES: Readonly<Record<string, number>> = {
  art: 0,
  write: 1,
  music: 3,
  dance: 5,
  handwork: 6,
  picture_book: 9,
  music_kind: 10,
  focus: 11,
};
