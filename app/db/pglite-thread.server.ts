import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type { QueryOptions, Results, Transaction } from "@electric-sql/pglite";
import { PGLITE_WORKER_SOURCE } from "./pglite-worker-source.server";

/**
 * PGlite on its own thread. PGlite runs PostgreSQL compiled to WebAssembly, synchronously: on
 * the server's thread, every insert would stop page serving while it runs (docs/performance.md
 * measured a page at a twentieth of its idle throughput under a submission flood). This class
 * offers the two methods Drizzle's PGlite driver calls, `query` and `transaction`, and runs them
 * on a worker thread, so the Drizzle API, the SQL and the results stay exactly as before.
 */

type RowMode = "array" | "object";
/** PGlite calls a parser with the text and the type's oid (its typings name only the text). */
type Parsers = Record<number, (value: string, type: number) => unknown>;
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

interface WorkerError {
  message: string;
  name: string;
  [key: string]: unknown;
}

/** A worker's error as an Error with the same fields (`code`, `detail`, `constraint`…). */
function errorFrom(plain: WorkerError): Error {
  const { message, ...fields } = plain;
  return Object.assign(new Error(message), fields);
}

/** Runs the caller's parsers on the columns the worker left as text. */
function applyParsers(results: Results, parsers: Parsers | undefined, rowMode: RowMode): Results {
  if (!parsers) return results;
  results.fields.forEach((field, column) => {
    const parse = parsers[field.dataTypeID];
    if (!parse) return;
    const key = rowMode === "array" ? column : field.name;
    for (const row of results.rows as Record<string | number, unknown>[]) {
      const value = row[key];
      if (value !== null && value !== undefined)
        row[key] = parse(value as string, field.dataTypeID);
    }
  });
  return results;
}

export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #nextTransaction = 1;
  #failure: Error | undefined;
  #closed: Promise<void> | undefined;

  private constructor() {
    const pglitePath = createRequire(import.meta.url).resolve("@electric-sql/pglite");
    this.#worker = new Worker(PGLITE_WORKER_SOURCE, { eval: true, workerData: { pglitePath } });
    this.#worker.unref(); // held only while a request is pending (#send)
    this.#worker.on("message", ({ id, result, error }) => this.#settle(id, result, error));
    this.#worker.on("error", (error) => this.#fail(error));
    this.#worker.on("exit", (code) =>
      this.#fail(new Error(`the database thread exited (${code})`)),
    );
  }

  /**
   * Starts the thread and opens the database in `dataDir` (in memory when absent), made from
   * `startFrom` (a copy that `dump` wrote) when there is one.
   */
  static async open(dataDir: string | undefined, startFrom?: Uint8Array): Promise<PgliteThread> {
    const thread = new PgliteThread();
    try {
      await thread.#send({ op: "open", dataDir, startFrom });
    } catch (error) {
      await thread.#worker.terminate();
      throw error;
    }
    return thread;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query(sql, params, options, undefined) as Promise<Results<T>>;
  }

  /** Like PGlite's: other queries wait until `callback`'s promise settles, then commit or roll back. */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const tx = this.#nextTransaction++;
    await this.#send({ op: "begin", tx });
    const client = {
      query: (sql: string, params?: unknown[], options?: QueryOptions) =>
        this.#query(sql, params, options, tx),
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(client);
    } catch (error) {
      await this.#send({ op: "end", tx, commit: false });
      throw error;
    }
    await this.#send({ op: "end", tx, commit: true });
    return result;
  }

  /** The whole data directory as a gzipped tar, consistent as of one moment (PGlite's `dumpDataDir`). */
  async dump(): Promise<Uint8Array> {
    return (await this.#send({ op: "dump" })) as Uint8Array;
  }

  /** Closes the database and ends the thread; safe to call twice. */
  close(): Promise<void> {
    this.#closed ??= this.#send({ op: "close" })
      .catch((error: unknown) => {
        if (error !== this.#failure) throw error;
      })
      .finally(() => this.#worker.terminate())
      .then(() => undefined);
    return this.#closed;
  }

  async #query(
    sql: string,
    params: unknown[] | undefined,
    options: QueryOptions = {},
    tx?: number,
  ) {
    const rowMode: RowMode = options.rowMode ?? "object";
    const rawTypes = Object.keys(options.parsers ?? {}).map(Number);
    const results = await this.#send({ op: "query", sql, params, rowMode, rawTypes, tx });
    return applyParsers(results as Results, options.parsers as Parsers | undefined, rowMode);
  }

  #send(message: Record<string, unknown>): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...message, id });
    });
  }

  #settle(id: number, result: unknown, error: WorkerError | undefined): void {
    const pending = this.#pending.get(id);
    if (!pending) return;
    this.#pending.delete(id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (error) pending.reject(errorFrom(error));
    else pending.resolve(result);
  }

  #fail(error: Error): void {
    this.#failure ??= error;
    for (const pending of this.#pending.values()) pending.reject(this.#failure);
    this.#pending.clear();
    this.#worker.unref();
  }
}
