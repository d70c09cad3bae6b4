import { href, data, Link, redirect } from "react-router";
import { profileOf } from "~/domain/reviews.server";
import { requireCurator, requireSameOrigin } from "~/features/curators/accounts/guard.server";
import { ConsoleFrame } from "~/features/curators/console/console-frame";
import { ConsoleNotice } from "~/features/curators/console/console-notice";
import { CuratorErrorBoundary } from "~/features/curators/console/error-boundary";
import {
  PHOTO_TOO_LARGE_MESSAGE,
  PHOTO_UPLOAD_LIMIT_BYTES,
} from "~/features/curators/profile/photo";
import {
  NOT_A_PHOTO_MESSAGE,
  processPhoto,
  removePhoto,
  savePhoto,
} from "~/features/curators/profile/photo.server";
import { PhotoForm } from "~/features/curators/profile/profile-form";
import { pageMeta } from "~/lib/meta";
import { catalogueChangedContext } from "~/load-context";
import type { Route } from "./+types/profile-photo";

/**
 * The photo form's own address (PHOTO_UPLOAD_PATH), the one path that takes a body larger than
 * 64 KiB (server/request-guards.ts). A refused upload answers here, with the form again.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, curator } = await requireCurator(request, context);
  const profile = await profileOf(db, curator.userId);
  return { username: curator.username, photo: profile?.photo ?? null, name: profile?.name ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request);
  // Signed in before a byte of the body is read.
  const { db, curator } = await requireCurator(request, context);
  const form = await request.formData();
  const changed = context.get(catalogueChangedContext);
  if (form.get("intent") === "remove") {
    await removePhoto(db, curator);
    await changed();
    return redirect(`${href("/curator/profile")}?done=photo-removed`, 303);
  }
  const file = form.get("photo");
  if (!(file instanceof File) || file.size === 0) {
    return data({ message: "Please choose a photo to upload." }, { status: 400 });
  }
  if (file.size > PHOTO_UPLOAD_LIMIT_BYTES) {
    return data({ message: PHOTO_TOO_LARGE_MESSAGE }, { status: 413 });
  }
  const photo = await processPhoto(new Uint8Array(await file.arrayBuffer()));
  if (!photo) return data({ message: NOT_A_PHOTO_MESSAGE }, { status: 400 });
  await savePhoto(db, curator, photo);
  await changed();
  return redirect(`${href("/curator/profile")}?done=photo`, 303);
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Your photo",
    description: "The photo beside the curator's public profile.",
    noindex: true,
  });

export default function CuratorProfilePhoto({ loaderData, actionData }: Route.ComponentProps) {
  const { username, photo, name } = loaderData;
  return (
    <ConsoleFrame username={username} section="profile">
      <p>
        <Link to={href("/curator/profile")} className="font-semibold text-brand underline">
          Your public profile
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink">Your photo</h1>
      <ConsoleNotice problem={actionData?.message} />
      <div className="mt-6 max-w-2xl">
        <PhotoForm photo={photo} name={name} error={actionData?.message} />
      </div>
    </ConsoleFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CuratorErrorBoundary error={error} />;
}
