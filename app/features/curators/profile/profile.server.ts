import { CuratorProfileSchema, type CuratorProfile } from "~/content/curator";
import { announceCatalogueChange, recordAction } from "~/db/audit.server";
import type { Database } from "~/db/client.server";
import { curatorProfiles } from "~/db/schema";
import type { PublicProfile } from "~/domain/reviews";
import { profileColumns, profileOf } from "~/domain/reviews.server";
import type { Reviewing } from "../needs-review/reviews.server";

/** A field's problem, by its name in the form (`name`, `licence.lookupUrl`, …). */
export type ProfileErrors = Record<string, string>;

export type ProfileOutcome =
  { ok: true; profile: PublicProfile } | { ok: false; message: string; errors: ProfileErrors };

/** A profile as the API answers it (docs/product.md "The JSON API"). */
export function profileJson(profile: PublicProfile) {
  return {
    name: profile.name,
    credentials: profile.credentials,
    licence: profile.licence,
    bio: profile.bio,
    languages: profile.languages,
    ...(profile.photo ? { photoUrl: profile.photo.webp } : {}),
  };
}

/** The console form's fields as the profile's shape. */
export function profileFromForm(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    name: text("name"),
    credentials: text("credentials"),
    licence: {
      type: text("licence.type"),
      number: text("licence.number"),
      issuer: text("licence.issuer"),
      lookupUrl: text("licence.lookupUrl").trim(),
    },
    bio: text("bio"),
    languages: form.getAll("languages").filter((tag) => typeof tag === "string"),
  };
}

/**
 * Saves a curator's public profile (the whole of it: what is left out is emptied; the photo is
 * kept), audited and announced, so every page that names them changes on every process.
 */
export async function saveProfile(
  db: Database,
  curator: Reviewing,
  input: unknown,
): Promise<ProfileOutcome> {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, message: "Please send the profile as a JSON object.", errors: {} };
  }
  const parsed = CuratorProfileSchema.safeParse(input);
  if (!parsed.success) {
    const errors: ProfileErrors = {};
    for (const issue of parsed.error.issues) errors[issue.path.join(".")] ??= issue.message;
    return { ok: false, message: Object.values(errors)[0]!, errors };
  }
  const profile: CuratorProfile = parsed.data;
  await db.transaction(async (tx) => {
    const columns = { ...profileColumns(profile), updatedAt: new Date() };
    await tx
      .insert(curatorProfiles)
      .values({ userId: curator.userId, ...columns })
      .onConflictDoUpdate({ target: curatorProfiles.userId, set: columns });
    await recordAction(tx, {
      curator: curator.username,
      action: "edit-profile",
      target: `curator:${curator.username}`,
    });
    await announceCatalogueChange(tx);
  });
  return { ok: true, profile: (await profileOf(db, curator.userId))! };
}
