/**
 * "Letters" (/dashboard/letters), in English: the page's own words. Wired into app/i18n/locales as
 * `letters`; French and Arabic have the same keys. The letters themselves are content
 * (content/letters).
 */
export const lettersEn = {
  title: "Letters, filled in",
  intro:
    "Letters people moving to France need most, written in French — the language the administration, banks and payers read — with a reading aid in your language. Fill in your details and download a PDF to print or a Word file to edit.",
  disclaimer: "Guidance, not legal advice: read the letter before you send it, and adapt it to your case.",
  listLabel: "Choose a letter",
  fieldsTitle: "Your details",
  download: { pdf: "Download the PDF", docx: "Download the Word file (.docx)" },
  preview: {
    title: "Preview with example details",
    lockedNote:
      "Filling in and downloading the letters comes with Premium Relocator and our done-for-you packages. Here is one filled with example details.",
    upgrade: "See the plans",
    aid: "Reading aid — what this letter says",
  },
  refused: {
    field: "Check “{{field}}”: it is empty, too long, or not written as expected.",
    plan: "Filling in the letters comes with Premium Relocator and our done-for-you packages.",
    busy: "Too many letters in a short time: wait a minute, then try again.",
    letter: "This letter could not be made: choose it again from the list.",
  },
  kept: {
    title: "Your letters",
    text: "Every letter you download is kept here, so you can find it again — also after your plan ends.",
    empty: "No letter yet: the ones you download will be kept here.",
    download: "Download {{name}}",
    made: "Made on {{date}}",
    delete: "Delete",
    deleteLabel: "Delete {{name}}, made on {{date}}",
    deleted: "The letter was deleted.",
  },
  public: {
    title: "Letters in French, filled in for you",
    metaDescription:
      "The letters people moving to France need — accommodation certificate, visa cover letter, guarantor, prefecture appointment, IBAN refusal, bank account — in French with a reading aid, previewed here.",
    fillIn: "Fill in this letter with your details",
    register: "Create a free account",
  },
  references: "Legal texts cited",
};
