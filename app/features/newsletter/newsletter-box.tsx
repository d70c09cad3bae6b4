import { useState, type FormEvent } from "react";
import { href, useLocation, useSearchParams } from "react-router";
import { Input } from "~/components/ui/input";
import {
  isNewsletterNotice,
  NEWSLETTER_MESSAGES,
  noticeForFailure,
  type NewsletterNotice,
  type NewsletterOutcome,
} from "./messages";
import { apiRequest, ApiError } from "~/lib/api";
import { cn } from "~/lib/cn";

/**
 * The newsletter sign-up. With JavaScript it posts JSON to /api/newsletter and answers under the
 * field, in words, in a live region; without, the form posts to /newsletter, which redirects back
 * here with `?newsletter=subscribed|already|invalid|limited` for the box to show. One request and
 * its answer need no query cache and no toasts, so the box sits on a reading page (/blog) without
 * them (docs/decisions/038-chunks-by-who-uses-them.md).
 */
export function NewsletterBox() {
  const [email, setEmail] = useState("");
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  // The answer with JavaScript, shown under the field like the answer without it.
  const [answer, setAnswer] = useState<NewsletterNotice | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const [used, setUsed] = useState(false);
  const fromForm = params.get("newsletter");
  // The answer to a post made without JavaScript, until the box is used again.
  const notice = answer ?? (!used && isNewsletterNotice(fromForm) ? fromForm : undefined);
  const problem = notice === "invalid" || notice === "limited" || notice === "failed";
  const invalid = notice === "invalid";

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setUsed(true);
    setAnswer(undefined);
    try {
      const { status } = await apiRequest<{ status: NewsletterOutcome }>(
        "POST",
        "/api/newsletter",
        { email },
      );
      setAnswer(status);
      setEmail("");
    } catch (error) {
      setAnswer(noticeForFailure(error instanceof ApiError ? error.status : undefined));
    } finally {
      setSending(false);
    }
  }

  return (
    <section
      id="newsletter"
      aria-labelledby="newsletter-heading"
      className="rounded-2xl bg-brand-soft p-6 sm:p-8"
    >
      <h2 id="newsletter-heading" className="text-xl font-semibold">
        Get new articles by email
      </h2>
      <p className="mt-1 text-ink-muted">One short email when a new article is published.</p>
      <form
        method="post"
        action={href("/newsletter")}
        noValidate
        onSubmit={onSubmit}
        className="mt-4 flex flex-col gap-3 sm:flex-row"
      >
        <input type="hidden" name="returnTo" value={pathname} />
        <label htmlFor="newsletter-email" className="sr-only">
          Email address
        </label>
        <Input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={notice ? "newsletter-notice" : undefined}
          className="flex-1"
        />
        <button
          type="submit"
          disabled={sending}
          className="min-h-11 rounded-lg bg-brand px-5 font-semibold text-brand-ink hover:bg-brand-strong disabled:cursor-not-allowed disabled:opacity-60"
        >
          {sending ? "Subscribing..." : "Subscribe"}
        </button>
      </form>
      {/*
        Always in the page, so that screen readers announce what appears in it; right under the
        field, so that nothing covers the button.
      */}
      <div aria-live="polite" aria-atomic="true">
        {notice ? (
          <div
            id="newsletter-notice"
            className={cn(
              "mt-4 rounded-lg border-2 p-3",
              problem ? "border-danger bg-danger-soft" : "border-brand bg-surface",
            )}
          >
            <p className={cn("font-semibold", problem ? "text-danger" : "text-ink")}>
              {NEWSLETTER_MESSAGES[notice].title}
            </p>
            <p className="text-ink">{NEWSLETTER_MESSAGES[notice].description}</p>
          </div>
        ) : null}
      </div>
    </section>
  );
}
