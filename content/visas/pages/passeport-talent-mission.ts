import type { VisaContent } from "../visa-content-types.ts";

const visa: VisaContent = {
  slug: "passeport-talent-mission",
  category: "talent",
  purposes: ["work"],
  keyFacts: ["talent.card.max-validity", "long-stay-visa.fee", "processing.talent", "vls-ts.validation-deadline"],
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
      url: "https://www.welcometofrance.com/passeport-talent-sem",
      label: {
        en: "Welcome to France: employees on an intra-group assignment",
        fr: "Welcome to France : salariés en mission intragroupe",
        ar: "WelcomeToFrance.com: الأجراء في مهمة داخل المجموعة",
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
      title: "Talent – qualified employee on assignment (formerly “employee on assignment”)",
      summary:
        "For employees of a group abroad who move to its French company or establishment on a French employment contract, for an assignment in France.",
      whoFor: [
        "Employees of a company established outside France who are sent to an establishment of the same company, or to a company of the same group, in France.",
        "Staff hired locally by the French entity under a French employment contract for the duration of the assignment.",
        "Groups organising international mobility for engineers, managers and specialists; since the immigration law, this case is covered by the talent – salarié qualifié card.",
      ],
      conditions: [
        "You have worked for the company or the group outside France for at least the minimum length of service set by law before the assignment.",
        "You sign an employment contract with the entity established in France (a seconded employee who stays under the foreign contract falls under the intra-corporate transfer card, salarié détaché ICT, instead).",
        "Your gross annual salary reaches the threshold set by decree for this category; ask your HR department or check the current amount on Service-Public.fr.",
        "Your assignment is long enough to justify a long stay, and you carry out the activity described in your assignment documents.",
        "Algerian nationals are governed by the Franco-Algerian agreement: ask the consulate which certificat de résidence applies.",
      ],
      documents: [
        "Passport valid for at least {fact:passport.validity-beyond-stay} beyond your planned stay, with at least {fact:passport.blank-pages} blank pages.",
        "Identity photos of {fact:photo.width} × {fact:photo.height}, taken less than {fact:photo.max-age} ago.",
        "The France-Visas application summary and receipt.",
        "Your French employment contract with the entity in France, showing the duties, the length of the assignment and the gross annual salary.",
        "A certificate from the foreign employer showing your length of service in the company or group.",
        "Proof of the link between the foreign company and the French entity (for example an organisation chart or a certificate from the group).",
        "Proof of accommodation in France and, for accompanying family, translated marriage and birth certificates.",
      ],
      costs: [
        "Long-stay visa fee: {fact:long-stay-visa.fee} per applicant.",
        "A tax stamp (timbre fiscal) bought online to validate the VLS-TS or to have the multi-year card issued; check the amount on Service-Public.fr.",
        "The visa service provider fee where applicable; many groups cover relocation costs, so ask your HR department.",
      ],
      processing:
        "Talent files are handled as a priority: the consulate usually decides within {fact:processing.talent}. Start as soon as the assignment is confirmed, as the group must first draw up the French contract.",
      validity:
        "The card covers the length of the assignment, up to {fact:talent.card.max-validity}, and can be renewed if the assignment is extended. A short assignment leads to a VLS-TS marked talent rather than a card.",
      workRights:
        "The card is your work permit for the assignment that justified it: no autorisation de travail is requested by the employer. Working for another employer, or on another job, needs a new permit. The French entity checks your residence document with the préfecture before you start and declares your hire.",
      family:
        "Your spouse and minor children can obtain a talent (famille) card for the same period, without the family reunification procedure, and your spouse may work in France.",
      steps: [
        {
          title: "Prepare the assignment with the group",
          body: "The French entity draws up your employment contract, and the foreign employer certifies your length of service. Check that the salary reaches the threshold for this category.",
        },
        {
          title: "Apply on France-Visas",
          body: "Complete the long-stay visa application for a talent activity on france-visas.gouv.fr and print the summary. Family members apply at the same time.",
        },
        {
          title: "Consulate appointment",
          body: "Submit the file and originals at the consulate or visa service provider in your country of residence, give your biometrics and pay the fee.",
        },
        {
          title: "Visa decision",
          body: "You receive a VLS-TS marked talent for a short assignment, or a long-stay visa stating that the residence card must be applied for.",
        },
        {
          title: "ANEF after arrival",
          body: "Validate the VLS-TS online on ANEF within {fact:vls-ts.validation-deadline} of arrival, or apply on ANEF for your multi-year card within the deadline stated on Service-Public.fr, then pay the tax stamp.",
        },
        {
          title: "Collect the card",
          body: "The préfecture invites you to collect your card; your attestation or récépissé covers you until then. Talent holders are exempt from the republican integration contract.",
        },
      ],
      mistakes: [
        "Keeping the employee on the foreign contract only: without a French contract, the talent card does not apply and the intra-corporate transfer card is the right route.",
        "Applying before the minimum length of service in the group has been reached.",
        "Setting a salary below the threshold, for instance by counting expatriation allowances that are not part of the gross salary.",
        "Letting the employee work for another group company in France than the one named in the file.",
      ],
    },
    fr: {
      title: "Talent – salarié qualifié en mission (anciennement « salarié en mission »)",
      summary:
        "Pour les salariés d'un groupe à l'étranger qui rejoignent sa société ou son établissement en France avec un contrat de travail français.",
      whoFor: [
        "Les salariés d'une entreprise établie hors de France envoyés dans un établissement de la même entreprise, ou dans une entreprise du même groupe, en France.",
        "Les salariés embauchés par l'entité française sous contrat de travail français pour la durée de la mission.",
        "Les groupes qui organisent la mobilité internationale d'ingénieurs, de cadres et de spécialistes ; depuis la loi immigration, ce cas relève de la carte talent – salarié qualifié.",
      ],
      conditions: [
        "Vous avez travaillé pour l'entreprise ou le groupe hors de France pendant au moins l'ancienneté minimale fixée par la loi avant la mission.",
        "Vous signez un contrat de travail avec l'entité établie en France (un salarié détaché qui reste sous contrat étranger relève plutôt de la carte salarié détaché ICT).",
        "Votre rémunération brute annuelle atteint le seuil fixé par décret pour cette catégorie ; demandez-le à votre service RH ou vérifiez le montant en vigueur sur Service-Public.fr.",
        "Votre mission est assez longue pour justifier un long séjour et vous exercez l'activité décrite dans les documents de la mission.",
        "Les ressortissants algériens relèvent de l'accord franco-algérien : demandez au consulat quel certificat de résidence s'applique.",
      ],
      documents: [
        "Passeport valable au moins {fact:passport.validity-beyond-stay} après la fin du séjour prévu, avec au moins {fact:passport.blank-pages} pages vierges.",
        "Photos d'identité au format {fact:photo.width} × {fact:photo.height}, de moins de {fact:photo.max-age}.",
        "Le récapitulatif et le reçu de la demande France-Visas.",
        "Votre contrat de travail français avec l'entité en France, précisant les fonctions, la durée de la mission et la rémunération brute annuelle.",
        "Une attestation de l'employeur étranger indiquant votre ancienneté dans l'entreprise ou le groupe.",
        "La preuve du lien entre la société étrangère et l'entité française (par exemple un organigramme ou une attestation du groupe).",
        "Un justificatif d'hébergement en France et, pour la famille qui vous accompagne, les actes de mariage et de naissance traduits.",
      ],
      costs: [
        "Frais de visa de long séjour : {fact:long-stay-visa.fee} par demandeur.",
        "Un timbre fiscal acheté en ligne pour valider le VLS-TS ou obtenir la carte pluriannuelle ; vérifiez le montant sur Service-Public.fr.",
        "Les frais du prestataire de visas le cas échéant ; beaucoup de groupes prennent en charge les frais de mobilité, renseignez-vous auprès de votre service RH.",
      ],
      processing:
        "Les dossiers talent sont traités en priorité : le consulat se prononce généralement en {fact:processing.talent}. Lancez la démarche dès que la mission est confirmée, car le groupe doit d'abord établir le contrat français.",
      validity:
        "La carte couvre la durée de la mission, dans la limite de {fact:talent.card.max-validity}, et peut être renouvelée si la mission est prolongée. Une mission courte donne lieu à un VLS-TS mention talent plutôt qu'à une carte.",
      workRights:
        "La carte vaut autorisation de travail pour la mission qui l'a justifiée : l'employeur ne demande aucune autorisation de travail. Travailler pour un autre employeur ou sur un autre poste exige un nouveau titre. L'entité française vérifie votre titre auprès de la préfecture avant l'embauche et déclare votre embauche.",
      family:
        "Votre conjoint et vos enfants mineurs peuvent obtenir une carte talent (famille) de même durée, sans passer par le regroupement familial, et votre conjoint peut travailler en France.",
      steps: [
        {
          title: "Préparer la mission avec le groupe",
          body: "L'entité française établit votre contrat de travail et l'employeur étranger atteste votre ancienneté. Vérifiez que la rémunération atteint le seuil de cette catégorie.",
        },
        {
          title: "Déposer la demande sur France-Visas",
          body: "Remplissez sur france-visas.gouv.fr la demande de visa de long séjour pour une activité talent et imprimez le récapitulatif. Les membres de la famille déposent leur demande en même temps.",
        },
        {
          title: "Rendez-vous au consulat",
          body: "Déposez le dossier et les originaux au consulat ou chez le prestataire de visas de votre pays de résidence, donnez vos données biométriques et payez les frais.",
        },
        {
          title: "Décision sur le visa",
          body: "Vous recevez un VLS-TS mention talent pour une mission courte, ou un visa de long séjour indiquant que la carte de séjour est à solliciter.",
        },
        {
          title: "L'ANEF après l'arrivée",
          body: "Validez le VLS-TS en ligne sur l'ANEF dans les {fact:vls-ts.validation-deadline} suivant votre arrivée, ou demandez sur l'ANEF votre carte pluriannuelle dans le délai indiqué sur Service-Public.fr, puis payez le timbre fiscal.",
        },
        {
          title: "Retirer la carte",
          body: "La préfecture vous invite à retirer votre carte ; votre attestation ou votre récépissé vous couvre jusque-là. Les titulaires d'une carte talent sont dispensés du contrat d'intégration républicaine.",
        },
      ],
      mistakes: [
        "Laisser le salarié sous le seul contrat étranger : sans contrat français, la carte talent ne s'applique pas et c'est la carte salarié détaché ICT qui convient.",
        "Déposer la demande avant d'avoir atteint l'ancienneté minimale dans le groupe.",
        "Fixer une rémunération sous le seuil, par exemple en comptant des indemnités d'expatriation qui ne font pas partie du salaire brut.",
        "Faire travailler le salarié pour une autre société du groupe en France que celle mentionnée dans le dossier.",
      ],
    },
    ar: {
      title: "المواهب – أجير مؤهل في مهمة (سابقًا «أجير في مهمة»)",
      summary: "لأجراء مجموعة في الخارج ينتقلون إلى شركتها أو مؤسستها في فرنسا بعقد عمل فرنسي، لأداء مهمة في فرنسا.",
      whoFor: [
        "أجراء شركة مستقرة خارج فرنسا يُرسَلون إلى مؤسسة تابعة للشركة نفسها، أو إلى شركة من المجموعة نفسها، في فرنسا.",
        "الأجراء الذين يوظّفهم الكيان الفرنسي محليًا بعقد عمل فرنسي طوال مدة المهمة.",
        "المجموعات التي تنظّم التنقل الدولي للمهندسين والأطر والمتخصصين؛ ومنذ صدور قانون الهجرة، أصبحت هذه الحالة مشمولة ببطاقة «المواهب – أجير مؤهل» ({fr:talent – salarié qualifié}).",
      ],
      conditions: [
        "أن تكون قد عملت لدى الشركة أو المجموعة خارج فرنسا، قبل المهمة، طوال مدة الأقدمية الدنيا التي يحددها القانون على الأقل.",
        "أن توقّع عقد عمل مع الكيان المستقر في فرنسا (أما الأجير المنتدَب الذي يبقى خاضعًا للعقد الأجنبي فتشمله بدلًا من ذلك بطاقة النقل داخل المجموعة، «أجير منتدَب» ({fr:salarié détaché ICT})).",
        "أن يبلغ أجرك الإجمالي السنوي الحد الذي يحدده المرسوم لهذه الفئة؛ اسأل مصلحة الموارد البشرية أو تحقّق من المبلغ الساري على Service-Public.fr.",
        "أن تكون مهمتك طويلة بما يكفي لتبرير إقامة طويلة، وأن تمارس النشاط الموصوف في وثائق مهمتك.",
        "يخضع المواطنون الجزائريون للاتفاق الفرنسي الجزائري ({fr:accord franco-algérien}): اسأل القنصلية عن شهادة الإقامة ({fr:certificat de résidence}) التي تنطبق عليك.",
      ],
      documents: [
        "جواز سفر صالح لمدة {fact:passport.validity-beyond-stay} على الأقل بعد نهاية إقامتك المقررة، وفيه {fact:passport.blank-pages} صفحات فارغة على الأقل.",
        "صور شمسية بمقاس {fact:photo.width} × {fact:photo.height}، التُقطت منذ أقل من {fact:photo.max-age}.",
        "ملخص طلب France-Visas ووصل استلامه.",
        "عقد عملك الفرنسي مع الكيان الموجود في فرنسا، مبيّنًا فيه المهام ومدة المهمة والأجر الإجمالي السنوي.",
        "شهادة من المشغّل الأجنبي تبيّن أقدميتك في الشركة أو المجموعة.",
        "إثبات الصلة بين الشركة الأجنبية والكيان الفرنسي (مثلًا هيكل تنظيمي أو شهادة من المجموعة).",
        "إثبات السكن في فرنسا، وبالنسبة إلى أفراد الأسرة المرافقين لك، عقود الزواج وشهادات الميلاد مترجمة.",
      ],
      costs: [
        "رسوم تأشيرة الإقامة الطويلة: {fact:long-stay-visa.fee} عن كل مقدّم طلب.",
        "طابع جبائي ({fr:timbre fiscal}) يُشترى عبر الإنترنت للمصادقة على تأشيرة VLS-TS أو لإصدار البطاقة متعددة السنوات؛ تحقّق من المبلغ على Service-Public.fr.",
        "رسوم مقدّم خدمات التأشيرات عند الاقتضاء؛ تتكفل مجموعات كثيرة بتكاليف الانتقال، فاسأل مصلحة الموارد البشرية.",
      ],
      processing:
        "تُعالَج ملفات «المواهب» بالأولوية: تبتّ القنصلية عادةً في الطلب خلال {fact:processing.talent}. ابدأ الإجراءات فور تأكيد المهمة، لأن المجموعة يجب أن تُعدّ العقد الفرنسي أولًا.",
      validity:
        "تغطي البطاقة مدة المهمة، في حدود {fact:talent.card.max-validity}، ويمكن تجديدها إذا مُدّدت المهمة. أما المهمة القصيرة فتُمنح لها تأشيرة VLS-TS تحمل عبارة «المواهب» ({fr:talent}) بدلًا من البطاقة.",
      workRights:
        "البطاقة هي رخصة عملك للمهمة التي بُرِّرت بها: لا يطلب المشغّل أي رخصة عمل ({fr:autorisation de travail}). أما العمل لدى مشغّل آخر أو في منصب آخر فيتطلب بطاقة إقامة جديدة. ويتحقق الكيان الفرنسي من وثيقة إقامتك لدى المحافظة ({fr:préfecture}) قبل بدء العمل، ويصرّح بتوظيفك.",
      family:
        "يمكن لزوجك أو زوجتك ولأطفالك القاصرين الحصول على بطاقة «المواهب (العائلة)» ({fr:talent (famille)}) للمدة نفسها، دون المرور بإجراء لمّ الشمل العائلي ({fr:regroupement familial})، ويحق لزوجك أو زوجتك العمل في فرنسا.",
      steps: [
        {
          title: "حضّر المهمة مع المجموعة",
          body: "يُعدّ الكيان الفرنسي عقد عملك، ويشهد المشغّل الأجنبي بأقدميتك. تحقّق من أن الأجر يبلغ الحد المطلوب لهذه الفئة.",
        },
        {
          title: "قدّم طلبك على France-Visas",
          body: "املأ على france-visas.gouv.fr طلب تأشيرة الإقامة الطويلة لنشاط «المواهب»، واطبع الملخص. ويقدّم أفراد الأسرة طلباتهم في الوقت نفسه.",
        },
        {
          title: "الموعد في القنصلية",
          body: "أودِع الملف والوثائق الأصلية في القنصلية أو لدى مقدّم خدمات التأشيرات في بلد إقامتك، وقدّم بياناتك البيومترية، وادفع الرسوم.",
        },
        {
          title: "قرار التأشيرة",
          body: "تحصل على تأشيرة VLS-TS تحمل عبارة «المواهب» ({fr:talent}) إذا كانت المهمة قصيرة، أو على تأشيرة إقامة طويلة تنص على وجوب طلب بطاقة الإقامة ({fr:carte de séjour à solliciter}).",
        },
        {
          title: "ANEF بعد الوصول",
          body: "صادق على تأشيرة VLS-TS عبر الإنترنت على ANEF خلال {fact:vls-ts.validation-deadline} من وصولك، أو اطلب على ANEF بطاقتك متعددة السنوات ضمن الأجل المبيّن على Service-Public.fr، ثم ادفع الطابع الجبائي.",
        },
        {
          title: "تسلّم البطاقة",
          body: "تدعوك المحافظة ({fr:préfecture}) إلى تسلّم بطاقتك؛ وتغطيك الشهادة ({fr:attestation}) أو وصل الإيداع ({fr:récépissé}) إلى ذلك الحين. وحاملو بطاقة «المواهب» معفَون من عقد الاندماج الجمهوري ({fr:contrat d'intégration républicaine}).",
        },
      ],
      mistakes: [
        "إبقاء الأجير خاضعًا للعقد الأجنبي وحده: فمن دون عقد فرنسي لا تنطبق بطاقة «المواهب»، والمسار المناسب هو بطاقة النقل داخل المجموعة.",
        "تقديم الطلب قبل بلوغ مدة الأقدمية الدنيا في المجموعة.",
        "تحديد أجر أقل من الحد المطلوب، مثلًا باحتساب تعويضات الاغتراب التي لا تدخل في الأجر الإجمالي.",
        "تشغيل الأجير لدى شركة أخرى من المجموعة في فرنسا غير تلك المذكورة في الملف.",
      ],
    },
  },
};

export default visa;
