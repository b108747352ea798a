/**
 * What an upload's refusal says (ADR 0033; the type message is the product specification's
 * wording), spread into the API catalogue (api-messages.ts). `{maxMb}` is filled from
 * core/uploads.ts, never retyped.
 */
export const uploadMessagesEn = {
  upload_type_refused: "Only JPG, PNG and PDF files are accepted",
  upload_too_large: "This file is too large: {maxMb} MB at most.",
  upload_missing: "Please choose a file to upload: none was received, or it was empty.",
  upload_malformed: "The file could not be read from the request. Please try again.",
  upload_pdf_active_content:
    "This PDF contains scripts, automatic actions, embedded files or web page code, which we do not accept. Print it to a new PDF (or scan the paper document) and upload that copy.",
  upload_pdf_encrypted:
    "This PDF is encrypted or password-protected, so we cannot check it. Save or print an unprotected copy and upload that.",
  upload_pdf_unreadable: "This PDF could not be read. Save it again or print it to a new PDF, and upload that copy.",
  upload_storage_full:
    "We cannot store files right now: our storage is full. Nothing was kept; please try again later.",
};

export const uploadMessagesFr: typeof uploadMessagesEn = {
  upload_type_refused: "Seuls les fichiers JPG, PNG et PDF sont acceptés",
  upload_too_large: "Ce fichier est trop volumineux\u202f: {maxMb}\u202fMo au maximum.",
  upload_missing: "Veuillez choisir un fichier à envoyer\u202f: aucun fichier n'a été reçu, ou il était vide.",
  upload_malformed: "Le fichier n'a pas pu être lu dans la requête. Veuillez réessayer.",
  upload_pdf_active_content:
    "Ce PDF contient des scripts, des actions automatiques, des fichiers joints ou du code de page web, que nous n'acceptons pas. Imprimez-le dans un nouveau PDF (ou scannez le document papier) et envoyez cette copie.",
  upload_pdf_encrypted:
    "Ce PDF est chiffré ou protégé par un mot de passe\u202f: nous ne pouvons pas le vérifier. Enregistrez ou imprimez une copie non protégée et envoyez-la.",
  upload_pdf_unreadable:
    "Ce PDF n'a pas pu être lu. Enregistrez-le de nouveau ou imprimez-le dans un nouveau PDF, puis envoyez cette copie.",
  upload_storage_full:
    "Nous ne pouvons pas enregistrer de fichiers pour le moment\u202f: notre espace de stockage est plein. Rien n'a été conservé\u202f; veuillez réessayer plus tard.",
};

export const uploadMessagesAr: typeof uploadMessagesEn = {
  upload_type_refused: "لا تُقبل إلا ملفات JPG وPNG وPDF",
  upload_too_large: "هذا الملف كبير جدًا: الحد الأقصى {maxMb} ميغابايت.",
  upload_missing: "يرجى اختيار ملف لرفعه: لم يصل أي ملف، أو كان الملف فارغًا.",
  upload_malformed: "تعذّرت قراءة الملف من الطلب. يرجى المحاولة مرة أخرى.",
  upload_pdf_active_content:
    "يحتوي ملف PDF هذا على نصوص برمجية أو إجراءات تلقائية أو ملفات مضمّنة أو شيفرة صفحة ويب، ونحن لا نقبلها. اطبعه في ملف PDF جديد (أو امسح المستند الورقي ضوئيًا) وارفع تلك النسخة.",
  upload_pdf_encrypted:
    "ملف PDF هذا مشفّر أو محمي بكلمة مرور، لذا لا يمكننا فحصه. احفظ نسخة غير محمية أو اطبعها ثم ارفعها.",
  upload_pdf_unreadable: "تعذّرت قراءة ملف PDF هذا. احفظه من جديد أو اطبعه في ملف PDF جديد، ثم ارفع تلك النسخة.",
  upload_storage_full:
    "لا يمكننا حفظ الملفات الآن لأن مساحة التخزين لدينا ممتلئة. لم يُحفظ أي شيء؛ يرجى المحاولة لاحقًا.",
};
