/**
 * Deterministic randomness. Every student gets its own generator seeded from (seed, index), so any
 * pass over the students (in any process, at any time) regenerates exactly the same story without
 * keeping it in memory. Math.random is never used.
 */

/** 32-bit avalanche hash of several integers (murmur3 finaliser over a running mix). */
export function hash32(...xs: number[]): number {
  let h = 0x9e3779b9;
  for (const x of xs) {
    h = Math.imul(h ^ (x | 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    // large indexes do not fit in 32 bits: fold the high part in too
    if (x > 0xffffffff || x < -0x80000000) h = hash32(h, Math.floor(x / 0x100000000));
  }
  return h >>> 0;
}

/** hash32 of exactly three integers, without the rest-array allocation (hot: 5M lessons x 13 draws). */
export function hash3(a: number, b: number, c: number): number {
  let h = Math.imul(0x9e3779b9 ^ a, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h ^ b, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h ^ c, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A string seed ("demo", "2026") folded into a number. */
export function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** sfc32: small, fast, and good enough for synthetic data. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /** (seed, stream, index): one independent sequence per stream and index. */
  constructor(seed: number, stream = 0, index = 0) {
    const base = hash3(seed, stream, index);
    this.a = hash3(base, 1, 0);
    this.b = hash3(base, 2, 0);
    this.c = hash3(base, 3, 0);
    this.d = 1;
    for (let i = 0; i < 12; i++) this.next();
  }

  /** Uniform uint32. */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.next() / 4294967296;
  }

  /** Uniform integer in [lo, hi] (inclusive). */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.float() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.float() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.float() * items.length)];
  }

  /** Index drawn with the given (non-negative, not necessarily normalised) weights. */
  weighted(weights: readonly number[]): number {
    let total = 0;
    for (const w of weights) total += w;
    let x = this.float() * total;
    for (let i = 0; i < weights.length; i++) {
      x -= weights[i];
      if (x < 0) return i;
    }
    return weights.length - 1;
  }

  /** Roughly normal (sum of three uniforms), scaled to mean and spread. */
  around(mean: number, spread: number): number {
    return mean + ((this.float() + this.float() + this.float()) / 1.5 - 1) * spread;
  }
}

/** Picks from a table of [value, weight] pairs. */
export function pickWeighted<T>(rng: Rng, table: readonly (readonly [T, number])[]): T {
  return table[rng.weighted(table.map((e) => e[1]))][0];
}
