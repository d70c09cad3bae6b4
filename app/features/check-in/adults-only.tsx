import { href, Link } from "react-router";

/**
 * The PHQ-9 and GAD-7 were made and scored for adults: said wherever they are offered, with a
 * line for a younger visitor.
 */
export function AdultsOnly({ className = "" }: { className?: string }) {
  return (
    <p className={`text-ink ${className}`}>
      <span className="font-semibold">For adults (18 and over).</span> These questionnaires were
      made for adults, so a score may not mean the same for someone younger. If you are under 18, a
      parent, a school counselor or a doctor can help you work out what you are going through, and
      if things feel hard right now, you can{" "}
      <Link to={href("/get-help")} className="font-semibold text-brand underline">
        talk to someone today
      </Link>
      .
    </p>
  );
}
