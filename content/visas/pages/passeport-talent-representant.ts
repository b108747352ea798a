import type { VisaContent } from "../visa-content-types.ts";

const visa: VisaContent = {
  slug: "passeport-talent-representant",
  category: "talent",
  purposes: ["work", "business"],
  keyFacts: [
    "talent.company-representative.min-annual-salary",
    "talent.card.max-validity",
    "long-stay-visa.fee",
    "processing.talent",
    "vls-ts.validation-deadline",
  ],
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
    {
      url: "https://www.welcometofrance.com/",
      label: {
        en: "Welcome to France: guides for international talent",
        fr: "Welcome to France : guides pour les talents internationaux",
        ar: "WelcomeToFrance.com: أدلة للمواهب الدولية",
      },
    },
  ],
  talentRenaming: true,
  premiumSections: ["mistakes"],
  text: {
    en: {
      title: "Talent – company representative (mandataire social)",
      summary:
        "For executives of a foreign group appointed legal representative of its company or establishment in France, with a remuneration above the set threshold.",
      whoFor: [
        "Executives appointed as legal representative (mandataire social) of a company established in France: gérant of a SARL, président or directeur général of an SAS or SA.",
        "Representatives of the French branch or establishment of a foreign company.",
        "People already employed or holding a corporate office in a company of the same group abroad.",
      ],
      conditions: [
        "You hold a corporate office as legal representative of a company or establishment in France that belongs to the same group as the foreign company employing you.",
        "Before the appointment, you have worked for a company of the group as an employee or corporate officer for at least the minimum period set by law.",
        "Your gross annual pay is at least three times the annual gross minimum wage, i.e. {fact:talent.company-representative.min-annual-salary} since the last revaluation of the SMIC; check the current amount on Service-Public.fr before setting the pay.",
        "The French entity is duly registered and active. Algerian nationals fall under the Franco-Algerian agreement: ask the consulate.",
      ],
      documents: [
        "Passport valid for at least {fact:passport.validity-beyond-stay} beyond your planned stay, with at least {fact:passport.blank-pages} blank pages.",
        "Identity photos of {fact:photo.width} × {fact:photo.height}, taken less than {fact:photo.max-age} ago.",
        "The France-Visas application summary and receipt.",
        "The deed of appointment (minutes of the shareholders' or board decision, or the statutes naming you) and the registration extract (extrait Kbis) of the French entity.",
        "Proof of your remuneration: corporate office agreement or board decision setting your gross annual pay.",
        "A certificate from the foreign company showing your length of service in the group, and proof of the link between the two entities.",
        "Proof of accommodation and, for accompanying family, translated marriage and birth certificates.",
      ],
      costs: [
        "Long-stay visa fee: {fact:long-stay-visa.fee} per applicant.",
        "A tax stamp (timbre fiscal) to have the multi-year card issued or to validate a VLS-TS; check the amount on Service-Public.fr.",
        "The visa service provider fee where applicable, and translations of corporate documents.",
      ],
      processing:
        "Consulates usually decide within {fact:processing.talent}. The corporate documents (appointment, registration extract) must be ready first, so coordinate with the group's legal department.",
      validity:
        "The card follows the length of your corporate office, up to {fact:talent.card.max-validity}, and is renewable while you remain in office with a qualifying remuneration.",
      workRights:
        "The card lets you carry out your duties as legal representative of the French entity, without an autorisation de travail. Another job or office outside the one that justified the card is not covered.",
      family:
        "Your spouse and minor children can receive a talent (famille) card for the same period as yours, without the family reunification procedure, and your spouse may work in France.",
      steps: [
        {
          title: "Formalise the appointment",
          body: "The group appoints you as legal representative of the French entity, sets your remuneration and registers the change with the commercial court registry.",
        },
        {
          title: "Apply on France-Visas",
          body: "On france-visas.gouv.fr, apply for a long-stay visa for a talent activity as a company representative and print the summary. Family members apply at the same time.",
        },
        {
          title: "Consulate appointment",
          body: "Submit the file and originals at the consulate or visa service provider in your country of residence, give your biometrics and pay the fee.",
        },
        {
          title: "Visa decision",
          body: "You receive a long-stay visa stating that the residence card must be applied for, or a VLS-TS marked talent for a shorter office.",
        },
        {
          title: "ANEF after arrival",
          body: "Apply on ANEF for your multi-year talent card within the deadline stated on Service-Public.fr, or validate your VLS-TS on ANEF within {fact:vls-ts.validation-deadline} of arrival, and pay the tax stamp.",
        },
        {
          title: "Collect the card",
          body: "Collect the card when the préfecture invites you; your attestation or récépissé covers you until then. Talent holders are exempt from the republican integration contract.",
        },
      ],
      mistakes: [
        "Appointing someone who has no prior link with the group: this card is for people already employed or in office in a group company.",
        "Setting a remuneration below the threshold, or only as a variable bonus.",
        "Applying before the appointment is registered and the registration extract updated.",
        "Confusing this card with the business-creation route: founders of a new company apply as porteur de projet instead.",
      ],
    },
    fr: {
      title: "Talent – mandataire social",
      summary:
        "Pour les dirigeants d'un groupe étranger nommés représentants légaux de sa société ou de son établissement en France, avec une rémunération suffisante.",
      whoFor: [
        "Dirigeants nommés représentants légaux (mandataires sociaux) d'une société établie en France : gérant de SARL, président ou directeur général de SAS ou de SA.",
        "Représentants de la succursale ou de l'établissement français d'une société étrangère.",
        "Personnes déjà salariées ou mandataires sociaux d'une société du même groupe à l'étranger.",
      ],
      conditions: [
        "Vous exercez un mandat de représentant légal d'une société ou d'un établissement en France appartenant au même groupe que la société étrangère qui vous emploie.",
        "Avant votre nomination, vous avez travaillé pour une société du groupe comme salarié ou mandataire social pendant au moins la durée minimale fixée par la loi.",
        "Votre rémunération brute annuelle atteint au moins trois fois le salaire minimum annuel brut, soit {fact:talent.company-representative.min-annual-salary} depuis la dernière revalorisation du SMIC ; vérifiez le montant en vigueur sur Service-Public.fr avant de fixer la rémunération.",
        "L'entité française est régulièrement immatriculée et active. Les ressortissants algériens relèvent de l'accord franco-algérien : renseignez-vous auprès du consulat.",
      ],
      documents: [
        "Passeport valable au moins {fact:passport.validity-beyond-stay} après la fin du séjour prévu, avec au moins {fact:passport.blank-pages} pages vierges.",
        "Photos d'identité au format {fact:photo.width} × {fact:photo.height}, de moins de {fact:photo.max-age}.",
        "Le récapitulatif et le reçu de la demande France-Visas.",
        "L'acte de nomination (procès-verbal de l'assemblée ou du conseil, ou statuts vous désignant) et l'extrait Kbis de l'entité française.",
        "La preuve de votre rémunération : convention de mandat ou décision fixant votre rémunération brute annuelle.",
        "Une attestation de la société étrangère indiquant votre ancienneté dans le groupe, et la preuve du lien entre les deux entités.",
        "Un justificatif d'hébergement et, pour la famille qui vous accompagne, les actes de mariage et de naissance traduits.",
      ],
      costs: [
        "Frais de visa de long séjour : {fact:long-stay-visa.fee} par demandeur.",
        "Un timbre fiscal pour la délivrance de la carte pluriannuelle ou la validation d'un VLS-TS ; vérifiez le montant sur Service-Public.fr.",
        "Les éventuels frais du prestataire de visas et la traduction des documents sociaux.",
      ],
      processing:
        "Les consulats se prononcent généralement en {fact:processing.talent}. Les documents sociaux (nomination, extrait Kbis) doivent être prêts avant : coordonnez-vous avec le service juridique du groupe.",
      validity:
        "La carte suit la durée de votre mandat, dans la limite de {fact:talent.card.max-validity}, et se renouvelle tant que vous restez en fonction avec une rémunération suffisante.",
      workRights:
        "La carte permet d'exercer vos fonctions de représentant légal de l'entité française, sans autorisation de travail. Un autre emploi ou mandat que celui qui a justifié la carte n'est pas couvert.",
      family:
        "Votre conjoint et vos enfants mineurs peuvent recevoir une carte talent (famille) de même durée que la vôtre, sans passer par le regroupement familial, et votre conjoint peut travailler en France.",
      steps: [
        {
          title: "Formaliser la nomination",
          body: "Le groupe vous nomme représentant légal de l'entité française, fixe votre rémunération et fait inscrire la modification au greffe du tribunal de commerce.",
        },
        {
          title: "Déposer la demande sur France-Visas",
          body: "Sur france-visas.gouv.fr, demandez un visa de long séjour pour une activité talent en tant que mandataire social et imprimez le récapitulatif. Les membres de la famille déposent leur demande en même temps.",
        },
        {
          title: "Rendez-vous au consulat",
          body: "Déposez le dossier et les originaux au consulat ou chez le prestataire de visas de votre pays de résidence, donnez vos données biométriques et payez les frais.",
        },
        {
          title: "Décision sur le visa",
          body: "Vous recevez un visa de long séjour indiquant que la carte de séjour est à solliciter, ou un VLS-TS mention talent pour un mandat plus court.",
        },
        {
          title: "L'ANEF après l'arrivée",
          body: "Demandez sur l'ANEF votre carte pluriannuelle talent dans le délai indiqué sur Service-Public.fr, ou validez votre VLS-TS sur l'ANEF dans les {fact:vls-ts.validation-deadline} suivant votre arrivée, et payez le timbre fiscal.",
        },
        {
          title: "Retirer la carte",
          body: "Retirez la carte lorsque la préfecture vous y invite ; votre attestation ou votre récépissé vous couvre jusque-là. Les titulaires d'une carte talent sont dispensés du contrat d'intégration républicaine.",
        },
      ],
      mistakes: [
        "Nommer une personne sans lien préalable avec le groupe : cette carte vise les personnes déjà salariées ou mandataires d'une société du groupe.",
        "Fixer une rémunération sous le seuil, ou uniquement sous forme de part variable.",
        "Déposer la demande avant que la nomination soit inscrite et l'extrait Kbis mis à jour.",
        "Confondre cette carte avec la voie de la création d'entreprise : les fondateurs d'une nouvelle société demandent plutôt la carte porteur de projet.",
      ],
    },
    ar: {
      title: "المواهب – الممثل القانوني للشركة",
      summary: "لمسيّري مجموعة أجنبية المعيَّنين ممثلين قانونيين لشركتها أو مؤسستها في فرنسا، بأجر يتجاوز الحد المطلوب.",
      whoFor: [
        "المسيّرون المعيَّنون ممثلين قانونيين ({fr:mandataire social}) لشركة مستقرة في فرنسا: مسيّر شركة ذات مسؤولية محدودة ({fr:gérant de SARL})، أو رئيس أو مدير عام لشركة مساهمة مبسّطة أو شركة مساهمة ({fr:président ou directeur général de SAS ou de SA}).",
        "ممثلو الفرع أو المؤسسة الفرنسية لشركة أجنبية.",
        "الأشخاص الذين يعملون أصلًا أجراء أو يشغلون منصب تسيير في شركة من المجموعة نفسها في الخارج.",
      ],
      conditions: [
        "أن تشغل منصب الممثل القانوني لشركة أو مؤسسة في فرنسا تنتمي إلى المجموعة نفسها التي تنتمي إليها الشركة الأجنبية التي تشغّلك.",
        "أن تكون قد عملت، قبل تعيينك، لدى شركة من المجموعة بصفة أجير أو ممثل قانوني طوال المدة الدنيا التي يحددها القانون على الأقل.",
        "أن يبلغ أجرك الإجمالي السنوي ثلاثة أضعاف الحد الأدنى السنوي الإجمالي للأجور على الأقل، أي {fact:talent.company-representative.min-annual-salary} منذ آخر مراجعة للحد الأدنى للأجور (SMIC)؛ تحقّق من المبلغ الساري على Service-Public.fr قبل تحديد الأجر.",
        "أن يكون الكيان الفرنسي مسجَّلًا بصفة قانونية وفي حالة نشاط. ويخضع المواطنون الجزائريون للاتفاق الفرنسي الجزائري ({fr:accord franco-algérien}): استفسر لدى القنصلية.",
      ],
      documents: [
        "جواز سفر صالح لمدة {fact:passport.validity-beyond-stay} على الأقل بعد نهاية إقامتك المقررة، وفيه {fact:passport.blank-pages} صفحات فارغة على الأقل.",
        "صور شمسية بمقاس {fact:photo.width} × {fact:photo.height}، التُقطت منذ أقل من {fact:photo.max-age}.",
        "ملخص طلب France-Visas ووصل استلامه.",
        "وثيقة التعيين (محضر قرار الجمعية العامة للشركاء أو مجلس الإدارة، أو النظام الأساسي الذي يعيّنك) ومستخرج السجل التجاري ({fr:extrait Kbis}) للكيان الفرنسي.",
        "إثبات أجرك: اتفاقية الوكالة ({fr:convention de mandat}) أو القرار الذي يحدد أجرك الإجمالي السنوي.",
        "شهادة من الشركة الأجنبية تبيّن أقدميتك في المجموعة، وإثبات الصلة بين الكيانين.",
        "إثبات السكن، وبالنسبة إلى أفراد الأسرة المرافقين لك، عقود الزواج وشهادات الميلاد مترجمة.",
      ],
      costs: [
        "رسوم تأشيرة الإقامة الطويلة: {fact:long-stay-visa.fee} عن كل مقدّم طلب.",
        "طابع جبائي ({fr:timbre fiscal}) لإصدار البطاقة متعددة السنوات أو للمصادقة على تأشيرة VLS-TS؛ تحقّق من المبلغ على Service-Public.fr.",
        "رسوم مقدّم خدمات التأشيرات عند الاقتضاء، وترجمة وثائق الشركة.",
      ],
      processing:
        "تبتّ القنصليات عادةً في الطلب خلال {fact:processing.talent}. ويجب أن تكون وثائق الشركة (التعيين، مستخرج السجل التجاري) جاهزة قبل ذلك، لذا نسّق مع المصلحة القانونية للمجموعة.",
      validity:
        "تتبع البطاقة مدة ولايتك، في حدود {fact:talent.card.max-validity}، وتُجدَّد ما دمت في منصبك بأجر يستوفي الشرط.",
      workRights:
        "تسمح لك البطاقة بممارسة مهامك بصفتك ممثلًا قانونيًا للكيان الفرنسي، دون رخصة عمل ({fr:autorisation de travail}). ولا تشمل أي وظيفة أو منصب آخر غير الذي بُرِّرت به البطاقة.",
      family:
        "يمكن لزوجك أو زوجتك ولأطفالك القاصرين الحصول على بطاقة «المواهب (العائلة)» ({fr:talent (famille)}) للمدة نفسها لبطاقتك، دون المرور بإجراء لمّ الشمل العائلي ({fr:regroupement familial})، ويحق لزوجك أو زوجتك العمل في فرنسا.",
      steps: [
        {
          title: "إضفاء الطابع الرسمي على التعيين",
          body: "تعيّنك المجموعة ممثلًا قانونيًا للكيان الفرنسي، وتحدد أجرك، وتسجّل التغيير لدى كتابة ضبط المحكمة التجارية ({fr:greffe du tribunal de commerce}).",
        },
        {
          title: "قدّم طلبك على France-Visas",
          body: "على france-visas.gouv.fr، اطلب تأشيرة إقامة طويلة لنشاط «المواهب» بصفة ممثل قانوني للشركة ({fr:mandataire social})، واطبع الملخص. ويقدّم أفراد الأسرة طلباتهم في الوقت نفسه.",
        },
        {
          title: "الموعد في القنصلية",
          body: "أودِع الملف والوثائق الأصلية في القنصلية أو لدى مقدّم خدمات التأشيرات في بلد إقامتك، وقدّم بياناتك البيومترية، وادفع الرسوم.",
        },
        {
          title: "قرار التأشيرة",
          body: "تحصل على تأشيرة إقامة طويلة تنص على وجوب طلب بطاقة الإقامة ({fr:carte de séjour à solliciter})، أو على تأشيرة VLS-TS تحمل عبارة «المواهب» ({fr:talent}) إذا كانت الولاية أقصر.",
        },
        {
          title: "ANEF بعد الوصول",
          body: "اطلب على ANEF بطاقة «المواهب» متعددة السنوات ضمن الأجل المبيّن على Service-Public.fr، أو صادق على تأشيرة VLS-TS على ANEF خلال {fact:vls-ts.validation-deadline} من وصولك، وادفع الطابع الجبائي.",
        },
        {
          title: "تسلّم البطاقة",
          body: "تسلّم البطاقة عندما تدعوك المحافظة ({fr:préfecture}) إلى ذلك؛ وتغطيك الشهادة ({fr:attestation}) أو وصل الإيداع ({fr:récépissé}) إلى ذلك الحين. وحاملو بطاقة «المواهب» معفَون من عقد الاندماج الجمهوري ({fr:contrat d'intégration républicaine}).",
        },
      ],
      mistakes: [
        "تعيين شخص لا تربطه صلة سابقة بالمجموعة: هذه البطاقة مخصصة للأشخاص الذين يعملون أصلًا أجراء أو يشغلون منصبًا في شركة من المجموعة.",
        "تحديد أجر أقل من الحد المطلوب، أو في شكل مكافأة متغيرة فقط.",
        "تقديم الطلب قبل تسجيل التعيين وتحديث مستخرج السجل التجاري.",
        "الخلط بين هذه البطاقة ومسار إنشاء شركة: يطلب مؤسسو الشركات الجديدة بدلًا منها بطاقة «حامل مشروع» ({fr:porteur de projet}).",
      ],
    },
  },
};

export default visa;
