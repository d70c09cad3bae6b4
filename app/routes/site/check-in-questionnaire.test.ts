import { describe, expect, test } from "vitest";
import type { PostedCheckIn } from "~/features/check-in/check-in-page";
import { action, loader } from "./check-in-questionnaire";

type ActionArgs = Parameters<typeof action>[0];
type LoaderArgs = Parameters<typeof loader>[0];

interface Answer {
  data: PostedCheckIn;
  init: { status?: number; headers?: HeadersInit } | null;
}

function post(path: string, fields: Record<string, string>) {
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return action({
    request,
    params: {},
    context: {},
  } as ActionArgs) as Promise<unknown> as Promise<Answer>;
}

const answers = (values: number[]) =>
  Object.fromEntries(values.map((value, index) => [`item-${index + 1}`, String(value)]));

describe("the questionnaires' action (the form without JavaScript)", () => {
  test("scores a complete PHQ-9, answered never-cached", async () => {
    const answer = await post("/check-in/phq-9", {
      ...answers([2, 1, 2, 1, 0, 1, 0, 1, 0]),
      difficulty: "1",
    });
    expect(answer.init?.status).toBe(200);
    expect(new Headers(answer.init?.headers).get("Cache-Control")).toBe("no-store");
    expect(answer.data.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(answer.data.outcome).toMatchObject({
      ok: true,
      result: { instrument: "phq-9", score: 8, band: { name: "Mild" }, difficulty: 1 },
    });
  });

  test("names the unanswered items with a 400, keeping what was answered", async () => {
    const answer = await post("/check-in/gad-7", { "item-1": "3", "item-4": "0" });
    expect(answer.init?.status).toBe(400);
    expect(new Headers(answer.init?.headers).get("Cache-Control")).toBe("no-store");
    expect(answer.data.outcome).toEqual({
      ok: false,
      missing: [1, 2, 4, 5, 6],
      given: { answers: [3, null, null, 0, null, null, null], difficulty: null },
    });
  });

  test("an unknown questionnaire is a 404", async () => {
    await expect(post("/check-in/bdi-2", answers([1, 1]))).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});

describe("the questionnaires' loader", () => {
  test("hands the page its questionnaire and what each of its bands offers", () => {
    const data = loader({
      request: new Request("http://localhost/check-in/gad-7"),
      params: {},
      context: {},
    } as LoaderArgs);
    expect(data.instrument.name).toBe("GAD-7");
    expect(Object.keys(data.offers)).toEqual(["Minimal", "Mild", "Moderate", "Severe"]);
    expect(data.offers.Mild!.items.map((item) => item.href)).toEqual([
      "/resource/progressive-muscle-relaxation",
      "/resource/ucla-mindful-guided-meditations",
    ]);
    expect(data.offers.Mild!.handoutHref).toBe(
      "/list?ids=progressive-muscle-relaxation,ucla-mindful-guided-meditations&title=Resources+for+worry+and+anxiety",
    );
    expect(data.links.topicPath).toBe("/anxiety");
  });
});
