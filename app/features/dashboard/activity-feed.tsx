import { useTranslation } from "react-i18next";
import { Card } from "./dashboard-shell.tsx";
import type { ActivityItem } from "./dashboard-types.ts";

/** What happened on the plan, newest first, in the reader's language, each with who and when. */
export function ActivityFeed({ items }: { items: ActivityItem[] }) {
  const { t } = useTranslation();
  return (
    <Card title={t("dashboard.activity.title")} headingId="activity-heading">
      {items.length === 0 ? (
        <p className="mt-3 text-slate-700">{t("dashboard.activity.empty")}</p>
      ) : (
        <ol className="mt-4 grid gap-4 border-s-2 border-slate-200 ps-4" data-testid="activity-feed">
          {items.map((item) => (
            <li key={item.id} className="relative">
              <span
                aria-hidden="true"
                className="absolute -start-[1.4rem] top-1.5 size-2.5 rounded-full bg-brand-700 ring-4 ring-white"
              />
              <p className="text-slate-900">{item.text}</p>
              <p className="text-sm text-slate-600">
                <time dateTime={item.at} title={item.fullDate}>
                  {item.when}
                </time>
                {item.who && ` · ${item.who}`}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
