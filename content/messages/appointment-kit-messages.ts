/**
 * What the record of attempts says (the blocked-appointment kit, /dashboard/appointment-kit),
 * spread into the API catalogue (api-messages.ts) and shown next to the form's fields.
 */
export const appointmentKitMessagesEn = {
  attempt_date_required: "Please enter the day you tried.",
  attempt_date_invalid: "Please enter the day you tried as a date (YYYY-MM-DD).",
  attempt_date_future: "An attempt cannot be dated after today.",
  attempt_date_too_old: "This attempt is more than two years old: it says nothing about today's wait.",
  attempt_channel_invalid: "Please choose where you tried.",
  attempt_outcome_invalid: "Please choose what happened.",
  attempt_note_too_long: "Please keep the note under 300 characters.",
  attempt_limit: "Your record already holds {max} attempts. Delete the oldest you no longer need, then add this one.",
  attempt_not_found: "There is no attempt with this reference in your record.",
  member_file_not_found: "There is no such file in your account.",
  member_file_kind_invalid: "Files are listed by kind: letter or attempt-screenshot.",
};

export const appointmentKitMessagesFr: typeof appointmentKitMessagesEn = {
  attempt_date_required: "Indiquez le jour de votre tentative.",
  attempt_date_invalid: "Indiquez le jour de votre tentative sous forme de date (AAAA-MM-JJ).",
  attempt_date_future: "Une tentative ne peut pas être datée après aujourd'hui.",
  attempt_date_too_old: "Cette tentative date de plus de deux ans\u202f: elle ne dit rien de l'attente d'aujourd'hui.",
  attempt_channel_invalid: "Choisissez où vous avez essayé.",
  attempt_outcome_invalid: "Choisissez ce qui s'est passé.",
  attempt_note_too_long: "La précision doit tenir en moins de 300\u00a0caractères.",
  attempt_limit:
    "Votre relevé compte déjà {max}\u00a0tentatives. Supprimez les plus anciennes dont vous n'avez plus besoin, puis ajoutez celle-ci.",
  attempt_not_found: "Aucune tentative ne porte cette référence dans votre relevé.",
  member_file_not_found: "Ce fichier n'existe pas dans votre compte.",
  member_file_kind_invalid: "Les fichiers se listent par type\u202f: letter ou attempt-screenshot.",
};

export const appointmentKitMessagesAr: typeof appointmentKitMessagesEn = {
  attempt_date_required: "يرجى إدخال يوم المحاولة.",
  attempt_date_invalid: "يرجى إدخال يوم المحاولة بصيغة تاريخ (YYYY-MM-DD).",
  attempt_date_future: "لا يمكن تأريخ محاولة بعد اليوم.",
  attempt_date_too_old: "مضى على هذه المحاولة أكثر من سنتين: لا تدلّ على الانتظار الحالي.",
  attempt_channel_invalid: "يرجى اختيار المكان الذي حاولت فيه.",
  attempt_outcome_invalid: "يرجى اختيار ما حدث.",
  attempt_note_too_long: "يرجى أن تكون الملاحظة أقل من 300 حرف.",
  attempt_limit: "يضم سجلّك {max} محاولة. احذف أقدم المحاولات التي لم تعد تحتاجها، ثم أضف هذه.",
  attempt_not_found: "لا توجد محاولة بهذا المرجع في سجلّك.",
  member_file_not_found: "لا يوجد هذا الملف في حسابك.",
  member_file_kind_invalid: "تُعرض الملفات حسب نوعها: letter أو attempt-screenshot.",
};
