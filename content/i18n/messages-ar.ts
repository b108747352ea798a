import type { MessagesTexts } from "./messages-en.ts";

/** The Arabic strings of content/i18n/messages-en.ts (same keys; TypeScript checks the shape). */
export const messagesAr: MessagesTexts = {
  thread: {
    label: "المحادثة",
    empty: "لا رسائل بعد. اكتب أدناه: تصل رسالتك إلى الطرف الآخر في ملفك.",
    earlier: "عرض الرسائل السابقة",
    team: "الفريق",
    you: "أنت",
    formerMember: "عضو سابق",
    wroteAt: "{{name}}، {{time}}",
    attachments: "المرفقات",
    download: "تنزيل {{name}} ({{size}})",
  },
  composer: {
    label: "رسالتك",
    hint: "{{max}} حرف كحد أقصى. أرفق حتى {{files}} ملفات.",
    send: "إرسال",
    sending: "جارٍ الإرسال…",
    sent: "أُرسلت رسالتك.",
    attachTarget: "رسالتك",
    attached: "مرفق بهذه الرسالة",
    remove: "إزالة {{name}}",
    full: "أُرفق بهذه الرسالة {{files}} ملفات بالفعل.",
    noscript: "يتطلب إرفاق ملف تفعيل JavaScript، وهو معطل في متصفحك. لا يزال بإمكانك إرسال رسالة.",
  },
  notifications: {
    title: "الإشعارات",
    intro:
      "نراسلك عندما يحدث شيء في ملف انتقالك: طلب مستند أو مراجعته، رسالة جديدة، مهمة يقترب موعدها. تبقى الرسائل والمستندات نفسها على Passerelle.",
    legend: "راسلني",
    immediate: "فورًا، رسالة لكل تحديث",
    daily: "مرة يوميًا، ملخص واحد في الساعة {{time}} (بتوقيت باريس)",
    save: "حفظ",
    saving: "جارٍ الحفظ…",
    saved: "تم حفظ تفضيلك للبريد الإلكتروني.",
  },
};
