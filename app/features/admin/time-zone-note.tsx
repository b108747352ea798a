import { useTranslation } from "react-i18next";
import { adminTimeZone } from "../../lib/admin-date-time.ts";

/** Said once on each back-office page that shows times: which clock they are on. */
export function TimeZoneNote() {
  const { t } = useTranslation();
  return (
    <p className="mt-2 text-sm text-slate-700" data-testid="time-zone-note">
      {t("backOffice.timeZoneNote", { zone: adminTimeZone })}
    </p>
  );
}
