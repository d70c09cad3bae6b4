import { FIND_A_HELPLINE_URL } from "~/domain/helplines/links";

/** For every country we do not list, or whose lines we could not check. */
export function FindAHelpline() {
  return (
    <section
      aria-labelledby="elsewhere"
      className="rounded-xl border border-line bg-brand-soft p-5"
    >
      <h2 id="elsewhere" className="text-xl font-semibold">
        Everywhere else
      </h2>
      <p className="mt-2">
        Find A Helpline keeps a directory of free, confidential crisis lines in many countries. Go
        to{" "}
        <a
          href={FIND_A_HELPLINE_URL}
          className="font-semibold text-brand underline"
          rel="noreferrer"
        >
          findahelpline.com
        </a>{" "}
        and choose your country. In danger, call your local emergency number.
      </p>
    </section>
  );
}
