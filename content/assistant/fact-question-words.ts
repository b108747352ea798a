import type { FactId } from "../facts/facts.ts";

/**
 * How people ask for a registry figure when they do not use its label (ADR 0079): the words of a
 * question that name the fact, in English, French and Arabic, read by the assistant's registry
 * lookup (server/modules/assistant/registry-lookup.ts) beside the fact's own labels. Words only:
 * the figure itself always comes from the registry.
 */
export const factQuestionWords: Partial<Record<FactId, readonly string[]>> = {
  "smic.monthly-net": ["minimum wage after tax net month", "smic net mois", "الحد الادنى للاجور صافي"],
  "smic.hourly-gross": ["minimum wage hour hourly", "smic horaire brut"],
  "naturalisation.stamp-duty": [
    "citizenship cost apply fee",
    "naturalisation nationalite francaise cout timbre",
    "الجنسية الفرنسية رسوم",
  ],
  "photo.width": ["photo size visa", "taille photo visa", "مقاس الصورة"],
  "photo.height": ["photo size visa", "taille photo visa", "مقاس الصورة"],
  "photo.max-age": ["photo old last year recent", "photo ancienne recente", "صورة قديمة"],
  "vls-ts.validation-deadline": [
    "landed arrived validate visa online anef by when",
    "just landed student visa do something by when",
    "arrive valider visa en ligne anef avant quand",
    "وصلت تفعيل التاشيرة anef",
  ],
  "eu-blue-card.min-contract-length": [
    "blue card contract cdi cdd fixed term months minimum",
    "carte bleue cdi cdd mois minimum",
  ],
  "eu-blue-card.eu-long-term-mobility-after": [
    "blue card move germany another eu country after how long",
    "carte bleue partir allemagne autre pays europe combien temps",
  ],
  "schengen.short-stay-max-days": [
    "tourist visa stay how long days",
    "visa touriste rester combien temps jours",
    "تاشيرة سياحية كم يوم",
  ],
  "schengen.short-stay-reference-period-days": [
    "tourist visa stay how long days",
    "visa touriste rester combien temps jours",
  ],
  "short-stay-visa.fee": ["schengen visa price cost", "prix visa schengen court sejour", "سعر تاشيرة شنغن"],
  "short-stay-visa.fee-child": ["schengen visa children child price", "visa schengen enfants prix"],
  "residence-permit.tax-first-issue-reduced": ["student first card tax", "etudiant premiere carte taxe"],
  "residence-permit.tax-renewal": [
    "renew renewal card cost tax",
    "renouvellement carte sejour cout taxe",
    "تجديد بطاقة الاقامة رسوم",
  ],
  "residence-permit.tax-renewal-reduced": ["student renew card cost", "etudiant renouveler carte cout"],
  "residence-permit.tax-first-issue": ["first card tax", "premiere carte sejour taxe", "اول بطاقة اقامة رسوم"],
  "civic-exam.exemption-age": ["civic exam age exempt old", "examen civique age dispense", "الامتحان المدني عمر اعفاء"],
  "civic-exam.duration": ["civic exam how long last duration", "examen civique dure combien temps"],
  "au-pair.min-pocket-money": ["au pair pocket money", "au pair argent de poche", "au pair مصروف"],
  "au-pair.max-weekly-hours": ["au pair hours week", "au pair heures semaine", "au pair ساعة اسبوع"],
  "job-search-business.validity": [
    "after master stay look for job how long",
    "apres master rester chercher travail combien temps",
    "بعد الماستر البحث عن عمل مدة",
  ],
  "micro-entrepreneur.contribution-rate-liberal-bnc": [
    "micro entrepreneur social charges consultant liberale",
    "micro entrepreneur cotisations charges liberale",
  ],
  "micro-entrepreneur.turnover-ceiling-services": [
    "micro entrepreneur max revenue services consultant",
    "micro entreprise plafond prestations services",
    "الحد الاقصى رقم المعاملات خدمات",
  ],
  "micro-entrepreneur.turnover-ceiling-sales": [
    "micro entrepreneur max revenue sales goods",
    "micro entreprise plafond vente marchandises",
  ],
  "passport.validity-beyond-stay": [
    "passport expires valid months",
    "passeport expire valable mois",
    "جواز السفر ينتهي صالح",
  ],
  "etias.fee": ["etias cost price how much", "etias prix combien", "etias رسوم"],
  "rental-deposit.max-unfurnished": ["deposit unfurnished flat months legal", "caution depot garantie vide mois"],
  "rental-deposit.max-furnished": ["deposit furnished flat months legal", "caution depot garantie meuble mois"],
  "working-holiday.partner-count": [
    "working holiday how many countries agreement",
    "pvt combien pays accord",
    "عطلة عمل كم دولة اتفاق",
  ],
  "talent.artist.min-monthly-resources": ["artist talent resources month", "talent artistique ressources mois"],
  "investor.min-investment": ["investor minimum investment", "investisseur investissement minimum"],
  "student.cvec": ["cvec pay year", "cvec payer an"],
};
