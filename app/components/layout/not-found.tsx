import { href, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { useLocale, useT } from "~/lib/i18n";
import { localePrefix } from "~/lib/locale";

/** The not-found screen (docs/product.md); the HTTP status is set by whoever renders it. */
export function NotFound({ title, message }: { title?: string; message?: string }) {
  const t = useT();
  const home = localePrefix(useLocale()) || href("/");
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand">
        {t("notFound.kicker")}
      </p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{title ?? t("notFound.title")}</h1>
      <p className="mt-4 text-ink-muted">{message ?? t("notFound.message")}</p>
      <Link to={home} className={buttonClasses("primary") + " mt-8"}>
        {t("notFound.home")}
      </Link>
    </div>
  );
}
