import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createXlsxStream, type Cell, type XlsxStreamOptions } from './writer';
import { XmlBytes } from './xml-bytes';
import { crc32, crc32Js } from './zip';

/** Writes the rows (waiting whenever addRow says so) and returns the file. */
async function write(opts: XlsxStreamOptions, rows: Cell[][]): Promise<Buffer> {
  const x = createXlsxStream(opts);
  const chunks: Buffer[] = [];
  const done = pipeline(
    x.stream,
    new Writable({
      write(chunk: Buffer, _enc, cb) {
        chunks.push(chunk);
        cb();
      },
    }),
  );
  for (const r of rows) if (!x.addRow(r)) await x.drained();
  await x.finish();
  await done;
  expect(x.rows).toBe(rows.length);
  return Buffer.concat(chunks);
}

async function sheets(buf: Buffer): Promise<Array<{ name: string; rows: unknown[][] }>> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ExcelJS.Buffer);
  return wb.worksheets.map((ws) => {
    const rows: unknown[][] = [];
    ws.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
    return { name: ws.name, rows };
  });
}

/** `unzip -t` as an independent check of the zip, where unzip is installed. */
function unzipTest(buf: Buffer): void {
  if (!existsSync('/usr/bin/unzip')) return;
  const dir = mkdtempSync(join(tmpdir(), 'xlsx-'));
  try {
    writeFileSync(join(dir, 'x.xlsx'), buf);
    const out = execFileSync('/usr/bin/unzip', ['-t', join(dir, 'x.xlsx')], { encoding: 'utf8' });
    expect(out).toContain('No errors detected');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('createXlsxStream', () => {
  it('writes a workbook ExcelJS reads back: header, Chinese text, XML specials, numbers, empty cells', async () => {
    const header = ['编号', '名字 <&>', '金额', '备注'];
    const rows: Cell[][] = [
      ['1234567890123456789', '张三', 12, '<&>"\''],
      ['2', '李四', -3.25, null],
      ['3', '', 0.1 + 0.2, "'=1+1"],
      ['4', null, null, ' 前后空格 '],
      ['5', '王五', Number.NaN, 'a\u0001b\u0000c\uffffd\ud800e😀'],
      ['6', '\t制表\n换行', Number.POSITIVE_INFINITY, '_x0041_'],
    ];
    const buf = await write({ header }, rows);
    unzipTest(buf);
    const [sheet, ...more] = await sheets(buf);
    expect(more).toEqual([]);
    expect(sheet.name).toBe('Sheet1');
    expect(sheet.rows).toEqual([
      header,
      ['1234567890123456789', '张三', 12, '<&>"\''],
      ['2', '李四', -3.25],
      ['3', undefined, 0.1 + 0.2, "'=1+1"],
      ['4', undefined, undefined, ' 前后空格 '],
      ['5', '王五', undefined, 'abcde😀'],
      ['6', '\t制表\n换行', undefined, '_x0041_'],
    ]);
  });

  it('writes a header-only workbook when there are no rows', async () => {
    const buf = await write({ header: ['a', 'b'] }, []);
    unzipTest(buf);
    expect(await sheets(buf)).toEqual([{ name: 'Sheet1', rows: [['a', 'b']] }]);
  });

  it('continues on Sheet2, Sheet3… after rowsPerSheet rows, each sheet with the header', async () => {
    const rows: Cell[][] = Array.from({ length: 7 }, (_, i) => [`r${i}`, i]);
    const buf = await write({ header: ['名', 'n'], rowsPerSheet: 3 }, rows);
    unzipTest(buf);
    expect(await sheets(buf)).toEqual([
      {
        name: 'Sheet1',
        rows: [
          ['名', 'n'],
          ['r0', 0],
          ['r1', 1],
          ['r2', 2],
        ],
      },
      {
        name: 'Sheet2',
        rows: [
          ['名', 'n'],
          ['r3', 3],
          ['r4', 4],
          ['r5', 5],
        ],
      },
      {
        name: 'Sheet3',
        rows: [
          ['名', 'n'],
          ['r6', 6],
        ],
      },
    ]);
  });

  it('rolls over when a sheet passes its byte budget, and keeps a full sheet exactly full', async () => {
    const rows: Cell[][] = Array.from({ length: 5000 }, (_, i) => [`第${i}行`, i]);
    const buf = await write({ header: ['t', 'n'], sheetBytes: 100_000 }, rows);
    unzipTest(buf);
    const got = await sheets(buf);
    expect(got.length).toBeGreaterThan(1);
    for (const s of got) expect(s.rows[0]).toEqual(['t', 'n']);
    expect(got.flatMap((s) => s.rows.slice(1))).toEqual(rows);

    const exact = await write({ header: ['n'], rowsPerSheet: 4 }, [[1], [2], [3], [4]]);
    expect((await sheets(exact)).map((s) => s.rows.length)).toEqual([5]);
  });

  it('streams many rows through deflate with a slow consumer', async () => {
    const x = createXlsxStream({ header: ['id', 'name'], rowsPerSheet: 15_000 });
    const chunks: Buffer[] = [];
    const done = pipeline(
      x.stream,
      new Writable({
        highWaterMark: 1024,
        write(chunk: Buffer, _enc, cb) {
          chunks.push(chunk);
          setImmediate(cb);
        },
      }),
    );
    let waits = 0;
    for (let i = 0; i < 40_000; i++) {
      if (!x.addRow([String(1e15 + i * 7919), `学员${(i * 2654435761) % 1e6}`])) {
        waits++;
        await x.drained();
      }
    }
    await x.finish();
    await done;
    expect(waits).toBeGreaterThan(0);
    const buf = Buffer.concat(chunks);
    unzipTest(buf);
    const got = await sheets(buf);
    expect(got.map((s) => s.rows.length)).toEqual([15_001, 15_001, 10_001]);
    expect(got[2].rows[10_000]).toEqual([String(1e15 + 39_999 * 7919), `学员${(39_999 * 2654435761) % 1e6}`]);
  });

  it('stops with a clear error when the consumer destroys the stream', async () => {
    const x = createXlsxStream({ header: ['a'] });
    x.stream.destroy();
    await x.drained();
    expect(x.stream.destroyed).toBe(true);
    expect(() => {
      for (let i = 0; i < 100_000; i++) x.addRow([`row ${i} `.repeat(5)]);
    }).toThrow(/closed/);
    await expect(x.finish()).rejects.toThrow(/closed/);
  });

  it('escapes and strips what XML 1.0 cannot carry', () => {
    const xmlText = (s: string) => {
      const chunks: Buffer[] = [];
      const x = new XmlBytes(16, (c) => chunks.push(c));
      x.ensure(6 * s.length);
      x.text(s);
      x.flush();
      return Buffer.concat(chunks).toString('utf8');
    };
    expect(xmlText('plain 中文')).toBe('plain 中文');
    expect(xmlText('<a href="x">&</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
    expect(xmlText('a\u0000\u0008\u000b\u001f\t\n\rb')).toBe('a\t\n\rb');
    expect(xmlText('x\ud83d\ude00y\udc00z\ud83d')).toBe('x\ud83d\ude00yz');
    expect(xmlText('\ufffe\uffff\ufffd')).toBe('\ufffd');
    const bmp = Array.from({ length: 0x10000 }, (_, c) => String.fromCharCode(c))
      .filter((c) => c < '\ud800' || c > '\udfff')
      .join('');
    // eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids
    const kept = bmp.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
    const escaped = kept.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    expect(xmlText(`${bmp}a\ud800b\udc00c\udbff\u{10ffff}\u{1f600}\ud83d`)).toBe(`${escaped}abc\u{10ffff}\u{1f600}`);
  });

  it('computes CRC-32 the same in JS as zlib', () => {
    const data = Buffer.from('The quick brown fox 跳过 the lazy dog'.repeat(50));
    expect(crc32Js(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32Js(data)).toBe(crc32(data));
    expect(crc32Js(data.subarray(100), crc32Js(data.subarray(0, 100)))).toBe(crc32(data));
  });
});
