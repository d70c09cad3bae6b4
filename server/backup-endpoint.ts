import { randomBytes, timingSafeEqual } from "node:crypto";
import { chmod, writeFile } from "node:fs/promises";
import path from "node:path";
import type express from "express";
import { z } from "zod";
import type { Backups } from "~/features/curators/backups/backups.server";

/**
 * How `npm run db:backup` asks a running server for a backup of the embedded database, which only
 * that server may read (docs/security.md, The backup endpoint). At start-up the server writes a
 * fresh random token and its port into DATA_DIR (mode 0600: readable by whoever may read the data
 * itself); the command reads them and calls this endpoint from the same machine. Any other caller
 * gets a 404, as if nothing were here.
 */

export const BACKUP_ENDPOINT_PATH = "/api/admin/backup";
const ENDPOINT_FILE = "backup-endpoint.json";

const EndpointSchema = z.object({ port: z.number().int().min(1).max(65535), token: z.string() });
export type BackupEndpoint = z.infer<typeof EndpointSchema>;

export const BackupAnswerSchema = z.object({ file: z.string(), bytes: z.number() });

export function newBackupToken(): string {
  return randomBytes(32).toString("base64url");
}

export function backupEndpointFile(dataDir: string): string {
  return path.join(dataDir, ENDPOINT_FILE);
}

/** Writes the port and token where `npm run db:backup` finds them; only the owner may read it. */
export async function publishBackupEndpoint(dataDir: string, endpoint: BackupEndpoint) {
  const file = backupEndpointFile(dataDir);
  await writeFile(file, JSON.stringify(endpoint), { mode: 0o600 });
  await chmod(file, 0o600); // a file left by an earlier start keeps its old mode otherwise
}

export function parseBackupEndpoint(text: string): BackupEndpoint | undefined {
  try {
    return EndpointSchema.parse(JSON.parse(text));
  } catch {
    return undefined;
  }
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

function sameToken(given: string, token: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** POST: takes a backup into BACKUP_DIR and answers its path and size. */
export function backupEndpointHandler(token: string, backups: Backups): express.RequestHandler {
  return async (req, res) => {
    const given = /^Bearer (.+)$/.exec(req.get("authorization") ?? "")?.[1] ?? "";
    // The socket's own address, not req.ip: a forwarded-for header must not make a caller local.
    if (!LOOPBACK.has(req.socket.remoteAddress ?? "") || !sameToken(given, token)) {
      res.status(404).json({ message: "Not found." });
      return;
    }
    const backup = await backups.backUpNow("command line");
    res.json({ file: path.join(backups.settings.dir, backup.name), bytes: backup.bytes });
  };
}
