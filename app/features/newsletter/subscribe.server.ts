import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import type { LimitDecision } from "~/db/limits.server";
import { rowsOf } from "~/db/rows.server";
import { DatabaseUnavailableError, withDeadline } from "~/db/unavailable.server";
import type { NewsletterOutcome } from "./messages";

/** The longest address SMTP can deliver to (RFC 5321). */
export const EMAIL_MAX = 254;

export const NewsletterSchema = z.object({
  email: z.string().trim().toLowerCase().max(EMAIL_MAX).pipe(z.email()),
});

interface Allowance {
  take(): Promise<LimitDecision>;
  refund(): Promise<void>;
}

/**
 * Adds the address once; a second time it is recognised, not duplicated. Only a valid address
 * takes from the client's allowance (a 400 costs the visitor nothing). The insert carries the
 * request's deadline: run any later (the request was answered 503), it stores nothing.
 */
export async function subscribe(
  db: Database,
  input: unknown,
  allowance?: Allowance,
): Promise<NewsletterOutcome | { retryAfterSeconds: number }> {
  const parsed = NewsletterSchema.safeParse(input);
  if (!parsed.success) return "invalid";
  return withDeadline(async (deadline) => {
    const allowed = allowance ? await allowance.take() : { ok: true as const };
    if (!allowed.ok) return { retryAfterSeconds: allowed.retryAfterSeconds };
    const [row] = await rowsOf<{ added: number | string; in_time: boolean }>(
      db,
      sql`with added as (
        insert into newsletter_subscribers (email)
        select ${parsed.data.email} where clock_timestamp() < ${deadline.toISOString()}::timestamptz
        on conflict (email) do nothing
        returning 1
      ) select (select count(*) from added)::int as added,
          clock_timestamp() < ${deadline.toISOString()}::timestamptz as in_time`,
    );
    if (Number(row?.added) > 0) return "subscribed";
    if (!row?.in_time) {
      await allowance?.refund().catch(() => {});
      throw new DatabaseUnavailableError("the deadline passed before the insert");
    }
    // Counted all the same: the answer tells whether an address is listed, so asking is limited.
    return "already";
  });
}
