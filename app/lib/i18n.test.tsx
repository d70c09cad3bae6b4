// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { Message, useT } from "./i18n";
import { MessagesProvider } from "./messages-provider";
import { messagesFor } from "./i18n.server";
import type { Locale } from "./locale";

afterEach(cleanup);

function Probe() {
  const t = useT();
  return (
    <p>
      {t("frame.skipLink")} | {t("footer.copyright", { site: "Steady Ground" })} |{" "}
      <Message
        id="crisis.barDefault"
        values={{ texts: "yes", number: "000", where: "X" }}
        components={{ call: <a href="#n" /> }}
      />
    </p>
  );
}

async function renderIn(locale: Locale, page?: Locale) {
  const frame = messagesFor(locale, ["frame.", "footer.", "crisis."]);
  const Component = page
    ? () => (
        <MessagesProvider page={messagesFor(page, ["quickExit."])}>
          <Probe />
        </MessagesProvider>
      )
    : Probe;
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/*",
      Component,
      HydrateFallback: () => null,
      loader: () => ({ i18n: frame }),
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return screen.findByText(/\|/);
}

describe("messages from the root loader", () => {
  it("read in English", async () => {
    const text = (await renderIn("en")).textContent;
    expect(text).toContain("Skip to content");
    expect(text).toContain("© 2024 Steady Ground. Educational content only.");
    expect(text).toContain("In crisis? Call or text 000 in X");
  });

  it("read in Spanish, elements and select included", async () => {
    const paragraph = await renderIn("es");
    expect(paragraph.textContent).toContain("Saltar al contenido");
    expect(paragraph.textContent).toContain(
      "¿Necesitas ayuda ahora? Llama o envía un mensaje de texto al 000 en X",
    );
    expect(screen.getByRole("link", { name: "000" }).getAttribute("href")).toBe("#n");
  });

  it("keep the frame's messages inside a page that adds its own", async () => {
    const text = (await renderIn("es", "es")).textContent;
    expect(text).toContain("Saltar al contenido");
  });
});
