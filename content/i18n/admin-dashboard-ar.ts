import type { AdminDashboardTexts } from "./admin-dashboard-en.ts";

/** The Arabic strings of content/i18n/admin-dashboard-en.ts (same keys; TypeScript checks the shape). */
export const adminDashboardAr: AdminDashboardTexts = {
  title: "لوحة المتابعة",
  metaDescription: "العناوين المسجّلة والتقييمات وطلبات الاستشارة المفتوحة ومسار التحويل بموافقة الزوار.",
  countsTitle: "هذا الأسبوع وهذا الشهر",
  counts: {
    emailCapturesThisWeek: "عناوين البريد الإلكتروني المسجّلة، آخر 7 أيام",
    assessmentsLast7Days: "التقييمات المنجزة، آخر 7 أيام",
    assessmentsLast30Days: "التقييمات المنجزة، آخر 30 يومًا",
    consultationRequestsOpen: "طلبات الاستشارة التي لم تُغلق بعد",
  },
  countsNote: "تشمل هذه الأرقام جميع الزوار: فهي مأخوذة من السجلات نفسها.",
  funnelTitle: "مسار التحويل",
  periodLabel: "الفترة",
  periods: { "7": "آخر 7 أيام", "30": "آخر 30 يومًا", "90": "آخر 90 يومًا" },
  funnelNote:
    "لا يُحتسب هنا إلا الزوار الذين قبلوا ملفات تعريف الارتباط الخاصة بقياس الجمهور، لذا فهذه الأعداد أقل من الأرقام أعلاه. الزيارات هي المتصفحات التي عرضت صفحة؛ أما الخطوات الأخرى فتحسب الأحداث. يُحسب كل معدل تحويل من الخطوة السابقة.",
  chartTitle: "مسار التحويل، {{period}}",
  steps: {
    visits: "الزيارات",
    wizard_started: "بدء المساعد",
    wizard_completed: "إكمال المساعد",
    email_captured: "تسجيل البريد الإلكتروني",
    purchase_completed: "الشراء",
  },
  table: {
    caption: "مسار التحويل، {{period}}، بالأرقام",
    step: "الخطوة",
    count: "العدد",
    conversion: "التحويل من الخطوة السابقة",
    none: "لا ينطبق",
  },
};
