import type { Language } from "../../core/languages.ts";

/**
 * What a done-for-you guarantee covers, shared by the packages that have the standard one. The
 * period is shown beside it from the catalogue. We refund our own fee: money already paid to the
 * state, translators or landlords is theirs, and no one can promise a visa decision, which belongs
 * to the French authorities.
 */
export const standardGuarantee: Record<Language, string> = {
  en: "If our service does not match what this page describes, ask us within the guarantee period and we refund our fee. Fees already paid to the authorities, translators or other providers are theirs and are not part of the refund. The decision on your visa belongs to the French authorities: the guarantee covers our work, not their decision.",
  fr: "Si notre service ne correspond pas à ce que décrit cette page, demandez-le-nous pendant la période de garantie et nous vous remboursons nos honoraires. Les frais déjà versés à l'administration, aux traducteurs ou à d'autres prestataires leur reviennent et ne font pas partie du remboursement. La décision sur votre visa appartient aux autorités françaises, la garantie porte sur notre travail et non sur leur décision.",
  ar: "إذا لم تطابق خدمتنا ما تصفه هذه الصفحة، فاطلب منا ذلك خلال مدة الضمان وسنردّ إليك أتعابنا. أما الرسوم المدفوعة للإدارة أو للمترجمين أو لمقدّمي خدمات آخرين فهي من حقهم ولا يشملها الاسترداد. القرار بشأن تأشيرتك يعود إلى السلطات الفرنسية، والضمان يغطي عملنا لا قرارها.",
};
