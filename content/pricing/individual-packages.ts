import type { DfyPackageId } from "../../core/plans-catalogue.ts";
import { standardGuarantee } from "./package-guarantees.ts";
import type { PackageTexts } from "./package-text.ts";

/**
 * Done-for-you packages for individuals and families. Guidance and preparation, not legal advice:
 * we prepare, check and follow the file; the authorities decide.
 */
export const individualPackageTexts: Record<
  Extract<DfyPackageId, "essential-relocation" | "family-premium" | "executive-vip">,
  PackageTexts
> = {
  "essential-relocation": {
    en: {
      summary:
        "We prepare your long-stay visa file with you, check every document and guide you until you are settled with your residence permit.",
      includes: [
        "A video call to review your situation and confirm the visa route that fits it",
        "A personal list of the documents your route asks for, with what each one must show",
        "A review of every document before you apply, with the corrections to make",
        "Help with the online France-Visas application and with booking your visa centre appointment",
        "Coordination of the sworn translations your file needs",
        "After arrival, help to validate your long-stay visa online and to register with French health insurance (Assurance Maladie)",
        "Guidance to open a French bank account",
        "Answers by e-mail from your adviser until your file is complete",
      ],
      deliverables: [
        "Your document checklist, written for your route",
        "A complete application file, checked by our team before you submit it",
        "A preparation sheet for your visa appointment",
        "A step-by-step plan for your first weeks in France",
      ],
      guarantee: standardGuarantee.en,
      idealFor:
        "One person moving to France for a job, studies or a talent permit who wants a complete file, checked before it is submitted.",
      notIncluded:
        "Not included: the visa and residence fees you pay to the French state (visa fee, residence tax and tax stamps), the sworn translator's fees, your travel to the visa centre, and rent or deposits. The amount depends on your route and on how many documents need translating.",
    },
    fr: {
      summary:
        "Nous préparons avec vous votre dossier de visa long séjour, vérifions chaque pièce et vous accompagnons jusqu'à votre installation avec votre titre de séjour.",
      includes: [
        "Un entretien en visio pour faire le point sur votre situation et confirmer la voie de visa qui lui correspond",
        "La liste personnelle des pièces que demande votre voie, avec ce que chacune doit montrer",
        "La relecture de chaque pièce avant le dépôt, avec les corrections à apporter",
        "De l'aide pour la demande en ligne sur France-Visas et la prise de rendez-vous au centre de visas",
        "La coordination des traductions assermentées dont votre dossier a besoin",
        "Après l'arrivée, de l'aide pour valider votre visa long séjour en ligne et vous inscrire à l'Assurance Maladie",
        "Des conseils pour ouvrir un compte bancaire en France",
        "Des réponses par e-mail de votre conseiller jusqu'à ce que votre dossier soit complet",
      ],
      deliverables: [
        "Votre liste de pièces, rédigée pour votre voie",
        "Un dossier de demande complet, vérifié par notre équipe avant le dépôt",
        "Une fiche de préparation pour votre rendez-vous de visa",
        "Un plan pas à pas pour vos premières semaines en France",
      ],
      guarantee: standardGuarantee.fr,
      idealFor:
        "Une personne qui part en France pour un emploi, des études ou un titre talent et qui veut un dossier complet, vérifié avant le dépôt.",
      notIncluded:
        "Non compris dans le prix : les frais de visa et de séjour versés à l'État (frais de visa, taxe de séjour et timbres fiscaux), les honoraires du traducteur assermenté, vos trajets jusqu'au centre de visas, le loyer et les dépôts de garantie. Le montant dépend de votre voie et du nombre de pièces à traduire.",
    },
    ar: {
      summary: "نُعِدّ معك ملف تأشيرة الإقامة الطويلة، ونراجع كل وثيقة، ونرافقك حتى تستقر في فرنسا ومعك بطاقة إقامتك.",
      includes: [
        "مكالمة فيديو لدراسة وضعك وتأكيد مسار التأشيرة المناسب له",
        "قائمة شخصية بالوثائق التي يطلبها مسارك، مع ما يجب أن تُثبته كل وثيقة",
        "مراجعة كل وثيقة قبل تقديم الطلب، مع التصحيحات اللازمة",
        "مساعدة في الطلب الإلكتروني على منصة France-Visas وفي حجز موعد مركز التأشيرات",
        "تنسيق الترجمات المحلَّفة التي يحتاجها ملفك",
        "بعد الوصول، مساعدة في المصادقة على تأشيرة الإقامة الطويلة عبر الإنترنت وفي التسجيل في التأمين الصحي الفرنسي (Assurance Maladie)",
        "إرشادات لفتح حساب مصرفي في فرنسا",
        "إجابات بالبريد الإلكتروني من مستشارك حتى يكتمل ملفك",
      ],
      deliverables: [
        "قائمة وثائقك، مكتوبة لمسارك",
        "ملف طلب كامل راجعه فريقنا قبل تقديمه",
        "ورقة تحضير لموعد التأشيرة",
        "خطة خطوة بخطوة لأسابيعك الأولى في فرنسا",
      ],
      guarantee: standardGuarantee.ar,
      idealFor:
        "شخص واحد ينتقل إلى فرنسا من أجل عمل أو دراسة أو بطاقة «المواهب»، ويريد ملفًا كاملًا تمت مراجعته قبل تقديمه.",
      notIncluded:
        "لا يشمل السعر: رسوم التأشيرة والإقامة التي تدفعها للدولة الفرنسية (رسوم التأشيرة وضريبة الإقامة والطوابع الجبائية)، وأتعاب المترجم المحلَّف، وتنقلاتك إلى مركز التأشيرات، والإيجار والتأمينات. يتوقف المبلغ على مسارك وعلى عدد الوثائق التي تحتاج إلى ترجمة.",
    },
  },
  "family-premium": {
    en: {
      summary:
        "Everything in Essential Relocation for the whole family, with the school search and help to find a home that fits.",
      includes: [
        "Everything in Essential Relocation, for you and your spouse or partner",
        "The files of your spouse and children, on the family procedure that goes with your route",
        "A school search in the public, private and international systems, and help with the enrolment paperwork",
        "Housing search support: listings in the areas you choose, and a complete rental file with guarantor options",
        "Registration of each family member with French health insurance, and guidance for family benefits from the CAF",
        "Coordination of the translations of your civil status documents (birth and marriage certificates)",
        "A priority contact for your questions while the files are processed",
      ],
      deliverables: [
        "A complete file for each family member, checked before it is submitted",
        "A shortlist of schools with their admission steps and calendars",
        "A shortlist of homes and a rental file ready to hand to landlords",
        "A settling-in plan for the family: health insurance, bank, school and benefits",
      ],
      guarantee: standardGuarantee.en,
      idealFor:
        "Couples and families with children who move together and want the visas, the school and the home handled as one project.",
      notIncluded:
        "Not included: the state's visa and residence fees for each family member, sworn translations, fees of private or international schools, and rent, deposits and agency fees. The amount depends on the size of your family and on your route.",
    },
    fr: {
      summary:
        "Tout Essential Relocation pour toute la famille, avec la recherche d'école et de l'aide pour trouver un logement adapté.",
      includes: [
        "Tout Essential Relocation, pour vous et votre conjoint ou partenaire",
        "Les dossiers de votre conjoint et de vos enfants, selon la procédure familiale liée à votre voie",
        "Une recherche d'écoles publiques, privées et internationales, et de l'aide pour les formalités d'inscription",
        "Un accompagnement dans la recherche de logement, avec des annonces dans les quartiers choisis et un dossier de location complet, garant compris",
        "L'inscription de chaque membre de la famille à l'Assurance Maladie, et des conseils pour les prestations familiales de la CAF",
        "La coordination des traductions de vos actes d'état civil (actes de naissance et de mariage)",
        "Un contact prioritaire pour vos questions pendant l'instruction des dossiers",
      ],
      deliverables: [
        "Un dossier complet pour chaque membre de la famille, vérifié avant le dépôt",
        "Une sélection d'écoles avec leurs étapes et calendriers d'admission",
        "Une sélection de logements et un dossier de location prêt à remettre aux propriétaires",
        "Un plan d'installation pour la famille, de l'assurance maladie à la banque, l'école et les prestations",
      ],
      guarantee: standardGuarantee.fr,
      idealFor:
        "Les couples et les familles avec enfants qui partent ensemble et veulent que les visas, l'école et le logement soient traités comme un seul projet.",
      notIncluded:
        "Non compris dans le prix : les frais de visa et de séjour versés à l'État pour chaque membre de la famille, les traductions assermentées, les frais des écoles privées ou internationales, le loyer, les dépôts de garantie et les frais d'agence. Le montant dépend de la taille de votre famille et de votre voie.",
    },
    ar: {
      summary: "كل ما في باقة Essential Relocation للعائلة كلها، مع البحث عن مدرسة والمساعدة في إيجاد سكن مناسب.",
      includes: [
        "كل ما في باقة Essential Relocation، لك ولزوجك أو شريكك",
        "ملفات زوجك وأطفالك، وفق الإجراء العائلي المرتبط بمسارك",
        "البحث عن مدارس في القطاع العام والخاص والدولي، والمساعدة في إجراءات التسجيل",
        "مرافقة في البحث عن سكن: عروض في الأحياء التي تختارها، وملف إيجار كامل مع خيارات الكفيل",
        "تسجيل كل فرد من العائلة في التأمين الصحي الفرنسي، وإرشادات حول المنح العائلية من CAF",
        "تنسيق ترجمة وثائق الحالة المدنية (عقود الميلاد والزواج)",
        "جهة اتصال ذات أولوية لأسئلتك خلال معالجة الملفات",
      ],
      deliverables: [
        "ملف كامل لكل فرد من العائلة، تمت مراجعته قبل تقديمه",
        "قائمة مختصرة بالمدارس مع خطوات القبول ومواعيده",
        "قائمة مختصرة بالمساكن وملف إيجار جاهز لتسليمه للمالكين",
        "خطة استقرار للعائلة: التأمين الصحي والبنك والمدرسة والمنح",
      ],
      guarantee: standardGuarantee.ar,
      idealFor: "الأزواج والعائلات التي لديها أطفال وتنتقل معًا، وتريد معالجة التأشيرات والمدرسة والسكن كمشروع واحد.",
      notIncluded:
        "لا يشمل السعر: رسوم التأشيرة والإقامة التي تدفعها للدولة عن كل فرد من العائلة، والترجمات المحلَّفة، ورسوم المدارس الخاصة أو الدولية، والإيجار والتأمينات وعمولات الوكالات. يتوقف المبلغ على عدد أفراد عائلتك وعلى مسارك.",
    },
  },
  "executive-vip": {
    en: {
      summary:
        "A dedicated adviser handles your move from the first call to your first months in France, for you and your family.",
      includes: [
        "Everything in Family Premium",
        "A dedicated adviser, reachable by phone and e-mail",
        "Coordination with your employer's HR team or lawyer on the permit route and on the employer's part of the file",
        "An accompanied housing search, with visits arranged for you and help with the lease",
        "Someone with you at your prefecture or OFII appointments when you must attend in person",
        "Help with electricity, internet, phone and home insurance contracts after you arrive",
        "Help to exchange your driving licence where your country allows it, and follow-up of your residence permit renewal",
        "An introduction to French income tax and your first tax return, with a referral to a tax adviser for your own case",
      ],
      deliverables: [
        "Every family member's file, prepared and checked by your adviser",
        "A calendar of your move, kept up to date by your adviser",
        "A signed lease and the home's contracts in place",
        "A written summary of your next administrative deadlines in France",
      ],
      guarantee: standardGuarantee.en,
      idealFor:
        "Senior professionals and executives, alone or with their family, who have little time and want one adviser to handle the paperwork and the logistics.",
      notIncluded:
        "Not included: the state's visa and residence fees, sworn translations, rent, deposits and agency fees, furniture and removal costs, and the fees of any lawyer, notary or tax adviser you decide to hire.",
    },
    fr: {
      summary:
        "Un conseiller dédié prend en charge votre installation, du premier appel à vos premiers mois en France, pour vous et votre famille.",
      includes: [
        "Tout Family Premium",
        "Un conseiller dédié, joignable par téléphone et par e-mail",
        "La coordination avec les RH ou l'avocat de votre employeur sur la voie de titre et sur la partie employeur du dossier",
        "Une recherche de logement accompagnée, avec des visites organisées pour vous et de l'aide pour le bail",
        "Un accompagnement à vos rendez-vous en préfecture ou à l'OFII quand votre présence est requise",
        "De l'aide pour les contrats d'électricité, d'internet, de téléphone et d'assurance habitation après l'arrivée",
        "De l'aide pour échanger votre permis de conduire si votre pays le permet, et le suivi du renouvellement de votre titre de séjour",
        "Une première approche de l'impôt sur le revenu et de votre première déclaration, avec une orientation vers un conseiller fiscal pour votre cas",
      ],
      deliverables: [
        "Le dossier de chaque membre de la famille, préparé et vérifié par votre conseiller",
        "Le calendrier de votre installation, tenu à jour par votre conseiller",
        "Un bail signé et les contrats du logement en place",
        "Un récapitulatif écrit de vos prochaines échéances administratives en France",
      ],
      guarantee: standardGuarantee.fr,
      idealFor:
        "Les cadres et dirigeants, seuls ou en famille, qui ont peu de temps et veulent qu'un seul conseiller gère les démarches et la logistique.",
      notIncluded:
        "Non compris dans le prix : les frais de visa et de séjour versés à l'État, les traductions assermentées, le loyer, les dépôts de garantie et les frais d'agence, le mobilier et le déménagement, ainsi que les honoraires de l'avocat, du notaire ou du conseiller fiscal que vous choisiriez.",
    },
    ar: {
      summary: "مستشار مخصص يتولى انتقالك من المكالمة الأولى حتى أشهرك الأولى في فرنسا، لك ولعائلتك.",
      includes: [
        "كل ما في باقة Family Premium",
        "مستشار مخصص يمكنك التواصل معه بالهاتف والبريد الإلكتروني",
        "التنسيق مع قسم الموارد البشرية لدى صاحب عملك أو محاميه بشأن مسار بطاقة الإقامة والجزء الخاص بصاحب العمل من الملف",
        "بحث عن سكن بمرافقة، مع زيارات ننظمها لك ومساعدة في عقد الإيجار",
        "مرافقتك إلى مواعيد المحافظة أو OFII عندما يكون حضورك مطلوبًا",
        "مساعدة في عقود الكهرباء والإنترنت والهاتف وتأمين السكن بعد وصولك",
        "مساعدة في استبدال رخصة القيادة إذا كان بلدك يسمح بذلك، ومتابعة تجديد بطاقة إقامتك",
        "مدخل إلى ضريبة الدخل الفرنسية وإقرارك الضريبي الأول، مع توجيهك إلى مستشار ضريبي لحالتك",
      ],
      deliverables: [
        "ملف كل فرد من العائلة، يُعدّه مستشارك ويراجعه",
        "جدول زمني لانتقالك يحدّثه مستشارك باستمرار",
        "عقد إيجار موقَّع وعقود السكن جاهزة",
        "ملخص مكتوب لمواعيدك الإدارية القادمة في فرنسا",
      ],
      guarantee: standardGuarantee.ar,
      idealFor:
        "المهنيون ذوو الخبرة والمديرون التنفيذيون، بمفردهم أو مع عائلاتهم، الذين لا يملكون الكثير من الوقت ويريدون مستشارًا واحدًا يتولى الإجراءات والتنظيم.",
      notIncluded:
        "لا يشمل السعر: رسوم التأشيرة والإقامة التي تدفعها للدولة، والترجمات المحلَّفة، والإيجار والتأمينات وعمولات الوكالات، والأثاث وتكاليف النقل، وأتعاب أي محامٍ أو موثّق أو مستشار ضريبي تختار الاستعانة به.",
    },
  },
};
