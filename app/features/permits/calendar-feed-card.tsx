import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/fields.tsx";

/**
 * The dates in the member's own calendar: a one-off .ics download, and the secret address to
 * subscribe to — shown once, when made (only its hash is kept), renewable and revocable.
 */
export function CalendarFeedCard({
  action,
  feed,
  newUrl,
}: {
  action: string;
  feed: { since: string } | null;
  newUrl: string | null;
}) {
  const { t } = useTranslation();
  return (
    <section
      id="calendar"
      aria-labelledby="calendar-title"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="calendar-title" className="text-xl font-semibold text-slate-900">
        {t("permits.calendar.title")}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{t("permits.calendar.intro")}</p>
      <p className="mt-3">
        <a href="/api/permits/calendar.ics" download className={buttonClasses("secondary")}>
          {t("permits.calendar.download")}
        </a>
      </p>
      {newUrl ? (
        <div className="mt-4" role="status">
          <p className="font-semibold text-slate-900">{t("permits.calendar.newUrl")}</p>
          <TextField
            id="calendar-url"
            label={t("permits.calendar.urlLabel")}
            readOnly
            dir="ltr"
            value={newUrl}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      ) : (
        feed && <p className="mt-4 text-slate-700">{t("permits.calendar.since", { date: feed.since })}</p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Form method="post" action={action}>
          <input type="hidden" name="intent" value="feed-on" />
          <Button type="submit" variant="secondary">
            {feed || newUrl ? t("permits.calendar.renew") : t("permits.calendar.on")}
          </Button>
        </Form>
        {(feed || newUrl) && (
          <Form method="post" action={action}>
            <input type="hidden" name="intent" value="feed-off" />
            <Button type="submit" variant="ghost">
              {t("permits.calendar.off")}
            </Button>
          </Form>
        )}
      </div>
    </section>
  );
}
