import type { LetterField } from "./letter-types.ts";

/** The fields most letters share: who writes, where they live, where and when they sign. */
export const writerName: LetterField = {
  id: "fullName",
  kind: "text",
  fromAccount: "name",
  label: { en: "Your full name", fr: "Vos nom et prénom", ar: "اسمك الكامل" },
  sample: "Amira Haddad",
};

export const writerAddress: LetterField = {
  id: "address",
  kind: "lines",
  label: { en: "Your address in France", fr: "Votre adresse en France", ar: "عنوانك في فرنسا" },
  sample: "12 rue de la République\n69002 Lyon",
};

export const signedAt: LetterField = {
  id: "place",
  kind: "text",
  label: { en: "Town where you sign", fr: "Ville où vous signez", ar: "المدينة التي توقّع فيها" },
  sample: "Lyon",
};
