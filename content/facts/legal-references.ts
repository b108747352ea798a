/** Legal texts the pages cite by name. Like facts, each has an official link. */
export const legalReferences = {
  "law-2024-42": {
    title: {
      en: "Law no. 2024-42 of 26 January 2024",
      fr: "loi n° 2024-42 du 26 janvier 2024",
      ar: "القانون رقم 2024-42 المؤرخ 26 يناير 2024",
    },
    url: "https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000049040245",
  },
} as const;
