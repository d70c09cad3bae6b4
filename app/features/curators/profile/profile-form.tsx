import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import { Portrait } from "~/components/ui/portrait";
import { REVIEW_LANGUAGES, type ReviewLanguage } from "~/content/review-languages";
import { PROFILE_BIO_MAX, PROFILE_FIELD_MAX } from "~/content/profile-limits";
import type { PublicProfile } from "~/domain/reviews";
import {
  PHOTO_TOO_LARGE_MESSAGE,
  PHOTO_TYPES,
  PHOTO_UPLOAD_LIMIT_BYTES,
  PHOTO_UPLOAD_LIMIT_TEXT,
  PHOTO_UPLOAD_PATH,
} from "./photo";
import { ConsoleField, ConsoleFieldError } from "../console/console-field";

/**
 * The form's fields by name (`licence.lookupUrl` …), as posted; `languages` holds the ticked
 * language tags joined by spaces.
 */
export type ProfileValues = Record<string, string>;

/** A profile as the form shows it. */
export function profileValues(profile: PublicProfile | undefined): ProfileValues {
  if (!profile) return {};
  return {
    name: profile.name,
    credentials: profile.credentials,
    "licence.type": profile.licence.type,
    "licence.number": profile.licence.number,
    "licence.issuer": profile.licence.issuer,
    "licence.lookupUrl": profile.licence.lookupUrl,
    bio: profile.bio,
    languages: profile.languages.join(" "),
  };
}

/** The languages ticked: the profile's, or English for a profile not yet written. */
function tickedLanguages(values: ProfileValues): string[] {
  return (values.languages ?? "en").split(" ");
}

/**
 * A curator's public profile: what every review they confirm and /about say of them. A plain
 * form: it posts and the page answers, with or without JavaScript (decision 013).
 */
export function ProfileForm({
  values,
  errors,
}: {
  values: ProfileValues;
  errors: Record<string, string | undefined>;
}) {
  const field = (name: string, hint?: string) => ({
    id: `field-${name}`,
    name,
    defaultValue: values[name] ?? "",
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby":
      [hint ? `hint-${name}` : "", errors[name] ? `error-${name}` : ""].filter(Boolean).join(" ") ||
      undefined,
  });
  return (
    <Form method="post" className="space-y-5" noValidate>
      <ConsoleField name="name" label="Name" hint="As visitors should read it." error={errors.name}>
        <Input
          {...field("name", "As visitors should read it.")}
          required
          maxLength={PROFILE_FIELD_MAX}
          autoComplete="name"
        />
      </ConsoleField>
      <ConsoleField
        name="credentials"
        label="Credentials (optional)"
        hint="Shown after your name, such as “PhD, licensed psychologist”."
        error={errors.credentials}
      >
        <Input
          {...field("credentials", "Shown after your name, such as “PhD, licensed psychologist”.")}
          maxLength={PROFILE_FIELD_MAX}
        />
      </ConsoleField>
      <fieldset className="space-y-5 rounded-2xl border border-line p-4">
        <legend className="px-1 font-semibold text-ink">Licence (optional)</legend>
        <p className="text-sm text-ink-muted">
          Visitors can check a licence only where its issuer has a public lookup: give its address.
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <ConsoleField name="licence.type" label="Type" error={errors["licence.type"]}>
            <Input {...field("licence.type")} maxLength={PROFILE_FIELD_MAX} />
          </ConsoleField>
          <ConsoleField name="licence.number" label="Number" error={errors["licence.number"]}>
            <Input {...field("licence.number")} maxLength={PROFILE_FIELD_MAX} />
          </ConsoleField>
        </div>
        <ConsoleField
          name="licence.issuer"
          label="Issued by"
          hint="Such as a state board of psychology."
          error={errors["licence.issuer"]}
        >
          <Input
            {...field("licence.issuer", "Such as a state board of psychology.")}
            maxLength={PROFILE_FIELD_MAX}
          />
        </ConsoleField>
        <ConsoleField
          name="licence.lookupUrl"
          label="Public lookup address"
          hint="The https:// page where anyone can look the licence up."
          error={errors["licence.lookupUrl"]}
        >
          <Input
            {...field(
              "licence.lookupUrl",
              "The https:// page where anyone can look the licence up.",
            )}
            type="url"
            inputMode="url"
          />
        </ConsoleField>
      </fieldset>
      <ConsoleField
        name="bio"
        label="Short bio (optional)"
        hint={`A few sentences, up to ${PROFILE_BIO_MAX} characters: your work, and why you choose these resources.`}
        error={errors.bio}
      >
        <Textarea
          {...field(
            "bio",
            `A few sentences, up to ${PROFILE_BIO_MAX} characters: your work, and why you choose these resources.`,
          )}
          rows={5}
          maxLength={PROFILE_BIO_MAX}
        />
      </ConsoleField>
      <fieldset
        className="space-y-2 rounded-2xl border border-line p-4"
        aria-describedby={
          ["hint-languages", errors.languages ? "error-languages" : ""].filter(Boolean).join(" ") ||
          undefined
        }
      >
        <legend className="px-1 font-semibold text-ink">Languages you review in</legend>
        <p id="hint-languages" className="text-sm text-ink-muted">
          A page in another language (the Spanish pages under /es) can name you as the reviewer of
          its translation only while its language is ticked here.
        </p>
        <div className="flex flex-wrap gap-x-5">
          {(Object.keys(REVIEW_LANGUAGES) as ReviewLanguage[]).map((tag) => (
            <label key={tag} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                name="languages"
                value={tag}
                defaultChecked={tickedLanguages(values).includes(tag)}
                className="size-5"
              />
              {REVIEW_LANGUAGES[tag]}
            </label>
          ))}
        </div>
        <ConsoleFieldError name="languages" error={errors.languages} />
      </fieldset>
      <button type="submit" className={buttonClasses("primary")}>
        Save profile
      </button>
    </Form>
  );
}

/**
 * The photo: the one there is, a plain multipart form to upload another (up to
 * PHOTO_UPLOAD_LIMIT_BYTES; with JavaScript a larger file is refused before it is sent), and
 * one to remove it.
 */
export function PhotoForm({
  photo,
  name,
  error,
}: {
  photo: PublicProfile["photo"];
  name: string;
  error?: string | null;
}) {
  return (
    <div className="space-y-4">
      {photo ? (
        <Portrait
          photo={photo}
          alt={name ? `Your photo, as visitors see it` : "Your photo"}
          size={96}
        />
      ) : (
        <p className="text-ink-muted">No photo yet. A photo is optional.</p>
      )}
      <Form
        method="post"
        action={PHOTO_UPLOAD_PATH}
        encType="multipart/form-data"
        className="space-y-3"
        onSubmit={(event) => {
          const input = event.currentTarget.elements.namedItem("photo") as HTMLInputElement | null;
          const file = input?.files?.[0];
          if (file && file.size > PHOTO_UPLOAD_LIMIT_BYTES) {
            event.preventDefault();
            input!.setCustomValidity(PHOTO_TOO_LARGE_MESSAGE);
            input!.reportValidity();
          }
        }}
      >
        <input type="hidden" name="intent" value="upload" />
        <div>
          <label htmlFor="field-photo" className="block font-semibold text-ink">
            {photo ? "Choose another photo" : "Choose a photo"}
          </label>
          <p id="hint-photo" className="text-sm text-ink-muted">
            JPEG, PNG, WebP, GIF or AVIF, up to {PHOTO_UPLOAD_LIMIT_TEXT}. We crop it to a square
            and remove everything stored in the file besides the picture (camera, place, date).
          </p>
          <input
            id="field-photo"
            name="photo"
            type="file"
            accept={PHOTO_TYPES}
            required
            aria-describedby={error ? "hint-photo error-photo" : "hint-photo"}
            aria-invalid={error ? true : undefined}
            onChange={(event) => event.currentTarget.setCustomValidity("")}
            className="mt-2 block w-full text-sm text-ink file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-line file:bg-surface file:px-4 file:font-semibold file:text-ink"
          />
          {error ? (
            <p id="error-photo" className="mt-1 text-sm font-semibold text-danger">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className={buttonClasses("secondary", "sm")}>
          Upload photo
        </button>
      </Form>
      {photo ? (
        <Form method="post" action={PHOTO_UPLOAD_PATH}>
          <input type="hidden" name="intent" value="remove" />
          <button type="submit" className={buttonClasses("secondary", "sm")}>
            Remove photo
          </button>
        </Form>
      ) : null}
    </div>
  );
}
