import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button } from "../../components/ui/button.tsx";

export type KeptLetterView = { id: string; title: string; name: string; date: string; size: string; href: string };

/** The letters the member downloaded, newest first: each downloads again, or goes. */
export function KeptLetters({ letters, action }: { letters: readonly KeptLetterView[]; action: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="kept-letters" className="mt-10 rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="kept-letters" className="text-2xl font-semibold text-slate-900">
        {t("letters.kept.title")}
      </h2>
      <p className="mt-1 text-slate-700">{t("letters.kept.text")}</p>
      {letters.length === 0 ? (
        <p className="mt-3 text-slate-700">{t("letters.kept.empty")}</p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {letters.map((letter) => (
            <li
              key={letter.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-3"
            >
              <div>
                <p className="font-semibold text-slate-900">{letter.title}</p>
                <p className="text-sm text-slate-700">
                  <a href={letter.href} download className="font-semibold text-brand-700 underline underline-offset-2">
                    {t("letters.kept.download", { name: letter.name })}
                  </a>{" "}
                  · {letter.size} · {t("letters.kept.made", { date: letter.date })}
                </p>
              </div>
              <Form method="post" action={action}>
                <input type="hidden" name="intent" value="kept-delete" />
                <input type="hidden" name="id" value={letter.id} />
                <Button
                  type="submit"
                  variant="secondary"
                  aria-label={t("letters.kept.deleteLabel", { name: letter.name, date: letter.date })}
                >
                  {t("letters.kept.delete")}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
