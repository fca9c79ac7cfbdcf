/** What changed in a table on top of its seed: upserted rows and deleted ids. */
export interface TableOverlay<T> {
  upserted: T[];
  deleted: string[];
}

/** `Table.insert` of an id that is already in use: creation never overwrites a row. */
export class IdCollisionError extends Error {
  constructor(readonly id: string) {
    super(`Id ${id} is already in use`);
    this.name = 'IdCollisionError';
  }
}

/** The rows a unit of work wrote, each as it was before (undefined: it did not exist). */
export interface WriteJournal {
  /** True when some row written differs from what it was (a row written again as it was is no change). */
  changed(): boolean;
  /** Puts every row written back as it was, and stops recording. */
  undo(): void;
  /** Stops recording, keeping what was written. */
  close(): void;
}

type Row = { id: string };
const openJournals = new Set<{ note: (table: Table<Row>, id: string, before: Row | undefined) => void }>();

/**
 * Records, from now until `close` or `undo`, what every table's `insert`, `upsert`, `patch` and
 * `remove` write (observers' writes included): one step that applies a change and its audit entry
 * together, or neither (mocks/actions/audit-trail.ts, `auditedStep`). Journals may be nested.
 */
export function journalWrites(): WriteJournal {
  const befores = new Map<Table<Row>, Map<string, Row | undefined>>();
  const recorder = {
    note(table: Table<Row>, id: string, before: Row | undefined) {
      const rows = befores.get(table) ?? new Map<string, Row | undefined>();
      befores.set(table, rows);
      if (!rows.has(id)) rows.set(id, before);
    },
  };
  openJournals.add(recorder);
  const close = () => void openJournals.delete(recorder);
  return {
    changed: () => [...befores].some(([table, rows]) => [...rows].some(([id, before]) => JSON.stringify(table.get(id)) !== JSON.stringify(before))),
    undo() {
      close();
      for (const [table, rows] of befores) for (const [id, before] of rows) table.revert(id, before);
    },
    close,
  };
}

/**
 * An in-memory table over a (possibly lazy) seed. Rows are immutable: create them with `insert`,
 * change them with `upsert` / `patch` / `remove`, which record the change in the overlay.
 */
export class Table<T extends { id: string }> {
  private rows: Map<string, T> | null = null;
  /** Ids of the seed: only their removal needs recording (a row created and removed leaves no trace). */
  private seedIds = new Set<string>();
  private readonly upserted = new Set<string>();
  private readonly deleted = new Set<string>();
  private pending: TableOverlay<T> | null = null;
  private readonly observers = new Set<(row: T) => void>();
  private changes = 0;

  constructor(
    private readonly seed: () => T[],
    private readonly onChange: () => void = () => {},
  ) {}

  private map(): Map<string, T> {
    if (!this.rows) {
      this.rows = new Map(this.seed().map((row) => [row.id, row]));
      this.seedIds = new Set(this.rows.keys());
      if (this.pending) {
        const overlay = this.pending;
        this.pending = null;
        for (const id of overlay.deleted) this.removeRow(id);
        for (const row of overlay.upserted) this.putRow(row);
      }
    }
    return this.rows;
  }

  private putRow(row: T) {
    this.changes += 1;
    this.map().set(row.id, row);
    this.upserted.add(row.id);
    this.deleted.delete(row.id);
  }

  private removeRow(id: string) {
    this.changes += 1;
    this.map().delete(id);
    this.upserted.delete(id);
    if (this.seedIds.has(id)) this.deleted.add(id);
  }

  /** True once the seed has been built (lazy tables stay cold until first use). */
  get materialized() {
    return this.rows !== null;
  }

  /**
   * Counts the changes of the rows (writes, undos, restores, another tab's overlay taken in): a
   * cache derived from the rows (the billing engine's due times) is current while it is unchanged.
   */
  get version() {
    return this.changes;
  }

  get(id: string): T | undefined {
    return this.map().get(id);
  }

  all(): T[] {
    return [...this.map().values()];
  }

  filter(predicate: (row: T) => boolean): T[] {
    return this.all().filter(predicate);
  }

  find(predicate: (row: T) => boolean): T | undefined {
    for (const row of this.map().values()) if (predicate(row)) return row;
    return undefined;
  }

  get size() {
    return this.map().size;
  }

  /** Adds a new row; throws `IdCollisionError` when its id is taken (the existing row is untouched). */
  insert(row: T): T {
    if (this.map().has(row.id)) throw new IdCollisionError(row.id);
    return this.upsert(row);
  }

  /**
   * `insert` for a row whose id the server just made (never a seed's), that does not build a cold
   * table's seed: the row waits in the pending overlay until the table is first read. The security
   * log's sign-in entries are written so: a sign-in must not pay for the whole audit seed.
   */
  append(row: T): T {
    if (this.rows || openJournals.size > 0) return this.insert(row);
    this.pending = { upserted: [...(this.pending?.upserted ?? []), row], deleted: this.pending?.deleted ?? [] };
    this.onChange();
    for (const observer of this.observers) observer(row);
    return row;
  }

  /** Writes a row whether or not it exists: for changes to a row, never to create one. */
  upsert(row: T): T {
    this.noteWrite(row.id);
    this.putRow(row);
    this.onChange();
    for (const observer of this.observers) observer(row);
    return row;
  }

  /**
   * Calls `observer` after every row written by `insert`, `upsert` or `patch` (not for the seed, nor
   * for an overlay restored): what follows from a row wherever it is written (the ledger of a
   * transaction). Returns the function that stops it.
   */
  observe(observer: (row: T) => void): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }

  patch(id: string, changes: Partial<T>): T | undefined {
    const current = this.get(id);
    return current ? this.upsert({ ...current, ...changes, id }) : undefined;
  }

  remove(id: string): boolean {
    if (!this.map().has(id)) return false;
    this.noteWrite(id);
    this.removeRow(id);
    this.onChange();
    return true;
  }

  /** Tells the open write journals what the row was before this write. */
  private noteWrite(id: string) {
    if (openJournals.size === 0) return;
    const before = this.map().get(id);
    for (const journal of openJournals) journal.note(this as unknown as Table<Row>, id, before);
  }

  /** A write journal's undo: the row as it was (undefined: none), persisted; observers are not called. */
  revert(id: string, before: T | undefined) {
    if (before) this.putRow(before);
    else this.removeRow(id);
    this.onChange();
  }

  overlay(): TableOverlay<T> {
    if (!this.rows) return this.pending ?? { upserted: [], deleted: [] };
    const rows = this.rows;
    return {
      upserted: [...this.upserted].map((id) => rows.get(id)).filter((row): row is T => row !== undefined),
      deleted: [...this.deleted],
    };
  }

  /**
   * Takes another tab's overlay as the truth, without building the seed again: its rows written, its
   * removals applied, and rows created here that it no longer holds dropped. Observers are not called
   * (the other tab did what follows from its rows) and nothing is persisted.
   */
  sync(overlay?: TableOverlay<T>) {
    this.changes += 1;
    if (!this.rows) {
      this.pending = overlay && (overlay.upserted.length || overlay.deleted.length) ? overlay : null;
      return;
    }
    const next = overlay ?? { upserted: [], deleted: [] };
    const held = new Set(next.upserted.map((row) => row.id));
    for (const id of [...this.upserted]) if (!held.has(id) && !this.seedIds.has(id)) this.removeRow(id);
    for (const id of next.deleted) this.removeRow(id);
    for (const row of next.upserted) this.putRow(row);
  }

  /** Back to the seed, then the given overlay on top (applied lazily). */
  restore(overlay?: TableOverlay<T>) {
    this.changes += 1;
    this.rows = null;
    this.seedIds = new Set();
    this.upserted.clear();
    this.deleted.clear();
    this.pending = overlay && (overlay.upserted.length || overlay.deleted.length) ? overlay : null;
  }
}
