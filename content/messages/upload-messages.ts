/**
 * What an upload's refusal says (issue 14, ADR 0033; spec §5 and §8 for the type message), spread
 * into the API catalogue (api-messages.ts). `{maxMb}` is filled from core/uploads.ts, never retyped.
 */
export const uploadMessagesEn = {
  upload_type_refused: "Only JPG, PNG and PDF files are accepted",
  upload_too_large: "This file is too large: {maxMb} MB at most.",
  upload_missing: "Please choose a file to upload: none was received, or it was empty.",
  upload_malformed: "The file could not be read from the request. Please try again.",
};

export const uploadMessagesFr: typeof uploadMessagesEn = {
  upload_type_refused: "Seuls les fichiers JPG, PNG et PDF sont acceptés",
  upload_too_large: "Ce fichier est trop volumineux\u202f: {maxMb}\u202fMo au maximum.",
  upload_missing: "Veuillez choisir un fichier à envoyer\u202f: aucun fichier n'a été reçu, ou il était vide.",
  upload_malformed: "Le fichier n'a pas pu être lu dans la requête. Veuillez réessayer.",
};

export const uploadMessagesAr: typeof uploadMessagesEn = {
  upload_type_refused: "لا تُقبل إلا ملفات JPG وPNG وPDF",
  upload_too_large: "هذا الملف كبير جدًا: الحد الأقصى {maxMb} ميغابايت.",
  upload_missing: "يرجى اختيار ملف لرفعه: لم يصل أي ملف، أو كان الملف فارغًا.",
  upload_malformed: "تعذّرت قراءة الملف من الطلب. يرجى المحاولة مرة أخرى.",
};
