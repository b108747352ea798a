import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Link } from "../../components/ui/link.tsx";
import { Card } from "./dashboard-shell.tsx";

/** The unread messages from the team, counted, with the way to them. */
export function MessagesCard({ unread, href }: { unread: number; href: string }) {
  const { t } = useTranslation();
  return (
    <Card title={t("dashboard.messagesCard.title")} headingId="messages-heading">
      <p
        className={`mt-2 ${unread > 0 ? "text-lg font-bold text-brand-900" : "text-slate-700"}`}
        data-testid="unread-count"
      >
        {unread > 0 ? t("dashboard.messagesCard.unread", { count: unread }) : t("dashboard.messagesCard.none")}
      </p>
      <Link to={href} className={buttonClasses(unread > 0 ? "primary" : "secondary", "sm", "mt-3")}>
        {t("dashboard.messagesCard.open")}
      </Link>
    </Card>
  );
}
