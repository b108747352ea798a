import { useTranslation } from "react-i18next";
import { SectionHeading } from "./section-heading.tsx";
import { SocialProof, type SocialProofView } from "./social-proof.tsx";

/** What the consultation form beside it is for, and the figures an administrator set. */
export function ConsultationIntro({ socialProof }: { socialProof: SocialProofView }) {
  const { t } = useTranslation();
  return (
    <div>
      <SectionHeading id="consultation-heading" title={t("consultation.heading")} lead={t("consultation.intro")} />
      <p className="mt-4 text-slate-700">{t("consultation.note")}</p>
      <SocialProof figures={socialProof} />
    </div>
  );
}
