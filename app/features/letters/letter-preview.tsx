import { useTranslation } from "react-i18next";
import { answerEnd, answerStart, type FilledLetter } from "../../../content/letters/fill-letter.ts";

/** A filled letter as it prints: the French letter, then the reading aid in the page's language. */
export function LetterPreview({ letter }: { letter: FilledLetter }) {
  const { t } = useTranslation();
  const { french } = letter;
  return (
    <div className="grid gap-4">
      <article lang="fr" dir="ltr" className="rounded-xl border border-slate-300 bg-white p-6 text-slate-900 shadow-sm">
        <p className="whitespace-pre-line">{french.sender.filter(Boolean).join("\n")}</p>
        {french.recipient.length > 0 && <p className="mt-3 whitespace-pre-line">{french.recipient.join("\n")}</p>}
        <p className="mt-3">{french.placeAndDate}</p>
        <p className="mt-3 font-semibold">{french.subject}</p>
        {french.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-3">
            {paragraph}
          </p>
        ))}
        <p className="mt-4 font-semibold">{french.signOff}</p>
      </article>
      {letter.aid && (
        <section aria-labelledby="letter-aid" className="rounded-xl border border-slate-200 bg-slate-50 p-5">
          <h3 id="letter-aid" className="font-semibold text-slate-900">
            {t("letters.preview.aid")}
          </h3>
          {letter.aid.map((paragraph) => (
            <p key={paragraph} className="mt-2 text-slate-700">
              <AidText text={paragraph} />
            </p>
          ))}
        </section>
      )}
    </div>
  );
}

/**
 * A paragraph of the aid with the French answers it quotes marked as French and isolated, so an
 * Arabic sentence keeps its order around a Latin address and the page says which words are French.
 */
function AidText({ text }: { text: string }) {
  const parts = text.split(new RegExp(`${answerStart}([^${answerEnd}]*)${answerEnd}`, "u"));
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence, in order.
          <bdi key={index} lang="fr" className="whitespace-pre-line">
            {part}
          </bdi>
        ) : (
          part
        ),
      )}
    </>
  );
}
