import { z } from "zod";

/**
 * The curating psychologist's public profile: the one place a name, credentials, license or
 * photo may come from. Leave a field empty rather than guess; while `name` is empty every page
 * says "our curating psychologist" and `npm run build` prints a warning (vite.config.ts).
 * Fill it in only with details the psychologist has given and that can be checked, such as a
 * license number on the state board's public lookup.
 */
export const CuratorProfileSchema = z.object({
  name: z.string().trim().min(1).optional(),
  /** e.g. "PhD, licensed psychologist" */
  credentials: z.string().trim().min(1).optional(),
  /** e.g. "Licensed psychologist, State of X, license no. 1234" */
  license: z.string().trim().min(1).optional(),
  /** Where a visitor can check the license (the board's public lookup). */
  licenseLookupUrl: z.url({ protocol: /^https$/ }).optional(),
  /** A file under /public, e.g. "/images/curator.jpg" */
  photo: z.string().startsWith("/").optional(),
});

export type CuratorProfile = z.infer<typeof CuratorProfileSchema>;

export const curatorProfile: CuratorProfile = CuratorProfileSchema.parse({});

/** What pages call the curator while the profile is empty. */
export const CURATOR_FALLBACK = "our curating psychologist";

/** "Jane Doe, PhD" when the profile names someone; otherwise "our curating psychologist". */
export function curatorName(profile: CuratorProfile = curatorProfile): string {
  if (!profile.name) return CURATOR_FALLBACK;
  return profile.credentials ? `${profile.name}, ${profile.credentials}` : profile.name;
}

/** The fields still missing, for the build's warning. */
export function missingCuratorFields(profile: CuratorProfile = curatorProfile): string[] {
  return (["name", "credentials", "license", "photo"] as const).filter((field) => !profile[field]);
}
