import { useTranslation } from "react-i18next";
import { ErrorSummary } from "../../components/ui/fields.tsx";
import type { FormRefusal } from "../../lib/form-refusal.ts";

/**
 * The kit's summary above a refused case form, titled for what went wrong: fields to correct, or
 * a move the case refused (its sentence below the title). Takes the focus when it appears.
 */
export function CaseFormSummary({
  refusal,
  idOf,
}: {
  refusal: FormRefusal | undefined;
  idOf: (field: string) => string;
}) {
  const { t } = useTranslation();
  if (!refusal) return null;
  const hasFields = Object.keys(refusal.fieldErrors).length > 0;
  return (
    <ErrorSummary
      title={hasFields ? t("advisor.errorSummary") : t("advisor.refusedSummary")}
      message={refusal.message}
      errors={refusal.fieldErrors}
      idOf={idOf}
      focusWhen={refusal}
    />
  );
}
