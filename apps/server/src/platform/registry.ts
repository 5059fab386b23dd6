/**
 * What modules hand to each other while they register, without app.ts passing it around: a list
 * many modules add to (the bulk transfers), or named slots each filled by one module (the SEO
 * sources). The module that reads one is listed after the modules that fill it (modules/index.ts); an entry
 * added after it was read, or a slot still empty when it is read, fails the start with what to move.
 */
export class Registry<T> {
  #items: T[] = [];
  #readBy: string | null = null;

  constructor(readonly name: string) {}

  add(item: T): void {
    if (this.#readBy !== null) {
      throw new Error(
        `${this.name}: an entry was added after ${this.#readBy} read them; list its module before ${this.#readBy} in modules/index.ts`,
      );
    }
    this.#items.push(item);
  }

  /** Every entry, in the order the modules added them; later additions fail. */
  read(reader: string): readonly T[] {
    this.#readBy = reader;
    return [...this.#items];
  }
}

export class Slots<T extends object> {
  #values: Partial<T> = {};
  #readBy: string | null = null;

  constructor(
    readonly name: string,
    private readonly keys: ReadonlyArray<keyof T>,
  ) {}

  provide<K extends keyof T>(key: K, value: T[K]): void {
    if (this.#readBy !== null) {
      throw new Error(
        `${this.name}: ${String(key)} was provided after ${this.#readBy} read them; list its module before ${this.#readBy} in modules/index.ts`,
      );
    }
    if (key in this.#values) throw new Error(`${this.name}: ${String(key)} is provided twice`);
    this.#values[key] = value;
  }

  /** Every slot, each filled; an empty one fails. */
  read(reader: string): T {
    this.#readBy = reader;
    const missing = this.keys.filter((key) => !(key in this.#values));
    if (missing.length > 0) {
      throw new Error(
        `${this.name}: ${reader} needs ${missing.map(String).join(', ')}; register the modules that provide them before it`,
      );
    }
    return { ...this.#values } as T;
  }
}
