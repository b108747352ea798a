/**
 * "My permits" (/dashboard/permits), in English: a member's visas and residence permits, the dated
 * calendar of each, reminders and the calendar address. Wired into app/i18n/locales as `permits`;
 * French and Arabic have the same keys. The steps' own words are content
 * (content/permits/permit-calendar-text.ts); dates and figures are filled in by the page.
 */
export const permitsEn = {
  title: "My permits",
  intro:
    "Record your long-stay visa or residence permit: we date every step that follows — validation, the renewal window and its last day, the fee for filing late — and remind you by e-mail 90, 30 and 7 days before each deadline and on the day.",
  disclaimer:
    "Guidance, not legal advice. Dates follow the rules in force today (sources under each step); the prefecture's and ANEF's instructions prevail.",
  empty: "You have not recorded a visa or permit yet.",
  remindersNote: "Reminders go to {{email}} once your address is verified.",
  form: {
    addTitle: "Record a visa or permit",
    editTitle: "Change this record",
    route: "Visa or permit",
    routePlaceholder: "Choose your visa or permit",
    document: "Document",
    documents: { "vls-ts": "Long-stay visa (VLS-TS)", "residence-permit": "Residence permit (carte de séjour)" },
    startDate: "First day of validity",
    expiryDate: "Expiry date",
    expiryHint: "As printed on the document.",
    arrivalDate: "Day you arrived in France",
    arrivalHint: "Needed for a VLS-TS: the validation deadline counts from it.",
    departement: "Département where you live",
    departementHint: "Its prefecture handles your permit, for example 75, 69 or 974.",
    filing: "How the renewal is filed",
    filings: {
      online: "Online on ANEF (most permits)",
      prefecture: "At the prefecture",
    },
    validatedOn: "Day you validated the VLS-TS (if done)",
    renewalFiledOn: "Day you applied for the renewal (if done)",
    save: "Save",
    add: "Record it",
    cancel: "Cancel",
  },
  permit: {
    heading: "{{route}} — {{document}}",
    validity: "Valid from {{start}} to {{expiry}}, département {{departement}}",
    edit: "Change",
    delete: "Delete",
    deleteConfirm: "Delete this record and its reminders?",
    markValidated: "I validated it today",
    markFiled: "I applied for the renewal today",
    calendarTitle: "Calendar",
  },
  step: {
    window: "{{from}} to {{to}}",
    where: "Where",
    bring: "What to have ready",
    source: "Source",
    checkedOn: "checked on {{date}}",
  },
  states: {
    done: "Done",
    upcoming: "Coming",
    soon: "Soon",
    today: "Today",
    open: "Open now",
    missed: "Missed",
    passed: "Behind you",
  },
  saved: {
    created: "Recorded. Your calendar is below.",
    updated: "Saved. Your calendar is up to date.",
    deleted: "Deleted, with its reminders.",
    feedOff: "Your calendar address is turned off: calendar apps can no longer read it.",
    reminders: "Saved: you will hear of your deadlines as you chose.",
  },
  next: {
    title: "Your permit's next step",
    when: "By {{date}} · {{route}}",
    none: "Record your visa or residence permit: we date the steps that follow and remind you before each deadline.",
    open: "See all my permit dates",
    record: "Record my visa or permit",
  },
  advisor: {
    add: "Record the client's visa or permit",
    addHint:
      "From the visa or permit the client obtained: it joins their My permits, with its deadlines and reminders.",
    title: "The client's permit dates",
    none: "No visa or permit recorded yet: the client records it under My permits, or you can record it below.",
    permit: "{{route}}, expires {{expiry}}",
  },
  blocked: {
    title: "No appointment to be had?",
    text: "Keep a dated record of every attempt (screenshots too). If the deadline nears and neither the prefecture nor ANEF takes your application, send the prefecture a written request: the administration must offer another way to file.",
    link: "Write the appointment request",
    kitLink: "Open the blocked-appointment kit",
  },
  reminders: {
    title: "Reminders by e-mail",
    legend: "How do you want to hear of your deadlines?",
    each: "An e-mail at each step: 90, 30 and 7 days before, and on the day",
    weekly: "One summary every Monday of the deadlines in the next 90 days",
    save: "Save my choice",
  },
  calendar: {
    title: "In your own calendar",
    intro:
      "Download the dates once, or subscribe with a secret address so your calendar app follows every change. Anyone with the address can read these dates: keep it to yourself.",
    download: "Download the dates (.ics)",
    on: "Turn on a calendar address",
    renew: "Make a new address (the old one stops working)",
    off: "Turn the address off",
    since: "Your calendar address is on since {{date}}.",
    newUrl: "Your calendar address — copy it now, it is shown only once:",
    urlLabel: "Calendar address",
  },
};
