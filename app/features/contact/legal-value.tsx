import { useTranslation } from "react-i18next";
import type { LegalNoticeLine } from "../../../server/modules/contact/legal-notice.ts";

/**
 * One configured detail (a name, an address, a number), marked "example" while the operator has
 * not set it (ADR 0026). Names and numbers are written in Latin script: `dir="auto"` keeps them
 * readable on Arabic pages.
 */
export function LegalValue({ line, ltr = false }: { line: LegalNoticeLine; ltr?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {/* A name, an address or a number as registered: shown as written, never translated (ADR 0086). */}
      <span dir={ltr ? "ltr" : "auto"} translate="no">
        {line.value}
      </span>
      {line.example && (
        <span className="ms-2 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900 uppercase">
          {t("legalNotice.exampleBadge")}
        </span>
      )}
    </>
  );
}

/** The warning shown above configured details while any of them is still an example. */
export function ExampleValuesNotice({ text }: { text: string }) {
  return (
    <p role="note" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      {text}
    </p>
  );
}
