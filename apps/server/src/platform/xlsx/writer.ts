import type { Readable } from 'node:stream';
import { XmlBytes } from './xml-bytes';
import { ZipStream } from './zip';

/**
 * A streaming .xlsx writer for exports: one header row per sheet, then rows of text and numbers as
 * inline strings and plain values (no shared strings, no styles), deflated into a zip on the way out.
 * Memory stays ~ one 64 KB chunk of XML plus what deflate and the output buffer hold.
 */

/** A spreadsheet cell: text, a number, or empty. */
export type Cell = string | number | null;

export interface XlsxStreamOptions {
  /** Column titles: the first row of every sheet. */
  header: readonly string[];
  /** Data rows per sheet before the next one begins (Excel holds 1,048,576 rows). Default 1,000,000. */
  rowsPerSheet?: number;
  /** Uncompressed XML per sheet before the next one begins; keeps every zip entry under its 4 GiB. Default 2 GiB. */
  sheetBytes?: number;
  /** Deflate level. Default 6. */
  level?: number;
}

export interface XlsxStream {
  /** The .xlsx bytes, e.g. for `reply.send()`. */
  readonly stream: Readable;
  /** Adds a data row; false when the consumer is behind: `await drained()` before the next rows. */
  addRow(cells: readonly Cell[]): boolean;
  /** Resolves when writing is worth it again, or the stream was closed (then `addRow`/`finish` throw). */
  drained(): Promise<void>;
  /** Ends the last sheet, writes the workbook parts and the zip's directory, and ends the stream. */
  finish(): Promise<void>;
  /** Data rows written (header rows not counted). */
  readonly rows: number;
}

/** XML goes to deflate in chunks of ~64 KB. */
const CHUNK = 64 * 1024;
const BUFFER = 96 * 1024;
const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_TAIL = '</sheetData></worksheet>';
const INLINE = ' t="inlineStr"><is><t>';
const PRESERVE = ' t="inlineStr"><is><t xml:space="preserve">';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** 0 -> A, 25 -> Z, 26 -> AA. */
function columnName(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

class XlsxWriter implements XlsxStream {
  private readonly zip: ZipStream;
  private readonly header: readonly Cell[];
  private readonly rowsPerSheet: number;
  private readonly sheetBytes: number;
  private readonly columns: string[] = [];
  private sheets = 0;
  /** Data rows in the open sheet. */
  private inSheet = 0;
  /** Bytes of the open sheet handed to the zip so far. */
  private written = 0;
  /** XML not yet handed to the zip. */
  private readonly xml = new XmlBytes(BUFFER, (chunk) => this.send(chunk));
  /** The open sheet is full: the next one's chunks wait here until `drained`/`finish` rolls over. */
  private held: Buffer[] | null = null;
  private rollover: Promise<void> | null = null;
  /**
   * A chunk went to deflate since the last `drained()`. Deflate takes the next chunk only when this
   * thread turns the event loop, so addRow says false once per chunk: the caller's await lets
   * deflate compress on the thread pool while the next rows are built here.
   */
  private yieldDue = false;
  private finishing = false;
  private count = 0;

  constructor(opts: XlsxStreamOptions) {
    this.header = opts.header;
    this.rowsPerSheet = opts.rowsPerSheet ?? 1_000_000;
    this.sheetBytes = opts.sheetBytes ?? 2 ** 31;
    if (!(this.rowsPerSheet >= 1 && this.rowsPerSheet <= 1_048_575)) throw new Error('xlsx: rowsPerSheet must be 1..1,048,575');
    this.zip = new ZipStream(opts.level ?? 6);
    // The package relationship first: sniffers (libmagic) recognise OOXML by the first entries.
    this.zip.addFile(
      '_rels/.rels',
      `${XML_DECL}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    );
    this.openSheet();
    this.startSheet();
  }

  get stream(): Readable {
    return this.zip.out;
  }

  get rows(): number {
    return this.count;
  }

  addRow(cells: readonly Cell[]): boolean {
    if (this.finishing) throw new Error('xlsx: addRow after finish');
    const err = this.zip.error;
    if (err) throw err;
    if (this.held) {
      if (this.inSheet >= this.rowsPerSheet) {
        throw new Error('xlsx: addRow returned false at the end of a sheet; await drained() before more rows');
      }
    } else if (this.inSheet >= this.rowsPerSheet || (this.inSheet > 0 && this.written + this.xml.used >= this.sheetBytes)) {
      // The open sheet ends here. Closing its entry waits for its compressed tail to go out, so the
      // next sheet's rows are held until `drained()` (or `finish()`) rolls over.
      this.endSheet();
      this.held = [];
      this.startSheet();
    }
    this.row(this.inSheet + 2, cells);
    if (this.xml.used >= CHUNK) this.xml.flush();
    this.inSheet++;
    this.count++;
    return !this.held && !this.yieldDue && !this.zip.behind;
  }

  async drained(): Promise<void> {
    if (this.held) {
      this.rollover ??= this.roll();
      // A failed rollover means a closed stream: resolve, and let addRow/finish report it.
      await this.rollover.catch(() => undefined);
    }
    if (this.yieldDue && !this.zip.behind) await new Promise<void>((resolve) => setImmediate(resolve));
    this.yieldDue = false;
    await this.zip.drained();
  }

  async finish(): Promise<void> {
    this.finishing = true;
    if (this.held) await (this.rollover ??= this.roll());
    this.endSheet();
    await this.zip.endEntry();
    const ids = Array.from({ length: this.sheets }, (_, i) => i + 1);
    this.zip.addFile(
      'xl/workbook.xml',
      `${XML_DECL}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${REL}"><sheets>` +
        ids.map((n) => `<sheet name="Sheet${n}" sheetId="${n}" r:id="rId${n}"/>`).join('') +
        '</sheets></workbook>',
    );
    this.zip.addFile(
      'xl/_rels/workbook.xml.rels',
      `${XML_DECL}<Relationships xmlns="${PKG_REL}">` +
        ids.map((n) => `<Relationship Id="rId${n}" Type="${REL}/worksheet" Target="worksheets/sheet${n}.xml"/>`).join('') +
        '</Relationships>',
    );
    const ct = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
    this.zip.addFile(
      '[Content_Types].xml',
      `${XML_DECL}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        `<Override PartName="/xl/workbook.xml" ContentType="${ct}.sheet.main+xml"/>` +
        ids.map((n) => `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="${ct}.worksheet+xml"/>`).join('') +
        '</Types>',
    );
    this.zip.finish();
  }

  private openSheet(): void {
    this.sheets++;
    this.zip.startEntry(`xl/worksheets/sheet${this.sheets}.xml`);
    this.written = 0;
  }

  /** Ends the full sheet, opens the next and hands it the rows that waited. */
  private async roll(): Promise<void> {
    await this.zip.endEntry();
    this.openSheet();
    const held = this.held ?? [];
    this.held = null;
    this.rollover = null;
    for (const chunk of held) this.send(chunk);
  }

  private startSheet(): void {
    this.xml.ensure(SHEET_HEAD.length);
    this.xml.ascii(SHEET_HEAD);
    this.row(1, this.header);
    this.inSheet = 0;
  }

  private endSheet(): void {
    this.xml.ensure(SHEET_TAIL.length);
    this.xml.ascii(SHEET_TAIL);
    this.xml.flush();
  }

  private send(chunk: Buffer): void {
    if (this.held) return void this.held.push(chunk);
    this.yieldDue = true;
    this.written += chunk.length;
    this.zip.write(chunk);
  }

  private row(r: number, cells: readonly Cell[]): void {
    const x = this.xml;
    const rs = String(r);
    x.ensure(32);
    x.ascii('<row r="');
    x.ascii(rs);
    x.ascii('">');
    // Every cell carries its reference (r="C7"): the format makes it optional, but streaming readers
    // (ExcelJS's WorkbookReader, some import tools) need it, and WPS was not tried without it.
    for (let i = 0; i < cells.length; i++) {
      const v = cells[i];
      if (v === null || v === undefined || v === '' || (typeof v === 'number' && !Number.isFinite(v))) continue;
      const text = String(v);
      x.ensure(6 * text.length + 96);
      x.ascii('<c r="');
      x.ascii((this.columns[i] ??= columnName(i)));
      x.ascii(rs);
      x.ascii('"');
      if (typeof v === 'number') {
        x.ascii('><v>');
        x.ascii(text);
        x.ascii('</v></c>');
      } else {
        // Leading or trailing blanks survive only with xml:space="preserve".
        x.ascii(text.charCodeAt(0) <= 32 || text.charCodeAt(text.length - 1) <= 32 ? PRESERVE : INLINE);
        x.text(text);
        x.ascii('</t></is></c>');
      }
    }
    x.ensure(8);
    x.ascii('</row>');
  }
}

export function createXlsxStream(opts: XlsxStreamOptions): XlsxStream {
  return new XlsxWriter(opts);
}
