import { AppError } from '../http/errors';
import type { Cell } from '../xlsx/writer';
import type { EngineContext } from './engine';
import type { ModelField, ModelRelation, QueryModel } from './model';
import { labelText, present } from './present';
import type { RawRow } from './registry';
import { checkRelationAccess, emptyTree, treeProjection } from './relations';

/** Spreadsheet side of the export: which columns, and how each value becomes a safe cell. */

export interface ExportColumn {
  path: string;
  title: string;
  chain: ModelRelation[];
  field: ModelField;
  /** `<field>_text`: the label, not the code. */
  text: boolean;
  /** Crosses a to-many relation: the cell joins every related value. */
  many: boolean;
}

export const MAX_EXPORT_COLUMNS = 300;
/** Excel's cell limit; longer text would make the file unreadable. */
const MAX_CELL_CHARS = 32767;

/** Header `{"<field path>": "<title>"}` -> columns, the root projection and the relations to batch-load. */
export function resolveColumns(ec: EngineContext, model: QueryModel, header: Record<string, unknown>) {
  const entries = Object.entries(header);
  if (entries.length === 0) throw new AppError('BAD_REQUEST', '参数错误：header 不能为空', 'Bad parameter: header is empty');
  if (entries.length > MAX_EXPORT_COLUMNS) {
    throw new AppError('BAD_REQUEST', `导出列过多（最多 ${MAX_EXPORT_COLUMNS} 列）`, `Too many export columns (max ${MAX_EXPORT_COLUMNS})`);
  }
  const root = emptyTree();
  const columns: ExportColumn[] = [];
  for (const [path, title] of entries) {
    const unknown = () => new AppError('BAD_REQUEST', `未知的导出字段：${path}`, `Unknown export field: ${path}`);
    const segments = (path.endsWith('.keyword') ? path.slice(0, -'.keyword'.length) : path).split('.');
    let current = model;
    let node = root;
    const chain: ModelRelation[] = [];
    for (const seg of segments.slice(0, -1)) {
      const rel = current.relations.get(seg);
      if (!rel) throw unknown();
      const target = checkRelationAccess(ec, current, rel);
      chain.push(rel);
      let next = node.relations.get(seg);
      if (!next) node.relations.set(seg, (next = emptyTree()));
      node = next;
      current = target;
    }
    const last = segments[segments.length - 1];
    const plain = current.fields.get(last);
    const labelled = current.textFields.get(last);
    const field = plain ?? labelled;
    if (!field) throw unknown();
    node.fields.add(field.name);
    columns.push({ path, title: String(title ?? path), chain, field, text: !plain, many: chain.some((r) => r.many) });
  }
  return { columns, projection: treeProjection(model, root), tree: root };
}

/** Cells starting like a formula are written as text with a leading ' (CSV/formula injection). */
export function neutralize(s: string): string {
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
}

const HOUR = 3_600_000;
const DAY = 86_400_000;
/** Instants whose text is computed from a cached UTC offset; others (and NaN) go through Intl. */
const FAST_FROM = Date.UTC(1901, 0, 1);
const FAST_TO = Date.UTC(9999, 0, 1);
const TWO = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));

interface Zone {
  f: Intl.DateTimeFormat;
  /** UTC hour (ms / 1 h) -> the zone's offset during that hour in ms, or NaN when it changes within it. */
  offsets: Map<number, number>;
  /** The last local day formatted, and its `YYYY-MM-DD`. */
  day: number;
  date: string;
}

const zones = new Map<string, Zone>();
function zoneOf(timeZone: string): Zone {
  let z = zones.get(timeZone);
  if (!z) {
    const f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    z = { f, offsets: new Map(), day: NaN, date: '' };
    zones.set(timeZone, z);
  }
  return z;
}

function intlParts(f: Intl.DateTimeFormat, ms: number): Record<string, string> {
  return Object.fromEntries(f.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
}

/** The zone's offset from UTC at `ms`, to the second, as Intl sees it. */
function offsetAt(f: Intl.DateTimeFormat, ms: number): number {
  const p = intlParts(f, ms);
  return Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second) - Math.floor(ms / 1000) * 1000;
}

/**
 * `YYYY-MM-DD HH:mm:ss` in the time zone. Intl's formatToParts costs microseconds per call (a large
 * share of an export's time), so the zone's offset is asked once per UTC hour and cached; an hour in
 * which the offset changes (a DST switch, a historical change) is formatted by Intl itself.
 */
export function formatTime(ms: number, timeZone: string): string {
  const z = zoneOf(timeZone);
  if (!(ms >= FAST_FROM && ms < FAST_TO)) return intlText(z.f, ms);
  const hour = Math.floor(ms / HOUR);
  let offset = z.offsets.get(hour);
  if (offset === undefined) {
    if (z.offsets.size >= 20_000) z.offsets.clear();
    const start = offsetAt(z.f, hour * HOUR);
    offset = offsetAt(z.f, hour * HOUR + HOUR - 1000) === start ? start : NaN;
    z.offsets.set(hour, offset);
  }
  if (Number.isNaN(offset)) return intlText(z.f, ms);
  const local = ms + offset;
  const day = Math.floor(local / DAY);
  if (day !== z.day) {
    const d = new Date(day * DAY);
    z.date = `${d.getUTCFullYear()}-${TWO[d.getUTCMonth() + 1]}-${TWO[d.getUTCDate()]}`;
    z.day = day;
  }
  const secs = Math.floor((local - day * DAY) / 1000);
  return `${z.date} ${TWO[Math.floor(secs / 3600)]}:${TWO[Math.floor(secs / 60) % 60]}:${TWO[secs % 60]}`;
}

function intlText(f: Intl.DateTimeFormat, ms: number): string {
  const p = intlParts(f, ms);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

export type { Cell } from '../xlsx/writer';

function cellValue(col: ExportColumn, raw: unknown, lang: 'zh' | 'en', timeZone: string): Cell {
  if (col.text) return labelText(col.field, raw, lang);
  const v = present(col.field, raw);
  if (v === null || v === undefined) return null;
  switch (col.field.type) {
    case 'int':
    case 'float':
    case 'money':
      return typeof v === 'number' ? v : null;
    case 'time':
      return typeof v === 'number' ? formatTime(v, timeZone) : null;
    case 'bool':
      return v ? (lang === 'en' ? 'Yes' : '是') : lang === 'en' ? 'No' : '否';
    case 'string[]':
      return Array.isArray(v) ? v.filter((x) => x !== null).join(',') : String(v);
    case 'json':
      return JSON.stringify(v);
    default:
      // ids stay text: 19-digit ids would lose digits as spreadsheet numbers.
      return String(v);
  }
}

/** One cell: follows the column's relations on the row (joined values across to-many), masked and neutralised. */
export function cellOf(col: ExportColumn, row: RawRow, lang: 'zh' | 'en', timeZone: string): Cell {
  let nodes: RawRow[] = [row];
  for (const rel of col.chain) {
    nodes = nodes.flatMap((n) => {
      const v = n[rel.name];
      if (Array.isArray(v)) return v as RawRow[];
      return v && typeof v === 'object' ? [v as RawRow] : [];
    });
  }
  const values = nodes
    .map((n) => cellValue(col, n[col.field.name], lang, timeZone))
    .filter((v): v is string | number => v !== null && v !== '');
  const cell: Cell = col.many ? (values.length ? values.join(', ') : null) : (values[0] ?? null);
  if (typeof cell !== 'string') return cell;
  return neutralize(cell.length > MAX_CELL_CHARS ? cell.slice(0, MAX_CELL_CHARS) : cell);
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
const UNSAFE_NAME_CHARS = /[\\/\u0000-\u001f\u007f"]/g;

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987); always .xlsx. */
export function contentDisposition(fileName: string | null | undefined): string {
  const base =
    (fileName ?? '')
      .replace(UNSAFE_NAME_CHARS, '')
      .trim()
      .replace(/\.(xlsx|xls|csv)$/i, '') || 'export';
  const name = `${base.slice(0, 150)}.xlsx`;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[%;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
