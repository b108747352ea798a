import { useTranslation } from "react-i18next";

/**
 * Under a back-office page's heading: what the form just did (a status line, after the redirect
 * that follows a successful post) or why it was refused (an alert with the server's sentence).
 */
export function BackOfficeNotices({
  done,
  refusal,
}: {
  done: string | null;
  refusal?: { message: string | null } | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      {done ? (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 font-semibold text-green-900">
          {done}
        </p>
      ) : null}
      {refusal ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-semibold text-red-800">
          {t("backOffice.refused")} {refusal.message}
        </p>
      ) : null}
    </>
  );
}
