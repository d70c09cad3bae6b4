import { Fragment } from "react";
import { href, Link } from "react-router";
import { callHref } from "~/domain/helplines/dial";
import { Message, useLocale, useT } from "~/lib/i18n";
import { SITE_NAME } from "~/lib/site";
import { useCrisisLine } from "./crisis-line";
import { useSiteNavigation, type NavLink } from "./navigation";

function LinkList({ label, id, links }: { label: string; id: string; links: NavLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wide text-ink-muted">
        {label}
      </h2>
      <ul className="mt-3 space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className="inline-flex min-h-8 items-center text-brand underline underline-offset-4 hover:decoration-2"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const line = useCrisisLine();
  const t = useT();
  const locale = useLocale();
  const navigation = useSiteNavigation();
  const lines = (
    <Link
      to={locale === "es" ? href("/es/ayuda") : href("/get-help")}
      className="text-brand underline"
    />
  );
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        {locale === "en" ? (
          <>
            <LinkList label={t("footer.explore")} id="footer-explore" links={navigation.footer} />
            <LinkList
              label={t("footer.categories")}
              id="footer-categories"
              links={navigation.footerCategories}
            />
          </>
        ) : (
          <LinkList label={t("footer.explore")} id="footer-explore" links={navigation.footer} />
        )}
        <div className="space-y-3 text-sm text-ink-muted">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-ink-muted">
            {t("footer.note")}
          </h2>
          <p>{t("footer.disclaimer")}</p>
          <p>{t("footer.noCompensation")}</p>
          <p>
            {line ? (
              <Message
                id="footer.crisisWithLine"
                values={{ phrase: <CrisisPhrase /> }}
                components={{ link: lines }}
              />
            ) : (
              <Message id="footer.crisisNoLine" components={{ link: lines }} />
            )}
          </p>
        </div>
      </div>
      <p className="border-t border-line py-4 text-center text-sm text-ink-muted">
        {t("footer.copyright", { site: SITE_NAME })}
      </p>
    </footer>
  );
}

/**
 * "call or text NUMBER (NAME) in the United States and Canada", from the registry; each place
 * with its own line's name when they differ ("in the United States (NAME) and Canada (NAME)").
 */
function CrisisPhrase() {
  const line = useCrisisLine();
  const locale = useLocale();
  if (!line) return null;
  // The service's own name stays in English on a page in another language.
  const nameLang = locale === "en" ? undefined : "en";
  const call = <a href={callHref(line.number)} className="font-semibold text-brand underline" />;
  const texts = line.texts ? "yes" : "no";
  const places = line.places ?? [];
  if (places.some((place) => place.name !== line.name)) {
    let next = 0;
    const named = new Intl.ListFormat(locale, { type: "conjunction" })
      .formatToParts(places.map((place) => place.where))
      .map((part, i) =>
        part.type === "element" ? (
          <Fragment key={i}>
            {part.value} (<span lang={nameLang}>{places[next++]!.name}</span>)
          </Fragment>
        ) : (
          part.value
        ),
      );
    return (
      <Message
        id="crisis.phrasePlaces"
        values={{ texts, number: line.number, places: <>{named}</> }}
        components={{ call }}
      />
    );
  }
  return (
    <Message
      id="crisis.phrase"
      values={{ texts, number: line.number, name: line.name, where: line.where }}
      components={{ call, name: <span lang={nameLang} /> }}
    />
  );
}
