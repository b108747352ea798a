/**
 * What the saved-scenario endpoints say (ADR 0032), spread into the API catalogue (api-messages.ts)
 * and shown by the calculator pages' save, rename and delete forms.
 */
export const scenarioMessagesEn = {
  scenario_tool_required: "Please say which calculator this scenario belongs to.",
  scenario_tool_invalid: "This calculator does not exist: choose cost of living, budget or timeline.",
  scenario_name_required: "Please give this scenario a name.",
  scenario_name_too_long: "The name is too long (80 characters at most).",
  scenario_name_invalid: "Please write the name as text, on one line.",
  scenario_query_invalid: "These calculator inputs are not complete or not valid: check the form, then save again.",
  scenario_id_invalid: "The scenario reference is not valid.",
  scenario_not_found: "There is no scenario with this reference in your account.",
  scenario_limit_reached: "You already keep {max} scenarios. Delete one you no longer need, then save again.",
};

export const scenarioMessagesFr: typeof scenarioMessagesEn = {
  scenario_tool_required: "Indiquez à quel calculateur appartient ce scénario.",
  scenario_tool_invalid: "Ce calculateur n'existe pas\u202f: choisissez coût de la vie, budget ou calendrier.",
  scenario_name_required: "Donnez un nom à ce scénario.",
  scenario_name_too_long: "Le nom est trop long (80\u202fcaractères au maximum).",
  scenario_name_invalid: "Écrivez le nom sous forme de texte, sur une seule ligne.",
  scenario_query_invalid:
    "Les données du calculateur sont incomplètes ou non valides\u202f: vérifiez le formulaire, puis enregistrez à nouveau.",
  scenario_id_invalid: "La référence du scénario n'est pas valide.",
  scenario_not_found: "Votre compte ne contient aucun scénario avec cette référence.",
  scenario_limit_reached:
    "Vous conservez déjà {max}\u202fscénarios. Supprimez-en un dont vous n'avez plus besoin, puis enregistrez à nouveau.",
};

export const scenarioMessagesAr: typeof scenarioMessagesEn = {
  scenario_tool_required: "يرجى تحديد الحاسبة التي ينتمي إليها هذا السيناريو.",
  scenario_tool_invalid: "هذه الحاسبة غير موجودة: اختر تكلفة المعيشة أو الميزانية أو الجدول الزمني.",
  scenario_name_required: "يرجى إعطاء هذا السيناريو اسمًا.",
  scenario_name_too_long: "الاسم طويل جدًا (80 حرفًا كحد أقصى).",
  scenario_name_invalid: "يرجى كتابة الاسم نصًا في سطر واحد.",
  scenario_query_invalid: "مدخلات الحاسبة غير مكتملة أو غير صالحة: راجع النموذج ثم احفظ مرة أخرى.",
  scenario_id_invalid: "مرجع السيناريو غير صالح.",
  scenario_not_found: "لا يوجد في حسابك سيناريو بهذا المرجع.",
  scenario_limit_reached: "لديك بالفعل {max} سيناريو محفوظ. احذف واحدًا لم تعد بحاجة إليه ثم احفظ مرة أخرى.",
};
