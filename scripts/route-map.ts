/**
 * Writes docs/route-map.md: every REST path and every query model, with the file that defines it, so a
 * newcomer goes from a path the browser shows to its code in one hop. `npm run route-map` rewrites it;
 * apps/server/src/test/route-map.test.ts fails when the file is out of date.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeMap } from '../apps/server/src/test/route-map';

const root = join(import.meta.dirname, '..');
writeFileSync(join(root, 'docs/route-map.md'), routeMap(root));
console.log('docs/route-map.md written');
