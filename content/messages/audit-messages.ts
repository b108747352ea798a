/**
 * The API's words for the audit log's filters (ADR 0044), merged into content/messages/api-messages.ts:
 * the audit screen and GET /api/admin/audit refuse a bad filter with the same sentence.
 */
export const auditMessagesEn = {
  admin_audit_action_invalid: "Please choose one of the actions in the list.",
  admin_audit_target_invalid: "Please choose one of the kinds of target in the list.",
  admin_audit_date_invalid: "Please give the date as year-month-day, for example 2026-11-24.",
  admin_audit_date_range_invalid: "The end date must be on or after the start date.",
  admin_audit_page_invalid: "This page link is not valid. Go back to the newest entries.",
  admin_audit_reference_invalid: "This reference is not valid: choose the person in the list.",
};

export const auditMessagesFr: typeof auditMessagesEn = {
  admin_audit_action_invalid: "Choisissez l'une des actions de la liste.",
  admin_audit_target_invalid: "Choisissez l'un des types de cible de la liste.",
  admin_audit_date_invalid: "Indiquez la date sous la forme année-mois-jour, par exemple 2026-11-24.",
  admin_audit_date_range_invalid: "La date de fin doit être égale ou postérieure à la date de début.",
  admin_audit_page_invalid: "Ce lien de page n'est pas valide. Revenez aux entrées les plus récentes.",
  admin_audit_reference_invalid: "Cette référence n'est pas valide : choisissez la personne dans la liste.",
};

export const auditMessagesAr: typeof auditMessagesEn = {
  admin_audit_action_invalid: "يرجى اختيار أحد الإجراءات من القائمة.",
  admin_audit_target_invalid: "يرجى اختيار أحد أنواع الهدف من القائمة.",
  admin_audit_date_invalid: "يرجى كتابة التاريخ بصيغة سنة-شهر-يوم، مثل 2026-11-24.",
  admin_audit_date_range_invalid: "يجب أن يكون تاريخ النهاية في تاريخ البداية أو بعده.",
  admin_audit_page_invalid: "رابط هذه الصفحة غير صالح. ارجع إلى أحدث الإدخالات.",
  admin_audit_reference_invalid: "هذا المرجع غير صالح: اختر الشخص من القائمة.",
};
