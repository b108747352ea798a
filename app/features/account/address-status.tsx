import { useTranslation } from "react-i18next";
import { ResendVerification } from "./resend-verification.tsx";

/**
 * The profile's word on the account's address (ADR 0021): confirmed just now (arriving from the
 * link), or not confirmed yet — with what that means and a way to get a new link.
 */
export function AddressStatus({
  email,
  verified,
  justVerified,
}: {
  email: string;
  verified: boolean;
  justVerified: boolean;
}) {
  const { t } = useTranslation();
  if (verified) {
    if (!justVerified) return null;
    return (
      <p role="status" className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
        {t("account.verify.verifiedText")}
      </p>
    );
  }
  return (
    <section
      aria-labelledby="address-status-title"
      className="mt-6 grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="address-status-title" className="font-semibold">
        {t("account.verify.pendingTitle")}
      </h2>
      <p>
        {t("account.verify.pendingText")} <span dir="ltr">{email}</span>
      </p>
      <ResendVerification email={email} />
    </section>
  );
}
