/**
 * XML written straight into bytes: text is escaped and UTF-8 encoded in one pass, with no strings
 * built in between (a million rows of strings would keep the garbage collector busy, and encoding
 * long strings of Chinese text is several times slower than this loop).
 */
export class XmlBytes {
  private buf: Buffer;
  /** Bytes written into `buf`. */
  used = 0;

  /** `out` gets each full chunk; it may keep it (a fresh buffer follows). */
  constructor(
    private readonly size: number,
    private readonly out: (chunk: Buffer) => void,
  ) {
    this.buf = Buffer.allocUnsafe(size);
  }

  /** Room for `n` more bytes: flushes first when they do not fit. Every write below needs it. */
  ensure(n: number): void {
    if (this.used + n <= this.buf.length) return;
    this.flush();
    if (n > this.buf.length) this.buf = Buffer.allocUnsafe(n);
  }

  flush(): void {
    if (this.used === 0) return;
    const chunk = this.buf.subarray(0, this.used);
    this.buf = Buffer.allocUnsafe(this.size);
    this.used = 0;
    this.out(chunk);
  }

  /** Markup or digits: ASCII only, written as is (at most `s.length` bytes). */
  ascii(s: string): void {
    const b = this.buf;
    let o = this.used;
    for (let i = 0; i < s.length; i++) b[o++] = s.charCodeAt(i);
    this.used = o;
  }

  /**
   * Text content (at most `6 * s.length` bytes): `& < > "` escaped, and what XML 1.0 cannot carry
   * dropped (C0 controls but tab, LF and CR; lone surrogates; U+FFFE and U+FFFF).
   */
  text(s: string): void {
    const b = this.buf;
    let o = this.used;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c < 0x80) {
        if (c >= 0x20) {
          if (c === 0x26) {
            b[o++] = 0x26; // &amp;
            b[o++] = 0x61;
            b[o++] = 0x6d;
            b[o++] = 0x70;
            b[o++] = 0x3b;
          } else if (c === 0x3c || c === 0x3e) {
            b[o++] = 0x26; // &lt; &gt;
            b[o++] = c === 0x3c ? 0x6c : 0x67;
            b[o++] = 0x74;
            b[o++] = 0x3b;
          } else if (c === 0x22) {
            b[o++] = 0x26; // &quot;
            b[o++] = 0x71;
            b[o++] = 0x75;
            b[o++] = 0x6f;
            b[o++] = 0x74;
            b[o++] = 0x3b;
          } else {
            b[o++] = c;
          }
        } else if (c === 0x09 || c === 0x0a || c === 0x0d) {
          b[o++] = c;
        }
      } else if (c < 0x800) {
        b[o++] = 0xc0 | (c >> 6);
        b[o++] = 0x80 | (c & 0x3f);
      } else if (c >= 0xd800 && c <= 0xdfff) {
        const d = s.charCodeAt(i + 1);
        if (c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff) {
          const p = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
          b[o++] = 0xf0 | (p >> 18);
          b[o++] = 0x80 | ((p >> 12) & 0x3f);
          b[o++] = 0x80 | ((p >> 6) & 0x3f);
          b[o++] = 0x80 | (p & 0x3f);
          i++;
        }
      } else if (c < 0xfffe) {
        b[o++] = 0xe0 | (c >> 12);
        b[o++] = 0x80 | ((c >> 6) & 0x3f);
        b[o++] = 0x80 | (c & 0x3f);
      }
    }
    this.used = o;
  }
}
