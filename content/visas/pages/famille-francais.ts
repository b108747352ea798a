import type { VisaContent } from "../visa-content-types.ts";

const visa: VisaContent = {
  slug: "famille-francais",
  category: "family",
  purposes: ["family"],
  keyFacts: [
    "vls-ts.validation-deadline",
    "resident-card.validity",
    "long-stay-visa.fee",
    "police-certificate.max-age",
  ],
  officialLinks: [
    {
      url: "https://france-visas.gouv.fr/web/france-visas/famille-de-francais",
      label: {
        en: "France-Visas: family of a French national",
        fr: "France-Visas : famille de Français",
        ar: "France-Visas: عائلة المواطن الفرنسي",
      },
    },
    {
      url: "https://www.service-public.fr/particuliers/vosdroits/F2209",
      label: {
        en: "Service-Public.fr: the « vie privée et familiale » residence permit",
        fr: "Service-Public.fr : la carte de séjour « vie privée et familiale »",
        ar: "Service-Public.fr: بطاقة الإقامة «الحياة الخاصة والعائلية»",
      },
    },
    {
      url: "https://administration-etrangers-en-france.interieur.gouv.fr/",
      label: {
        en: "ANEF: validate your visa and renew your permit",
        fr: "ANEF : valider votre visa et renouveler votre titre",
        ar: "ANEF: صادق على تأشيرتك وجدّد بطاقة إقامتك",
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
  ],
  talentRenaming: false,
  premiumSections: ["mistakes"],
  text: {
    en: {
      title: "Family of a French national: spouse, child or parent",
      summary:
        "Long-stay visa and residence permits for the foreign spouse, child or dependent parent of a French national, and for the parent of a French child.",
      whoFor: [
        "The foreign spouse of a French national, married in France or abroad in a marriage recognised by France.",
        "The foreign child of a French national who is a young adult within the age limit set by law, or an older child who depends on the French parent. Minor children of a French parent are often French themselves: check this first.",
        "The foreign parent, or parent-in-law, of a French national who depends on them financially (ascendant à charge).",
        "The foreign parent of a minor French child living in France who contributes to the child's upkeep and education.",
      ],
      conditions: [
        "For a spouse: a valid marriage, transcribed into the French civil status registers if it was celebrated abroad, and the intention to live together in France. A marriage of convenience leads to refusal and can be prosecuted.",
        "For a spouse: the consulate may assess your knowledge of French and of the values of the Republic and, if needed, offer you a free course before departure, which you must attend.",
        "For a child or a dependent parent: proof of the family link and, where required, of real and regular financial dependence on the French family member, who can support you.",
        "For the parent of a French child: the child lives in France and you effectively contribute to their upkeep and education.",
        "Your presence is not a threat to public order, and you sign the commitment to respect the principles of the Republic required for residence permits.",
      ],
      documents: [
        "Passport valid for at least {fact:passport.validity-beyond-stay} beyond your planned stay, with at least {fact:passport.blank-pages} blank pages.",
        "Recent identity photos of {fact:photo.width} × {fact:photo.height}, taken less than {fact:photo.max-age} ago, meeting the French standard.",
        "Proof of the French family member's nationality: French identity card or passport, or certificate of French nationality.",
        "The French copy of the marriage certificate after transcription, or the French family record book (livret de famille); birth certificates proving the link, translated and legalised or apostilled where required.",
        "For dependants: proof of regular transfers from the French family member over time, and of your own resources and expenses.",
        "For the parent of a French child: the child's French birth certificate and proof of your contribution to their upkeep and education.",
        "A police certificate from your country of residence if the consulate asks for one, issued less than {fact:police-certificate.max-age} before you apply.",
      ],
      costs: [
        "The long-stay visa is normally free for the spouse of a French national. Other family members pay the long-stay visa fee of {fact:long-stay-visa.fee} unless France-Visas shows an exemption when you fill in the form.",
        "After arrival: a tax stamp (timbre fiscal) to validate the visa, then for each residence permit. Check the current amounts on Service-Public.fr.",
        "Transcription of a foreign marriage is free; allow for sworn translations and legalisations of other documents.",
      ],
      processing:
        "A spouse of a French national can only be refused the visa for fraud, annulment of the marriage or a threat to public order, and the consulate must decide promptly. The transcription of a marriage celebrated abroad, which comes first, can take several months: start it early. Other family applications are examined case by case.",
      validity:
        "A spouse receives a long-stay visa equivalent to a residence permit (VLS-TS « conjoint de Français »), validated online within {fact:vls-ts.validation-deadline} of arrival. It is then renewed on ANEF with a residence permit « vie privée et familiale », which can be multi-year; after several years of marriage and shared life in France, the spouse may apply for a resident card valid {fact:resident-card.validity}, subject to conditions that include French language skills. A dependent child or parent may be eligible for a resident card directly; the parent of a French child receives a « vie privée et familiale » permit.",
      workRights:
        "The VLS-TS « conjoint de Français », the « vie privée et familiale » permit and the resident card all allow any salaried or self-employed work, without an autorisation de travail.",
      family:
        "Renewal requires that the shared life continues. If the couple separates because of domestic violence, the law protects the foreign spouse's right to stay: ask the préfecture or a support organisation. Children of the foreign spouse from another relationship need their own route.",
      steps: [
        {
          title: "Prepare the civil status documents",
          body: "If you married abroad, ask the French consulate to transcribe the marriage into the French registers. If a child has a French parent, check whether the child is French and needs a French passport instead of a visa.",
        },
        {
          title: "Apply online on France-Visas",
          body: "On france-visas.gouv.fr, choose the long-stay visa for the family of a French national, fill in the form and print the summary with the list of documents.",
        },
        {
          title: "Appointment and biometrics",
          body: "Attend your appointment at the French consulate or the visa service provider in your country of residence with your originals; your fingerprints and photo are taken. A spouse may also be assessed on French and the values of the Republic.",
        },
        {
          title: "Decision",
          body: "The consulate decides and returns your passport. Check the mention on the sticker: VLS-TS to validate, or visa after which a residence permit must be applied for.",
        },
        {
          title: "Arrival: ANEF and OFII",
          body: "Validate the VLS-TS on the ANEF website within {fact:vls-ts.validation-deadline} of arrival, or apply for your residence permit on ANEF if the visa says so. The OFII invites you to sign the republican integration contract and, where needed, to a medical check.",
        },
        {
          title: "Renew and settle",
          body: "Before the visa expires, apply on ANEF for your residence permit with proof that the shared life or dependency continues, then for longer permits as you become eligible.",
        },
      ],
      mistakes: [
        "Applying for the spouse visa before the foreign marriage has been transcribed: the consulate needs the French civil status record.",
        "Applying for a visa for a child who is in fact French and should travel on a French passport.",
        "Entering on a short-stay visa and trying to switch in France: possible only in specific cases, so check Service-Public.fr before relying on it.",
        "For a dependent parent: occasional gifts instead of regular, documented support over time.",
        "Letting the residence permit lapse during a separation instead of asking the préfecture about your rights.",
      ],
    },
    fr: {
      title: "Famille de Français : conjoint, enfant ou parent",
      summary:
        "Visa de long séjour et titres de séjour pour le conjoint, l'enfant ou le parent à charge étranger d'un Français, et pour le parent d'un enfant français.",
      whoFor: [
        "Le conjoint étranger d'un ressortissant français, marié en France ou à l'étranger par un mariage reconnu en France.",
        "L'enfant étranger d'un Français jeune majeur dans la limite d'âge fixée par la loi, ou plus âgé s'il est à la charge du parent français. Les enfants mineurs d'un parent français sont souvent eux-mêmes français : vérifiez-le d'abord.",
        "Le parent, ou beau-parent, étranger d'un ressortissant français qui est à sa charge (ascendant à charge).",
        "Le parent étranger d'un enfant français mineur résidant en France, qui contribue à son entretien et à son éducation.",
      ],
      conditions: [
        "Pour un conjoint : un mariage valable, transcrit sur les registres de l'état civil français s'il a été célébré à l'étranger, et l'intention de vivre ensemble en France. Un mariage de complaisance entraîne un refus et peut être poursuivi.",
        "Pour un conjoint : le consulat peut évaluer votre connaissance du français et des valeurs de la République et, si nécessaire, vous proposer une formation gratuite avant le départ, que vous devez suivre.",
        "Pour un enfant ou un ascendant à charge : la preuve du lien de famille et, lorsque c'est exigé, d'une prise en charge financière réelle et régulière par le membre de famille français, qui a les moyens de vous soutenir.",
        "Pour le parent d'un enfant français : l'enfant réside en France et vous contribuez effectivement à son entretien et à son éducation.",
        "Votre présence ne constitue pas une menace pour l'ordre public, et vous signez le contrat d'engagement au respect des principes de la République exigé pour les titres de séjour.",
      ],
      documents: [
        "Passeport valable au moins {fact:passport.validity-beyond-stay} après la fin du séjour prévu, avec au moins {fact:passport.blank-pages} pages vierges.",
        "Photos d'identité récentes de {fact:photo.width} × {fact:photo.height}, datant de moins de {fact:photo.max-age}, conformes à la norme française.",
        "Preuve de la nationalité du membre de famille français : carte nationale d'identité ou passeport français, ou certificat de nationalité française.",
        "La copie française de l'acte de mariage après transcription, ou le livret de famille français ; les actes de naissance prouvant le lien, traduits et légalisés ou apostillés si nécessaire.",
        "Pour les personnes à charge : les preuves de virements réguliers du membre de famille français dans le temps, et de vos propres ressources et dépenses.",
        "Pour le parent d'un enfant français : l'acte de naissance français de l'enfant et les preuves de votre contribution à son entretien et à son éducation.",
        "Un extrait de casier judiciaire de votre pays de résidence si le consulat le demande, datant de moins de {fact:police-certificate.max-age} au moment de la demande.",
      ],
      costs: [
        "Le visa de long séjour est en principe gratuit pour le conjoint de Français. Les autres membres de famille paient les frais de visa de long séjour de {fact:long-stay-visa.fee}, sauf exemption signalée par France-Visas lorsque vous remplissez le formulaire.",
        "Après l'arrivée : un timbre fiscal pour valider le visa, puis pour chaque titre de séjour. Vérifiez les montants en vigueur sur Service-Public.fr.",
        "La transcription d'un mariage étranger est gratuite ; prévoyez des traductions assermentées et des légalisations pour les autres documents.",
      ],
      processing:
        "Le visa ne peut être refusé au conjoint de Français qu'en cas de fraude, d'annulation du mariage ou de menace pour l'ordre public, et le consulat doit statuer dans les meilleurs délais. La transcription d'un mariage célébré à l'étranger, préalable indispensable, peut prendre plusieurs mois : engagez-la tôt. Les autres demandes familiales sont examinées au cas par cas.",
      validity:
        "Le conjoint reçoit un visa de long séjour valant titre de séjour (VLS-TS « conjoint de Français »), validé en ligne dans les {fact:vls-ts.validation-deadline} suivant l'arrivée. Il est ensuite renouvelé sur l'ANEF par une carte de séjour « vie privée et familiale », qui peut être pluriannuelle ; après plusieurs années de mariage et de vie commune en France, le conjoint peut demander une carte de résident valable {fact:resident-card.validity}, sous conditions, notamment de maîtrise du français. Un enfant ou un ascendant à charge peut avoir droit directement à une carte de résident ; le parent d'un enfant français reçoit une carte « vie privée et familiale ».",
      workRights:
        "Le VLS-TS « conjoint de Français », la carte « vie privée et familiale » et la carte de résident permettent toute activité salariée ou indépendante, sans autorisation de travail.",
      family:
        "Le renouvellement suppose que la vie commune se poursuive. Si le couple se sépare en raison de violences conjugales, la loi protège le droit au séjour du conjoint étranger : renseignez-vous auprès de la préfecture ou d'une association. Les enfants du conjoint étranger issus d'une autre union relèvent de leur propre procédure.",
      steps: [
        {
          title: "Préparer l'état civil",
          body: "Si vous vous êtes mariés à l'étranger, demandez au consulat de France la transcription du mariage sur les registres français. Si un enfant a un parent français, vérifiez s'il est français et doit voyager avec un passeport français plutôt qu'un visa.",
        },
        {
          title: "Demande en ligne sur France-Visas",
          body: "Sur france-visas.gouv.fr, choisissez le visa de long séjour pour la famille de Français, remplissez le formulaire et imprimez le récapitulatif avec la liste des pièces.",
        },
        {
          title: "Rendez-vous et biométrie",
          body: "Présentez-vous au consulat de France ou chez le prestataire de services de visas de votre pays de résidence avec vos originaux ; vos empreintes et votre photo sont relevées. Le conjoint peut aussi être évalué sur le français et les valeurs de la République.",
        },
        {
          title: "Décision",
          body: "Le consulat statue et vous restitue votre passeport. Vérifiez la mention de la vignette : VLS-TS à valider, ou visa après lequel un titre de séjour doit être demandé.",
        },
        {
          title: "Arrivée : ANEF et OFII",
          body: "Validez le VLS-TS sur le site de l'ANEF dans les {fact:vls-ts.validation-deadline} suivant l'arrivée, ou demandez votre titre de séjour sur l'ANEF si le visa l'indique. L'OFII vous convoque pour signer le contrat d'intégration républicaine et, le cas échéant, pour une visite médicale.",
        },
        {
          title: "Renouveler et s'installer",
          body: "Avant l'expiration du visa, demandez sur l'ANEF votre titre de séjour avec les preuves que la vie commune ou la prise en charge se poursuit, puis des titres plus longs lorsque vous y avez droit.",
        },
      ],
      mistakes: [
        "Demander le visa de conjoint avant la transcription du mariage étranger : le consulat a besoin de l'acte d'état civil français.",
        "Demander un visa pour un enfant qui est en réalité français et doit voyager avec un passeport français.",
        "Entrer avec un visa de court séjour et tenter de changer de statut en France : ce n'est possible que dans des cas précis, vérifiez sur Service-Public.fr avant de compter dessus.",
        "Pour un ascendant à charge : des dons ponctuels au lieu d'une prise en charge régulière et justifiée dans le temps.",
        "Laisser expirer son titre pendant une séparation au lieu d'interroger la préfecture sur ses droits.",
      ],
    },
    ar: {
      title: "عائلة المواطن الفرنسي: الزوج أو الزوجة، الطفل أو الوالد",
      summary:
        "تأشيرة إقامة طويلة وبطاقات إقامة للزوج الأجنبي لمواطن فرنسي، أو لطفله، أو لوالده المُعال، ولوالد الطفل الفرنسي.",
      whoFor: [
        "الزوج الأجنبي أو الزوجة الأجنبية لمواطن فرنسي، المتزوج في فرنسا أو في الخارج بزواج تعترف به فرنسا.",
        "الطفل الأجنبي لمواطن فرنسي إذا كان شابًا بالغًا في حدود السن التي يحددها القانون، أو أكبر سنًّا إذا كان يعتمد في معيشته على الوالد الفرنسي. وكثيرًا ما يكون الأطفال القاصرون لوالد فرنسي فرنسيين هم أنفسهم: تحقّق من ذلك أولًا.",
        "الوالد الأجنبي، أو والد الزوج أو الزوجة، لمواطن فرنسي يتكفّل به ماليًا (الأصل المُعال ({fr:ascendant à charge})).",
        "الوالد الأجنبي لطفل فرنسي قاصر مقيم في فرنسا، يساهم في نفقته وتربيته.",
      ],
      conditions: [
        "بالنسبة إلى الزوج أو الزوجة: زواج صحيح، مُسجَّل في سجلات الحالة المدنية الفرنسية ({fr:transcription}) إذا عُقد في الخارج، ونية العيش معًا في فرنسا. ويؤدي الزواج الصوري ({fr:mariage de complaisance}) إلى الرفض وقد يترتب عليه متابعة قضائية.",
        "بالنسبة إلى الزوج أو الزوجة: قد تقيّم القنصلية معرفتك باللغة الفرنسية وبقيم الجمهورية، وتقترح عليك عند الحاجة تكوينًا مجانيًا قبل السفر، يجب عليك متابعته.",
        "بالنسبة إلى الطفل أو الأصل المُعال: إثبات رابطة القرابة، وعند الاقتضاء، إثبات تكفّل مالي حقيقي ومنتظم من فرد الأسرة الفرنسي، القادر على إعالتك.",
        "بالنسبة إلى والد الطفل الفرنسي: أن يكون الطفل مقيمًا في فرنسا، وأن تساهم فعليًا في نفقته وتربيته.",
        "ألا يشكّل وجودك تهديدًا للنظام العام، وأن توقّع عقد الالتزام باحترام مبادئ الجمهورية ({fr:contrat d'engagement au respect des principes de la République}) المطلوب للحصول على بطاقات الإقامة.",
      ],
      documents: [
        "جواز سفر صالح لمدة {fact:passport.validity-beyond-stay} على الأقل بعد نهاية إقامتك المقررة، وفيه {fact:passport.blank-pages} صفحات فارغة على الأقل.",
        "صور شمسية حديثة بمقاس {fact:photo.width} × {fact:photo.height}، التُقطت منذ أقل من {fact:photo.max-age}، ومطابقة للمعايير الفرنسية.",
        "إثبات جنسية فرد الأسرة الفرنسي: بطاقة التعريف الوطنية أو جواز السفر الفرنسي، أو شهادة الجنسية الفرنسية ({fr:certificat de nationalité française}).",
        "النسخة الفرنسية من عقد الزواج بعد تسجيله، أو الدفتر العائلي الفرنسي ({fr:livret de famille})؛ وشهادات الميلاد التي تثبت رابطة القرابة، مترجمة ومصدَّقة أو مختومة بالأبوستيل عند الاقتضاء.",
        "بالنسبة إلى الأشخاص المُعالين: إثباتات التحويلات المنتظمة من فرد الأسرة الفرنسي على مدى فترة من الزمن، وإثباتات مواردك ونفقاتك الخاصة.",
        "بالنسبة إلى والد الطفل الفرنسي: شهادة الميلاد الفرنسية للطفل، وإثباتات مساهمتك في نفقته وتربيته.",
        "شهادة السوابق العدلية من بلد إقامتك إذا طلبتها القنصلية، صادرة قبل أقل من {fact:police-certificate.max-age} من تاريخ تقديم الطلب.",
      ],
      costs: [
        "تأشيرة الإقامة الطويلة مجانية مبدئيًا لزوج المواطن الفرنسي أو زوجته. أما بقية أفراد الأسرة فيدفعون رسوم تأشيرة الإقامة الطويلة البالغة {fact:long-stay-visa.fee}، إلا إذا أظهر لك موقع France-Visas إعفاءً عند ملء الاستمارة.",
        "بعد الوصول: طابع جبائي ({fr:timbre fiscal}) للمصادقة على التأشيرة، ثم لكل بطاقة إقامة. تحقّق من المبالغ السارية على Service-Public.fr.",
        "تسجيل الزواج المعقود في الخارج مجاني؛ واحسب حساب الترجمات المحلَّفة وتصديق الوثائق الأخرى.",
      ],
      processing:
        "لا يجوز رفض منح التأشيرة لزوج المواطن الفرنسي أو زوجته إلا في حالة الغش، أو بطلان الزواج، أو التهديد للنظام العام، ويجب على القنصلية أن تبتّ في الطلب في أقرب الآجال. أما تسجيل الزواج المعقود في الخارج، وهو خطوة تسبق كل شيء، فقد يستغرق عدة أشهر: ابدأه مبكرًا. وتُدرس الطلبات العائلية الأخرى حالة بحالة.",
      validity:
        "يحصل الزوج أو الزوجة على تأشيرة إقامة طويلة تقوم مقام بطاقة الإقامة (VLS-TS «زوج مواطن فرنسي» ({fr:conjoint de Français}))، يُصادَق عليها عبر الإنترنت خلال {fact:vls-ts.validation-deadline} من الوصول. ثم تُجدَّد على ANEF ببطاقة إقامة «الحياة الخاصة والعائلية» ({fr:vie privée et familiale})، التي قد تكون متعددة السنوات؛ وبعد عدة سنوات من الزواج والحياة المشتركة في فرنسا، يمكن للزوج أو الزوجة طلب بطاقة مقيم ({fr:carte de résident}) صالحة لمدة {fact:resident-card.validity}، وفق شروط منها إتقان اللغة الفرنسية. وقد يحق للطفل أو الأصل المُعال الحصول مباشرة على بطاقة مقيم؛ أما والد الطفل الفرنسي فيحصل على بطاقة «الحياة الخاصة والعائلية».",
      workRights:
        "تسمح تأشيرة VLS-TS «زوج مواطن فرنسي»، وبطاقة «الحياة الخاصة والعائلية»، وبطاقة المقيم كلها بممارسة أي عمل مأجور أو مستقل، دون رخصة عمل ({fr:autorisation de travail}).",
      family:
        "يشترط التجديد استمرار الحياة المشتركة. وإذا انفصل الزوجان بسبب العنف الزوجي، فإن القانون يحمي حق الزوج الأجنبي أو الزوجة الأجنبية في الإقامة: استعلم لدى المحافظة ({fr:préfecture}) أو لدى جمعية مساندة. أما أطفال الزوج الأجنبي من علاقة أخرى فلهم مسارهم الخاص.",
      steps: [
        {
          title: "حضّر وثائق الحالة المدنية",
          body: "إذا تزوجتما في الخارج، فاطلب من القنصلية الفرنسية تسجيل الزواج في السجلات الفرنسية. وإذا كان لطفل والد فرنسي، فتحقّق هل هو فرنسي ويجب أن يسافر بجواز سفر فرنسي بدلًا من التأشيرة.",
        },
        {
          title: "قدّم طلبك عبر الإنترنت على France-Visas",
          body: "على france-visas.gouv.fr، اختر تأشيرة الإقامة الطويلة الخاصة بعائلة المواطن الفرنسي، واملأ الاستمارة، واطبع الملخص مع قائمة الوثائق.",
        },
        {
          title: "الموعد والبيانات البيومترية",
          body: "احضر موعدك في القنصلية الفرنسية أو لدى مقدّم خدمات التأشيرات في بلد إقامتك ومعك الوثائق الأصلية؛ تؤخذ بصماتك وصورتك. وقد يخضع الزوج أو الزوجة أيضًا لتقييم في اللغة الفرنسية وقيم الجمهورية.",
        },
        {
          title: "القرار",
          body: "تبتّ القنصلية في الطلب وتعيد إليك جواز سفرك. تحقّق من العبارة المدوّنة على الملصق: تأشيرة VLS-TS تجب المصادقة عليها، أو تأشيرة يجب بعدها طلب بطاقة إقامة.",
        },
        {
          title: "عند الوصول: ANEF وOFII",
          body: "صادق على تأشيرة VLS-TS عبر موقع ANEF خلال {fact:vls-ts.validation-deadline} من وصولك، أو اطلب بطاقة إقامتك على ANEF إذا كانت التأشيرة تنص على ذلك. ويستدعيك OFII لتوقيع عقد الاندماج الجمهوري ({fr:contrat d'intégration républicaine})، ولفحص طبي عند الاقتضاء.",
        },
        {
          title: "جدّد واستقرّ",
          body: "قبل انتهاء صلاحية التأشيرة، اطلب على ANEF بطاقة إقامتك مع إثباتات استمرار الحياة المشتركة أو التكفّل، ثم اطلب بطاقات أطول مدة عندما يحق لك ذلك.",
        },
      ],
      mistakes: [
        "طلب تأشيرة الزوج أو الزوجة قبل تسجيل الزواج المعقود في الخارج: فالقنصلية تحتاج إلى عقد الحالة المدنية الفرنسي.",
        "طلب تأشيرة لطفل هو في الحقيقة فرنسي ويجب أن يسافر بجواز سفر فرنسي.",
        "الدخول بتأشيرة إقامة قصيرة ومحاولة تغيير الوضع في فرنسا: فهذا لا يمكن إلا في حالات محددة، لذا تحقّق على Service-Public.fr قبل الاعتماد عليه.",
        "بالنسبة إلى الأصل المُعال: هدايا متفرقة بدلًا من إعالة منتظمة وموثّقة على مدى فترة من الزمن.",
        "ترك بطاقة الإقامة تنتهي صلاحيتها أثناء الانفصال بدلًا من الاستعلام لدى المحافظة ({fr:préfecture}) عن حقوقك.",
      ],
    },
  },
};

export default visa;
