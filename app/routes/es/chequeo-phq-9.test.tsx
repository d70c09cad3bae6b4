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
