import type { VisaContent } from "../visa-content-types.ts";

const visa: VisaContent = {
  slug: "etudiant-vls",
  category: "study",
  purposes: ["study"],
  keyFacts: [
    "vls-ts.validation-deadline",
    "long-stay-visa.fee-student",
    "student.min-monthly-resources",
    "student.max-work-hours-per-year",
    "job-search-business.validity",
  ],
  officialLinks: [
    {
      url: "https://administration-etrangers-en-france.interieur.gouv.fr/",
      label: {
        en: "ANEF: validate your VLS-TS and apply for your next permit",
        fr: "ANEF : valider votre VLS-TS et demander votre prochain titre",
        ar: "ANEF: صادق على تأشيرة VLS-TS واطلب بطاقة إقامتك التالية",
      },
    },
    {
      url: "https://www.service-public.fr/particuliers/vosdroits/F2231",
      label: {
        en: "Service-Public.fr: foreign students, visa and residence permit",
        fr: "Service-Public.fr : étudiant étranger, visa et titre de séjour",
        ar: "Service-Public.fr: الطالب الأجنبي، التأشيرة وبطاقة الإقامة",
      },
    },
    {
      url: "https://france-visas.gouv.fr/web/france-visas/etudiant",
      label: {
        en: "France-Visas: the student visa",
        fr: "France-Visas : le visa étudiant",
        ar: "France-Visas: تأشيرة الطالب",
      },
    },
    {
      url: "https://www.campusfrance.org/",
      label: {
        en: "Campus France: practical guides for students",
        fr: "Campus France : guides pratiques pour les étudiants",
        ar: "Campus France: أدلة عملية للطلبة",
      },
    },
  ],
  talentRenaming: false,
  premiumSections: ["mistakes"],
  text: {
    en: {
      title: "Student long-stay visa equivalent to a residence permit (VLS-TS « étudiant »)",
      summary:
        "The VLS-TS « étudiant » serves as your first residence permit: validate it online after arrival, then renew it as a student residence permit on ANEF.",
      whoFor: [
        "International students who hold, or are about to receive, a long-stay visa marked « VLS-TS étudiant » for their first year of studies in France.",
        "Students in a European or international mobility programme, whose visa may read « étudiant – programme de mobilité ».",
        "Not for Algerian nationals, who receive a student visa under the Franco-Algerian agreement and then apply for a certificat de résidence, nor for holders of a temporary long-stay visa (VLS-T) for a short programme, which needs no validation.",
      ],
      conditions: [
        "Your visa sticker shows a long-stay (type D) visa with the mention VLS-TS « étudiant »: this is what makes it a residence permit once validated.",
        "You validate it online on the ANEF website within {fact:vls-ts.validation-deadline} of your arrival in France; until then it only lets you enter and stay for a limited time.",
        "You stay enrolled and actually follow your course: attendance and progress are checked when you ask for your next permit.",
        "You keep resources of at least {fact:student.min-monthly-resources} per month and respect the limit on working hours.",
      ],
      documents: [
        "Your passport with the visa sticker, valid for the whole stay: renew it early if it expires during your studies.",
        "Proof of your date of entry in France: the entry stamp in your passport, or your boarding pass if there is no stamp.",
        "Your address in France and a personal e-mail address, needed to create your ANEF account.",
        "A bank card to buy the electronic tax stamp (timbre fiscal) online during the validation.",
        "For the renewal: a certificate of enrolment for the coming year, your transcripts or attendance records, and proof of resources such as bank statements for the last {fact:bank-statements.months} or a scholarship certificate.",
        "For the renewal: proof of address and a digital identity photo (e-photo code) of {fact:photo.width} × {fact:photo.height}, taken less than {fact:photo.max-age} ago by an approved booth or photographer.",
      ],
      costs: [
        "Visa fee paid before departure: {fact:long-stay-visa.fee-student} in countries with the Études en France procedure and {fact:long-stay-visa.fee} elsewhere.",
        "The tax stamp paid online when you validate the VLS-TS; students pay a reduced rate. Check the current amount on Service-Public.fr.",
        "The tax stamp for each later residence permit, also at the student rate, paid when the card is issued.",
        "Housing aid: students from outside the EU, the EEA and Switzerland who hold no needs-based grant no longer receive APL from the CAF since {fact:student.apl-ends-non-eu-without-grant}.",
      ],
      processing:
        "Validation is immediate: as soon as you have paid the tax stamp on ANEF, you download the confirmation, which together with your visa is proof of your right to stay. A renewal takes longer; as long as you applied on time, ANEF gives you a certificate extending your right to stay (attestation de prolongation d'instruction) until the decision. Typical time, from our experience: {fact:processing.student}.",
      validity:
        "The VLS-TS is valid for the dates printed on the sticker, normally your first academic year, and cannot be extended as such. Once validated, it lets you leave and re-enter France and travel in the Schengen area like a residence permit. For the following years you apply on ANEF for a residence permit « étudiant », which may be a multi-year card covering the rest of your programme. After a master's-level degree you can ask for the permit « recherche d'emploi ou création d'entreprise », valid {fact:job-search-business.validity}, to look for a job or create a company.",
      workRights:
        "A validated VLS-TS « étudiant » allows you to work up to {fact:student.max-work-hours-per-year} hours per year without an autorisation de travail. Your employer declares you to the préfecture before you start. Full-time work is possible only within this yearly limit, for example in the holidays. Internships that are part of your course are made under an internship agreement (convention de stage).",
      family:
        "The VLS-TS gives no right to family reunification. Family members who want to join you apply for their own long-stay visa, usually the visitor visa, and must meet its conditions on their own.",
      steps: [
        {
          title: "Check your visa before travelling",
          body: "Make sure the sticker shows a type D visa with the mention VLS-TS « étudiant », that your name and passport number are right, and that the dates cover the start of your course.",
        },
        {
          title: "Keep proof of your entry",
          body: "At the border, make sure your passport is stamped. If it is not, keep your boarding pass: you will need your date of entry for the validation.",
        },
        {
          title: "Validate on ANEF",
          body: "As soon as you have an address in France, and within {fact:vls-ts.validation-deadline} of arrival, create your account on the ANEF website, choose the validation of a long-stay visa, and enter your visa number, your date of entry and your address.",
        },
        {
          title: "Pay the tax stamp and save the confirmation",
          body: "Buy the electronic tax stamp online, enter its number, then download the validation confirmation. Keep it with your passport: it proves your right to stay. If the OFII invites you to a medical check, attend it.",
        },
        {
          title: "Settle in",
          body: "Register with the French health insurance (Assurance Maladie) on its service for international students, and keep your ANEF account up to date if you move.",
        },
        {
          title: "Renew before the visa expires",
          body: "In the months before the end of your VLS-TS, apply on ANEF for a residence permit « étudiant » as soon as the application window opens (Service-Public.fr gives the exact dates). Upload your new enrolment, your results and your proof of resources, then collect your card at the préfecture when you are invited.",
        },
      ],
      mistakes: [
        "Waiting until the last days to validate: without a finished validation after the deadline you are in France without a right to stay, and the official guidance is that you may have to leave and apply for a new visa.",
        "Travelling outside France with a visa that has not been validated after the deadline, and being unable to come back.",
        "Applying for the renewal late: a request after your visa has expired leaves you without a valid right to stay and can lead to a refusal.",
        "Weak progress or poor attendance without an explanation: the préfecture checks the seriousness of your studies before renewing.",
        "Not updating your address on ANEF, so that you miss the messages about your card or your appointment.",
      ],
    },
    fr: {
      title: "Visa de long séjour valant titre de séjour « étudiant » (VLS-TS)",
      summary:
        "Le VLS-TS « étudiant » tient lieu de premier titre de séjour : validez-le en ligne après l'arrivée, puis demandez un titre de séjour étudiant sur l'ANEF.",
      whoFor: [
        "Étudiants internationaux titulaires, ou sur le point de l'être, d'un visa de long séjour portant la mention « VLS-TS étudiant » pour leur première année d'études en France.",
        "Étudiants d'un programme de mobilité européen ou international, dont le visa peut porter la mention « étudiant – programme de mobilité ».",
        "Pas pour les ressortissants algériens, qui reçoivent un visa étudiant au titre de l'accord franco-algérien puis demandent un certificat de résidence, ni pour les titulaires d'un visa de long séjour temporaire (VLS-T) pour une formation courte, qui n'a pas à être validé.",
      ],
      conditions: [
        "Votre vignette indique un visa de long séjour (type D) avec la mention VLS-TS « étudiant » : c'est ce qui en fait un titre de séjour une fois validé.",
        "Vous le validez en ligne sur le site de l'ANEF dans les {fact:vls-ts.validation-deadline} suivant votre arrivée en France ; d'ici là, il vous permet seulement d'entrer et de séjourner pour une durée limitée.",
        "Vous restez inscrit et suivez réellement vos études : l'assiduité et la progression sont vérifiées lors de la demande de titre suivante.",
        "Vous conservez des ressources d'au moins {fact:student.min-monthly-resources} par mois et respectez la limite d'heures de travail.",
      ],
      documents: [
        "Votre passeport avec la vignette visa, valable pendant tout le séjour : renouvelez-le tôt s'il expire pendant vos études.",
        "La preuve de votre date d'entrée en France : le tampon d'entrée sur le passeport ou, à défaut, votre carte d'embarquement.",
        "Votre adresse en France et une adresse électronique personnelle, nécessaires pour créer votre compte ANEF.",
        "Une carte bancaire pour acheter en ligne le timbre fiscal électronique pendant la validation.",
        "Pour le renouvellement : un certificat de scolarité pour l'année à venir, vos relevés de notes ou justificatifs d'assiduité, et des justificatifs de ressources comme des relevés bancaires couvrant les {fact:bank-statements.months} précédant la demande ou une attestation de bourse.",
        "Pour le renouvellement : un justificatif de domicile et une photo d'identité numérique (code e-photo) de {fact:photo.width} × {fact:photo.height}, datant de moins de {fact:photo.max-age}, prise dans une cabine ou chez un photographe agréés.",
      ],
      costs: [
        "Frais de visa payés avant le départ : {fact:long-stay-visa.fee-student} dans les pays à procédure Études en France et {fact:long-stay-visa.fee} ailleurs.",
        "Le timbre fiscal payé en ligne lors de la validation du VLS-TS ; les étudiants bénéficient d'un tarif réduit. Vérifiez le montant en vigueur sur Service-Public.fr.",
        "Le timbre fiscal de chaque titre de séjour suivant, également au tarif étudiant, payé à la délivrance de la carte.",
        "Aide au logement : les étudiants hors Union européenne, EEE et Suisse non boursiers sur critères sociaux ne perçoivent plus l'APL de la CAF depuis le {fact:student.apl-ends-non-eu-without-grant}.",
      ],
      processing:
        "La validation est immédiate : dès le timbre fiscal payé sur l'ANEF, vous téléchargez la confirmation qui, avec votre visa, prouve votre droit au séjour. Un renouvellement prend plus de temps ; si vous avez déposé à temps, l'ANEF vous délivre une attestation de prolongation d'instruction qui maintient votre droit au séjour jusqu'à la décision. Délai habituel, d'après notre expérience : {fact:processing.student}.",
      validity:
        "Le VLS-TS est valable aux dates inscrites sur la vignette, en principe votre première année universitaire, et ne se prolonge pas en tant que tel. Une fois validé, il permet de sortir de France et d'y revenir, et de circuler dans l'espace Schengen comme un titre de séjour. Pour les années suivantes, vous demandez sur l'ANEF un titre de séjour « étudiant », qui peut être une carte pluriannuelle couvrant la fin de votre cursus. Après un diplôme de niveau master, vous pouvez demander la carte « recherche d'emploi ou création d'entreprise », valable {fact:job-search-business.validity}, pour chercher un emploi ou créer une entreprise.",
      workRights:
        "Un VLS-TS « étudiant » validé permet de travailler jusqu'à {fact:student.max-work-hours-per-year} heures par an sans autorisation de travail. Votre employeur vous déclare à la préfecture avant l'embauche. Le travail à temps plein n'est possible que dans cette limite annuelle, par exemple pendant les vacances. Les stages intégrés au cursus se font sous convention de stage.",
      family:
        "Le VLS-TS n'ouvre pas droit au regroupement familial. Les membres de la famille qui veulent vous rejoindre demandent leur propre visa de long séjour, en général le visa visiteur, et doivent en remplir seuls les conditions.",
      steps: [
        {
          title: "Vérifier le visa avant le départ",
          body: "Assurez-vous que la vignette indique un visa de type D avec la mention VLS-TS « étudiant », que votre nom et votre numéro de passeport sont exacts et que les dates couvrent le début de vos cours.",
        },
        {
          title: "Garder la preuve de votre entrée",
          body: "À la frontière, veillez à ce que votre passeport soit tamponné. Sinon, conservez votre carte d'embarquement : la date d'entrée vous sera demandée lors de la validation.",
        },
        {
          title: "Valider sur l'ANEF",
          body: "Dès que vous avez une adresse en France, et dans les {fact:vls-ts.validation-deadline} suivant l'arrivée, créez votre compte sur le site de l'ANEF, choisissez la validation d'un visa de long séjour et saisissez le numéro du visa, votre date d'entrée et votre adresse.",
        },
        {
          title: "Payer le timbre fiscal et garder la confirmation",
          body: "Achetez le timbre fiscal électronique en ligne, saisissez son numéro, puis téléchargez la confirmation de validation. Gardez-la avec votre passeport : elle prouve votre droit au séjour. Si l'OFII vous convoque à une visite médicale, présentez-vous.",
        },
        {
          title: "S'installer",
          body: "Inscrivez-vous à l'Assurance Maladie via son service dédié aux étudiants internationaux, et tenez votre compte ANEF à jour si vous déménagez.",
        },
        {
          title: "Renouveler avant l'expiration du visa",
          body: "Dans les mois qui précèdent la fin de votre VLS-TS, demandez sur l'ANEF un titre de séjour « étudiant » dès l'ouverture de la période de dépôt (Service-Public.fr en précise les dates). Déposez votre nouvelle inscription, vos résultats et vos justificatifs de ressources, puis retirez votre carte en préfecture quand vous y êtes invité.",
        },
      ],
      mistakes: [
        "Attendre les derniers jours pour valider : sans validation achevée à l'échéance, vous êtes en France sans droit au séjour et, selon les indications officielles, vous pouvez devoir repartir pour demander un nouveau visa.",
        "Quitter la France avec un visa non validé après l'échéance, et ne plus pouvoir y revenir.",
        "Demander le renouvellement trop tard : une demande déposée après l'expiration du visa vous laisse sans droit au séjour valable et peut conduire à un refus.",
        "Une progression faible ou une assiduité insuffisante sans explication : la préfecture vérifie le sérieux des études avant de renouveler.",
        "Ne pas mettre à jour votre adresse sur l'ANEF, et manquer ainsi les messages concernant votre carte ou votre rendez-vous.",
      ],
    },
    ar: {
      title: "تأشيرة الطالب للإقامة الطويلة التي تقوم مقام بطاقة الإقامة (VLS-TS «طالب»)",
      summary:
        "تقوم تأشيرة VLS-TS «طالب» مقام أول بطاقة إقامة لك: صادق عليها عبر الإنترنت بعد الوصول، ثم جدّدها في شكل بطاقة إقامة «طالب» على ANEF.",
      whoFor: [
        "الطلبة الدوليون الحاصلون، أو الذين سيحصلون قريبًا، على تأشيرة إقامة طويلة تحمل عبارة «VLS-TS طالب» ({fr:VLS-TS étudiant}) لسنتهم الدراسية الأولى في فرنسا.",
        "طلبة برامج التنقل الأوروبية أو الدولية، الذين قد تحمل تأشيرتهم عبارة «طالب – برنامج تنقل» ({fr:étudiant – programme de mobilité}).",
        "لا تخص المواطنين الجزائريين، الذين يحصلون على تأشيرة طالب في إطار الاتفاق الفرنسي الجزائري ({fr:accord franco-algérien}) ثم يطلبون شهادة إقامة ({fr:certificat de résidence})، ولا حاملي تأشيرة الإقامة الطويلة المؤقتة (VLS-T) لتكوين قصير، التي لا تحتاج إلى مصادقة.",
      ],
      conditions: [
        "أن يُظهر ملصق تأشيرتك تأشيرة إقامة طويلة (من نوع D) تحمل عبارة VLS-TS «طالب» ({fr:étudiant}): وهذا ما يجعلها بطاقة إقامة بعد المصادقة عليها.",
        "أن تصادق عليها عبر الإنترنت في موقع ANEF خلال {fact:vls-ts.validation-deadline} من وصولك إلى فرنسا؛ وإلى ذلك الحين، لا تسمح لك إلا بالدخول والإقامة لمدة محدودة.",
        "أن تبقى مسجّلًا وتتابع دراستك فعلًا: إذ يُتحقق من المواظبة والتقدم الدراسي عند طلب بطاقتك التالية.",
        "أن تحافظ على موارد لا تقل عن {fact:student.min-monthly-resources} شهريًا، وأن تحترم الحد الأقصى لساعات العمل.",
      ],
      documents: [
        "جواز سفرك مع ملصق التأشيرة، صالحًا طوال مدة الإقامة: جدّده مبكرًا إذا كانت صلاحيته تنتهي خلال دراستك.",
        "إثبات تاريخ دخولك إلى فرنسا: ختم الدخول على جواز سفرك، أو بطاقة الصعود إلى الطائرة إن لم يوجد ختم.",
        "عنوانك في فرنسا وعنوان بريد إلكتروني شخصي، وهما ضروريان لإنشاء حسابك على ANEF.",
        "بطاقة بنكية لشراء الطابع الجبائي الإلكتروني ({fr:timbre fiscal}) عبر الإنترنت أثناء المصادقة.",
        "من أجل التجديد: شهادة تسجيل ({fr:certificat de scolarité}) للسنة المقبلة، وكشوف نقاطك أو إثباتات المواظبة، وإثباتات الموارد مثل كشوف الحساب البنكي عن آخر {fact:bank-statements.months} أو شهادة منحة.",
        "من أجل التجديد: إثبات العنوان وصورة هوية رقمية (رمز {fr:e-photo}) بمقاس {fact:photo.width} × {fact:photo.height}، التُقطت منذ أقل من {fact:photo.max-age} في كشك أو لدى مصوّر معتمدَين.",
      ],
      costs: [
        "رسوم التأشيرة المدفوعة قبل السفر: {fact:long-stay-visa.fee-student} في البلدان التي يُطبَّق فيها إجراء «الدراسات في فرنسا» ({fr:Études en France})، و{fact:long-stay-visa.fee} في غيرها.",
        "الطابع الجبائي المدفوع عبر الإنترنت عند المصادقة على تأشيرة VLS-TS؛ ويستفيد الطلبة من تعريفة مخفّضة. تحقّق من المبلغ الساري على Service-Public.fr.",
        "الطابع الجبائي لكل بطاقة إقامة لاحقة، بالتعريفة الطلابية أيضًا، ويُدفع عند تسليم البطاقة.",
        "مساعدة السكن: الطلبة القادمون من خارج الاتحاد الأوروبي والمنطقة الاقتصادية الأوروبية وسويسرا، غير الحاصلين على منحة على أساس المعايير الاجتماعية، لم يعودوا يستفيدون من مساعدة السكن APL التي تصرفها CAF منذ {fact:student.apl-ends-non-eu-without-grant}.",
      ],
      processing:
        "المصادقة فورية: بمجرد دفع الطابع الجبائي على ANEF، تحمّل شهادة المصادقة التي تثبت، مع تأشيرتك، حقك في الإقامة. أما التجديد فيستغرق وقتًا أطول؛ وما دمت قد قدّمت طلبك في الوقت المحدد، تمنحك ANEF شهادة تمديد فترة دراسة الملف ({fr:attestation de prolongation d'instruction}) التي تحفظ حقك في الإقامة إلى حين صدور القرار. المدة المعتادة، حسب تجربتنا: {fact:processing.student}.",
      validity:
        "تأشيرة VLS-TS صالحة في التواريخ المطبوعة على الملصق، وهي عادةً سنتك الجامعية الأولى، ولا يمكن تمديدها بحد ذاتها. وبعد المصادقة عليها، تسمح لك بمغادرة فرنسا والعودة إليها، وبالتنقل في فضاء شنغن، مثل بطاقة الإقامة. وللسنوات التالية، تطلب على ANEF بطاقة إقامة «طالب» ({fr:titre de séjour étudiant})، وقد تكون بطاقة متعددة السنوات تغطي بقية مسارك الدراسي. وبعد الحصول على شهادة من مستوى الماستر، يمكنك طلب بطاقة «البحث عن عمل أو إنشاء مقاولة» ({fr:recherche d'emploi ou création d'entreprise})، الصالحة لمدة {fact:job-search-business.validity}، للبحث عن عمل أو إنشاء شركة.",
      workRights:
        "تسمح لك تأشيرة VLS-TS «طالب» المصادق عليها بالعمل حتى {fact:student.max-work-hours-per-year} ساعة في السنة دون رخصة عمل ({fr:autorisation de travail}). ويصرّح بك مشغّلك لدى المحافظة ({fr:préfecture}) قبل بدء العمل. ولا يمكن العمل بدوام كامل إلا في حدود هذا السقف السنوي، مثلًا خلال العطل. أما التدريبات المدمجة في مسارك الدراسي فتتم بموجب اتفاقية تدريب ({fr:convention de stage}).",
      family:
        "لا تمنح تأشيرة VLS-TS الحق في لمّ الشمل العائلي ({fr:regroupement familial}). ويطلب أفراد الأسرة الراغبون في الالتحاق بك تأشيرة إقامة طويلة خاصة بهم، وهي عادةً تأشيرة الزائر، ويجب أن يستوفوا شروطها بأنفسهم.",
      steps: [
        {
          title: "تحقّق من تأشيرتك قبل السفر",
          body: "تأكّد من أن الملصق يُظهر تأشيرة من نوع D تحمل عبارة VLS-TS «طالب» ({fr:étudiant})، وأن اسمك ورقم جواز سفرك صحيحان، وأن التواريخ تغطي بداية دروسك.",
        },
        {
          title: "احتفظ بإثبات دخولك",
          body: "عند الحدود، احرص على ختم جواز سفرك. وإن لم يُختم، فاحتفظ ببطاقة الصعود إلى الطائرة: إذ ستحتاج إلى تاريخ دخولك عند المصادقة.",
        },
        {
          title: "صادق على تأشيرتك عبر ANEF",
          body: "بمجرد أن يصبح لديك عنوان في فرنسا، وخلال {fact:vls-ts.validation-deadline} من وصولك، أنشئ حسابك على موقع ANEF، واختر المصادقة على تأشيرة إقامة طويلة، وأدخل رقم تأشيرتك وتاريخ دخولك وعنوانك.",
        },
        {
          title: "ادفع الطابع الجبائي واحفظ التأكيد",
          body: "اشترِ الطابع الجبائي الإلكتروني عبر الإنترنت، وأدخل رقمه، ثم حمّل شهادة المصادقة. احتفظ بها مع جواز سفرك: فهي تثبت حقك في الإقامة. وإذا استدعاك OFII لفحص طبي، فاحضر.",
        },
        {
          title: "استقرّ",
          body: "سجّل نفسك في التأمين الصحي الفرنسي ({fr:Assurance Maladie}) عبر خدمته المخصصة للطلبة الدوليين، وحدّث حسابك على ANEF إذا غيّرت سكنك.",
        },
        {
          title: "جدّد قبل انتهاء صلاحية التأشيرة",
          body: "في الأشهر التي تسبق نهاية تأشيرة VLS-TS، اطلب على ANEF بطاقة إقامة «طالب» فور فتح فترة إيداع الطلبات (يحدد موقع Service-Public.fr تواريخها بدقة). حمّل تسجيلك الجديد ونتائجك وإثباتات مواردك، ثم تسلّم بطاقتك من المحافظة ({fr:préfecture}) عندما تُدعى إلى ذلك.",
        },
      ],
      mistakes: [
        "الانتظار إلى الأيام الأخيرة للمصادقة: فإذا لم تكتمل المصادقة عند انقضاء الأجل، تصبح في فرنسا دون حق في الإقامة، وحسب التوجيهات الرسمية قد تضطر إلى المغادرة وطلب تأشيرة جديدة.",
        "السفر خارج فرنسا بتأشيرة لم يُصادَق عليها بعد انقضاء الأجل، ثم العجز عن العودة.",
        "التأخر في طلب التجديد: فالطلب المقدَّم بعد انتهاء صلاحية تأشيرتك يتركك دون حق صالح في الإقامة وقد يؤدي إلى الرفض.",
        "ضعف التقدم الدراسي أو قلة المواظبة دون تفسير: إذ تتحقق المحافظة من جدية الدراسة قبل التجديد.",
        "عدم تحديث عنوانك على ANEF، مما يجعلك تفوّت الرسائل المتعلقة ببطاقتك أو بموعدك.",
      ],
    },
  },
};

export default visa;
