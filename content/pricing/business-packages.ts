import type { DfyPackageId } from "../../core/plans-catalogue.ts";
import { standardGuarantee } from "./package-guarantees.ts";
import type { PackageTexts } from "./package-text.ts";

/**
 * Done-for-you packages for entrepreneurs and businesses. Company documents are drafted
 * and filed by a chartered accountant or a lawyer (in France, drafting them for others is their
 * work): we prepare, coordinate and follow up, and say so.
 */
export const businessPackageTexts: Record<
  Extract<DfyPackageId, "startup-launch" | "business-expansion" | "enterprise-setup">,
  PackageTexts
> = {
  "startup-launch": {
    en: {
      summary: "For founders and freelancers: your entrepreneur visa route and your French business, set up together.",
      includes: [
        "Choosing the right route with you: talent permit for business founders, innovative company, or self-employed activity",
        "A review of your business plan and of the documents your visa file asks for",
        "Help to choose a legal form (micro-entrepreneur, single-member company…) and coordination of the company's formation with a chartered accountant or lawyer",
        "Help to open a business bank account and to deposit the share capital",
        "Registration of your activity with social security for the self-employed (URSSAF)",
        "Your visa application and appointment, then the residence permit steps after you arrive",
      ],
      deliverables: [
        "A complete visa file, checked by our team before you submit it",
        "Your business registered and your registration documents in hand",
        "A first-year calendar of your declarations, contributions and deadlines",
      ],
      guarantee: standardGuarantee.en,
      idealFor:
        "Founders, freelancers and self-employed people who want to settle in France and start their activity there.",
      notIncluded:
        "Not included: the state's visa and residence fees, the registration and legal notice fees of your business, the share capital you deposit, the fees of the accountant or lawyer who drafts and files your company documents, and sworn translations.",
    },
    fr: {
      summary:
        "Pour les fondateurs et les indépendants, votre voie de visa d'entrepreneur et votre entreprise française, mises en place ensemble.",
      includes: [
        "Le choix de la bonne voie avec vous, titre talent créateur d'entreprise, projet innovant ou activité indépendante",
        "La relecture de votre business plan et des pièces que demande votre dossier de visa",
        "De l'aide pour choisir la forme juridique (micro-entreprise, SASU, EURL…) et la coordination de la création de la société avec un expert-comptable ou un avocat",
        "De l'aide pour ouvrir un compte bancaire professionnel et déposer le capital social",
        "L'immatriculation de votre activité auprès de la sécurité sociale des indépendants (URSSAF)",
        "Votre demande de visa et votre rendez-vous, puis les démarches de titre de séjour après l'arrivée",
      ],
      deliverables: [
        "Un dossier de visa complet, vérifié par notre équipe avant le dépôt",
        "Votre entreprise immatriculée et ses justificatifs d'immatriculation en main",
        "Un calendrier de première année avec vos déclarations, cotisations et échéances",
      ],
      guarantee: standardGuarantee.fr,
      idealFor:
        "Les fondateurs, freelances et indépendants qui veulent s'installer en France et y lancer leur activité.",
      notIncluded:
        "Non compris dans le prix\u202f: les frais de visa et de séjour versés à l'État, les frais d'immatriculation et d'annonce légale de votre entreprise, le capital social que vous déposez, les honoraires de l'expert-comptable ou de l'avocat qui rédige et dépose les actes de la société, et les traductions assermentées.",
    },
    ar: {
      summary: "للمؤسسين والعاملين لحسابهم الخاص: مسار تأشيرة رائد الأعمال ومشروعك الفرنسي، يُعَدّان معًا.",
      includes: [
        "اختيار المسار المناسب معك: بطاقة «المواهب» لمؤسسي الشركات، أو المشروع المبتكر، أو النشاط المستقل",
        "مراجعة خطة عملك والوثائق التي يطلبها ملف التأشيرة",
        "مساعدة في اختيار الشكل القانوني (مقاول ذاتي، شركة الشخص الواحد…) وتنسيق تأسيس الشركة مع محاسب قانوني أو محامٍ",
        "مساعدة في فتح حساب مصرفي مهني وإيداع رأس المال",
        "تسجيل نشاطك لدى الضمان الاجتماعي للعاملين لحسابهم الخاص (URSSAF)",
        "طلب التأشيرة والموعد، ثم إجراءات بطاقة الإقامة بعد وصولك",
      ],
      deliverables: [
        "ملف تأشيرة كامل راجعه فريقنا قبل تقديمه",
        "مشروعك مسجَّل ووثائق تسجيله بين يديك",
        "جدول السنة الأولى لتصريحاتك واشتراكاتك ومواعيدك",
      ],
      guarantee: standardGuarantee.ar,
      idealFor: "المؤسسون والمستقلون والعاملون لحسابهم الخاص الذين يريدون الاستقرار في فرنسا وبدء نشاطهم فيها.",
      notIncluded:
        "لا يشمل السعر: رسوم التأشيرة والإقامة التي تدفعها للدولة، ورسوم تسجيل مشروعك ونشره القانوني، ورأس المال الذي تودعه، وأتعاب المحاسب أو المحامي الذي يحرر وثائق الشركة ويودعها، والترجمات المحلَّفة.",
    },
  },
  "business-expansion": {
    en: {
      summary:
        "For companies bringing a team to France: the permits and moves of several employees, coordinated as one project.",
      includes: [
        "A review of each employee's situation and of the permit that fits it (talent permit for qualified employees, EU Blue Card, intra-company transfer, employee)",
        "Preparation of the employer's part: work authorisation requests where they are needed, and the documents your HR team provides",
        "Each employee's visa file prepared and checked, and their appointments booked",
        "The family files of employees who move with their families",
        "Arrival support for each employee: residence permit steps, health insurance and bank account",
        "One contact for your HR team, with status reports on every file as often as you agree with us",
        "If you have no French entity yet, coordination of its setup (branch or subsidiary) with a chartered accountant or lawyer",
      ],
      deliverables: [
        "A mobility plan with each employee's route, documents and calendar",
        "A complete, checked file for every employee",
        "Status reports on every file for your HR team",
        "An arrival checklist for each employee",
      ],
      guarantee: standardGuarantee.en,
      idealFor: "Companies hiring a team in France or moving one there.",
      notIncluded:
        "Not included: the state's visa, residence and work authorisation fees for each employee and their family, sworn translations, company registration fees, the fees of the accountant or lawyer who sets up your French entity, and your employees' housing costs.",
    },
    fr: {
      summary:
        "Pour les entreprises qui font venir une équipe en France, les titres et les installations de plusieurs salariés, coordonnés comme un seul projet.",
      includes: [
        "L'examen de la situation de chaque salarié et du titre qui lui correspond (talent salarié qualifié, carte bleue européenne, salarié détaché ICT, salarié)",
        "La préparation de la partie employeur, avec les demandes d'autorisation de travail nécessaires et les pièces que fournissent vos RH",
        "Le dossier de visa de chaque salarié préparé et vérifié, et ses rendez-vous pris",
        "Les dossiers familiaux des salariés qui partent en famille",
        "Un accompagnement à l'arrivée pour chaque salarié, titre de séjour, assurance maladie et compte bancaire",
        "Un seul interlocuteur pour vos RH, avec un point d'avancement sur chaque dossier au rythme convenu ensemble",
        "Si vous n'avez pas encore d'entité en France, la coordination de sa création (succursale ou filiale) avec un expert-comptable ou un avocat",
      ],
      deliverables: [
        "Un plan de mobilité avec la voie, les pièces et le calendrier de chaque salarié",
        "Un dossier complet et vérifié pour chaque salarié",
        "Des points d'avancement sur chaque dossier pour vos RH",
        "Une liste d'arrivée pour chaque salarié",
      ],
      guarantee: standardGuarantee.fr,
      idealFor: "Les entreprises qui recrutent une équipe en France ou qui y en installent une.",
      notIncluded:
        "Non compris dans le prix\u202f: les frais de visa, de séjour et d'autorisation de travail versés à l'État pour chaque salarié et sa famille, les traductions assermentées, les frais d'immatriculation, les honoraires de l'expert-comptable ou de l'avocat qui crée votre entité française, et le logement de vos salariés.",
    },
    ar: {
      summary: "للشركات التي تنقل فريقًا إلى فرنسا: بطاقات إقامة عدة موظفين وانتقالهم، منسَّقة كمشروع واحد.",
      includes: [
        "دراسة وضع كل موظف والبطاقة المناسبة له (بطاقة «المواهب» للموظفين المؤهلين، البطاقة الزرقاء الأوروبية، النقل داخل المجموعة، الموظف)",
        "إعداد الجزء الخاص بصاحب العمل: طلبات رخصة العمل عند الحاجة والوثائق التي يقدمها قسم الموارد البشرية",
        "إعداد ملف تأشيرة كل موظف ومراجعته وحجز مواعيده",
        "الملفات العائلية للموظفين الذين ينتقلون مع عائلاتهم",
        "مرافقة كل موظف عند وصوله: إجراءات بطاقة الإقامة والتأمين الصحي والحساب المصرفي",
        "جهة اتصال واحدة لقسم الموارد البشرية، مع تقارير عن تقدّم كل ملف بالوتيرة التي نتفق عليها",
        "إذا لم يكن لديكم كيان في فرنسا بعد، تنسيق إنشائه (فرع أو شركة تابعة) مع محاسب قانوني أو محامٍ",
      ],
      deliverables: [
        "خطة تنقّل تتضمن مسار كل موظف ووثائقه وجدوله الزمني",
        "ملف كامل ومراجَع لكل موظف",
        "تقارير عن تقدّم كل ملف لقسم الموارد البشرية",
        "قائمة مهام الوصول لكل موظف",
      ],
      guarantee: standardGuarantee.ar,
      idealFor: "الشركات التي توظف فريقًا في فرنسا أو تنقل فريقًا إليها.",
      notIncluded:
        "لا يشمل السعر: رسوم التأشيرة والإقامة ورخصة العمل التي تُدفع للدولة عن كل موظف وعائلته، والترجمات المحلَّفة، ورسوم تسجيل الشركة، وأتعاب المحاسب أو المحامي الذي ينشئ كيانكم الفرنسي، وتكاليف سكن موظفيكم.",
    },
  },
  "enterprise-setup": {
    en: {
      summary:
        "For larger organisations: a relocation programme for many employees, with a concierge service for each of them.",
      includes: [
        "Everything in Business Expansion, for a larger group of employees",
        "A relocation programme designed with your HR team: routes, calendar and budget per employee",
        "A dedicated account manager, and a concierge service for each relocated employee and family",
        "Housing and school searches for each relocating family",
        "Coordination with your lawyers, accountants and payroll provider on the French side of each move",
        "Information sessions for your employees before they leave",
        "Follow-up of residence permit renewals and changes of status during the guarantee period",
      ],
      deliverables: [
        "A written relocation programme and calendar",
        "A complete, checked file for every employee",
        "Status reports for your HR team, on every file",
        "A settling-in guide for your employees, for the cities they move to",
      ],
      guarantee:
        "Concierge guarantee: during the guarantee period, if our service does not match what this page describes, ask us and we refund our fee. Fees already paid to the authorities, translators or other providers are theirs and are not part of the refund. The decision on each visa belongs to the French authorities: the guarantee covers our work, not their decision.",
      idealFor: "Organisations relocating or recruiting a large team in France.",
      notIncluded:
        "Not included: the state's visa, residence and work authorisation fees for each employee and family, sworn translations, housing, school and removal costs, and the fees of your own lawyers, accountants and payroll provider.",
    },
    fr: {
      summary:
        "Pour les grandes organisations, un programme de mobilité pour de nombreux salariés, avec un service de conciergerie pour chacun.",
      includes: [
        "Tout Business Expansion, pour un groupe de salariés plus large",
        "Un programme de mobilité conçu avec vos RH, avec les voies, le calendrier et le budget de chaque salarié",
        "Un responsable de compte dédié, et un service de conciergerie pour chaque salarié et sa famille",
        "La recherche de logement et d'école pour chaque famille qui s'installe",
        "La coordination avec vos avocats, experts-comptables et prestataire de paie pour la partie française de chaque mobilité",
        "Des réunions d'information pour vos salariés avant leur départ",
        "Le suivi des renouvellements de titres et des changements de statut pendant la période de garantie",
      ],
      deliverables: [
        "Un programme de mobilité écrit, avec son calendrier",
        "Un dossier complet et vérifié pour chaque salarié",
        "Des points d'avancement sur chaque dossier pour vos RH",
        "Un guide d'installation pour vos salariés, adapté aux villes où ils s'installent",
      ],
      guarantee:
        "Garantie conciergerie\u202f: pendant la période de garantie, si notre service ne correspond pas à ce que décrit cette page, demandez-le-nous et nous vous remboursons nos honoraires. Les frais déjà versés à l'administration, aux traducteurs ou à d'autres prestataires leur reviennent et ne font pas partie du remboursement. La décision sur chaque visa appartient aux autorités françaises, la garantie porte sur notre travail et non sur leur décision.",
      idealFor: "Les organisations qui installent ou recrutent une grande équipe en France.",
      notIncluded:
        "Non compris dans le prix\u202f: les frais de visa, de séjour et d'autorisation de travail versés à l'État pour chaque salarié et sa famille, les traductions assermentées, les frais de logement, d'école et de déménagement, et les honoraires de vos propres avocats, experts-comptables et prestataire de paie.",
    },
    ar: {
      summary: "للمؤسسات الكبيرة: برنامج انتقال لعدد كبير من الموظفين، مع خدمة كونسيرج لكل واحد منهم.",
      includes: [
        "كل ما في باقة Business Expansion، لمجموعة أكبر من الموظفين",
        "برنامج انتقال نصممه مع قسم الموارد البشرية: المسارات والجدول الزمني والميزانية لكل موظف",
        "مدير حساب مخصص، وخدمة كونسيرج لكل موظف منتقل ولعائلته",
        "البحث عن سكن ومدرسة لكل عائلة تنتقل",
        "التنسيق مع محاميكم ومحاسبيكم ومزوّد خدمة الرواتب بشأن الجانب الفرنسي من كل انتقال",
        "جلسات إعلامية لموظفيكم قبل سفرهم",
        "متابعة تجديد بطاقات الإقامة وتغيير الوضع القانوني خلال مدة الضمان",
      ],
      deliverables: [
        "برنامج انتقال مكتوب مع جدوله الزمني",
        "ملف كامل ومراجَع لكل موظف",
        "تقارير عن تقدّم كل ملف لقسم الموارد البشرية",
        "دليل استقرار لموظفيكم، خاص بالمدن التي ينتقلون إليها",
      ],
      guarantee:
        "ضمان الكونسيرج: خلال مدة الضمان، إذا لم تطابق خدمتنا ما تصفه هذه الصفحة، فاطلب منا ذلك وسنردّ إليك أتعابنا. أما الرسوم المدفوعة للإدارة أو للمترجمين أو لمقدّمي خدمات آخرين فهي من حقهم ولا يشملها الاسترداد. القرار بشأن كل تأشيرة يعود إلى السلطات الفرنسية، والضمان يغطي عملنا لا قرارها.",
      idealFor: "المؤسسات التي تنقل فريقًا كبيرًا إلى فرنسا أو توظفه فيها.",
      notIncluded:
        "لا يشمل السعر: رسوم التأشيرة والإقامة ورخصة العمل التي تُدفع للدولة عن كل موظف وعائلته، والترجمات المحلَّفة، وتكاليف السكن والمدارس والنقل، وأتعاب محاميكم ومحاسبيكم ومزوّد خدمة الرواتب.",
    },
  },
};
