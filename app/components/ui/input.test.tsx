// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Input, Select, Textarea } from "./input";

afterEach(cleanup);

describe("Input, Textarea and Select", () => {
  it("are found by their label and keep the props they are given", () => {
    render(
      <form>
        <label htmlFor="email">Email address</label>
        <Input id="email" name="email" type="email" required className="flex-1" />
        <label htmlFor="notes">Notes</label>
        <Textarea id="notes" name="notes" maxLength={20} />
        <label htmlFor="kind">Kind</label>
        <Select id="kind" name="kind" defaultValue="b">
          <option value="a">A</option>
          <option value="b">B</option>
        </Select>
      </form>,
    );
    const email = screen.getByLabelText("Email address") as HTMLInputElement;
    expect(email.type).toBe("email");
    expect(email.required).toBe(true);
    expect(email.className).toContain("flex-1");
    expect((screen.getByLabelText("Notes") as HTMLTextAreaElement).maxLength).toBe(20);
    expect((screen.getByRole("combobox", { name: "Kind" }) as HTMLSelectElement).value).toBe("b");
  });

  it("shows the error look exactly when aria-invalid is set", () => {
    render(
      <>
        <label htmlFor="good">Good</label>
        <Input id="good" />
        <label htmlFor="bad">Bad</label>
        <Input id="bad" aria-invalid />
      </>,
    );
    expect(screen.getByLabelText("Good").className).not.toContain("border-danger");
    const bad = screen.getByLabelText("Bad");
    expect(bad.getAttribute("aria-invalid")).toBe("true");
    expect(bad.className).toContain("border-danger");
  });
});
