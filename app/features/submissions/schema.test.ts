import { getTableColumns } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { RESOURCE_TYPES } from "~/content/resource-terms";
import { resourceSubmissions } from "~/db/schema";
import { placeOf } from "~/domain/catalogue-places";
import { SUBMITTER_RELATIONS } from "~/domain/submitter-relation";
import { FIELD_LABELS, RELATION_CHOICES, RELATION_NOT_SAYING, RELATION_PURPOSE } from "./messages";
import {
  EMPTY_SUBMISSION,
  fieldErrorsOf,
  isHoneypotFilled,
  PERSON_TEXT_MAX,
  SUBMISSION_CATEGORIES,
  SUBMISSION_CATEGORY_LABELS,
  RELATION_ERROR,
  RESOURCE_DESCRIPTION_MAX,
  RESOURCE_TITLE_MAX,
  SUBMISSION_TYPE_LABELS,
  SUBMISSION_TYPES,
  RESOURCE_URL_MAX,
  SUBMISSION_FIELDS,
  SubmissionSchema,
  SubmitterRelationSchema,
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
      submitterRelation: "",
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

describe("the submitter's connection to the resource", () => {
  test("one enum for the form and the API: each listed value, nothing else", () => {
    for (const relation of SUBMITTER_RELATIONS) {
      expect(SubmitterRelationSchema.parse(relation)).toBe(relation);
      expect(SubmissionSchema.parse({ ...VALID, submitterRelation: relation })).toMatchObject({
        submitterRelation: relation,
      });
    }
    expect(SubmitterRelationSchema.safeParse("").success).toBe(false);
    expect(SubmitterRelationSchema.safeParse("author").success).toBe(false);
  });

  test("absent or empty is not said; a listed value is trimmed", () => {
    expect(SubmissionSchema.parse(VALID).submitterRelation).toBe("");
    expect(SubmissionSchema.parse({ ...VALID, submitterRelation: " " }).submitterRelation).toBe("");
    expect(
      SubmissionSchema.parse({ ...VALID, submitterRelation: " other\n" }).submitterRelation,
    ).toBe("other");
  });

  test.each(["author", "AUTHOR-OR-CREATOR", "none other", null, 0, false, {}])(
    "%j is refused with one sentence that lists the values",
    (submitterRelation) => {
      expect(errorsFor({ ...VALID, submitterRelation })).toEqual({
        submitterRelation: RELATION_ERROR,
      });
      expect(RELATION_ERROR).toBe(
        "Please choose one of the listed connections (none, author-or-creator, works-for-publisher, paid-or-sponsored or other), or leave it out.",
      );
    },
  );

  test("the form words each choice in the first person, with a way not to say", () => {
    expect(RELATION_CHOICES).toEqual({
      none: "None: I have no tie to it",
      "author-or-creator": "I wrote or made it",
      "works-for-publisher": "I work for its publisher or maker",
      "paid-or-sponsored": "I am paid or sponsored to promote it",
      other: "Another connection (please say in the description)",
    });
    expect(Object.keys(RELATION_CHOICES)).toEqual([...SUBMITTER_RELATIONS]);
    expect(RELATION_NOT_SAYING).toBe("Prefer not to say");
    expect(FIELD_LABELS.submitterRelation).toBe("Your connection to this resource");
    // Why we ask, and that a tie does not rule a suggestion out.
    expect(RELATION_PURPOSE).toMatch(/^We ask so that/);
    expect(RELATION_PURPOSE).toContain("does not rule a suggestion out");
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
