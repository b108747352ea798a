import { useTranslation } from "react-i18next";
import { Link } from "../../components/ui/link.tsx";
import type { LettersView } from "./letters-view.server.ts";

/** Every letter with what it is for; the one shown is marked as the current page. */
export function LetterList({ letters }: { letters: LettersView["letters"] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("letters.listLabel")}>
      <ul className="grid gap-2">
        {letters.map((letter) => (
          <li key={letter.id}>
            <Link
              to={letter.href}
              aria-current={letter.current ? "page" : undefined}
              className={`block rounded-xl border p-3 ${letter.current ? "border-brand-600 bg-brand-50" : "border-slate-200 bg-white"}`}
            >
              <span className="block font-semibold text-slate-900">{letter.name}</span>
              <span className="mt-1 block text-sm text-slate-700">{letter.purpose}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
