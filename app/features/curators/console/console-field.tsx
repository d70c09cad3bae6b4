import type { ReactNode } from "react";

/**
 * One labelled field of a console form: its label, an optional hint and the field's error, with
 * the ids (`field-NAME`, `hint-NAME`, `error-NAME`) the control's aria-describedby names.
 */
export function ConsoleField({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={`field-${name}`} className="block font-semibold text-ink">
        {label}
      </label>
      {hint ? (
        <p id={`hint-${name}`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <div className="mt-1">{children}</div>
      <ConsoleFieldError name={name} error={error} />
    </div>
  );
}

/** A field's error under it (`error-NAME`), for groups of controls that have no single label. */
export function ConsoleFieldError({ name, error }: { name: string; error?: string }) {
  return error ? (
    <p id={`error-${name}`} className="mt-1 text-sm font-semibold text-danger">
      {error}
    </p>
  ) : null;
}
