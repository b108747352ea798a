import type { VisaContent } from "../visa-content-types.ts";

const visa: VisaContent = {
  slug: "passeport-talent-innovant",
  category: "talent",
  purposes: ["work", "business"],
  keyFacts: ["talent.card.max-validity", "smic.monthly-gross", "long-stay-visa.fee", "processing.talent"],
  officialLinks: [
    {
      url: "https://www.service-public.fr/particuliers/vosdroits/F16922",
      label: {
        en: "Service-Public.fr: the talent residence card",
        fr: "Service-Public.fr : la carte de séjour talent",
        ar: "Service-Public.fr: بطاقة الإقامة «المواهب»",
      },
    },
    {
      url: "https://www.welcometofrance.com/",
      label: {
        en: "Welcome to France: founders and the French Tech Visa",
        fr: "Welcome to France : fondateurs et French Tech Visa",
        ar: "WelcomeToFrance.com: المؤسسون وتأشيرة French Tech",
      },
    },
    {
      url: "https://france-visas.gouv.fr/",
      label: {
        en: "France-Visas: apply for your long-stay visa",
        fr: "France-Visas : demander votre visa de long séjour",
        ar: "France-Visas: اطلب تأشيرة الإقامة الطويلة",
      },
    },
    {
      url: "https://administration-etrangers-en-france.interieur.gouv.fr/",
      label: {
        en: "ANEF: formalities after arrival",
        fr: "ANEF : démarches après l'arrivée",
        ar: "ANEF: الإجراءات بعد الوصول",
      },
    },
  ],
  talentRenaming: true,
  premiumSections: ["mistakes"],
  text: {
    en: {
      title: "Talent – project holder: innovative project (formerly “innovative business project”)",
      summary:
        "For founders whose innovative business project is recognised by a French public body, such as start-up founders admitted through the French Tech Visa.",
      whoFor: [
        "Start-up founders and co-founders whose project has been recognised as innovative by a public body, for example after selection by a partner incubator or accelerator, or with public innovation funding.",
        "Founders entering through the French Tech Visa programme for start-up founders.",
        "Since the immigration law, this case is covered by the talent – porteur de projet card, alongside business creators and economic investors.",
      ],
      conditions: [
        "Your business project is recognised as innovative by a public body; the recognition document is the core of your file.",
        "You are the one carrying the project: founder, co-founder or manager of the company that develops it in France.",
        "You have sufficient resources to live in France, at least equivalent to the full-time gross minimum wage (SMIC, {fact:smic.monthly-gross}), from a salary, fundraising, a grant or your savings.",
        "Algerian nationals fall under the Franco-Algerian agreement: ask the consulate which certificat de résidence applies.",
      ],
      documents: [
        "Passport valid for at least {fact:passport.validity-beyond-stay} beyond your planned stay, with at least {fact:passport.blank-pages} blank pages.",
        "Identity photos of {fact:photo.width} × {fact:photo.height}, taken less than {fact:photo.max-age} ago.",
        "The France-Visas application summary and receipt.",
        "The document by which a public body recognises the innovative character of your project (for example the certificate from a partner incubator or the public funding agreement).",
        "A description of the project and a business plan, with the company's statutes or registration extract (extrait Kbis) if it already exists.",
        "Proof of resources: employment or management contract, funding agreements, or bank statements for the last {fact:bank-statements.months}.",
        "Proof of accommodation and, for accompanying family, translated marriage and birth certificates.",
      ],
      costs: [
        "Long-stay visa fee: {fact:long-stay-visa.fee} per applicant.",
        "A tax stamp (timbre fiscal) to have the multi-year card issued or to validate a VLS-TS; check the amount on Service-Public.fr.",
        "Costs of setting up the company and translating documents, and any visa service provider fee.",
      ],
      processing:
        "Once you hold the recognition document, consulates usually decide within {fact:processing.talent}. Getting selected by an incubator or obtaining public funding takes longer: plan that stage first.",
      validity:
        "The card is valid for up to {fact:talent.card.max-validity} and renewable if the project is still active and you still have sufficient resources.",
      workRights:
        "The card lets you develop your innovative project and run the company that carries it, without an autorisation de travail. Another paid activity outside the project needs to be checked with the préfecture.",
      family:
        "Your spouse and minor children can receive a talent (famille) card for the same period as yours, without the family reunification procedure, and your spouse may work in France.",
      steps: [
        {
          title: "Get the innovative project recognised",
          body: "Apply to a partner incubator or accelerator, or to the public funding scheme that fits your start-up, and obtain the document recognising your project as innovative.",
        },
        {
          title: "Apply on France-Visas",
          body: "On france-visas.gouv.fr, apply for a long-stay visa for a talent activity as the leader of an innovative business project and print the summary.",
        },
        {
          title: "Consulate appointment",
          body: "Submit your file and originals at the consulate or visa service provider, give your biometrics and pay the visa fee.",
        },
        {
          title: "Visa decision",
          body: "The consulate issues a long-stay visa stating that the residence card must be applied for, or a VLS-TS marked talent for a shorter stay.",
        },
        {
          title: "ANEF after arrival",
          body: "Apply on ANEF for your multi-year talent card within the deadline stated on Service-Public.fr, or validate your VLS-TS on ANEF within {fact:vls-ts.validation-deadline} of arrival, and pay the tax stamp.",
        },
        {
          title: "Set up and collect the card",
          body: "Register the company if not done yet, and collect your card when the préfecture invites you. Talent holders are exempt from the republican integration contract.",
        },
      ],
      mistakes: [
        "Applying with a project that is merely described as innovative, without a recognition document from a public body.",
        "Underestimating your living costs: resources below the full-time SMIC lead to a refusal.",
        "Setting up as a micro-entrepreneur without checking that your residence permit allows it.",
        "Letting the project stall: at renewal, you must show that it is real and active.",
      ],
    },
    fr: {
      title: "Talent – porteur de projet : projet innovant (anciennement « projet économique innovant »)",
      summary:
        "Pour les fondateurs dont le projet d'entreprise innovant est reconnu par un organisme public, comme les fondateurs de start-up admis via le French Tech Visa.",
      whoFor: [
        "Fondateurs et cofondateurs de start-up dont le projet est reconnu innovant par un organisme public, par exemple après sélection par un incubateur ou un accélérateur partenaire, ou grâce à un financement public de l'innovation.",
        "Fondateurs entrant par le programme French Tech Visa pour les fondateurs de start-up.",
        "Depuis la loi immigration, ce cas relève de la carte talent – porteur de projet, comme les créateurs d'entreprise et les investisseurs économiques.",
      ],
      conditions: [
        "Votre projet d'entreprise est reconnu innovant par un organisme public ; le document de reconnaissance est la pièce centrale du dossier.",
        "Vous portez le projet : fondateur, cofondateur ou dirigeant de la société qui le développe en France.",
        "Vous disposez de ressources suffisantes pour vivre en France, au moins équivalentes au salaire minimum brut à temps plein (SMIC, {fact:smic.monthly-gross}), issues d'un salaire, d'une levée de fonds, d'une bourse ou de votre épargne.",
        "Les ressortissants algériens relèvent de l'accord franco-algérien : demandez au consulat quel certificat de résidence s'applique.",
      ],
      documents: [
        "Passeport valable au moins {fact:passport.validity-beyond-stay} après la fin du séjour prévu, avec au moins {fact:passport.blank-pages} pages vierges.",
        "Photos d'identité au format {fact:photo.width} × {fact:photo.height}, de moins de {fact:photo.max-age}.",
        "Le récapitulatif et le reçu de la demande France-Visas.",
        "Le document par lequel un organisme public reconnaît le caractère innovant de votre projet (par exemple l'attestation d'un incubateur partenaire ou la convention de financement public).",
        "Une présentation du projet et un business plan, avec les statuts ou l'extrait Kbis de la société si elle existe déjà.",
        "Des justificatifs de ressources : contrat de travail ou de mandat, conventions de financement, ou relevés bancaires sur les {fact:bank-statements.months} précédant la demande.",
        "Un justificatif d'hébergement et, pour la famille qui vous accompagne, les actes de mariage et de naissance traduits.",
      ],
      costs: [
        "Frais de visa de long séjour : {fact:long-stay-visa.fee} par demandeur.",
        "Un timbre fiscal pour la délivrance de la carte pluriannuelle ou la validation d'un VLS-TS ; vérifiez le montant sur Service-Public.fr.",
        "Les frais de création de la société et de traduction des documents, et les éventuels frais du prestataire de visas.",
      ],
      processing:
        "Une fois le document de reconnaissance obtenu, les consulats se prononcent généralement en {fact:processing.talent}. La sélection par un incubateur ou l'obtention d'un financement public prend plus de temps : planifiez d'abord cette étape.",
      validity:
        "La carte est valable jusqu'à {fact:talent.card.max-validity} et se renouvelle si le projet est toujours actif et vos ressources toujours suffisantes.",
      workRights:
        "La carte permet de développer votre projet innovant et de diriger la société qui le porte, sans autorisation de travail. Toute autre activité rémunérée hors du projet doit être vérifiée auprès de la préfecture.",
      family:
        "Votre conjoint et vos enfants mineurs peuvent recevoir une carte talent (famille) de même durée que la vôtre, sans passer par le regroupement familial, et votre conjoint peut travailler en France.",
      steps: [
        {
          title: "Faire reconnaître le projet innovant",
          body: "Candidatez auprès d'un incubateur ou d'un accélérateur partenaire, ou du dispositif de financement public adapté à votre start-up, et obtenez le document qui reconnaît votre projet comme innovant.",
        },
        {
          title: "Déposer la demande sur France-Visas",
          body: "Sur france-visas.gouv.fr, demandez un visa de long séjour pour une activité talent en tant que porteur d'un projet économique innovant et imprimez le récapitulatif.",
        },
        {
          title: "Rendez-vous au consulat",
          body: "Déposez votre dossier et les originaux au consulat ou chez le prestataire de visas, donnez vos données biométriques et payez les frais de visa.",
        },
        {
          title: "Décision sur le visa",
          body: "Le consulat délivre un visa de long séjour indiquant que la carte de séjour est à solliciter, ou un VLS-TS mention talent pour un séjour plus court.",
        },
        {
          title: "L'ANEF après l'arrivée",
          body: "Demandez sur l'ANEF votre carte pluriannuelle talent dans le délai indiqué sur Service-Public.fr, ou validez votre VLS-TS sur l'ANEF dans les {fact:vls-ts.validation-deadline} suivant votre arrivée, et payez le timbre fiscal.",
        },
        {
          title: "S'installer et retirer la carte",
          body: "Immatriculez la société si ce n'est pas déjà fait et retirez votre carte lorsque la préfecture vous y invite. Les titulaires d'une carte talent sont dispensés du contrat d'intégration républicaine.",
        },
      ],
      mistakes: [
        "Déposer un projet simplement présenté comme innovant, sans document de reconnaissance d'un organisme public.",
        "Sous-estimer le coût de la vie : des ressources inférieures au SMIC à temps plein entraînent un refus.",
        "S'installer en micro-entrepreneur sans vérifier que votre titre de séjour le permet.",
        "Laisser le projet s'enliser : au renouvellement, vous devez montrer qu'il est réel et actif.",
      ],
    },
    ar: {
      title: "المواهب – حامل مشروع: مشروع مبتكر (سابقًا «مشروع اقتصادي مبتكر»)",
      summary:
        "للمؤسسين الذين تعترف هيئة عمومية فرنسية بالطابع المبتكر لمشروع مقاولتهم، مثل مؤسسي الشركات الناشئة المقبولين عبر برنامج تأشيرة French Tech.",
      whoFor: [
        "مؤسسو الشركات الناشئة والمؤسسون المشاركون فيها الذين اعترفت هيئة عمومية بالطابع المبتكر لمشروعهم، مثلًا بعد انتقائهم من حاضنة أو مسرّعة أعمال شريكة، أو بفضل تمويل عمومي للابتكار.",
        "المؤسسون الذين يدخلون عبر برنامج تأشيرة «التكنولوجيا الفرنسية» ({fr:French Tech Visa}) الخاص بمؤسسي الشركات الناشئة.",
        "منذ صدور قانون الهجرة، أصبحت هذه الحالة مشمولة ببطاقة «المواهب – حامل مشروع» ({fr:talent – porteur de projet})، إلى جانب مُنشئي المقاولات والمستثمرين الاقتصاديين.",
      ],
      conditions: [
        "أن تعترف هيئة عمومية بالطابع المبتكر لمشروع مقاولتك؛ فوثيقة الاعتراف هي الوثيقة الأساسية في ملفك.",
        "أن تكون أنت من يحمل المشروع: مؤسس أو مؤسس مشارك أو مسيّر للشركة التي تطوّره في فرنسا.",
        "أن تكون لديك موارد كافية للعيش في فرنسا، تعادل على الأقل الحد الأدنى الإجمالي للأجور بدوام كامل (SMIC، {fact:smic.monthly-gross})، مصدرها أجر، أو جمع أموال، أو منحة، أو مدخراتك.",
        "يخضع المواطنون الجزائريون للاتفاق الفرنسي الجزائري ({fr:accord franco-algérien}): اسأل القنصلية عن شهادة الإقامة ({fr:certificat de résidence}) التي تنطبق عليك.",
      ],
      documents: [
        "جواز سفر صالح لمدة {fact:passport.validity-beyond-stay} على الأقل بعد نهاية إقامتك المقررة، وفيه {fact:passport.blank-pages} صفحات فارغة على الأقل.",
        "صور شمسية بمقاس {fact:photo.width} × {fact:photo.height}، التُقطت منذ أقل من {fact:photo.max-age}.",
        "ملخص طلب France-Visas ووصل استلامه.",
        "الوثيقة التي تعترف بها هيئة عمومية بالطابع المبتكر لمشروعك (مثلًا شهادة من حاضنة شريكة أو اتفاقية التمويل العمومي).",
        "عرض للمشروع وخطة عمل، مع النظام الأساسي للشركة أو مستخرج سجلها التجاري ({fr:extrait Kbis}) إذا كانت موجودة أصلًا.",
        "إثباتات الموارد: عقد عمل أو عقد تسيير، أو اتفاقيات تمويل، أو كشوف الحساب البنكي لآخر {fact:bank-statements.months}.",
        "إثبات السكن، وبالنسبة إلى أفراد الأسرة المرافقين لك، عقود الزواج وشهادات الميلاد مترجمة.",
      ],
      costs: [
        "رسوم تأشيرة الإقامة الطويلة: {fact:long-stay-visa.fee} عن كل مقدّم طلب.",
        "طابع جبائي ({fr:timbre fiscal}) لإصدار البطاقة متعددة السنوات أو للمصادقة على تأشيرة VLS-TS؛ تحقّق من المبلغ على Service-Public.fr.",
        "تكاليف إنشاء الشركة وترجمة الوثائق، والرسوم المحتملة لمقدّم خدمات التأشيرات.",
      ],
      processing:
        "بعد حصولك على وثيقة الاعتراف، تبتّ القنصليات عادةً في الطلب خلال {fact:processing.talent}. أما الانتقاء من حاضنة أو الحصول على تمويل عمومي فيستغرق وقتًا أطول: خطّط لهذه المرحلة أولًا.",
      validity:
        "البطاقة صالحة لمدة أقصاها {fact:talent.card.max-validity}، وتُجدَّد إذا ظل المشروع نشطًا وظلت مواردك كافية.",
      workRights:
        "تسمح لك البطاقة بتطوير مشروعك المبتكر وتسيير الشركة التي تحمله، دون رخصة عمل ({fr:autorisation de travail}). وأي نشاط مأجور آخر خارج المشروع يجب التحقق منه لدى المحافظة ({fr:préfecture}).",
      family:
        "يمكن لزوجك أو زوجتك ولأطفالك القاصرين الحصول على بطاقة «المواهب (العائلة)» ({fr:talent (famille)}) للمدة نفسها لبطاقتك، دون المرور بإجراء لمّ الشمل العائلي ({fr:regroupement familial})، ويحق لزوجك أو زوجتك العمل في فرنسا.",
      steps: [
        {
          title: "احصل على الاعتراف بالمشروع المبتكر",
          body: "ترشّح لدى حاضنة أو مسرّعة أعمال شريكة، أو لدى آلية التمويل العمومي المناسبة لشركتك الناشئة، واحصل على الوثيقة التي تعترف بمشروعك مشروعًا مبتكرًا.",
        },
        {
          title: "قدّم طلبك على France-Visas",
          body: "على france-visas.gouv.fr، اطلب تأشيرة إقامة طويلة لنشاط «المواهب» بصفتك حامل مشروع اقتصادي مبتكر، واطبع الملخص.",
        },
        {
          title: "الموعد في القنصلية",
          body: "أودِع ملفك والوثائق الأصلية في القنصلية أو لدى مقدّم خدمات التأشيرات، وقدّم بياناتك البيومترية، وادفع رسوم التأشيرة.",
        },
        {
          title: "قرار التأشيرة",
          body: "تمنح القنصلية تأشيرة إقامة طويلة تنص على وجوب طلب بطاقة الإقامة ({fr:carte de séjour à solliciter})، أو تأشيرة VLS-TS تحمل عبارة «المواهب» ({fr:talent}) إذا كانت الإقامة أقصر.",
        },
        {
          title: "ANEF بعد الوصول",
          body: "اطلب على ANEF بطاقة «المواهب» متعددة السنوات ضمن الأجل المبيّن على Service-Public.fr، أو صادق على تأشيرة VLS-TS على ANEF خلال {fact:vls-ts.validation-deadline} من وصولك، وادفع الطابع الجبائي.",
        },
        {
          title: "الاستقرار وتسلّم البطاقة",
          body: "سجّل الشركة إن لم تفعل ذلك بعد، وتسلّم بطاقتك عندما تدعوك المحافظة ({fr:préfecture}) إلى ذلك. وحاملو بطاقة «المواهب» معفَون من عقد الاندماج الجمهوري ({fr:contrat d'intégration républicaine}).",
        },
      ],
      mistakes: [
        "تقديم مشروع يوصف بأنه مبتكر فحسب، دون وثيقة اعتراف من هيئة عمومية.",
        "التقليل من تقدير تكاليف معيشتك: الموارد الأقل من الحد الأدنى للأجور (SMIC) بدوام كامل تؤدي إلى الرفض.",
        "الاستقرار بصفة مقاول صغير ({fr:micro-entrepreneur}) دون التحقق من أن بطاقة إقامتك ({fr:titre de séjour}) تسمح بذلك.",
        "ترك المشروع يتعثر: عند التجديد، يجب أن تُثبت أنه حقيقي ونشط.",
      ],
    },
  },
};

export default visa;
