import { useTranslation } from "react-i18next";
import { Form, useLocation } from "react-router";
import { forgetStoredPlan } from "../../lib/account-context.tsx";
import { keepLanguage } from "../../lib/keep-language.ts";

/**
 * A form posted to /sign-out: it works without JavaScript, and with it React Router follows the
 * redirect and reloads the header's data, so every page shows the signed-out state at once.
 */
export function SignOutButton({
  className,
  onSignOut,
  label,
  redirectTo,
}: {
  className: string;
  onSignOut?: () => void;
  label?: string;
  /** Where to go afterwards (this site's paths only); home by default. */
  redirectTo?: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Form
      method="post"
      // A page pinned with ?lang= passes it on, so the page after signing out is in the same language.
      action={keepLanguage("/sign-out", location)}
      onSubmit={() => {
        forgetStoredPlan();
        onSignOut?.();
      }}
    >
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
      <button type="submit" className={className}>
        {label ?? t("account.menu.signOut")}
      </button>
    </Form>
  );
}
