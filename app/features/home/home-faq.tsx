import { useTranslation } from "react-i18next";
import { href } from "react-router";
import type { HomeFaqItem } from "../../../content/home/home-faq.ts";
import { ChevronDownIcon } from "../../components/ui/icons.tsx";
import { Link } from "../../components/ui/link.tsx";
import { SectionHeading } from "./section-heading.tsx";

/**
 * The FAQ accordion. Native <details>/<summary>: keyboard and screen readers work without
 * JavaScript, and every answer is in the server-rendered HTML for search engines. The same HTML
 * is the page's FAQPage structured data, as schema.org microdata on its elements: a JSON-LD copy
 * carried every question and answer a second time (ADR 0055).
 */
export function HomeFaq({ items }: { items: HomeFaqItem[] }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="faq-heading"
      className="mx-auto max-w-4xl px-4 py-16 sm:px-6"
      itemScope
      itemType="https://schema.org/FAQPage"
    >
      <SectionHeading id="faq-heading" title={t("faq.heading")} lead={t("faq.intro")} />
      <div className="mt-8 grid gap-3">
        {items.map((item) => (
          <details
            key={item.id}
            id={`faq-${item.id}`}
            className="group faq-item"
            itemScope
            itemProp="mainEntity"
            itemType="https://schema.org/Question"
          >
            <summary className="faq-summary">
              <span className="flex-1">
                <span className="faq-tag">{t(`faq.categories.${item.category}`)}</span>
                <span className="font-semibold text-slate-900" itemProp="name">
                  {item.question}
                </span>
              </span>
              <ChevronDownIcon className="faq-chevron" />
            </summary>
            <p className="faq-answer" itemScope itemProp="acceptedAnswer" itemType="https://schema.org/Answer">
              <span itemProp="text">{item.answer}</span>
            </p>
          </details>
        ))}
      </div>
      <p className="mt-6 text-slate-700">
        {t("faq.more")}{" "}
        <Link to={href("/help")} className="font-semibold text-brand-700 underline underline-offset-2">
          {t("faq.helpLink")}
        </Link>
      </p>
    </section>
  );
}
