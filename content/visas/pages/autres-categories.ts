import type { VisaContent } from "../visa-content-types.ts";

const visa: VisaContent = {
  slug: "autres-categories",
  category: "other",
  purposes: ["family", "retire", "work"],
  keyFacts: [
    "schengen.short-stay-max-days",
    "schengen.short-stay-reference-period-days",
    "short-stay-visa.fee",
    "long-stay-visa.fee",
    "vls-ts.validation-deadline",
  ],
  officialLinks: [
    {
      url: "https://france-visas.gouv.fr/web/france-visas/assistant-visa",
      label: {
        en: "France-Visas: visa wizard to find your exact category",
        fr: "France-Visas : assistant visa pour trouver votre catégorie exacte",
        ar: "France-Visas: مساعد التأشيرة لمعرفة فئتك بدقة",
      },
    },
    {
      url: "https://france-visas.gouv.fr/",
      label: {
        en: "France-Visas: apply for your visa",
        fr: "France-Visas : demander votre visa",
        ar: "France-Visas: اطلب تأشيرتك",
      },
    },
    {
      url: "https://www.service-public.fr/particuliers/vosdroits/N110",
      label: {
        en: "Service-Public.fr: foreigners in France",
        fr: "Service-Public.fr : étrangers en France",
        ar: "Service-Public.fr: الأجانب في فرنسا",
      },
    },
    {
      url: "https://administration-etrangers-en-france.interieur.gouv.fr/",
      label: {
        en: "ANEF: online procedures after arrival",
        fr: "ANEF : démarches en ligne après l'arrivée",
        ar: "ANEF: الإجراءات عبر الإنترنت بعد الوصول",
      },
    },
  ],
  talentRenaming: false,
  premiumSections: ["mistakes"],
  text: {
    en: {
      title: "Other categories: specific situations and how to find your visa",
      summary:
        "Retired former residents, medical treatment, minors and other specific cases. Use the France-Visas visa wizard to find your exact category.",
      whoFor: [
        "Former residents of France who have retired abroad and receive a French pension, who may hold a residence permit « retraité » to come back for stays.",
        "People coming to France for medical treatment, and minors: pupils enrolled in a French school, or children travelling or joining family.",
        "Talent situations not covered by the other pages, such as the family of a talent card holder, or the medical and pharmacy professions category created by the immigration law that also renamed the passeport talent.",
        "Family members of refugees and beneficiaries of international protection, who use the réunification familiale procedure, and any other case where you are unsure which category applies.",
      ],
      conditions: [
        "Retired former residents: you held a resident card in France, you now live abroad and you receive a pension from a French basic scheme. The permit « retraité » lets you stay in France without working, and your spouse may obtain a permit « conjoint de retraité ».",
        "Medical treatment: usually a short-stay visa, with a medical report, the hospital's acceptance and cost estimate, and proof that you have paid or can pay the care. French public health insurance does not cover it. The residence permit for medical reasons (étranger malade) is a different procedure for people already living in France.",
        "Minors: a minor coming to study in a French school needs a long-stay visa for schooling (mineur scolarisé), parental authorisation and a responsible adult in France. A foreign minor living in France needs no residence permit, but may need a travel document for foreign minors (document de circulation pour étranger mineur) to leave and come back.",
        "Family of a talent card holder: the spouse and minor children receive a talent (famille) card of the same length, without the family reunification procedure.",
        "In every case: the conditions of the exact category you choose apply, so check them on France-Visas and Service-Public.fr rather than on lists found elsewhere.",
      ],
      documents: [
        "Passport valid for at least {fact:passport.validity-beyond-stay} beyond your planned stay, with at least {fact:passport.blank-pages} blank pages.",
        "Recent identity photos of {fact:photo.width} × {fact:photo.height}, taken less than {fact:photo.max-age} ago, meeting the French standard.",
        "The visa application completed on France-Visas for the category the visa wizard gave you, with its summary and receipt.",
        "Proof of the purpose: pension statements and your former French resident card; medical report and hospital documents; school enrolment and parental authorisation; or the family record linking you to the person in France.",
        "Proof of resources, such as bank statements for the last {fact:bank-statements.months}, and health or travel insurance; for a short-stay visa, cover of at least {fact:travel-insurance.min-cover}.",
        "Proof of accommodation in France, and for a minor, the identity and address of the adult responsible in France.",
      ],
      costs: [
        "Short-stay visa fee: {fact:short-stay-visa.fee} for an adult; long-stay visa fee: {fact:long-stay-visa.fee}. Some categories are exempt or reduced: France-Visas shows the amount when you fill in the form.",
        "After arrival with a long-stay visa: a tax stamp (timbre fiscal) to validate it or to obtain your residence permit. Check the current amounts on Service-Public.fr.",
        "For medical treatment: the full cost of care, often with a deposit paid to the hospital before the visa is issued.",
        "Short-stay visa for a child aged six to eleven: {fact:short-stay-visa.fee-child}. The Entry/Exit System (EES) has recorded entries and exits at the Schengen border since {fact:ees.start}; ETIAS, for visa-exempt travellers ({fact:etias.fee}), is planned for the {fact:etias.start} and had not started when we last checked.",
      ],
      processing:
        "Times depend on the category and the consulate: a few weeks for most visas, longer where the consulate must check civil status or medical documents. Apply as early as your documents allow.",
      validity:
        "A short-stay visa allows at most {fact:schengen.short-stay-max-days} within any rolling period of {fact:schengen.short-stay-reference-period-days}. A long-stay visa is either a VLS-TS, validated online within {fact:vls-ts.validation-deadline} of arrival, or a visa stating that a residence permit must be applied for. The permit « retraité » is a multi-year permit that lets you spend long periods in France without settling there permanently; the other permits follow the rules of their category.",
      workRights:
        "They depend on the category: no work on the permit « retraité », on a visitor status or on a short-stay visa for medical treatment; the spouse of a talent card holder may work in France; a minor pupil may only do the work placements that are part of their schooling.",
      family:
        "Each family member needs their own application. Where a category has its own family rules (talent family, spouse of a retiree, family of a protected person), use that route rather than family reunification.",
      steps: [
        {
          title: "Run the France-Visas visa wizard",
          body: "On france-visas.gouv.fr, enter your nationality, your country of residence, the purpose and the length of your stay. The wizard tells you whether you need a visa, which category applies and which documents to provide.",
        },
        {
          title: "Read the official page for your category",
          body: "Check the category's conditions on France-Visas and, for what happens after arrival, on Service-Public.fr. If you are still unsure, ask the consulate before you apply.",
        },
        {
          title: "Apply online on France-Visas",
          body: "Fill in the application for the category the wizard gave you and print the summary with the list of documents.",
        },
        {
          title: "Appointment and biometrics",
          body: "Attend your appointment at the French consulate or the visa service provider in your country of residence with your originals; your fingerprints and photo are taken and you pay the fee.",
        },
        {
          title: "Arrival formalities",
          body: "With a VLS-TS, validate it on the ANEF website within {fact:vls-ts.validation-deadline} of arrival; with a visa stating that a permit must be applied for, apply on ANEF or at the préfecture as indicated. Follow any invitation from the OFII.",
        },
      ],
      mistakes: [
        "Picking the closest-sounding category instead of the one the visa wizard gives for your exact situation.",
        "Relying on unofficial lists of visa types, which are often out of date.",
        "Entering on a short stay for a purpose that needs a long-stay visa, and hoping to change status in France.",
        "Taking a foreign minor who lives in France abroad without checking the travel document needed to come back.",
        "Assuming that French health insurance will cover treatment planned before coming to France.",
      ],
    },
    fr: {
      title: "Autres catégories : situations particulières et choix du visa",
      summary:
        "Anciens résidents retraités, soins médicaux, mineurs et autres cas particuliers. L'assistant visa de France-Visas vous indique votre catégorie exacte.",
      whoFor: [
        "Anciens résidents de France retraités à l'étranger et titulaires d'une pension française, qui peuvent obtenir une carte de séjour « retraité » pour revenir séjourner.",
        "Personnes venant en France pour des soins médicaux, et mineurs : élèves inscrits dans un établissement scolaire français, ou enfants qui voyagent ou rejoignent leur famille.",
        "Situations talent non traitées dans les autres pages, comme la famille d'un titulaire de carte talent, ou la catégorie des professions médicales et de la pharmacie créée par la loi immigration qui a aussi renommé le passeport talent.",
        "Membres de famille de réfugiés et de bénéficiaires d'une protection internationale, qui relèvent de la réunification familiale, et tout autre cas où vous ne savez pas quelle catégorie s'applique.",
      ],
      conditions: [
        "Anciens résidents retraités : vous avez détenu une carte de résident en France, vous résidez désormais à l'étranger et percevez une pension d'un régime de base français. La carte « retraité » permet de séjourner en France sans travailler, et votre conjoint peut obtenir une carte « conjoint de retraité ».",
        "Soins médicaux : en général un visa de court séjour, avec un rapport médical, l'accord de l'hôpital et un devis, et la preuve que vous avez réglé ou pouvez régler les soins. L'Assurance Maladie ne les prend pas en charge. Le titre de séjour pour soins (étranger malade) est une procédure distincte, réservée aux personnes qui résident déjà en France.",
        "Mineurs : un mineur qui vient étudier dans un établissement scolaire français a besoin d'un visa de long séjour « mineur scolarisé », d'une autorisation parentale et d'un adulte responsable en France. Un mineur étranger résidant en France n'a pas besoin de titre de séjour, mais peut avoir besoin d'un document de circulation pour étranger mineur pour sortir et revenir.",
        "Famille d'un titulaire de carte talent : le conjoint et les enfants mineurs reçoivent une carte talent (famille) de même durée, sans passer par le regroupement familial.",
        "Dans tous les cas : les conditions de la catégorie exacte que vous choisissez s'appliquent ; vérifiez-les sur France-Visas et Service-Public.fr plutôt que sur des listes trouvées ailleurs.",
      ],
      documents: [
        "Passeport valable au moins {fact:passport.validity-beyond-stay} après la fin du séjour prévu, avec au moins {fact:passport.blank-pages} pages vierges.",
        "Photos d'identité récentes de {fact:photo.width} × {fact:photo.height}, datant de moins de {fact:photo.max-age}, conformes à la norme française.",
        "Le formulaire de demande rempli sur France-Visas pour la catégorie indiquée par l'assistant visa, avec son récapitulatif et son reçu.",
        "La preuve de l'objet du séjour : relevés de pension et ancienne carte de résident ; rapport médical et documents de l'hôpital ; inscription scolaire et autorisation parentale ; ou l'état civil qui vous rattache à la personne en France.",
        "Justificatifs de ressources, comme des relevés bancaires couvrant les {fact:bank-statements.months} précédant la demande, et une assurance santé ou voyage ; pour un visa de court séjour, une couverture d'au moins {fact:travel-insurance.min-cover}.",
        "Justificatif de logement en France et, pour un mineur, l'identité et l'adresse de l'adulte responsable en France.",
      ],
      costs: [
        "Frais de visa de court séjour : {fact:short-stay-visa.fee} pour un adulte ; frais de visa de long séjour : {fact:long-stay-visa.fee}. Certaines catégories sont exemptées ou à tarif réduit : France-Visas affiche le montant lorsque vous remplissez le formulaire.",
        "Après l'arrivée avec un visa de long séjour : un timbre fiscal pour le valider ou obtenir votre titre de séjour. Vérifiez les montants en vigueur sur Service-Public.fr.",
        "Pour des soins médicaux : le coût complet des soins, souvent avec un acompte versé à l'hôpital avant la délivrance du visa.",
        "Visa de court séjour pour un enfant de six à onze ans : {fact:short-stay-visa.fee-child}. Le système d'entrée/sortie (EES) enregistre les entrées et sorties à la frontière Schengen depuis le {fact:ees.start} ; ETIAS, pour les voyageurs dispensés de visa ({fact:etias.fee}), est prévu pour le {fact:etias.start} et n'était pas en service lors de notre dernière vérification.",
      ],
      processing:
        "Les délais dépendent de la catégorie et du consulat : quelques semaines pour la plupart des visas, davantage lorsque le consulat doit vérifier un état civil ou des documents médicaux. Déposez dès que vos pièces le permettent.",
      validity:
        "Un visa de court séjour permet au plus {fact:schengen.short-stay-max-days} sur toute période glissante de {fact:schengen.short-stay-reference-period-days}. Un visa de long séjour est soit un VLS-TS, validé en ligne dans les {fact:vls-ts.validation-deadline} suivant l'arrivée, soit un visa portant la mention « carte de séjour à solliciter ». La carte « retraité » est une carte pluriannuelle qui permet de longs séjours en France sans s'y installer durablement ; les autres titres suivent les règles de leur catégorie.",
      workRights:
        "Ils dépendent de la catégorie : aucune activité professionnelle avec la carte « retraité », un statut de visiteur ou un visa de court séjour pour soins ; le conjoint d'un titulaire de carte talent peut travailler en France ; un élève mineur ne peut effectuer que les stages prévus par sa scolarité.",
      family:
        "Chaque membre de la famille fait sa propre demande. Lorsqu'une catégorie a ses propres règles familiales (famille talent, conjoint de retraité, famille d'une personne protégée), utilisez cette voie plutôt que le regroupement familial.",
      steps: [
        {
          title: "Lancer l'assistant visa de France-Visas",
          body: "Sur france-visas.gouv.fr, indiquez votre nationalité, votre pays de résidence, l'objet et la durée du séjour. L'assistant précise si un visa est nécessaire, quelle catégorie s'applique et quelles pièces fournir.",
        },
        {
          title: "Lire la page officielle de votre catégorie",
          body: "Vérifiez les conditions de la catégorie sur France-Visas et, pour la suite après l'arrivée, sur Service-Public.fr. En cas de doute, interrogez le consulat avant de déposer.",
        },
        {
          title: "Demande en ligne sur France-Visas",
          body: "Remplissez la demande dans la catégorie indiquée par l'assistant et imprimez le récapitulatif avec la liste des pièces.",
        },
        {
          title: "Rendez-vous et biométrie",
          body: "Présentez-vous au consulat de France ou chez le prestataire de services de visas de votre pays de résidence avec vos originaux ; vos empreintes et votre photo sont relevées et vous payez les frais.",
        },
        {
          title: "Démarches à l'arrivée",
          body: "Avec un VLS-TS, validez-le sur le site de l'ANEF dans les {fact:vls-ts.validation-deadline} suivant l'arrivée ; avec un visa portant la mention « carte de séjour à solliciter », déposez votre demande sur l'ANEF ou en préfecture selon les indications. Répondez à toute convocation de l'OFII.",
        },
      ],
      mistakes: [
        "Choisir la catégorie qui paraît la plus proche au lieu de celle que l'assistant visa indique pour votre situation exacte.",
        "Se fier à des listes non officielles de types de visas, souvent périmées.",
        "Entrer pour un court séjour alors que l'objet exige un visa de long séjour, en espérant changer de statut en France.",
        "Faire voyager hors de France un mineur étranger qui y réside sans vérifier le document nécessaire pour revenir.",
        "Croire que l'Assurance Maladie prendra en charge des soins programmés avant la venue en France.",
      ],
    },
    ar: {
      title: "فئات أخرى: حالات خاصة وكيف تجد تأشيرتك",
      summary:
        "المقيمون السابقون المتقاعدون، والعلاج الطبي، والقاصرون، وحالات خاصة أخرى. استعمل مساعد التأشيرة على France-Visas لمعرفة فئتك بدقة.",
      whoFor: [
        "المقيمون السابقون في فرنسا الذين تقاعدوا في الخارج ويتقاضون معاشًا فرنسيًا، والذين يمكنهم الحصول على بطاقة إقامة «متقاعد» ({fr:retraité}) للعودة من أجل إقامات في فرنسا.",
        "الأشخاص القادمون إلى فرنسا للعلاج الطبي، والقاصرون: التلاميذ المسجّلون في مؤسسة تعليمية فرنسية، أو الأطفال الذين يسافرون أو يلتحقون بأسرهم.",
        "حالات «المواهب» التي لا تتناولها الصفحات الأخرى، مثل عائلة حامل بطاقة «المواهب»، أو فئة المهن الطبية والصيدلانية التي أحدثها قانون الهجرة الذي غيّر أيضًا اسم «جواز المواهب» ({fr:passeport talent}).",
        "أفراد عائلات اللاجئين والمستفيدين من الحماية الدولية، الذين يلجؤون إلى إجراء جمع شمل الأسرة ({fr:réunification familiale})، وأي حالة أخرى لا تعرف فيها الفئة التي تنطبق عليك.",
      ],
      conditions: [
        "المقيمون السابقون المتقاعدون: أن تكون قد حملت بطاقة مقيم ({fr:carte de résident}) في فرنسا، وأن تقيم الآن في الخارج، وأن تتقاضى معاشًا من نظام أساسي فرنسي. تسمح لك بطاقة «متقاعد» ({fr:retraité}) بالإقامة في فرنسا دون عمل، ويمكن لزوجك أو زوجتك الحصول على بطاقة «زوج متقاعد» ({fr:conjoint de retraité}).",
        "العلاج الطبي: عادةً تأشيرة إقامة قصيرة، مع تقرير طبي، وموافقة المستشفى وتقدير التكاليف، وإثبات أنك دفعت تكاليف العلاج أو تستطيع دفعها. ولا يغطيها التأمين الصحي العمومي الفرنسي ({fr:Assurance Maladie}). أما بطاقة الإقامة لأسباب صحية ({fr:étranger malade}) فهي إجراء مختلف خاص بالأشخاص المقيمين أصلًا في فرنسا.",
        "القاصرون: يحتاج القاصر القادم للدراسة في مؤسسة تعليمية فرنسية إلى تأشيرة إقامة طويلة للتمدرس ({fr:mineur scolarisé})، وإذن أبوي، وشخص بالغ مسؤول عنه في فرنسا. ولا يحتاج القاصر الأجنبي المقيم في فرنسا إلى بطاقة إقامة، لكنه قد يحتاج إلى وثيقة تنقل للقاصر الأجنبي ({fr:document de circulation pour étranger mineur}) لمغادرة فرنسا والعودة إليها.",
        "عائلة حامل بطاقة «المواهب»: يحصل الزوج أو الزوجة والأطفال القاصرون على بطاقة «المواهب (العائلة)» ({fr:talent (famille)}) بالمدة نفسها، دون المرور بإجراء لمّ الشمل العائلي ({fr:regroupement familial}).",
        "في جميع الحالات: تنطبق شروط الفئة الدقيقة التي تختارها، لذا تحقّق منها على France-Visas وService-Public.fr بدلًا من القوائم الموجودة في أماكن أخرى.",
      ],
      documents: [
        "جواز سفر صالح لمدة {fact:passport.validity-beyond-stay} على الأقل بعد نهاية إقامتك المقررة، وفيه {fact:passport.blank-pages} صفحات فارغة على الأقل.",
        "صور شمسية حديثة بمقاس {fact:photo.width} × {fact:photo.height}، التُقطت منذ أقل من {fact:photo.max-age}، ومطابقة للمعايير الفرنسية.",
        "طلب التأشيرة المعبّأ على France-Visas للفئة التي حددها لك مساعد التأشيرة، مع ملخصه ووصل استلامه.",
        "إثبات الغرض من الإقامة: كشوف المعاش وبطاقة المقيم الفرنسية السابقة؛ أو التقرير الطبي ووثائق المستشفى؛ أو التسجيل المدرسي والإذن الأبوي؛ أو وثائق الحالة المدنية التي تربطك بالشخص الموجود في فرنسا.",
        "إثبات الموارد، مثل كشوف الحساب البنكي عن آخر {fact:bank-statements.months}، وتأمين صحي أو تأمين سفر؛ وبالنسبة إلى تأشيرة الإقامة القصيرة، تغطية لا تقل عن {fact:travel-insurance.min-cover}.",
        "إثبات السكن في فرنسا، وبالنسبة إلى القاصر، هوية الشخص البالغ المسؤول عنه في فرنسا وعنوانه.",
      ],
      costs: [
        "رسوم تأشيرة الإقامة القصيرة: {fact:short-stay-visa.fee} للبالغ؛ ورسوم تأشيرة الإقامة الطويلة: {fact:long-stay-visa.fee}. بعض الفئات معفاة أو تستفيد من تعريفة مخفّضة: يُظهر لك موقع France-Visas المبلغ عند ملء الاستمارة.",
        "بعد الوصول بتأشيرة إقامة طويلة: طابع جبائي ({fr:timbre fiscal}) للمصادقة عليها أو للحصول على بطاقة إقامتك. تحقّق من المبالغ السارية على Service-Public.fr.",
        "بالنسبة إلى العلاج الطبي: التكلفة الكاملة للعلاج، وغالبًا مع دفعة مسبقة تُسدَّد للمستشفى قبل إصدار التأشيرة.",
        "تأشيرة الإقامة القصيرة لطفل يتراوح عمره بين ست سنوات وإحدى عشرة سنة: {fact:short-stay-visa.fee-child}. ويسجّل نظام الدخول والخروج (EES) حالات الدخول والخروج على حدود فضاء شنغن منذ {fact:ees.start}؛ أما نظام ETIAS، الخاص بالمسافرين المعفَين من التأشيرة ({fact:etias.fee})، فمن المقرر تطبيقه في {fact:etias.start}، ولم يكن قد بدأ العمل به عند آخر تحقّق أجريناه.",
      ],
      processing:
        "تتوقف الآجال على الفئة وعلى القنصلية: بضعة أسابيع لمعظم التأشيرات، ومدة أطول عندما يتعين على القنصلية التحقق من وثائق الحالة المدنية أو الوثائق الطبية. قدّم طلبك في أقرب وقت تسمح به وثائقك.",
      validity:
        "تسمح تأشيرة الإقامة القصيرة بإقامة لا تتجاوز {fact:schengen.short-stay-max-days} خلال أي فترة متحركة مدتها {fact:schengen.short-stay-reference-period-days}. أما تأشيرة الإقامة الطويلة فهي إما تأشيرة VLS-TS يُصادَق عليها عبر الإنترنت خلال {fact:vls-ts.validation-deadline} من الوصول، وإما تأشيرة تنص على وجوب طلب بطاقة إقامة ({fr:carte de séjour à solliciter}). وبطاقة «متقاعد» ({fr:retraité}) بطاقة متعددة السنوات تسمح لك بقضاء فترات طويلة في فرنسا دون الاستقرار فيها بصفة دائمة؛ أما البطاقات الأخرى فتخضع لقواعد فئتها.",
      workRights:
        "تتوقف على الفئة: لا يُسمح بأي عمل ببطاقة «متقاعد»، ولا بوضع الزائر، ولا بتأشيرة إقامة قصيرة للعلاج الطبي؛ ويحق لزوج حامل بطاقة «المواهب» أو زوجته العمل في فرنسا؛ ولا يمكن للتلميذ القاصر القيام إلا بالتدريبات المهنية المدرجة في تمدرسه.",
      family:
        "يقدّم كل فرد من أفراد الأسرة طلبه الخاص. وعندما تكون لفئة ما قواعدها العائلية الخاصة (عائلة حامل بطاقة «المواهب»، أو زوج المتقاعد، أو عائلة الشخص المستفيد من الحماية)، فاسلك ذلك المسار بدلًا من لمّ الشمل العائلي.",
      steps: [
        {
          title: "استعمل مساعد التأشيرة على France-Visas",
          body: "على france-visas.gouv.fr، أدخل جنسيتك، وبلد إقامتك، والغرض من إقامتك ومدتها. يخبرك المساعد هل تحتاج إلى تأشيرة، وأي فئة تنطبق عليك، وما الوثائق التي يجب تقديمها.",
        },
        {
          title: "اقرأ الصفحة الرسمية الخاصة بفئتك",
          body: "تحقّق من شروط الفئة على France-Visas، وبالنسبة إلى ما يلي الوصول، على Service-Public.fr. وإذا بقيت لديك شكوك، فاسأل القنصلية قبل تقديم الطلب.",
        },
        {
          title: "قدّم طلبك عبر الإنترنت على France-Visas",
          body: "املأ الطلب في الفئة التي حددها لك المساعد، واطبع الملخص مع قائمة الوثائق.",
        },
        {
          title: "الموعد والبيانات البيومترية",
          body: "احضر موعدك في القنصلية الفرنسية أو لدى مقدّم خدمات التأشيرات في بلد إقامتك ومعك الوثائق الأصلية؛ تؤخذ بصماتك وصورتك وتدفع الرسوم.",
        },
        {
          title: "الإجراءات عند الوصول",
          body: "إذا كانت لديك تأشيرة VLS-TS، فصادق عليها عبر موقع ANEF خلال {fact:vls-ts.validation-deadline} من وصولك؛ وإذا كانت لديك تأشيرة تنص على وجوب طلب بطاقة إقامة، فقدّم طلبك على ANEF أو لدى المحافظة ({fr:préfecture}) حسب التعليمات. واستجب لأي استدعاء من OFII.",
        },
      ],
      mistakes: [
        "اختيار الفئة التي تبدو الأقرب بدلًا من الفئة التي يحددها مساعد التأشيرة لوضعك بالضبط.",
        "الاعتماد على قوائم غير رسمية لأنواع التأشيرات، وهي كثيرًا ما تكون متجاوَزة.",
        "الدخول بإقامة قصيرة لغرض يتطلب تأشيرة إقامة طويلة، على أمل تغيير الوضع في فرنسا.",
        "السفر خارج فرنسا بقاصر أجنبي مقيم فيها دون التحقق من الوثيقة اللازمة للعودة.",
        "الاعتقاد بأن التأمين الصحي الفرنسي سيغطي علاجًا مبرمجًا قبل القدوم إلى فرنسا.",
      ],
    },
  },
};

export default visa;
