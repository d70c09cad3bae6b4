import type { RequestHandler } from "express";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "~/db/client.server";
import { withDeadline } from "~/db/unavailable.server";

/** A load balancer's check: it waits at most this long for the database. */
const HEALTH_DEADLINE_MS = 2_000;

/**
 * GET /healthz: 200 only when the database answers and takes a write (a full disk or a read-only
 * database lets reads through while every submission fails), else 503 with the reason.
 */
export function healthCheck(database: DatabaseHandle): RequestHandler {
  return async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (!(await database.ping())) {
      res.status(503).json({ status: "unavailable", message: "The database is not answering." });
      return;
    }
    try {
      await withDeadline(
        () =>
          database.db.execute(
            sql`insert into health_probe (id, checked_at) values (1, now())
              on conflict (id) do update set checked_at = excluded.checked_at`,
          ),
        HEALTH_DEADLINE_MS,
      );
      res.json({ status: "ok" });
    } catch (error) {
      req.log.warn({ err: error }, "health check: the database refuses writes");
      res.status(503).json({
        status: "read-only",
        message: "The database answers but cannot store anything (a full disk, or read-only).",
      });
    }
  };
}
