/** What the letters' endpoints and page say when a field is refused, spread into api-messages.ts. */
export const letterMessagesEn = {
  letter_not_found: "There is no such letter: choose one from the list.",
  letter_field_required: "Please fill this in: the letter needs it.",
  letter_field_too_long: "This is too long for the letter: shorten it.",
  letter_date_invalid: "Please enter a date (YYYY-MM-DD).",
  letter_field_invalid: "Please write this as plain text (an address may take several lines, other fields one).",
  letter_format_invalid: "Choose PDF or Word (.docx).",
};

export const letterMessagesFr: typeof letterMessagesEn = {
  letter_not_found: "Ce courrier n'existe pas\u202f: choisissez-en un dans la liste.",
  letter_field_required: "Remplissez ce champ\u202f: le courrier en a besoin.",
  letter_field_too_long: "C'est trop long pour le courrier\u202f: raccourcissez-le.",
  letter_date_invalid: "Indiquez une date (AAAA-MM-JJ).",
  letter_field_invalid:
    "Écrivez ce champ en texte simple (une adresse peut tenir sur plusieurs lignes, les autres champs sur une).",
  letter_format_invalid: "Choisissez PDF ou Word (.docx).",
};

export const letterMessagesAr: typeof letterMessagesEn = {
  letter_not_found: "لا توجد رسالة بهذا الاسم: اختر واحدة من القائمة.",
  letter_field_required: "يرجى ملء هذا الحقل: الرسالة تحتاج إليه.",
  letter_field_too_long: "هذا أطول مما تحتمله الرسالة: يرجى اختصاره.",
  letter_date_invalid: "يرجى إدخال تاريخ (YYYY-MM-DD).",
  letter_field_invalid:
    "يرجى كتابة هذا الحقل نصًا عاديًا (يمكن أن يمتد العنوان على عدة أسطر، وبقية الحقول على سطر واحد).",
  letter_format_invalid: "اختر PDF أو Word ‏(docx.).",
};
