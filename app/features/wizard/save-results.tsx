import { useTranslation } from "react-i18next";
import { href } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Link } from "../../components/ui/link.tsx";
import { useAccount } from "../../lib/account-context.tsx";
import { rememberPendingClaim } from "../../lib/pending-assessment-claims.ts";
import { wizardSessionId } from "./wizard-session.ts";

/**
 * "Keep your results" on the wizard's results (ADR 0024). Signed in, the run is already the
 * account's (the API stored it with the user's id): say so and link to the list. Signed out, the
 * "Create account" and "Sign in" links first remember this run and this browser's wizard session
 * id, so the profile can claim the run once the person is signed in or has verified the address.
 */
export function SaveResults({ runId }: { runId: string }) {
  const { t } = useTranslation();
  const account = useAccount();

  if (account) {
    return (
      <div>
        <p className="font-semibold text-slate-900">{t("wizard.results.savedTitle")}</p>
        <p className="mt-1 text-sm text-slate-700">{t("wizard.results.savedText")}</p>
        <Link to={`${href("/profile")}#my-assessments`} className={`mt-3 ${buttonClasses("secondary", "sm")}`}>
          {t("wizard.results.viewSaved")}
        </Link>
      </div>
    );
  }

  // Both pages lead to the profile afterwards (their default), where "My assessments" claims the
  // run. Also on a middle click or "open in a new tab" (auxclick), which do not fire click.
  const keep = () => rememberPendingClaim(runId, wizardSessionId());
  return (
    <div>
      <p className="font-semibold text-slate-900">{t("wizard.results.saveTitle")}</p>
      <p className="mt-1 text-sm text-slate-700">{t("wizard.results.saveText")}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to={href("/login")} onClick={keep} onAuxClick={keep} className={buttonClasses("secondary", "sm")}>
          {t("wizard.results.signIn")}
        </Link>
        <Link to={href("/register")} onClick={keep} onAuxClick={keep} className={buttonClasses("primary", "sm")}>
          {t("wizard.results.createAccount")}
        </Link>
      </div>
    </div>
  );
}
