import { href, Link } from "react-router";

/** Why the Spanish GAD-7 is not here, and where to find one (also on /es/chequeo). */
export function GadSinTraduccion() {
  return (
    <>
      <p>
        Solo publicamos un cuestionario en español con su texto oficial, palabra por palabra. No
        pudimos comprobar el texto oficial del GAD-7 en español, así que todavía no lo ofrecemos
        aquí.
      </p>
      <p>
        Sus autores ofrecen las traducciones en su sitio, phqscreeners.com (en inglés). También
        puedes pedirle el GAD-7 en español a tu médico o a tu clínica: quien te atienda puede
        explicarte qué significa tu resultado. Si prefieres hacerlo en inglés, está en{" "}
        <Link to={href("/check-in/gad-7")} lang="en" hrefLang="en" className="text-brand underline">
          GAD-7: a check-in on worry and anxiety
        </Link>
        .
      </p>
    </>
  );
}
