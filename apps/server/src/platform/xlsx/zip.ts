import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import zlib from 'node:zlib';

/**
 * A streaming zip writer, just enough for .xlsx: deflated entries, UTF-8 names, no zip64 (the
 * archive must stay under 4 GiB, each entry under 4 GiB). Large entries are streamed through one
 * `DeflateRaw` (compressed on libuv's thread pool) with their CRC and sizes in a data descriptor;
 * small ones are compressed at once with the sizes in the local header.
 */

const MAX_U32 = 0xffffffff;
/** Bit 3: CRC and sizes follow the data; bit 11: the name is UTF-8. */
const FLAG_DESCRIPTOR = 0x0008;
const FLAG_UTF8 = 0x0800;
/** Deflate's output chunks, and what it may have waiting before the writer is told to wait. */
const DEFLATE_CHUNK = 64 * 1024;
const DEFLATE_PENDING = 512 * 1024;

type Crc32 = (data: Uint8Array, value?: number) => number;

let table: Int32Array | null = null;
/** CRC-32 (IEEE) for a Node without `zlib.crc32` (it came in 20.15). */
export function crc32Js(data: Uint8Array, value = 0): number {
  if (!table) {
    table = new Int32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c;
    }
  }
  let crc = ~value;
  for (let i = 0; i < data.length; i++) crc = table[(crc ^ data[i]) & 0xff] ^ (crc >>> 8);
  return ~crc >>> 0;
}

const nativeCrc32 = (zlib as { crc32?: Crc32 }).crc32;
export const crc32: Crc32 = typeof nativeCrc32 === 'function' ? nativeCrc32 : crc32Js;

interface Entry {
  name: Buffer;
  flags: number;
  offset: number;
  crc: number;
  compressed: number;
  size: number;
}

function dosDateTime(d: Date): { time: number; date: number } {
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | (d.getSeconds() >> 1),
    date: (Math.max(d.getFullYear() - 1980, 0) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

export class ZipStream {
  /** The archive's bytes. Destroying it (the consumer went away) ends the writing. */
  readonly out: Readable;
  private offset = 0;
  private readonly entries: Entry[] = [];
  private current: { entry: Entry; deflate: zlib.DeflateRaw } | null = null;
  private readonly stamp = dosDateTime(new Date());
  private waiters: Array<() => void> = [];
  private failure: Error | null = null;
  private ended = false;
  /** Bytes handed to deflate and not yet compressed. */
  private pending = 0;

  constructor(private readonly level = 6) {
    this.out = new Readable({
      highWaterMark: 64 * 1024,
      read: () => {
        this.current?.deflate.resume();
        this.wake();
      },
    });
    this.out.on('close', () => {
      this.current?.deflate.destroy();
      this.wake();
    });
  }

  /** Why writing cannot go on (the consumer closed the stream, or an error), or null. */
  get error(): Error | null {
    if (this.failure) return this.failure;
    if (this.out.destroyed && !this.ended) return new Error('the xlsx stream was closed before it was complete');
    return null;
  }

  /** True when the consumer or the compressor is behind: wait for `drained()` before writing more. */
  get behind(): boolean {
    return this.out.readableLength >= this.out.readableHighWaterMark || this.pending >= DEFLATE_PENDING;
  }

  /** Resolves once writing is worth it again, or the stream is closed (see `error`). */
  async drained(): Promise<void> {
    while (this.behind && !this.error) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  /** Opens a streamed entry; its data goes in with `write` and ends with `endEntry`. */
  startEntry(name: string): void {
    this.check();
    if (this.current) throw new Error('zip: the previous entry is still open');
    const entry = this.header(name, FLAG_DESCRIPTOR | FLAG_UTF8, 0, 0, 0);
    const deflate = zlib.createDeflateRaw({ level: this.level, chunkSize: DEFLATE_CHUNK });
    deflate.on('data', (chunk: Buffer) => {
      entry.compressed += chunk.length;
      if (!this.emit(chunk)) deflate.pause();
    });
    deflate.on('error', (err) => this.fail(err));
    this.current = { entry, deflate };
  }

  write(data: Buffer): void {
    this.check();
    const cur = this.current;
    if (!cur) throw new Error('zip: no open entry');
    if (cur.entry.size + data.length > MAX_U32) throw new Error('zip: an entry would pass 4 GiB');
    cur.entry.crc = crc32(data, cur.entry.crc);
    cur.entry.size += data.length;
    // Counted down chunk by chunk (not on 'drain', which waits for an empty buffer), so the next rows
    // are built on this thread while deflate works through the rest on the thread pool.
    this.pending += data.length;
    cur.deflate.write(data, () => {
      this.pending -= data.length;
      if (this.pending < DEFLATE_PENDING) this.wake();
    });
  }

  /** Ends the open entry once all its compressed data is out, then writes its data descriptor. */
  async endEntry(): Promise<void> {
    this.check();
    const cur = this.current;
    if (!cur) throw new Error('zip: no open entry');
    cur.deflate.end();
    try {
      await finished(cur.deflate);
    } catch (err) {
      this.check();
      throw err;
    }
    this.check();
    this.current = null;
    const { entry } = cur;
    const d = Buffer.alloc(16);
    d.writeUInt32LE(0x08074b50, 0);
    d.writeUInt32LE(entry.crc, 4);
    d.writeUInt32LE(entry.compressed, 8);
    d.writeUInt32LE(entry.size, 12);
    this.emit(d);
    this.entries.push(entry);
    this.wake();
  }

  /** A whole small entry at once. */
  addFile(name: string, content: string): void {
    this.check();
    if (this.current) throw new Error('zip: an entry is still open');
    const data = Buffer.from(content, 'utf8');
    const compressed = zlib.deflateRawSync(data, { level: this.level });
    const entry = this.header(name, FLAG_UTF8, crc32(data), compressed.length, data.length);
    this.emit(compressed);
    this.entries.push(entry);
  }

  /** The central directory and its end record; ends the stream. */
  finish(): void {
    this.check();
    if (this.current) throw new Error('zip: an entry is still open');
    const start = this.offset;
    for (const e of this.entries) {
      const h = Buffer.alloc(46);
      h.writeUInt32LE(0x02014b50, 0);
      h.writeUInt16LE(20, 4); // made by: MS-DOS attributes, zip 2.0
      h.writeUInt16LE(20, 6); // needed to extract: 2.0 (deflate)
      h.writeUInt16LE(e.flags, 8);
      h.writeUInt16LE(8, 10);
      h.writeUInt16LE(this.stamp.time, 12);
      h.writeUInt16LE(this.stamp.date, 14);
      h.writeUInt32LE(e.crc, 16);
      h.writeUInt32LE(e.compressed, 20);
      h.writeUInt32LE(e.size, 24);
      h.writeUInt16LE(e.name.length, 28);
      // extra, comment, disk, internal and external attributes: 0
      h.writeUInt32LE(e.offset, 42);
      this.emit(h);
      this.emit(e.name);
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    this.emit(end);
    this.check();
    this.ended = true;
    this.out.push(null);
  }

  /** Ends the writing with an error: the stream is destroyed with it. */
  fail(err: Error): void {
    if (this.failure || this.ended) return;
    this.failure = err;
    this.current?.deflate.destroy();
    this.out.destroy(err);
    this.wake();
  }

  private header(name: string, flags: number, crc: number, compressed: number, size: number): Entry {
    const nameBuf = Buffer.from(name, 'utf8');
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(flags, 6);
    h.writeUInt16LE(8, 8);
    h.writeUInt16LE(this.stamp.time, 10);
    h.writeUInt16LE(this.stamp.date, 12);
    h.writeUInt32LE(crc, 14);
    h.writeUInt32LE(compressed, 18);
    h.writeUInt32LE(size, 22);
    h.writeUInt16LE(nameBuf.length, 26);
    const entry: Entry = { name: nameBuf, flags, offset: this.offset, crc, compressed, size };
    this.emit(h);
    this.emit(nameBuf);
    return entry;
  }

  /** Bytes to the output; false when its buffer is full. */
  private emit(chunk: Buffer): boolean {
    if (this.failure || this.out.destroyed) return false;
    if (this.offset + chunk.length > MAX_U32) {
      this.fail(new Error('xlsx: the file would pass 4 GiB, the limit of a zip without zip64; export fewer rows or columns'));
      return false;
    }
    this.offset += chunk.length;
    return this.out.push(chunk);
  }

  private check(): void {
    const err = this.error;
    if (err) throw err;
    if (this.ended) throw new Error('zip: already finished');
  }

  private wake(): void {
    const waiters = this.waiters;
    if (waiters.length === 0) return;
    this.waiters = [];
    for (const w of waiters) w();
  }
}
