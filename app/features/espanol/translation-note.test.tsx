// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { TRANSLATION_NOTE, TranslationNote, translationNote } from "./translation-note";

afterEach(cleanup);

const REVIEWED = {
  reviewedOn: "2026-11-29",
  reviewer: { userId: 3, name: "Inés Soto", credentials: "PsyD" },
};

describe("the translation note", () => {
  test("says no Spanish-speaking clinician has reviewed the page while none has, word for word", () => {
    expect(translationNote(null)).toBe(
      "Traducido por nuestro equipo editorial; aún no revisado por un clínico hispanohablante.",
    );
    render(<TranslationNote text={translationNote(null)} />);
    expect(screen.getByTestId("translation-note").textContent).toBe(TRANSLATION_NOTE);
  });

  test("names the reviewer, their credentials and the day in Spanish once a review is recorded", () => {
    render(<TranslationNote text={translationNote(REVIEWED)} />);
    expect(screen.getByTestId("translation-note").textContent).toBe(
      "Traducido por nuestro equipo editorial; revisado por Inés Soto, PsyD, el 29 de noviembre de 2026.",
    );
    expect(screen.queryByText(TRANSLATION_NOTE)).toBeNull();
  });

  test("leaves out the credentials' comma when the profile gives none", () => {
    const reviewer = { ...REVIEWED.reviewer, credentials: "" };
    expect(translationNote({ reviewedOn: "2027-01-05", reviewer })).toBe(
      "Traducido por nuestro equipo editorial; revisado por Inés Soto, el 5 de enero de 2027.",
    );
  });
});
