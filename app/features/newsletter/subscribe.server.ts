import { z } from "zod";
import type { Database } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";
import type { NewsletterOutcome } from "./messages";

/** The longest address SMTP can deliver to (RFC 5321). */
export const EMAIL_MAX = 254;

export const NewsletterSchema = z.object({
  email: z.string().trim().toLowerCase().max(EMAIL_MAX).pipe(z.email()),
});

/** Adds the address once; a second time it is recognised, not duplicated. */
export async function subscribe(db: Database, input: unknown): Promise<NewsletterOutcome> {
  const parsed = NewsletterSchema.safeParse(input);
  if (!parsed.success) return "invalid";
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email: parsed.data.email })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return inserted.length > 0 ? "subscribed" : "already";
}
