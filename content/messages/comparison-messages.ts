/**
 * What the saved-comparison endpoints say (ADR 0062), spread into the API catalogue
 * (api-messages.ts) and shown by the comparison page's save form and the dashboard's delete form.
 * The numbers come from core/saved-comparison.ts through `{max}`, never written here twice.
 */
export const comparisonMessagesEn = {
  comparison_cities_required: "Please choose the cities of the comparison to save.",
  comparison_cities_invalid: "Please choose cities from the comparison's list.",
  comparison_cities_repeated: "Each city can be in a comparison only once.",
  comparison_cities_count: "A saved comparison holds two or three cities: add or remove a city, then save again.",
  comparison_name_too_long: "The name is too long (80 characters at most).",
  comparison_name_invalid: "Please write the name as text, on one line.",
  comparison_id_invalid: "The comparison reference is not valid.",
  comparison_not_found: "There is no saved comparison with this reference in your account.",
  comparison_already_saved: "You have already saved a comparison of these cities: it is listed on your dashboard.",
  comparison_limit_reached:
    "You already keep {max} saved comparisons. Delete one you no longer need from your dashboard, then save again.",
};

export const comparisonMessagesFr: typeof comparisonMessagesEn = {
  comparison_cities_required: "Choisissez les villes de la comparaison à enregistrer.",
  comparison_cities_invalid: "Choisissez des villes de la liste du comparateur.",
  comparison_cities_repeated: "Une ville ne peut figurer qu'une fois dans une comparaison.",
  comparison_cities_count:
    "Une comparaison enregistrée compte deux ou trois villes\u202f: ajoutez ou retirez une ville, puis enregistrez à nouveau.",
  comparison_name_too_long: "Le nom est trop long (80\u202fcaractères au maximum).",
  comparison_name_invalid: "Écrivez le nom sous forme de texte, sur une seule ligne.",
  comparison_id_invalid: "La référence de la comparaison n'est pas valide.",
  comparison_not_found: "Votre compte ne contient aucune comparaison enregistrée avec cette référence.",
  comparison_already_saved:
    "Vous avez déjà enregistré une comparaison de ces villes\u202f: elle figure dans votre tableau de bord.",
  comparison_limit_reached:
    "Vous conservez déjà {max}\u202fcomparaisons. Supprimez-en une dont vous n'avez plus besoin depuis votre tableau de bord, puis enregistrez à nouveau.",
};

export const comparisonMessagesAr: typeof comparisonMessagesEn = {
  comparison_cities_required: "يرجى اختيار مدن المقارنة التي تريد حفظها.",
  comparison_cities_invalid: "يرجى اختيار مدن من قائمة المقارنة.",
  comparison_cities_repeated: "لا يمكن أن تظهر المدينة في المقارنة إلا مرة واحدة.",
  comparison_cities_count: "تضم المقارنة المحفوظة مدينتين أو ثلاث مدن: أضف مدينة أو احذفها ثم احفظ مرة أخرى.",
  comparison_name_too_long: "الاسم طويل جدًا (80 حرفًا كحد أقصى).",
  comparison_name_invalid: "يرجى كتابة الاسم نصًا في سطر واحد.",
  comparison_id_invalid: "مرجع المقارنة غير صالح.",
  comparison_not_found: "لا توجد في حسابك مقارنة محفوظة بهذا المرجع.",
  comparison_already_saved: "لقد حفظت بالفعل مقارنة لهذه المدن: ستجدها في لوحة التحكم الخاصة بك.",
  comparison_limit_reached:
    "لديك بالفعل {max} مقارنة محفوظة. احذف واحدة لم تعد بحاجة إليها من لوحة التحكم ثم احفظ مرة أخرى.",
};
