import { useTranslation } from "react-i18next";
import type { LetterReference } from "../../../content/letters/letter-types.ts";

/** The legal texts a letter cites, in French, linked to Légifrance or EUR-Lex. */
export function LetterReferences({ references }: { references: readonly LetterReference[] }) {
  const { t } = useTranslation();
  return (
    <>
      <h3 className="mt-6 font-semibold text-slate-900">{t("letters.references")}</h3>
      <ul className="mt-1 list-disc ps-5">
        {references.map((reference) => (
          <li key={reference.url} lang="fr">
            <a href={reference.url} className="text-brand-700 underline underline-offset-2" rel="noopener">
              {reference.label}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
