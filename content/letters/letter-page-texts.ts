import type { Language } from "../../core/languages.ts";

/** The words a printed letter adds around the French text, in the reader's language. */
export const letterPrintTexts: Record<Language, { aidTitle: string; aidNote: string; references: string }> = {
  en: {
    aidTitle: "Reading aid — what this letter says",
    aidNote: "For you, not to send: the letter itself is the French text above. Guidance, not legal advice.",
    references: "Legal texts cited",
  },
  fr: {
    aidTitle: "Aide à la lecture",
    aidNote: "Information, pas un conseil juridique.",
    references: "Textes cités",
  },
  ar: {
    aidTitle: "مساعدة على القراءة — ماذا تقول هذه الرسالة",
    aidNote: "لك أنت وليست للإرسال: الرسالة نفسها هي النص الفرنسي أعلاه. معلومات إرشادية وليست استشارة قانونية.",
    references: "النصوص القانونية المستشهد بها",
  },
};
