import type { ReactNode } from "react";

/**
 * What a field hands its control (an Input, Textarea or Select from components/ui/input) so
 * that label, hint and error are wired to it; `aria-invalid` also gives the control its error look.
 */
export interface ControlProps {
  id: string;
  name: string;
  required?: boolean;
  autoFocus?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  className: string;
}

export function fieldId(name: string): string {
  return `field-${name}`;
}

export function RequiredMark() {
  return (
    <>
      <span aria-hidden="true" className="ml-0.5 text-danger">
        *
      </span>
      <span className="sr-only"> (required)</span>
    </>
  );
}

interface FieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  autoFocus?: boolean;
  children: (control: ControlProps) => ReactNode;
}

/** A visible label, an optional hint, the control, and the field's error under it. */
export function Field({ name, label, required, hint, error, autoFocus, children }: FieldProps) {
  const id = fieldId(name);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-ink">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        name,
        required,
        autoFocus,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
        className: "mt-1.5",
      })}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
