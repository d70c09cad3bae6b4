import { getTableColumns } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { RESOURCE_TYPES } from "~/content/resource-terms";
import { resourceSubmissions } from "~/db/schema";
import { placeOf } from "~/domain/catalogue-places";
import {
  EMPTY_SUBMISSION,
  fieldErrorsOf,
  isHoneypotFilled,
  PERSON_TEXT_MAX,
  SUBMISSION_CATEGORIES,
  SUBMISSION_CATEGORY_LABELS,
  RESOURCE_DESCRIPTION_MAX,
  RESOURCE_TITLE_MAX,
  SUBMISSION_TYPE_LABELS,
  SUBMISSION_TYPES,
  RESOURCE_URL_MAX,
  SUBMISSION_FIELDS,
  SubmissionSchema,
} from "./schema";

const VALID = {
  resourceType: "book",
  resourceCategory: "trauma",
  resourceTitle: "The Body Keeps the Score",
  resourceDescription: "How trauma lives in the body, and paths to recovery.",
};

function errorsFor(input: Record<string, unknown>) {
  const result = SubmissionSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe("SubmissionSchema", () => {
  test("its fields are the table's insert columns less those the site sets", () => {
    const columns = Object.keys(getTableColumns(resourceSubmissions)).filter(
      (name) =>
        ![
          "id",
          "status",
          "submittedAt",
          "reviewedAt",
          "reviewNotes",
          "idempotencyKey",
          "publishedResourceId",
        ].includes(name),
    );
    expect([...SUBMISSION_FIELDS].sort()).toEqual(columns.sort());
    expect(Object.keys(SubmissionSchema.shape).sort()).toEqual(columns.sort());
    expect(Object.keys(EMPTY_SUBMISSION).sort()).toEqual(columns.sort());
  });

  test("the options and labels are the form's", () => {
    expect(SUBMISSION_TYPE_LABELS).toEqual({
      book: "Book",
      video: "Video",
      app: "App",
      website: "Website",
      other: "Other",
    });
    expect(Object.keys(SUBMISSION_TYPE_LABELS)).toEqual([...SUBMISSION_TYPES]);
    expect(SUBMISSION_CATEGORY_LABELS).toEqual({
      "psychological-concerns": "Depression & Anxiety",
      trauma: "Psychological Trauma",
      relationships: "Relationships",
      lifestyle: "Lifestyle Factors",
      other: "Other",
    });
    expect(Object.keys(SUBMISSION_CATEGORY_LABELS)).toEqual([...SUBMISSION_CATEGORIES]);
  });

  test("every type and category but other is one the catalogue has, so publishing keeps it", () => {
    for (const type of SUBMISSION_TYPES.filter((type) => type !== "other")) {
      expect(RESOURCE_TYPES).toContain(type);
    }
    for (const category of SUBMISSION_CATEGORIES.filter((category) => category !== "other")) {
      expect(placeOf(category), category).toBeDefined();
    }
  });

  test("optional fields default to empty text; every value is trimmed; unknown keys are dropped", () => {
    const parsed = SubmissionSchema.parse({ ...VALID, resourceTitle: "  Title \n", extra: 1 });
    expect(parsed).toEqual({
      ...VALID,
      resourceTitle: "Title",
      submitterName: "",
      submitterTitle: "",
      submitterLocation: "",
      submitterEmail: "",
      resourceAuthor: "",
      resourceUrl: "",
    });
    expect(parsed).not.toHaveProperty("extra");
  });

  test("the required fields, missing or blank, each get their own kind sentence", () => {
    const missing = errorsFor({});
    const blank = errorsFor({
      resourceType: "",
      resourceCategory: " ",
      resourceTitle: "\t",
      resourceDescription: "   ",
    });
    for (const errors of [missing, blank]) {
      expect(Object.keys(errors).sort()).toEqual(
        ["resourceCategory", "resourceDescription", "resourceTitle", "resourceType"].sort(),
      );
      for (const message of Object.values(errors)) expect(message).toMatch(/^Please .+\.$/);
    }
    expect(missing.resourceType).toBe("Please choose a resource type.");
    expect(blank.resourceTitle).toBe("Please enter the resource's title.");
  });

  test.each([
    ["submitterName", PERSON_TEXT_MAX],
    ["submitterTitle", PERSON_TEXT_MAX],
    ["submitterLocation", PERSON_TEXT_MAX],
    ["resourceAuthor", PERSON_TEXT_MAX],
    ["resourceTitle", RESOURCE_TITLE_MAX],
    ["resourceDescription", RESOURCE_DESCRIPTION_MAX],
  ] as const)("%s: %i characters pass, one more fails", (field, max) => {
    expect(errorsFor({ ...VALID, [field]: "x".repeat(max) })).toEqual({});
    expect(errorsFor({ ...VALID, [field]: `  ${"x".repeat(max)}  ` })).toEqual({});
    expect(errorsFor({ ...VALID, [field]: "x".repeat(max + 1) })[field]).toMatch(
      new RegExp(`^Please shorten .+ to ${max} characters or fewer`),
    );
  });

  test(`resourceUrl: ${RESOURCE_URL_MAX} characters pass, one more fails; only http(s)`, () => {
    const url = (length: number) => "https://e.org/" + "p".repeat(length - "https://e.org/".length);
    expect(errorsFor({ ...VALID, resourceUrl: url(RESOURCE_URL_MAX) })).toEqual({});
    expect(errorsFor({ ...VALID, resourceUrl: url(RESOURCE_URL_MAX + 1) }).resourceUrl).toMatch(
      /2048 characters or fewer/,
    );
    for (const bad of ["www.example.org", "mailto:a@b.org", "javascript:alert(1)", "http://"]) {
      expect(errorsFor({ ...VALID, resourceUrl: bad }).resourceUrl).toMatch(
        /http:\/\/ or https:\/\//,
      );
    }
    expect(errorsFor({ ...VALID, resourceUrl: "HTTPS://Example.org/a?b=c#d" })).toEqual({});
  });

  test("values outside the lists, and values that are not text, are refused kindly", () => {
    const errors = errorsFor({
      ...VALID,
      resourceType: "podcast",
      resourceCategory: 3,
      resourceAuthor: {},
    });
    expect(errors.resourceType).toBe("Please choose one of the listed resource types.");
    expect(errors.resourceCategory).toBe("Please enter the category as text.");
    expect(errors.resourceAuthor).toBe("Please enter the author or creator as text.");
  });
});

describe("isHoneypotFilled", () => {
  test.each([
    [{}, false],
    [{ website: "" }, false],
    [{ website: "   " }, false],
    [{ website: null }, false],
    [{ website: "x" }, true],
    [{ website: 1 }, true],
    [null, false],
  ])("%j → %s", (body, filled) => {
    expect(isHoneypotFilled(body)).toBe(filled);
  });
});
