/**
 * The code of the thread that runs PGlite (./pglite-thread.server.ts starts it). It is plain
 * CommonJS kept as text, so that the same code starts in the production bundle, under Vite, tsx
 * and Vitest, none of which can hand a worker thread a TypeScript file to load.
 *
 * Messages in: {id, op: "open", dataDir, startFrom?} | {id, op: "query", sql, params, rowMode, rawTypes, tx?}
 * | {id, op: "begin", tx} | {id, op: "end", tx, commit} | {id, op: "dump"} | {id, op: "close"}.
 * Messages out: {id, result} or {id, error: {message, name, code?, …}}.
 *
 * Query results keep the text of every type in `rawTypes`: the caller's own parsers for those
 * types run on the calling thread (functions cannot be posted), exactly as PGlite would run them.
 */
export const PGLITE_WORKER_SOURCE = String.raw`
"use strict";
const { parentPort, workerData } = require("node:worker_threads");
const { PGlite } = require(workerData.pglitePath);

let db;
const transactions = new Map();
const identity = (value) => value;

function rawParsers(types) {
  const parsers = {};
  for (const type of types) parsers[type] = identity;
  return parsers;
}

// Emscripten's file-system errors (ErrnoError) carry an errno and a message that is not text:
// logged as they come, a full disk read "[object Object]".
function messageOf(error) {
  if (error && typeof error.message === "string" && error.message !== "[object Object]") {
    return error.message;
  }
  if (error && typeof error === "object" && error.errno !== undefined) {
    // WASI's numbering: 51 is ENOSPC, 2 is EACCES.
    const reason = { 51: "no space left on the device", 2: "permission denied" }[error.errno];
    return "the embedded database could not use DATA_DIR: " +
      (reason || "file system error") + " (errno " + error.errno + ")";
  }
  return String(error);
}

function plainError(error) {
  const plain = { message: messageOf(error), name: "Error" };
  if (error && typeof error === "object") {
    for (const key of Object.keys(error)) {
      const value = error[key];
      const type = typeof value;
      if (type === "string" || type === "number" || type === "boolean") plain[key] = value;
    }
    if (typeof error.name === "string") plain.name = error.name;
  }
  return plain;
}

async function begin(tx) {
  const entry = {};
  const started = new Promise((resolve) => {
    entry.done = db.transaction(
      (client) =>
        new Promise((commit, rollback) => {
          Object.assign(entry, { client, commit, rollback });
          resolve();
        }),
    );
  });
  entry.done.catch(() => {}); // awaited by "end"
  await Promise.race([started, entry.done]);
  transactions.set(tx, entry);
}

async function end(tx, commit) {
  const entry = transactions.get(tx);
  transactions.delete(tx);
  if (!entry) throw new Error("no such transaction");
  if (commit) entry.commit();
  else entry.rollback(new Error("rolled back"));
  try {
    await entry.done;
  } catch (error) {
    if (commit) throw error;
  }
}

// A copy of the data directory (a gzipped tar), taken as no transaction runs: the transaction
// lock keeps every other query and transaction waiting, and CHECKPOINT first writes every
// committed change into the data files, so the copy needs no recovery (docs/decisions/041-backups.md).
async function dump() {
  return db.transaction(async (tx) => {
    await tx.exec("checkpoint");
    const file = await db.dumpDataDir("gzip");
    return new Uint8Array(await file.arrayBuffer());
  });
}

async function handle(message) {
  switch (message.op) {
    case "open":
      db = await PGlite.create({
        dataDir: message.dataDir,
        loadDataDir: message.startFrom ? new Blob([message.startFrom]) : undefined,
      });
      return null;
    case "query": {
      const client = message.tx === undefined ? db : transactions.get(message.tx).client;
      const options = { rowMode: message.rowMode, parsers: rawParsers(message.rawTypes) };
      const { rows, fields, affectedRows, command, rowCount } = await client.query(
        message.sql,
        message.params,
        options,
      );
      return { rows, fields, affectedRows, command, rowCount };
    }
    case "begin":
      return begin(message.tx).then(() => null);
    case "end":
      return end(message.tx, message.commit).then(() => null);
    case "dump":
      return dump();
    case "close":
      if (db) await db.close();
      return null;
    default:
      throw new Error("unknown operation " + message.op);
  }
}

parentPort.on("message", (message) => {
  handle(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: plainError(error) }),
  );
});
`;
