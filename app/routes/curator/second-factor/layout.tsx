import { Outlet } from "react-router";
import { requireSignedIn } from "~/features/curators/accounts/guard.server";
import { ConsoleFrame } from "~/features/curators/console/console-frame";
import { CuratorErrorBoundary } from "~/features/curators/console/error-boundary";
import type { Route } from "./+types/layout";

/**
 * Sign-in security: the frame around its pages (the overview, the authenticator app, recovery
 * codes, passkeys). Open to a signed-in curator who has no second factor yet; with
 * REQUIRE_SECOND_FACTOR it is the only part of the console open to them, without the sections.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, curator } = await requireSignedIn(request, context);
  return {
    username: curator.username,
    required: auth.requireSecondFactor && !curator.hasSecondFactor,
  };
}

export default function SecondFactorLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleFrame
      username={loaderData.username}
      section="second-factor"
      navigation={!loaderData.required}
    >
      <h1 className="text-3xl font-bold tracking-tight text-ink">Sign-in security</h1>
      <Outlet />
    </ConsoleFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CuratorErrorBoundary error={error} />;
}
