/**
 * "When the prefecture has no appointment" (/dashboard/appointment-kit): what the law allows, the
 * member's dated record of attempts, the letter it fills, and an adviser. Guidance, not legal advice.
 */
export const appointmentKitEn = {
  title: "When the prefecture has no appointment",
  intro:
    "No slot online, no answer on the phone, and a deadline on your permit: what the law allows, a dated record of your attempts kept in your account, the letter to the prefecture it fills, and an adviser if you need one.",
  disclaimer:
    "Guidance, not legal advice. For a referral to the administrative court, speak to a lawyer or a free legal-aid service first.",
  deadline: "{{document}}: expires on {{expiry}}.",
  deadlineWindow: "{{document}}: expires on {{expiry}}; the renewal window closes on {{lastDay}}.",
  documents: { "vls-ts": "Long-stay visa (VLS-TS)", "residence-permit": "Residence permit (carte de séjour)" },
  noPermit: "Record your permit in My permits and its deadlines will show here.",
  permitsLink: "My permits",
  law: {
    title: "What the law allows",
    alternative:
      "Where a procedure must be done online, the administration has to offer another way to those who cannot use the online service. The Conseil d'État said so about ANEF, the online residence-permit service.",
    record:
      "Keep a dated record of every attempt, with a screenshot of what the page showed: it is the evidence a letter, and a judge, ask for.",
    letter:
      "Write to the prefecture, by registered post with acknowledgement of receipt, asking for an appointment or another way to file, with your record attached.",
    extension:
      "A renewal filed complete and in time gives you an extension certificate (attestation de prolongation d'instruction) of up to {{months}} months, renewed until the decision.",
    court:
      "When a deadline is near and nothing works, the administrative court's urgent-measures judge (référé « mesures utiles ») can order the prefecture to give you an appointment. A lawyer is not compulsory, but a lawyer or legal-aid service makes it much more likely to succeed.",
    sources: "Texts",
  },
  record: {
    title: "Your record of attempts",
    empty: "No attempt recorded yet. Add one each time you try, on the day.",
    summary_one: "{{count}} attempt, on {{first}}.",
    summary_other: "{{count}} attempts, from {{first}} to {{last}}.",
    addTitle: "Add an attempt",
    date: "Day of the attempt",
    channel: "Where you tried",
    outcome: "What happened",
    note: "Note (optional)",
    noteHint:
      "What the page or the person said, a reference number. It goes into the letter as you type it: French is best.",
    choose: "Choose…",
    add: "Add this attempt",
    delete: "Delete",
    deleteLabel: "Delete the attempt of {{day}}",
    screenshot: "Screenshot",
    download: "Download {{name}}",
    uploadTarget: "the attempt of {{day}}",
    noScreenshot: "No screenshot yet.",
  },
  letter: {
    title: "The letter to the prefecture",
    text: "Your record fills the letter's list of attempts (the latest 30, oldest first). Check it, add your address, and download it as PDF or Word.",
    link: "Write the appointment request from my record",
  },
  consultation: {
    title: "Ask an adviser",
    text: "An adviser reads your record and tells you what to do next, including whether a referral to the court makes sense. The first conversation is free.",
    message:
      "I cannot get a prefecture appointment. My record holds {{count}} attempts, from {{first}} to {{last}}. {{deadline}} Could you advise me on what to do next?",
    messageEmpty: "I cannot get a prefecture appointment. {{deadline}} Could you advise me on what to do next?",
  },
  saved: {
    added: "The attempt is in your record.",
    deleted: "The attempt was deleted.",
  },
};
