/**
 * What POST /api/eligibility and the detailed wizard's forms say about a refused answer, spread
 * into the API catalogue (api-messages.ts). Bounds are core/eligibility/eligibility-profile-schema.ts's.
 */
export const eligibilityMessagesEn = {
  eligibility_purpose_required: "Please choose why you are moving to France.",
  eligibility_purpose_invalid: "Please choose a purpose from the list.",
  eligibility_age_invalid: "Please give your age in whole years (0 to 120).",
  eligibility_profession_invalid: "Please write your profession as text (120 characters at most).",
  eligibility_choice_invalid: "Please choose one of the answers offered.",
  eligibility_years_invalid: "Please give the years of experience as a whole number (0 to 70).",
  eligibility_months_invalid: "Please give the number of months as a whole number.",
  eligibility_amount_invalid: "Please give the amount in euros as a number, without letters (0 or more).",
  eligibility_yes_no_invalid: "Please answer yes or no.",
  eligibility_children_invalid: "Please give the number of children as a whole number (0 to 19).",
  eligibility_family_size_invalid: "Please give the number of people in your household as a whole number (1 to 20).",
  eligibility_planned_start_invalid: "Please give a real date between 2025 and 2035 for your planned move.",
  eligibility_monthly_limit:
    "You have already saved this month's detailed assessment on the free plan. Your next one opens on {next}; premium members have unlimited assessments.",
  eligibility_assessment_id_invalid: "The assessment reference is not valid.",
  eligibility_assessment_not_found: "There is no saved assessment with this reference in your account.",
};

export const eligibilityMessagesFr: typeof eligibilityMessagesEn = {
  eligibility_purpose_required: "Indiquez pourquoi vous venez en France.",
  eligibility_purpose_invalid: "Choisissez un motif dans la liste.",
  eligibility_age_invalid: "Indiquez votre âge en années entières (de 0 à 120).",
  eligibility_profession_invalid: "Écrivez votre profession sous forme de texte (120\u202fcaractères au maximum).",
  eligibility_choice_invalid: "Choisissez l'une des réponses proposées.",
  eligibility_years_invalid: "Indiquez les années d'expérience en nombre entier (de 0 à 70).",
  eligibility_months_invalid: "Indiquez le nombre de mois en nombre entier.",
  eligibility_amount_invalid: "Indiquez le montant en euros sous forme de nombre, sans lettres (0 ou plus).",
  eligibility_yes_no_invalid: "Répondez par oui ou par non.",
  eligibility_children_invalid: "Indiquez le nombre d'enfants en nombre entier (de 0 à 19).",
  eligibility_family_size_invalid: "Indiquez le nombre de personnes de votre foyer en nombre entier (de 1 à 20).",
  eligibility_planned_start_invalid: "Indiquez une date réelle entre 2025 et 2035 pour votre installation.",
  eligibility_monthly_limit:
    "Vous avez déjà enregistré l'évaluation détaillée de ce mois avec l'offre gratuite. La prochaine sera possible le {next} ; les membres Premium ont des évaluations illimitées.",
  eligibility_assessment_id_invalid: "La référence de l'évaluation n'est pas valide.",
  eligibility_assessment_not_found: "Votre compte ne contient aucune évaluation enregistrée avec cette référence.",
};

export const eligibilityMessagesAr: typeof eligibilityMessagesEn = {
  eligibility_purpose_required: "يرجى اختيار سبب انتقالك إلى فرنسا.",
  eligibility_purpose_invalid: "يرجى اختيار سبب من القائمة.",
  eligibility_age_invalid: "يرجى إدخال عمرك بالسنوات الكاملة (من 0 إلى 120).",
  eligibility_profession_invalid: "يرجى كتابة مهنتك نصًّا (120 حرفًا على الأكثر).",
  eligibility_choice_invalid: "يرجى اختيار إحدى الإجابات المقترحة.",
  eligibility_years_invalid: "يرجى إدخال سنوات الخبرة عددًا صحيحًا (من 0 إلى 70).",
  eligibility_months_invalid: "يرجى إدخال عدد الأشهر عددًا صحيحًا.",
  eligibility_amount_invalid: "يرجى إدخال المبلغ باليورو رقمًا دون حروف (0 أو أكثر).",
  eligibility_yes_no_invalid: "يرجى الإجابة بنعم أو لا.",
  eligibility_children_invalid: "يرجى إدخال عدد الأطفال عددًا صحيحًا (من 0 إلى 19).",
  eligibility_family_size_invalid: "يرجى إدخال عدد أفراد أسرتك عددًا صحيحًا (من 1 إلى 20).",
  eligibility_planned_start_invalid: "يرجى إدخال تاريخ حقيقي بين 2025 و2035 لانتقالك.",
  eligibility_monthly_limit:
    "لقد حفظت بالفعل التقييم المفصّل لهذا الشهر ضمن الخطة المجانية. يتاح التقييم التالي في {next}، والتقييمات غير محدودة لأعضاء الخطة المميزة.",
  eligibility_assessment_id_invalid: "مرجع التقييم غير صالح.",
  eligibility_assessment_not_found: "لا يوجد في حسابك تقييم محفوظ بهذا المرجع.",
};
