/** The administrator's dashboard (/admin/dashboard, ADR 0040), key `adminDashboard`. */
export const adminDashboardEn = {
  title: "Dashboard",
  metaDescription: "Captures, assessments, open consultation requests and the consented funnel.",
  countsTitle: "This week and this month",
  counts: {
    emailCapturesThisWeek: "E-mail captures, last 7 days",
    assessmentsLast7Days: "Assessments run, last 7 days",
    assessmentsLast30Days: "Assessments run, last 30 days",
    consultationRequestsOpen: "Consultation requests still open",
  },
  countsNote: "These counts include every visitor: they come from the records themselves.",
  funnelTitle: "Funnel",
  periodLabel: "Period",
  periods: { "7": "Last 7 days", "30": "Last 30 days", "90": "Last 90 days" },
  funnelNote:
    "Only visitors who accepted analytics cookies are counted here, so these numbers are lower than the counts above. Visits are browsers that viewed a page; the other steps count events. Each conversion is from the step before.",
  chartTitle: "Funnel, {{period}}",
  steps: {
    visits: "Visits",
    wizard_started: "Wizard started",
    wizard_completed: "Wizard completed",
    email_captured: "E-mail captured",
    purchase_completed: "Purchase",
  },
  table: {
    caption: "Funnel, {{period}}, as figures",
    step: "Step",
    count: "Count",
    conversion: "Conversion from the step before",
    none: "Not applicable",
  },
};

export type AdminDashboardTexts = typeof adminDashboardEn;
