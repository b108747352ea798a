import type { IntegrationConditionsText } from "../../../content/visas/integration-conditions.ts";
import { Prose, ProseList } from "../../components/shared/figures.tsx";

/** Language levels, civic exam and Republican contract: the same block on every residence-permit page. */
export function IntegrationConditions({ text }: { text: IntegrationConditionsText }) {
  return (
    <section
      aria-labelledby="integration-heading"
      data-integration-conditions=""
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h3 id="integration-heading" className="font-semibold text-brand-900">
        <Prose text={text.title} />
      </h3>
      <p className="mt-2">
        <Prose text={text.lead} />
      </p>
      <ProseList items={text.items} className="mt-2 gap-1.5" />
      <p className="mt-2 text-sm text-slate-700">
        <Prose text={text.note} />
      </p>
    </section>
  );
}
