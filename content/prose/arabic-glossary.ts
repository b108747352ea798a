/*
 * One Arabic name for each official thing (ADR 0086). The Arabic content was translated by several
 * people, who named the same procedure in different words: a reader who meets "التجمع العائلي" on
 * one page and "لمّ الشمل" on the next cannot tell they are the same, and the assistant's search
 * splits one subject between two vocabularies. Each concept below gives the French official name,
 * the Arabic wording every text uses, and the wordings it replaces, as patterns narrow enough to
 * leave the words' other senses alone (an account or a feature is still "activated", "تفعيل").
 * content/prose/arabic-glossary.test.ts fails on any of them in an Arabic text.
 */

/** A wording that names the concept otherwise, with a phrase it must catch. */
export type DiscouragedWording = { pattern: RegExp; example: string };

export type GlossaryConcept = {
  id: string;
  /** The official French name, as a `{fr:…}` term writes it. */
  french: string;
  /** The Arabic wording to use. */
  preferred: string;
  /** Fixed phrases built on the preferred wording (a document's name, a verb's usual form). */
  related?: readonly string[];
  discouraged: readonly DiscouragedWording[];
  /** Phrases that look close but mean something else: none may be flagged. */
  notVariants: readonly string[];
};

/** Letters and diacritics: what may not touch a word for it to be a whole word. */
const letter = String.raw`[\p{L}\p{M}]`;
/** The word "activate" (form II of ف-ع-ل, its shadda whatever the vowels): the noun, the verb, the participle. */
const activate = "(?:تفعيل|فع[\u064B-\u0652]*\u0651[\u064B-\u0652]*ل)";
/** A word that puts a sentence on the long-stay visa or its validation site. */
const visaWord = "(?:تأشير|VLS|ANEF|فيزا)";
/** The rest of a sentence, at most a line's length: punctuation ends it. */
const sameSentence = "[^.!?؟؛\\n]{0,150}?";

export const arabicGlossary: readonly GlossaryConcept[] = [
  // "لمّ الشمل" is the usual Arabic name, and most pages had it; "التجمع العائلي" is a word-for-word calque.
  {
    id: "regroupement-familial",
    french: "regroupement familial",
    preferred: "لمّ الشمل",
    related: ["لمّ الشمل العائلي ({fr:regroupement familial})"],
    discouraged: [
      { pattern: /التجمّ?ع العائلي/u, example: "يشترط التجمع العائلي إقامة نظامية" },
      { pattern: new RegExp(`(?<!${letter})[وفبك]?ل?لم (?:ال)?شمل`, "u"), example: "قبل طلب لم الشمل" },
      { pattern: /شمل عائلي/u, example: "لا يوجد لمّ شمل عائلي للطلاب" },
    ],
    notVariants: [
      "لمّ الشمل ({fr:regroupement familial})",
      // The refugees' réunification familiale is another procedure, with its own name.
      "جمع شمل الأسرة ({fr:réunification familiale})",
      "بعد التخفيض الذي قرره تجمّع آنسي الكبرى",
      "وتجمع فواتير الخدمات بين تعرفة الكهرباء",
    ],
  },
  // The French is "valider": an authority's check, which "المصادقة" says; "تفعيل" is switching on an account or a feature.
  {
    id: "validation-vls-ts",
    french: "validation du VLS-TS",
    preferred: "المصادقة على التأشيرة",
    related: ["شهادة المصادقة ({fr:attestation de validation})", "صادق على تأشيرتك"],
    discouraged: [
      { pattern: /(?:شهادة|وصل|تأكيد|إثبات) (?:ال)?تفعيل/u, example: "احتفظ بشهادة التفعيل" },
      { pattern: new RegExp(`(?<!${letter})[وفبك]?(?:ال|لل)تفعيل`, "u"), example: "## بعد التفعيل" },
      {
        pattern: new RegExp(`${activate}${sameSentence}${visaWord}|${visaWord}${sameSentence}${activate}`, "u"),
        example: "فعّل تأشيرة VLS-TS على موقع ANEF",
      },
    ],
    notVariants: [
      "يمكنك أيضًا إرفاق الملف برسالة إلى فريقك بعد تفعيل JavaScript.",
      "تم تفعيل ميزات Premium الخاصة بك",
      "يبقى Premium مفعّلًا حتى نهاية الفترة المدفوعة.",
      "فعّل الاقتطاعات الآلية للإيجار والفواتير.",
      "مفعّلة دائمًا",
      "خطة الخدمة الشاملة مفعَّلة: يعمل فريقنا معك على انتقالك.",
    ],
  },
  // A national minimum wage is "الحد الأدنى للأجور"; a card's own salary floor is "الحد الأدنى للراتب", never "للأجر".
  {
    id: "smic",
    french: "SMIC",
    preferred: "الحد الأدنى للأجور",
    discouraged: [{ pattern: new RegExp(`الحدّ? الأدنى للأجر(?!${letter})`, "u"), example: "الحد الأدنى للأجر الشهري" }],
    notVariants: ["الحد الأدنى للأجور (SMIC)", "الحد الأدنى للراتب الإجمالي السنوي", "الأجرة الشهرية"],
  },
  // The content pages all say "بطاقة الإقامة"; "تصريح" (permit) crept into the interface and the offers' texts.
  {
    id: "titre-de-sejour",
    french: "titre de séjour",
    preferred: "بطاقة الإقامة",
    discouraged: [
      { pattern: /(?:تصريح|تصاريح) (?:ال)?إقام[ةت]/u, example: "ومتابعة تجديد تصريح إقامتك" },
      { pattern: /تصريح (?:ال)?مواهب/u, example: "من أجل عمل أو دراسة أو تصريح المواهب" },
    ],
    notVariants: ["بطاقة الإقامة ({fr:titre de séjour})", "التصريح بأي تغيير في الإقامة", "تصريح السفر ETIAS"],
  },
  // "رخصة العمل" is the pages' word; "تصريح" is also the word for a declaration (tax, employer's), a second sense to avoid.
  {
    id: "autorisation-de-travail",
    french: "autorisation de travail",
    preferred: "رخصة العمل",
    discouraged: [
      { pattern: /(?:تصريح|تصاريح) (?:ال)?عمل/u, example: "يحصل أولًا على تصريح عمل لك" },
      { pattern: /(?:ترخيص|تراخيص) (?:ال)?عمل/u, example: "طلبات ترخيص العمل عند الحاجة" },
    ],
    notVariants: ["دون رخصة عمل ({fr:autorisation de travail})", "الشهادات أو التراخيص أو التسجيلات المهنية"],
  },
  // "المصادقة" is kept for the visa's validation, so a document's légalisation (and a certified copy) is "التصديق".
  {
    id: "legalisation",
    french: "légalisation",
    preferred: "التصديق",
    related: ["مصدَّقة أو مختومة بالأبوستيل", "النسخ المصدَّقة"],
    discouraged: [
      { pattern: /مصادقة \(\{fr:légalisation\}\)/u, example: "أبوستيل ({fr:apostille}) أو مصادقة ({fr:légalisation})" },
      {
        pattern: /مصادق(?:ة|ات)?(?: عليها)?[^.؛،\n]{0,20}أبوستيل/u,
        example: "مترجمة ومصادق عليها أو مختومة بالأبوستيل",
      },
      { pattern: /المصادقات/u, example: "الترجمات المحلَّفة والمصادقات على الوثائق الأخرى" },
      { pattern: /(?:النسخ|نسخها|نسخه) المصادق عليها/u, example: "الترجمات والنسخ المصادق عليها" },
      { pattern: /(?:وثائق|مستندات)[^.؛\n]{0,60}غير مصادق عليها/u, example: "وثائق حالة مدنية غير مصادق عليها" },
    ],
    notVariants: [
      "تأشيرة VLS-TS مصادقًا عليها",
      "بعد المصادقة على التأشيرة، قد يدعوك OFII",
      "الأبوستيل ({fr:apostille}) أو التصديق ({fr:légalisation})",
    ],
  },
  // One name for the talent card's category: "حامل مشروع", which its own pages and the document templates use.
  {
    id: "talent-porteur-de-projet",
    french: "talent – porteur de projet",
    preferred: "المواهب – حامل مشروع",
    discouraged: [{ pattern: /المواهب [–-] صاحب مشروع/u, example: "بطاقة المواهب – صاحب مشروع (مشروع مبتكر)" }],
    notVariants: ["«المواهب – حامل مشروع» ({fr:talent – porteur de projet})", "وأصحاب المشاريع المبتكرة"],
  },
];

/** A discouraged wording found in a text: which concept, what was written, and what to write. */
export type GlossaryFinding = { concept: string; found: string; at: number; preferred: string };

/**
 * Every discouraged wording of the glossary in a text, concept by concept. Within a concept a
 * wording overlapping one already found is the same mistake, reported once: the first pattern
 * that finds it names it.
 */
export function discouragedWordings(text: string, glossary = arabicGlossary): GlossaryFinding[] {
  return glossary.flatMap((concept) => {
    const findings: GlossaryFinding[] = [];
    for (const { pattern } of concept.discouraged) {
      for (const match of text.matchAll(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`))) {
        const at = match.index;
        const end = at + match[0].length;
        if (findings.some((found) => at < found.at + found.found.length && found.at < end)) continue;
        findings.push({ concept: concept.id, found: match[0], at, preferred: concept.preferred });
      }
    }
    return findings.sort((a, b) => a.at - b.at);
  });
}
