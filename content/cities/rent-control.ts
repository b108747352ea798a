import type { Translated } from "../content-language.ts";
import { formatCheckedOn } from "../facts/format-fact.ts";
import type { Prose } from "../visas/visa-content-types.ts";
import type { City } from "./city-types.ts";

/**
 * Rent control by city, with the same wording everywhere. Paris, Lyon and Bordeaux have capped
 * rents under the experiment of the ELAN law (art. 140, extended by the 3DS law), which the law set
 * to end on 23 November 2026. A bill making it permanent passed the Assemblée nationale on
 * 11 December 2025, but on the day below we found no promulgated law on an official page, so the
 * text neither calls it permanent nor states as a certainty that it still applies: it gives the end
 * the law set (a registry fact, whose source and checked-on date the page lists), says plainly what
 * we could not confirm, and where the reader can check.
 */
export type RentControlStatus = City["rentControl"];

/** When we last looked on Service-Public.fr for a law extending the experiment, and found none. */
export const rentControlStatusCheck = {
  checkedOn: "2026-12-01",
  url: "https://www.service-public.fr/particuliers/vosdroits/F1314",
} as const;

const { checkedOn, url } = rentControlStatusCheck;

export const rentControlText: Record<RentControlStatus, Translated<Prose>> = {
  experiment: {
    en: `This is one of the cities where rents have been capped under a legal experiment, which the law set to end on {fact:rent-control.experiment-end}. On ${formatCheckedOn(checkedOn, "en")}, we could not confirm on Service-Public.fr whether it has been extended: check ${url} before relying on it, for example before you sign a lease.`,
    fr: `Cette ville fait partie de celles où les loyers ont été encadrés à titre expérimental, une expérimentation que la loi a prévu de terminer le {fact:rent-control.experiment-end}. Le ${formatCheckedOn(checkedOn, "fr")}, nous n'avons pas pu confirmer sur Service-Public.fr si elle a été prolongée\u202f: vérifiez sur ${url} avant de vous y fier, par exemple avant de signer un bail.`,
    ar: `هذه المدينة من المدن التي خضعت فيها الإيجارات للتسقيف في إطار تجربة قانونية حدّد القانون نهايتها في {fact:rent-control.experiment-end}. وفي ${formatCheckedOn(checkedOn, "ar")}، لم نتمكن من التأكد على موقع الإدارة الفرنسية الرسمي مما إذا كانت قد مُدِّدت: تحقّق عبر الرابط ${url} قبل الاعتماد عليها، مثلًا قبل أن توقّع عقد الإيجار.`,
  },
  none: {
    en: "No rent control applies here: the landlord sets the rent of a new lease, and a yearly increase may not exceed the rent reference index.",
    fr: "Aucun encadrement des loyers ne s'applique ici\u202f: le bailleur fixe le loyer d'un nouveau bail, et la révision annuelle ne peut pas dépasser l'indice de référence des loyers.",
    ar: "لا يُطبَّق هنا أي تسقيف للإيجارات: يحدد المالك إيجار العقد الجديد، ولا يجوز أن تتجاوز الزيادة السنوية مؤشر الإيجارات المرجعي ({fr:indice de référence des loyers}).",
  },
};
