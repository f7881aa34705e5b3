/**
 * A name → definition table that the owning family fills at start (import kinds, REST exports, approval
 * effects). Registering the same definition again is a no-op (every test app registers its families
 * anew); a different definition under a taken name is a programming error and throws at start.
 */
export class NamedRegistry<K extends string | number, T> {
  private readonly entries = new Map<K, T>();

  constructor(private readonly what: string) {}

  register(key: K, value: T): void {
    const had = this.entries.get(key);
    if (had !== undefined && had !== value) throw new Error(`${this.what} "${String(key)}" is registered twice with different definitions`);
    this.entries.set(key, value);
  }

  get(key: K): T | undefined {
    return this.entries.get(key);
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  keys(): K[] {
    return [...this.entries.keys()];
  }
}
