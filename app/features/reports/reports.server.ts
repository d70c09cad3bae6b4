import { ipKeyGenerator } from "express-rate-limit";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { recordAction } from "~/db/audit.server";
import { takeHit } from "~/db/limits.server";
import { resourceReports } from "~/db/schema";
import type { ReportReason } from "~/domain/report-reasons";
import type { ReportErrors } from "./messages";
import { reportErrors, ReportSchema } from "./schema";

/**
 * REPORT_RATE_LIMIT: problem reports accepted per client IP per REPORT_WINDOW_MS, counted in
 * the database so that it holds across server processes (docs/security.md, Limits). A person
 * with several real problems to report is well within it; a script filling the console is not.
 */
export const REPORT_RATE_LIMIT = 5;
export const REPORT_WINDOW_MS = 60 * 60 * 1000;

/** A report as the console and `GET /api/curator/reports` show it. */
export interface ReportView {
  id: number;
  resourceId: string;
  reason: ReportReason;
  details: string;
  reportedAt: string;
  closedAt: string | null;
  closedBy: string | null;
}

export type FileOutcome =
  | { ok: true; report: ReportView }
  | { ok: false; errors: ReportErrors }
  | { ok: false; retryAfterSeconds: number };

type Row = typeof resourceReports.$inferSelect;

function toView(row: Row): ReportView {
  return {
    id: row.id,
    resourceId: row.resourceId,
    reason: row.reason,
    details: row.details,
    reportedAt: row.reportedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    closedBy: row.closedBy,
  };
}

/**
 * Validates and stores a report on a listed resource (the caller has checked that it is).
 * The limit is taken only once the report is valid, so a mistake costs the visitor nothing.
 */
export async function fileReport(
  db: Database,
  resourceId: string,
  body: unknown,
  clientIp: string | undefined,
): Promise<FileOutcome> {
  const parsed = ReportSchema.safeParse(body ?? {});
  if (!parsed.success) return { ok: false, errors: reportErrors(parsed.error) };
  const key = `report:ip:${ipKeyGenerator(clientIp ?? "unknown", 56)}`;
  const turn = await takeHit(db, key, REPORT_RATE_LIMIT, REPORT_WINDOW_MS);
  if (!turn.ok) return { ok: false, retryAfterSeconds: turn.retryAfterSeconds };
  const [row] = await db
    .insert(resourceReports)
    .values({ resourceId, reason: parsed.data.reason, details: parsed.data.details })
    .returning();
  return { ok: true, report: toView(row!) };
}

/** Every report, newest first; only open ones with `openOnly`. */
export async function listReports(
  db: Database,
  { openOnly = false }: { openOnly?: boolean } = {},
): Promise<ReportView[]> {
  const rows = await db
    .select()
    .from(resourceReports)
    .where(openOnly ? isNull(resourceReports.closedAt) : undefined)
    .orderBy(desc(resourceReports.reportedAt), desc(resourceReports.id));
  return rows.map(toView);
}

/** How many open reports each resource has (resources without any are absent). */
export async function openReportCounts(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ resourceId: resourceReports.resourceId, count: sql<number>`count(*)::int` })
    .from(resourceReports)
    .where(isNull(resourceReports.closedAt))
    .groupBy(resourceReports.resourceId);
  return new Map(rows.map((row) => [row.resourceId, Number(row.count)]));
}

/**
 * Closes one open report, and records it in the audit log in the same transaction; false when
 * there is no such open report.
 */
export async function closeReport(db: Database, id: number, curator: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(resourceReports)
      .set({ closedAt: new Date(), closedBy: curator })
      .where(and(eq(resourceReports.id, id), isNull(resourceReports.closedAt)))
      .returning({ id: resourceReports.id });
    if (rows.length === 0) return false;
    await recordAction(tx, { curator, action: "close-report", target: `report:${id}` });
    return true;
  });
}

/** Closes every open report on these resources (a confirmed review deals with them all). */
export async function closeReportsOf(
  db: Database,
  resourceIds: readonly string[],
  curator: string,
): Promise<number> {
  if (resourceIds.length === 0) return 0;
  const rows = await db
    .update(resourceReports)
    .set({ closedAt: new Date(), closedBy: curator })
    .where(
      and(inArray(resourceReports.resourceId, [...resourceIds]), isNull(resourceReports.closedAt)),
    )
    .returning({ id: resourceReports.id });
  return rows.length;
}
