/**
 * A table the generator fills: its COPY column list and a function printing CSV lines. World tables
 * print once from the world; student tables print each student's rows from its resolved story.
 */
import type { Resolved } from './resolve';
import type { World } from './world-types';

export type Out = (line: string) => void;

export interface WorldTable {
  table: string;
  columns: readonly string[];
  rows(world: World, out: Out): void;
}

export interface StudentTable {
  table: string;
  columns: readonly string[];
  rows(world: World, r: Resolved, out: Out): void;
}
