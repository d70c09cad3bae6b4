import { sql } from "drizzle-orm";
import type { Database } from "./client.server";
import { rowsOf } from "./rows.server";

/**
 * Limits kept in the database (the `limit_counters` table), so that they hold across every
 * server process sharing it and survive a restart. Each decision is one SQL statement
 * (INSERT … ON CONFLICT DO UPDATE … WHERE … RETURNING): PostgreSQL locks the key's row for the
 * statement, so parallel requests are counted one after another and never all slip under a
 * limit together. The same SQL runs on PGlite and on PostgreSQL.
 */

export type LimitDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

interface CounterRow extends Record<string, unknown> {
  taken: boolean;
  wait_ms: number | string | null;
}

/**
 * A refusal whose row the statement's snapshot cannot see (another process created the key a
 * moment ago) is still a refusal: it waits the longest it could, `fallbackWaitMs`. No wait is
 * ever longer than that: a statement whose `now()` was taken a moment before the one that set
 * the deadline would otherwise see a few milliseconds more than the whole period.
 */
function decisionOf(rows: CounterRow[], fallbackWaitMs: number): LimitDecision {
  const row = rows[0];
  if (row?.taken) return { ok: true };
  const waitMs = Math.min(fallbackWaitMs, Math.max(0, Number(row?.wait_ms ?? fallbackWaitMs)));
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/**
 * Takes one hit from `key`'s allowance of `limit` per fixed window of `windowMs`, or refuses
 * with the time until the window ends. The first hit after a window has ended opens a new one.
 */
export async function takeHit(
  db: Database,
  key: string,
  limit: number,
  windowMs: number,
): Promise<LimitDecision> {
  const rows = await rowsOf<CounterRow>(
    db,
    sql`with taken as (
      insert into limit_counters as c (key, hits, window_ends_at)
      values (${key}, 1, now() + ${windowMs}::int * interval '1 millisecond')
      on conflict (key) do update set
        hits = case when c.window_ends_at <= now() then 1 else c.hits + 1 end,
        window_ends_at = case when c.window_ends_at <= now()
          then excluded.window_ends_at else c.window_ends_at end
      where c.window_ends_at <= now() or c.hits < ${limit}
      returning 1
    )
    select true as taken, null as wait_ms from taken
    union all
    select false, extract(epoch from (window_ends_at - now())) * 1000
      from limit_counters where key = ${key} and not exists (select 1 from taken)`,
  );
  return decisionOf(rows, windowMs);
}

/** Gives back a hit taken by `takeHit` (the attempt turned out not to count). */
export async function refundHit(db: Database, key: string): Promise<void> {
  await db.execute(sql`update limit_counters set hits = greatest(hits - 1, 0) where key = ${key}`);
}

/**
 * Like `takeHit`, but past `threshold` hits in the window the key is slowed rather than barred:
 * one more attempt is let through every `spacingMs`, whoever asks. Used per account, so that
 * guessing from many addresses gets one guess per spacing while the real owner is never shut out
 * for longer than that.
 */
export async function takeSpacedHit(
  db: Database,
  key: string,
  threshold: number,
  windowMs: number,
  spacingMs: number,
): Promise<LimitDecision> {
  const rows = await rowsOf<CounterRow>(
    db,
    sql`with taken as (
      insert into limit_counters as c (key, hits, window_ends_at, next_allowed_at)
      values (
        ${key}, 1, now() + ${windowMs}::int * interval '1 millisecond',
        case when 1 >= ${threshold} then now() + ${spacingMs}::int * interval '1 millisecond' end
      )
      on conflict (key) do update set
        hits = case when c.window_ends_at <= now() then 1 else c.hits + 1 end,
        window_ends_at = case when c.window_ends_at <= now()
          then excluded.window_ends_at else c.window_ends_at end,
        next_allowed_at = case
          when (case when c.window_ends_at <= now() then 1 else c.hits + 1 end) >= ${threshold}
          then now() + ${spacingMs}::int * interval '1 millisecond' end
      where c.window_ends_at <= now() or c.hits < ${threshold}
        or c.next_allowed_at is null or c.next_allowed_at <= now()
      returning 1
    )
    select true as taken, null as wait_ms from taken
    union all
    select false, extract(epoch from (next_allowed_at - now())) * 1000
      from limit_counters where key = ${key} and not exists (select 1 from taken)`,
  );
  return decisionOf(rows, spacingMs);
}

/** Forgets a key altogether (an account's count after a successful sign-in). */
export async function forgetKey(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from limit_counters where key = ${key}`);
}

/** Deletes counters whose window and spacing have both passed; answers how many went. */
export async function sweepExpiredCounters(db: Database): Promise<number> {
  const rows = await rowsOf<CounterRow>(
    db,
    sql`with gone as (
      delete from limit_counters
      where window_ends_at <= now() and (next_allowed_at is null or next_allowed_at <= now())
      returning 1
    ) select count(*)::int as taken, null as wait_ms from gone`,
  );
  return Number(rows[0]?.taken ?? 0);
}
