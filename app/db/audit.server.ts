import { desc, sql } from "drizzle-orm";
import type { Database } from "./client.server";
import { auditLog } from "./schema";

/** A transaction's handle: curator actions write their change and its audit entry in one. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The PostgreSQL channel on which a catalogue change is announced to every server process. */
export const CATALOGUE_CHANNEL = "catalogue_changed";

/** The channel on which a change to the crisis-line registry is announced (app/domain/helplines/). */
export const HELPLINES_CHANNEL = "helplines_changed";

export interface AuditEntry {
  at: Date;
  curator: string;
  /**
   * What was done: `status.approved`, `publish`, `edit`, `hide`, `unhide`, `delete`,
   * `close-report`, `confirm-reviewed`, `edit-profile`, `profile-photo`, `remove-profile-photo`,
   * and the crisis lines' `helpline.add`, `helpline.edit`, `helpline.remove`, `helpline.restore`,
   * `helpline.verify`, `emergency.edit`, `emergency.verify`.
   */
  action: string;
  /**
   * What it was done to: `submission:12`, `resource:headspace`, `report:3`,
   * `article:depression-in-men`, `curator:ana`, `helpline:samaritans-ie`, `country:ie`.
   */
  target: string;
  /** What changed, in words, for the changes whose action alone does not say (crisis lines). */
  detail?: string | null;
}

/** Records one curator action; call it inside the transaction that makes the change. */
export async function recordAction(tx: Transaction, entry: Omit<AuditEntry, "at">): Promise<void> {
  await tx.insert(auditLog).values(entry);
}

/**
 * Tells every server process that the catalogue changed. Inside a transaction PostgreSQL holds
 * the notification until the commit, so no process reloads before the change can be read, and a
 * rolled-back change announces nothing.
 */
export async function announceCatalogueChange(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, '')`);
}

/** The same for the crisis-line registry: every process reloads it once the change commits. */
export async function announceHelplineChange(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_notify(${HELPLINES_CHANNEL}, '')`);
}

/** How many audit entries the console and the API show, newest first. */
export const AUDIT_PAGE_SIZE = 500;

export function listAudit(db: Database, limit = AUDIT_PAGE_SIZE): Promise<AuditEntry[]> {
  return db
    .select({
      at: auditLog.at,
      curator: auditLog.curator,
      action: auditLog.action,
      target: auditLog.target,
      detail: auditLog.detail,
    })
    .from(auditLog)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}
