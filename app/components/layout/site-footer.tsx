import { useTranslation } from "react-i18next";
import { EmailCaptureForm } from "../shared/email-capture-form.tsx";
import { LogoMark } from "../ui/icons.tsx";
import { keptHtmlPart } from "./kept-html-part.tsx";

// The link columns and the last line are kept as the server's HTML in the browser (ADR 0053).
const loadLinks = () => import("./footer-links.tsx").then((module) => module.FooterLinks);
const loadNotes = () => import("./footer-links.tsx").then((module) => module.FooterNotes);
const Links = keptHtmlPart(
  "footer-links",
  import.meta.env.SSR ? { component: await loadLinks() } : { load: loadLinks },
);
const Notes = keptHtmlPart(
  "footer-notes",
  import.meta.env.SSR ? { component: await loadNotes() } : { load: loadNotes },
);

/**
 * The footer: who we are and the e-mail checklist beside the link columns
 * (footer-links.tsx), whose contact details come from configuration (ADR 0026).
 */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="below-first-screen mt-auto bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.3fr_2fr]">
        <div className="grid content-start gap-5">
          <div className="flex items-center gap-2.5">
            <LogoMark className="size-10" />
            <span className="text-xl font-bold text-white" translate="no">
              {t("brand.name")}
            </span>
          </div>
          <p className="max-w-md text-sm">{t("footer.about")}</p>
          <div className="max-w-md">
            <h2 className="mb-1 font-semibold text-white">{t("emailCapture.title")}</h2>
            <EmailCaptureForm tone="dark" />
          </div>
        </div>
        <Links />
      </div>
      <Notes />
    </footer>
  );
}
