import { useTranslation } from "react-i18next";
import { Card } from "./dashboard-shell.tsx";

export type TeamSummary = { advisor: string | null; contact: string | null };

/** Who works on the plan; a seat nobody holds yet reads "awaiting assignment". */
export function TeamCard({ team }: { team: TeamSummary }) {
  const { t } = useTranslation();
  const members = [
    { id: "advisor", role: t("dashboard.team.advisor"), name: team.advisor },
    { id: "contact", role: t("dashboard.team.contact"), name: team.contact },
  ];
  return (
    <Card title={t("dashboard.team.title")} headingId="team-heading">
      <ul className="mt-3 grid gap-3">
        {members.map((member) => (
          <li key={member.id} className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className={`flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                member.name ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-600"
              }`}
            >
              {member.name ? member.name.trim().charAt(0).toUpperCase() : "?"}
            </span>
            <p className="min-w-0">
              <span className="block text-xs font-semibold tracking-wide text-slate-600 uppercase">{member.role}</span>
              <span className={`block ${member.name ? "font-semibold text-slate-900" : "text-slate-700 italic"}`}>
                {member.name ? <bdi>{member.name}</bdi> : t("dashboard.team.awaiting")}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
