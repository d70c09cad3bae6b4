// Placeholder markup only: the submissions work wires this box to POST /api/newsletter.
export function NewsletterBox() {
  return (
    <section aria-labelledby="newsletter-heading" className="rounded-2xl bg-brand-soft p-6 sm:p-8">
      <h2 id="newsletter-heading" className="text-xl font-semibold">
        Get new articles by email
      </h2>
      <form className="mt-4 flex flex-col gap-3 sm:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">
          Email address
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          className="min-h-11 flex-1 rounded-lg border border-line bg-surface px-3"
        />
        <button
          type="submit"
          className="min-h-11 rounded-lg bg-brand px-5 font-semibold text-brand-ink"
        >
          Subscribe
        </button>
      </form>
    </section>
  );
}
