import type { ReactNode } from "react";

/**
 * What a console page says after a form: what happened (a status), or why nothing did (an
 * alert). Nothing is rendered without a message.
 */
export function ConsoleNotice({
  success,
  problem,
  id,
}: {
  success?: ReactNode;
  problem?: string | null;
  /** For a field's `aria-describedby`, when the notice is about that field. */
  id?: string;
}) {
  if (problem) {
    return (
      <p
        id={id}
        role="alert"
        className="mt-5 rounded-xl border-2 border-danger bg-danger-soft p-4 text-ink"
      >
        {problem}
      </p>
    );
  }
  if (!success) return null;
  return (
    <p
      id={id}
      role="status"
      className="mt-5 rounded-xl border-2 border-brand bg-brand-soft p-4 text-ink"
    >
      {success}
    </p>
  );
}

/** A list with nothing in it: what that means, calmly. */
export function ConsoleEmpty({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-6 rounded-2xl border border-dashed border-line bg-surface px-6 py-10 text-center">
      <p className="text-lg font-semibold text-ink">{title}</p>
      <p className="mt-1 text-ink-muted">{children}</p>
    </div>
  );
}
