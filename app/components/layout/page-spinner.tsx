import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";
import { Spinner } from "../ui/spinner.tsx";

/** Route modules load lazily; while the next page (code or data) is on its way, say so. */
export function PageSpinner() {
  const { t } = useTranslation();
  const loading = useNavigation().state === "loading";
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-0 z-[70]">
      {loading && (
        <>
          <div className="h-1 overflow-hidden bg-brand-100">
            <div className="animate-progress h-full w-2/5 bg-brand-600" />
          </div>
          <div className="absolute end-4 top-3 flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm text-brand-800 shadow">
            <Spinner className="size-4" />
            {t("a11y.loading")}
          </div>
        </>
      )}
    </div>
  );
}
