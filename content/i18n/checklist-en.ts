/**
 * The self-service checklist's words (ADR 0036): the part of /dashboard for people without an
 * advisor, and the "use this visa for my plan" links of the visa pages, the wizard and the profile,
 * in English. Wired into app/i18n/locales as `checklist`; French and Arabic have the same keys in
 * checklist-fr.ts and checklist-ar.ts. {{…}} are filled by the pages: dates come formatted from the
 * target arrival and the registry, never written here. The steps' own titles and explanations are
 * content (content/checklist/self-service-items.ts).
 */
export const checklistEn = {
  title: "Your relocation checklist",
  intro:
    "Every step of your move for the visa you chose, dated back from the day you plan to arrive. Tick them off as you go: your progress is saved to your account.",
  setup: {
    title: "Set up your checklist",
    changeTitle: "Change your visa or arrival date",
    intro: "Choose your visa and the day you plan to arrive in France: we date every step from that day.",
    visa: "Your visa",
    visaPlaceholder: "Choose a visa",
    fromLink: "Filled in with the visa you chose.",
    fromAssessment: "Filled in with the best match of your latest assessment.",
    notSure: "Not sure which visa fits? Compare them all",
    arrival: "Target arrival date",
    arrivalHint:
      "Between {{earliest}} and {{latest}}. An approximate date is fine: you can change it at any time, and your ticks stay.",
    create: "Create my checklist",
    update: "Update my checklist",
    keep: "Keep my current checklist",
    changeNote: "Steps your new visa shares with the current one stay ticked.",
  },
  summary: {
    visa: "Visa",
    arrival: "Target arrival",
    change: "Change visa or date",
    visaPage: "Read the visa page",
    progressLabel: "Checklist progress",
    progress: "{{done}} of {{total}} steps done",
    next: "Next step",
    nextDue: "Due {{date}}",
    allDone: "Every step is ticked. Welcome to France!",
  },
  periods: {
    title: "Steps by period",
    early: "3 months or more before arrival",
    before: "1 to 3 months before arrival",
    monthBefore: "The month before arrival",
    arrivalWeek: "Arrival week",
    firstMonths: "The first 3 months",
    later: "After 3 months",
  },
  item: {
    due: "Due {{date}}",
    overdue: "Overdue",
    dueSoon: "Due soon",
    done: "Done",
    officialPage: "Official page: {{publisher}}",
    dateFrom: "Date counted from:",
    plusEstimates: ", plus our estimates of the other waits",
    checkedOn: "{{publisher}}, checked on {{date}}",
    ourEstimate: "Date: our estimate, typical waits from our experience (reviewed on {{date}})",
    arrivalDay: "Date: your arrival day",
    save: "Save my progress",
    saveHint: "Tick the steps you have done, then save.",
  },
  notices: {
    created: "Your checklist is ready.",
    updated: "Your checklist is updated.",
    saved: "Your progress is saved.",
  },
  estimatesNote:
    "Dates marked as our estimate rest on typical waits from our experience, not on an official figure: consulates and préfectures differ.",
  disclaimer:
    "Rules and processing times change, and every case differs: check each step on its official page before you act. Only the administration decides.",
  upgrade: {
    title: "Rather have it done for you?",
    text: "With a done-for-you package, an advisor builds your plan, requests and checks your documents and follows your case with you.",
    cta: "See the done-for-you packages",
  },
  useThisVisa: "Use this visa for my plan",
  useThisVisaHint: "Get the steps of this visa with dates from your arrival, to tick off.",
  profile: {
    title: "My relocation checklist",
    text: "The steps of your visa with dates from your target arrival, to tick off as you go.",
    open: "Open my checklist",
  },
};

export type ChecklistTexts = typeof checklistEn;
