/**
 * What the permit endpoints say (the dashboard's "My permits"), spread into the API catalogue
 * (api-messages.ts) and shown next to the form's fields.
 */
export const permitMessagesEn = {
  permit_route_required: "Please choose the visa or permit you hold.",
  permit_route_invalid: "This visa or permit is not one we know: choose one from the list.",
  permit_document_invalid: "Please say whether this is a long-stay visa (VLS-TS) or a residence permit.",
  permit_start_required: "Please enter the first day of validity.",
  permit_start_invalid: "Please enter the first day of validity as a date (YYYY-MM-DD).",
  permit_expiry_required: "Please enter the expiry date printed on the document.",
  permit_expiry_invalid: "Please enter the expiry date as a date (YYYY-MM-DD).",
  permit_expiry_before_start: "The expiry date must come after the first day of validity.",
  permit_arrival_required: "Please enter the day you arrived in France: the VLS-TS deadline counts from it.",
  permit_arrival_invalid: "Please enter the day of arrival as a date (YYYY-MM-DD).",
  permit_departement_required: "Please enter the département where you live (for example 75 or 69).",
  permit_departement_invalid: "This is not a French département number (01 to 95, 2A, 2B, 971 to 976).",
  permit_filing_invalid: "Please say whether the renewal is filed online (ANEF) or at the prefecture.",
  permit_validated_invalid: "Please enter the day of validation as a date (YYYY-MM-DD).",
  permit_validated_not_vls:
    "Only a long-stay visa (VLS-TS) is validated online; leave this empty for a residence permit.",
  permit_filed_invalid: "Please enter the day you applied for the renewal as a date (YYYY-MM-DD).",
  permit_id_invalid: "The permit reference is not valid.",
  permit_not_found: "There is no permit with this reference in your account.",
  permit_cadence_invalid: "Please choose how you want to be reminded: at each step, or every Monday.",
  permit_limit_reached: "You already keep {max} permits. Delete one you no longer need, then save again.",
  calendar_feed_not_found:
    "This calendar address is not valid or was turned off. Copy the new one from your dashboard.",
};

export const permitMessagesFr: typeof permitMessagesEn = {
  permit_route_required: "Choisissez le visa ou le titre de séjour que vous détenez.",
  permit_route_invalid: "Ce visa ou ce titre ne fait pas partie de notre liste\u202f: choisissez-en un dans la liste.",
  permit_document_invalid: "Indiquez s'il s'agit d'un visa de long séjour (VLS-TS) ou d'un titre de séjour.",
  permit_start_required: "Indiquez le premier jour de validité.",
  permit_start_invalid: "Indiquez le premier jour de validité sous forme de date (AAAA-MM-JJ).",
  permit_expiry_required: "Indiquez la date d'expiration inscrite sur le document.",
  permit_expiry_invalid: "Indiquez la date d'expiration sous forme de date (AAAA-MM-JJ).",
  permit_expiry_before_start: "La date d'expiration doit suivre le premier jour de validité.",
  permit_arrival_required:
    "Indiquez le jour de votre arrivée en France\u202f: le délai du VLS-TS se compte à partir de ce jour.",
  permit_arrival_invalid: "Indiquez le jour d'arrivée sous forme de date (AAAA-MM-JJ).",
  permit_departement_required: "Indiquez le département où vous habitez (par exemple 75 ou 69).",
  permit_departement_invalid: "Ce n'est pas un numéro de département français (01 à 95, 2A, 2B, 971 à 976).",
  permit_filing_invalid: "Indiquez si le renouvellement se fait en ligne (ANEF) ou en préfecture.",
  permit_validated_invalid: "Indiquez le jour de validation sous forme de date (AAAA-MM-JJ).",
  permit_validated_not_vls:
    "Seul un visa de long séjour (VLS-TS) se valide en ligne\u202f: laissez ce champ vide pour un titre de séjour.",
  permit_filed_invalid: "Indiquez le jour de votre demande de renouvellement sous forme de date (AAAA-MM-JJ).",
  permit_id_invalid: "La référence du titre n'est pas valide.",
  permit_not_found: "Aucun titre ne porte cette référence dans votre compte.",
  permit_cadence_invalid: "Choisissez comment être prévenu\u202f: à chaque étape, ou chaque lundi.",
  permit_limit_reached:
    "Vous conservez déjà {max} titres. Supprimez-en un dont vous n'avez plus besoin, puis enregistrez de nouveau.",
  calendar_feed_not_found:
    "Cette adresse de calendrier n'est pas valide ou a été désactivée. Copiez la nouvelle depuis votre tableau de bord.",
};

export const permitMessagesAr: typeof permitMessagesEn = {
  permit_route_required: "يرجى اختيار التأشيرة أو بطاقة الإقامة التي تحملها.",
  permit_route_invalid: "هذه التأشيرة أو البطاقة ليست ضمن قائمتنا: اختر واحدة من القائمة.",
  permit_document_invalid: "يرجى تحديد ما إذا كانت تأشيرة إقامة طويلة (VLS-TS) أو بطاقة إقامة.",
  permit_start_required: "يرجى إدخال أول يوم للصلاحية.",
  permit_start_invalid: "يرجى إدخال أول يوم للصلاحية بصيغة تاريخ (YYYY-MM-DD).",
  permit_expiry_required: "يرجى إدخال تاريخ الانتهاء المدوّن على الوثيقة.",
  permit_expiry_invalid: "يرجى إدخال تاريخ الانتهاء بصيغة تاريخ (YYYY-MM-DD).",
  permit_expiry_before_start: "يجب أن يأتي تاريخ الانتهاء بعد أول يوم للصلاحية.",
  permit_arrival_required: "يرجى إدخال يوم وصولك إلى فرنسا: مهلة VLS-TS تُحسب منه.",
  permit_arrival_invalid: "يرجى إدخال يوم الوصول بصيغة تاريخ (YYYY-MM-DD).",
  permit_departement_required: "يرجى إدخال رقم المقاطعة التي تسكن فيها (مثلًا 75 أو 69).",
  permit_departement_invalid: "هذا ليس رقم مقاطعة فرنسية (من 01 إلى 95، و2A و2B، ومن 971 إلى 976).",
  permit_filing_invalid: "يرجى تحديد ما إذا كان التجديد عبر الإنترنت (ANEF) أو في المحافظة.",
  permit_validated_invalid: "يرجى إدخال يوم المصادقة بصيغة تاريخ (YYYY-MM-DD).",
  permit_validated_not_vls:
    "المصادقة عبر الإنترنت خاصة بتأشيرة الإقامة الطويلة (VLS-TS): اترك هذا الحقل فارغًا لبطاقة الإقامة.",
  permit_filed_invalid: "يرجى إدخال يوم طلب التجديد بصيغة تاريخ (YYYY-MM-DD).",
  permit_id_invalid: "مرجع البطاقة غير صالح.",
  permit_not_found: "لا توجد بطاقة بهذا المرجع في حسابك.",
  permit_cadence_invalid: "يرجى اختيار طريقة التذكير: عند كل خطوة، أو كل يوم اثنين.",
  permit_limit_reached: "لديك بالفعل {max} بطاقات محفوظة. احذف واحدة لم تعد تحتاجها، ثم احفظ من جديد.",
  calendar_feed_not_found: "عنوان التقويم هذا غير صالح أو تم إيقافه. انسخ العنوان الجديد من لوحة التحكم.",
};
