// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, test } from "vitest";
import { findCountry } from "~/domain/helplines/links";
import { buildRegistry, seedRows } from "~/domain/helplines/registry.server";
import type { PostedCheckIn } from "~/features/check-in/check-in-page";
import { FORM_WORDS } from "~/features/check-in/form-words";
import { NEXT_STEPS, SAFETY_MEANING } from "~/features/check-in/guidance";
import { PHQ_9_ES } from "~/features/check-in/instruments-es";
import { action as englishAction } from "../site/check-in-questionnaire";
import ChequeoPhq9, { action } from "./chequeo-phq-9";

afterEach(cleanup);

type Answer = { data: PostedCheckIn; init: { status?: number; headers?: HeadersInit } | null };
type ActionArgs = Parameters<typeof action>[0];

function post(run: (args: ActionArgs) => unknown, path: string, values: number[]) {
  const body = new URLSearchParams(values.map((value, index) => [`item-${index + 1}`, `${value}`]));
  body.set("difficulty", "1");
  const request = new Request(`http://localhost${path}`, { method: "POST", body });
  return run({ request, params: {}, context: {} } as ActionArgs) as Promise<Answer>;
}

/** The English check-in's own words, none of which may show on the Spanish page. */
const ENGLISH = [
  ...Object.values(FORM_WORDS).filter((value) => typeof value === "string"),
  ...FORM_WORDS.answers,
  FORM_WORDS.difficulty.question,
  ...FORM_WORDS.difficulty.answers,
  FORM_WORDS.questionOf(0, 9),
  FORM_WORDS.needAnswer(2),
  ...Object.values(NEXT_STEPS).flatMap(({ title, text }) => [title, text]),
  SAFETY_MEANING,
  "Get help now",
  "Your answers stay private",
  "Score:",
  "out of",
  "Change my answers",
  "Answer the questions again",
  "Print for your clinician",
  "About the",
  "safety plan",
  "Crisis lines in other countries",
  "Lines in other countries",
  // The printed sheet's words (the English sheet's, ../../features/check-in/print-sheet.tsx).
  "answers and score",
  "Date:",
  "Total score",
  "Band:",
  "Not answered.",
  "was answered above",
  "A self-check, not a diagnosis.",
  "Your name on the printout",
  "Name:",
  "Crisis lines in",
].map((text) => text.trim());

async function renderPage(posted?: PostedCheckIn) {
  const homeCountry = findCountry(buildRegistry(seedRows()), "us")!;
  const Page = () => (
    <ChequeoPhq9
      {...({
        loaderData: { head: { title: "", description: "" }, instrument: PHQ_9_ES, homeCountry },
        actionData: posted,
      } as unknown as Parameters<typeof ChequeoPhq9>[0])}
    />
  );
  const Stub = createRoutesStub([{ path: "/es/chequeo/phq-9", Component: Page }]);
  render(<Stub initialEntries={["/es/chequeo/phq-9"]} />);
  await screen.findByRole("heading", { level: 1 });
  return document.body;
}

const englishIn = (body: HTMLElement) => {
  const text = [
    body.textContent ?? "",
    ...[...body.querySelectorAll("[aria-label]")].map((el) => el.getAttribute("aria-label")),
  ].join("\n");
  return ENGLISH.filter((phrase) => text.includes(phrase));
};

describe("/es/chequeo/phq-9 without JavaScript (its action)", () => {
  test("scores as the English page does, never cached, the band named in Spanish", async () => {
    const values = [2, 1, 2, 1, 0, 1, 0, 1, 0];
    const spanish = await post(action, "/es/chequeo/phq-9", values);
    const english = await post(
      englishAction as unknown as typeof action,
      "/check-in/phq-9",
      values,
    );
    expect(new Headers(spanish.init?.headers).get("Cache-Control")).toBe("no-store");
    expect(spanish.init?.status).toBe(200);
    if (!spanish.data.outcome.ok || !english.data.outcome.ok) throw new Error("not scored");
    expect(spanish.data.outcome.result.score).toBe(english.data.outcome.result.score);
    expect(spanish.data.outcome.result.nextStep).toBe(english.data.outcome.result.nextStep);
    expect(spanish.data.outcome.result.band).toEqual({ from: 5, name: "Leve", next: "watch" });
  });

  test("names the unanswered questions with a 400", async () => {
    const answer = await post(action, "/es/chequeo/phq-9", [1, 1]);
    expect(answer.init?.status).toBe(400);
    expect(answer.data.outcome).toMatchObject({ ok: false, missing: [2, 3, 4, 5, 6, 7, 8] });
  });
});

describe("the Spanish PHQ-9 page", () => {
  test("shows no English UI string: questions, and a result with item 9 answered", async () => {
    const answer = await post(action, "/es/chequeo/phq-9", [3, 3, 3, 3, 3, 3, 2, 0, 2]);
    const body = await renderPage(answer.data);
    expect(englishIn(body)).toEqual([]);
    // The result puts "Obtén ayuda ahora" first, then the score, band and next step in Spanish.
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 2)).toEqual(["Obtén ayuda ahora", "Tu resultado del PHQ-9"]);
    expect(body.textContent).toContain("Puntaje: 22 de 27");
    expect(body.textContent).toContain("Habla hoy con alguien");
    // The lines that answer in Spanish come first, from the registry.
    expect(body.textContent).toContain("Te atienden en español en Estados Unidos");
  });

  test("prints a sheet for whoever treats you, in Spanish, as the English page prints one", async () => {
    const answer = await post(action, "/es/chequeo/phq-9", [3, 3, 3, 3, 3, 3, 2, 0, 2]);
    const body = await renderPage({ ...answer.data, date: "2026-11-29" });
    expect(screen.getByRole("heading", { name: "Imprimir para quien te atiende" })).toBeTruthy();
    expect(
      screen.getByRole("textbox", { name: /^Tu nombre en la hoja \(opcional\)/ }),
    ).toBeTruthy();
    // The sheet itself is hidden on screen (print:block): its text is in the page.
    const sheet = body.querySelector("[data-print-crisis-lines]")!.parentElement!;
    const printed = sheet.textContent ?? "";
    expect(body.textContent).toContain("PHQ-9, sobre el ánimo bajo: respuestas y puntaje");
    expect(body.textContent).toContain("Fecha: 29 de noviembre de 2026");
    expect([...sheet.querySelectorAll("th")].map((th) => th.textContent)).toEqual([
      "Pregunta",
      "Respuesta",
      "Puntos",
      "Puntaje total",
    ]);
    expect(printed).toContain("1. Poco interés o placer en hacer cosas");
    expect(printed).toContain("Casi todos los días");
    expect(printed).toContain("22 de 27");
    expect(printed).toContain("Nivel: Grave (0–4 mínima, 5–9 leve, 10–14 moderada");
    expect(printed).toContain("La pregunta 9 se respondió por encima de «Ningún día».");
    expect(printed).toContain("Un chequeo personal, no un diagnóstico.");
    expect(printed).toContain("Líneas de crisis en Estados Unidos");
    expect(englishIn(body)).toEqual([]);
  });

  test("with JavaScript, answering item 9 above 'Ningún día' shows help beside it", async () => {
    const body = await renderPage();
    expect(screen.queryByRole("heading", { name: "Obtén ayuda ahora" })).toBeNull();
    const item9 = screen.getByRole("group", { name: /^Pregunta 9 de 9/ });
    fireEvent.click(item9.querySelector<HTMLInputElement>('input[value="1"]')!);
    expect(await screen.findByRole("heading", { name: "Obtén ayuda ahora" })).toBeTruthy();
    expect(englishIn(body)).toEqual([]);
  });

  test("would catch English: the check fires on an English word in the page", async () => {
    const body = await renderPage();
    body.append("See my result");
    expect(englishIn(body)).toEqual(["See my result"]);
  });
});
