import type { VisaContent } from "../visa-content-types.ts";

const visa: VisaContent = {
  slug: "long-stay-personal",
  category: "other",
  purposes: ["family"],
  keyFacts: [
    "long-stay-visa.fee",
    "vls-ts.validation-deadline",
    "resident-card.validity",
    "police-certificate.max-age",
  ],
  officialLinks: [
    {
      url: "https://france-visas.gouv.fr/web/france-visas/assistant-visa",
      label: {
        en: "France-Visas: visa wizard to find your category",
        fr: "France-Visas : assistant visa pour trouver votre catégorie",
        ar: "France-Visas: مساعد التأشيرة لمعرفة فئتك",
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
        en: "ANEF: validate your visa or apply for your permit",
        fr: "ANEF : valider votre visa ou demander votre titre",
        ar: "ANEF: صادق على تأشيرتك أو اطلب بطاقة إقامتك",
      },
    },
  ],
  talentRenaming: false,
  premiumSections: ["mistakes"],
  text: {
    en: {
      title: "Long stay for personal reasons (« vie privée et familiale »)",
      summary:
        "A long-stay visa for specific personal or family situations that no other route covers. Check on France-Visas that your situation fits before applying.",
      whoFor: [
        "People whose personal or family ties with France are the reason for the stay, in a situation that French law recognises under « vie privée et familiale » but that is not covered by a dedicated route.",
        "Unmarried partners of French nationals, for example in a civil partnership (PACS), depending on how long and how stable the relationship is: the spouse route is reserved to married couples.",
        "Not a general-purpose visa: to live in France without working, see the visitor visa; for the spouse, child or parent of a French national, see the page on family of French nationals; for the family of a foreign resident, see family reunification.",
      ],
      conditions: [
        "Your situation matches one of the cases France-Visas lists under this purpose. Run the visa wizard with your exact situation first; if it points to another category, apply under that one.",
        "You can prove the reality, stability and intensity of your ties with France: time spent living together, children, family members living lawfully in France, past stays.",
        "You can support yourself during the stay, with your own resources or those of the partner or family member who supports you, and you have health insurance until you are covered by the French system.",
        "You have accommodation in France, and your presence is not a threat to public order. As for other residence permits, you sign the commitment to respect the principles of the Republic.",
      ],
      documents: [
        "Passport valid for at least {fact:passport.validity-beyond-stay} beyond your planned stay, with at least {fact:passport.blank-pages} blank pages.",
        "Recent identity photos of {fact:photo.width} × {fact:photo.height}, taken less than {fact:photo.max-age} ago, meeting the French standard.",
        "Civil status documents proving the ties you rely on (PACS certificate, birth certificates of children, family record), translated into French and legalised or apostilled where required.",
        "Proof of shared life or of the ties: joint lease or bills, correspondence over time, evidence of previous visits.",
        "Proof of identity and status of the person in France: French identity document or residence permit.",
        "Proof of resources, such as bank statements for the last {fact:bank-statements.months}, a health insurance certificate, and proof of accommodation in France.",
        "A police certificate from your country of residence if the consulate asks for one, issued less than {fact:police-certificate.max-age} before you apply.",
      ],
      costs: [
        "Long-stay visa fee: {fact:long-stay-visa.fee}, unless France-Visas shows an exemption for your situation when you fill in the form.",
        "After arrival: a tax stamp (timbre fiscal) to validate the visa or to obtain the residence permit. Check the current amounts on Service-Public.fr.",
        "Sworn translations, legalisations or apostilles of civil status documents, and the visa service provider's fee where the consulate uses one.",
      ],
      processing:
        "These applications are examined case by case and often take longer than standard categories; the consulate may interview you or ask for more evidence. Apply well ahead and answer any request quickly.",
      validity:
        "Depending on your situation, the consulate issues either a long-stay visa equivalent to a residence permit (VLS-TS « vie privée et familiale »), which you validate online within {fact:vls-ts.validation-deadline} of arrival, or a long-stay visa stating that you must apply for a residence permit after arrival (carte de séjour à solliciter). In some cases it issues a visitor visa instead, and a change to « vie privée et familiale » is requested later in France. The « vie privée et familiale » permit is renewable and can later lead to a resident card valid {fact:resident-card.validity}, under its own conditions.",
      workRights:
        "The « vie privée et familiale » residence permit allows any salaried or self-employed work without an autorisation de travail. If you were given a visitor visa instead, you may not work until your status has changed: check what your visa sticker says.",
      family:
        "Each family member needs their own visa to enter France. Children who are minors do not need a residence permit, but must enter with a visa if their nationality requires one. A spouse or partner applies in their own name and must meet the conditions of their own category.",
      steps: [
        {
          title: "Check your category",
          body: "Use the France-Visas visa wizard and read the page on your situation on Service-Public.fr. Apply under « vie privée et familiale » only if no dedicated route fits.",
        },
        {
          title: "Gather proof of your ties",
          body: "Collect civil status documents, proof of shared life and of the situation of the person in France, and have them translated and legalised or apostilled where required.",
        },
        {
          title: "Apply online on France-Visas",
          body: "On france-visas.gouv.fr, choose the long-stay visa for a private or family stay, fill in the form and print the summary with the list of documents.",
        },
        {
          title: "Appointment and biometrics",
          body: "Attend your appointment at the French consulate or the visa service provider in your country of residence with your originals; your fingerprints and photo are taken and you pay the fee.",
        },
        {
          title: "Decision",
          body: "The consulate decides and returns your passport. Read the sticker: it tells you whether it is a VLS-TS to validate, or a visa after which you must apply for a residence permit.",
        },
        {
          title: "Arrival: ANEF formalities",
          body: "Validate a VLS-TS on the ANEF website within {fact:vls-ts.validation-deadline} of arrival, or apply for the residence permit on ANEF (or at the préfecture if your case is not yet online) as soon as you arrive. If the OFII invites you to a medical check or to sign the republican integration contract, attend.",
        },
      ],
      mistakes: [
        "Choosing this category by default when a dedicated route fits your situation better, such as the spouse of a French national or family reunification.",
        "Thin evidence of the relationship or ties: a few photos or messages do not prove a stable shared life.",
        "Assuming that a civil partnership (PACS) gives the same rights as marriage: it is assessed case by case.",
        "Entering on a short stay and trying to obtain this permit in France without the long-stay visa normally required.",
        "Not checking the sticker after the decision, and missing either the online validation or the residence permit application.",
      ],
    },
    fr: {
      title: "Long séjour pour motifs personnels (« vie privée et familiale »)",
      summary:
        "Un visa de long séjour pour des situations personnelles ou familiales précises qu'aucune autre voie ne couvre. Vérifiez sur France-Visas que votre cas y entre.",
      whoFor: [
        "Personnes dont les liens personnels ou familiaux avec la France motivent le séjour, dans une situation que le droit français reconnaît au titre de la « vie privée et familiale » sans qu'une voie dédiée s'applique.",
        "Partenaires non mariés de ressortissants français, par exemple liés par un PACS, selon la durée et la stabilité de la relation : la voie du conjoint est réservée aux couples mariés.",
        "Pas un visa à tout faire : pour vivre en France sans travailler, voyez le visa visiteur ; pour le conjoint, l'enfant ou le parent d'un Français, la page famille de Français ; pour la famille d'un étranger résidant en France, le regroupement familial.",
      ],
      conditions: [
        "Votre situation correspond à l'un des cas que France-Visas présente sous ce motif. Lancez d'abord l'assistant visa avec votre situation exacte ; s'il vous oriente vers une autre catégorie, déposez au titre de celle-ci.",
        "Vous pouvez prouver la réalité, la stabilité et l'intensité de vos liens avec la France : durée de vie commune, enfants, membres de famille en situation régulière en France, séjours antérieurs.",
        "Vous pouvez subvenir à vos besoins pendant le séjour, avec vos ressources ou celles du partenaire ou du proche qui vous prend en charge, et vous avez une assurance maladie jusqu'à votre affiliation au système français.",
        "Vous disposez d'un logement en France et votre présence ne constitue pas une menace pour l'ordre public. Comme pour les autres titres de séjour, vous signez le contrat d'engagement au respect des principes de la République.",
      ],
      documents: [
        "Passeport valable au moins {fact:passport.validity-beyond-stay} après la fin du séjour prévu, avec au moins {fact:passport.blank-pages} pages vierges.",
        "Photos d'identité récentes de {fact:photo.width} × {fact:photo.height}, datant de moins de {fact:photo.max-age}, conformes à la norme française.",
        "Actes d'état civil prouvant les liens invoqués (attestation de PACS, actes de naissance des enfants, livret de famille), traduits en français et légalisés ou apostillés si nécessaire.",
        "Preuves de vie commune ou des liens : bail ou factures communs, échanges suivis dans le temps, preuves de séjours antérieurs.",
        "Justificatif d'identité et de situation de la personne en France : pièce d'identité française ou titre de séjour.",
        "Justificatifs de ressources, comme des relevés bancaires couvrant les {fact:bank-statements.months} précédant la demande, une attestation d'assurance maladie et un justificatif de logement en France.",
        "Un extrait de casier judiciaire de votre pays de résidence si le consulat le demande, datant de moins de {fact:police-certificate.max-age} au moment de la demande.",
      ],
      costs: [
        "Frais de visa de long séjour : {fact:long-stay-visa.fee}, sauf exemption signalée par France-Visas pour votre situation lorsque vous remplissez le formulaire.",
        "Après l'arrivée : un timbre fiscal pour valider le visa ou obtenir le titre de séjour. Vérifiez les montants en vigueur sur Service-Public.fr.",
        "Traductions assermentées, légalisations ou apostilles des actes d'état civil, et frais du prestataire de services de visas si le consulat en utilise un.",
      ],
      processing:
        "Ces demandes sont examinées au cas par cas et prennent souvent plus de temps que les catégories courantes ; le consulat peut vous recevoir en entretien ou demander des pièces complémentaires. Déposez tôt et répondez vite à toute demande.",
      validity:
        "Selon votre situation, le consulat délivre soit un visa de long séjour valant titre de séjour (VLS-TS « vie privée et familiale »), que vous validez en ligne dans les {fact:vls-ts.validation-deadline} suivant l'arrivée, soit un visa de long séjour portant la mention « carte de séjour à solliciter » après l'arrivée. Dans certains cas, il délivre plutôt un visa visiteur, et le passage à la « vie privée et familiale » se demande ensuite en France. La carte « vie privée et familiale » est renouvelable et peut conduire ensuite à une carte de résident valable {fact:resident-card.validity}, sous ses propres conditions.",
      workRights:
        "La carte de séjour « vie privée et familiale » permet toute activité salariée ou indépendante sans autorisation de travail. Si vous avez reçu un visa visiteur à la place, vous ne pouvez pas travailler avant le changement de statut : vérifiez la mention de votre vignette.",
      family:
        "Chaque membre de la famille a besoin de son propre visa pour entrer en France. Les enfants mineurs n'ont pas besoin de titre de séjour, mais doivent entrer avec un visa si leur nationalité y est soumise. Un conjoint ou partenaire dépose à son nom et doit remplir les conditions de sa propre catégorie.",
      steps: [
        {
          title: "Vérifier votre catégorie",
          body: "Utilisez l'assistant visa de France-Visas et lisez la fiche de Service-Public.fr correspondant à votre situation. Ne déposez au titre de la « vie privée et familiale » que si aucune voie dédiée ne convient.",
        },
        {
          title: "Rassembler les preuves de vos liens",
          body: "Réunissez les actes d'état civil, les preuves de vie commune et de la situation de la personne en France, et faites-les traduire et légaliser ou apostiller si nécessaire.",
        },
        {
          title: "Demande en ligne sur France-Visas",
          body: "Sur france-visas.gouv.fr, choisissez le visa de long séjour pour un séjour privé ou familial, remplissez le formulaire et imprimez le récapitulatif avec la liste des pièces.",
        },
        {
          title: "Rendez-vous et biométrie",
          body: "Présentez-vous au consulat de France ou chez le prestataire de services de visas de votre pays de résidence avec vos originaux ; vos empreintes et votre photo sont relevées et vous payez les frais.",
        },
        {
          title: "Décision",
          body: "Le consulat statue et vous restitue votre passeport. Lisez la vignette : elle indique s'il s'agit d'un VLS-TS à valider ou d'un visa après lequel vous devez demander un titre de séjour.",
        },
        {
          title: "Arrivée : démarches ANEF",
          body: "Validez un VLS-TS sur le site de l'ANEF dans les {fact:vls-ts.validation-deadline} suivant l'arrivée, ou demandez le titre de séjour sur l'ANEF (ou en préfecture si votre cas n'est pas encore en ligne) dès votre arrivée. Si l'OFII vous convoque à une visite médicale ou à la signature du contrat d'intégration républicaine, présentez-vous.",
        },
      ],
      mistakes: [
        "Choisir cette catégorie par défaut alors qu'une voie dédiée convient mieux, comme conjoint de Français ou regroupement familial.",
        "Des preuves de relation ou de liens trop minces : quelques photos ou messages ne prouvent pas une vie commune stable.",
        "Croire qu'un PACS donne les mêmes droits qu'un mariage : il est apprécié au cas par cas.",
        "Entrer pour un court séjour et tenter d'obtenir ce titre en France sans le visa de long séjour normalement exigé.",
        "Ne pas lire la vignette après la décision, et manquer la validation en ligne ou la demande de titre de séjour.",
      ],
    },
    ar: {
      title: "الإقامة الطويلة لأسباب شخصية («الحياة الخاصة والعائلية»)",
      summary:
        "تأشيرة إقامة طويلة لحالات شخصية أو عائلية محددة لا يغطيها أي مسار آخر. تحقّق على France-Visas من أن وضعك يندرج فيها قبل تقديم الطلب.",
      whoFor: [
        "الأشخاص الذين تكون روابطهم الشخصية أو العائلية مع فرنسا هي سبب الإقامة، في وضع يعترف به القانون الفرنسي تحت عنوان «الحياة الخاصة والعائلية» ({fr:vie privée et familiale}) دون أن يغطيه مسار مخصص.",
        "شركاء المواطنين الفرنسيين غير المتزوجين، مثلًا المرتبطون بعقد تضامن مدني (PACS)، حسب مدة العلاقة واستقرارها: فمسار الزوج أو الزوجة مخصص للأزواج المتزوجين.",
        "ليست تأشيرة لكل الأغراض: للعيش في فرنسا دون عمل، راجع تأشيرة الزائر؛ ولزوج المواطن الفرنسي أو طفله أو والده، راجع الصفحة الخاصة بعائلة المواطنين الفرنسيين؛ ولعائلة المقيم الأجنبي، راجع لمّ الشمل العائلي.",
      ],
      conditions: [
        "أن يطابق وضعك إحدى الحالات التي يعرضها موقع France-Visas تحت هذا الغرض. استعمل أولًا مساعد التأشيرة مع وصف وضعك بدقة؛ وإذا وجّهك إلى فئة أخرى، فقدّم طلبك في إطارها.",
        "أن تتمكن من إثبات حقيقة روابطك مع فرنسا واستقرارها وقوتها: مدة العيش المشترك، والأطفال، وأفراد الأسرة المقيمون بصفة قانونية في فرنسا، والإقامات السابقة.",
        "أن تتمكن من إعالة نفسك خلال الإقامة، بمواردك الخاصة أو بموارد الشريك أو القريب الذي يتكفّل بك، وأن يكون لديك تأمين صحي إلى حين انتسابك إلى النظام الفرنسي.",
        "أن يكون لديك سكن في فرنسا، وألا يشكّل وجودك تهديدًا للنظام العام. وكما في بطاقات الإقامة الأخرى، توقّع عقد الالتزام باحترام مبادئ الجمهورية ({fr:contrat d'engagement au respect des principes de la République}).",
      ],
      documents: [
        "جواز سفر صالح لمدة {fact:passport.validity-beyond-stay} على الأقل بعد نهاية إقامتك المقررة، وفيه {fact:passport.blank-pages} صفحات فارغة على الأقل.",
        "صور شمسية حديثة بمقاس {fact:photo.width} × {fact:photo.height}، التُقطت منذ أقل من {fact:photo.max-age}، ومطابقة للمعايير الفرنسية.",
        "وثائق الحالة المدنية التي تثبت الروابط التي تستند إليها (شهادة عقد التضامن المدني PACS، وشهادات ميلاد الأطفال، والدفتر العائلي ({fr:livret de famille}))، مترجمة إلى الفرنسية ومصدَّقة أو مختومة بالأبوستيل عند الاقتضاء.",
        "إثباتات العيش المشترك أو الروابط: عقد إيجار أو فواتير مشتركة، ومراسلات متواصلة عبر الزمن، وأدلة على زيارات سابقة.",
        "إثبات هوية الشخص الموجود في فرنسا ووضعه: وثيقة هوية فرنسية أو بطاقة إقامة.",
        "إثباتات الموارد، مثل كشوف الحساب البنكي عن آخر {fact:bank-statements.months}، وشهادة التأمين الصحي، وإثبات السكن في فرنسا.",
        "شهادة السوابق العدلية من بلد إقامتك إذا طلبتها القنصلية، صادرة قبل أقل من {fact:police-certificate.max-age} من تاريخ تقديم الطلب.",
      ],
      costs: [
        "رسوم تأشيرة الإقامة الطويلة: {fact:long-stay-visa.fee}، إلا إذا أظهر لك موقع France-Visas إعفاءً يخص وضعك عند ملء الاستمارة.",
        "بعد الوصول: طابع جبائي ({fr:timbre fiscal}) للمصادقة على التأشيرة أو للحصول على بطاقة الإقامة. تحقّق من المبالغ السارية على Service-Public.fr.",
        "الترجمات المحلَّفة، والتصديق أو الأبوستيل على وثائق الحالة المدنية، ورسوم مقدّم خدمات التأشيرات إذا كانت القنصلية تعتمد عليه.",
      ],
      processing:
        "تُدرس هذه الطلبات حالة بحالة، وكثيرًا ما تستغرق وقتًا أطول من الفئات المعتادة؛ وقد تستدعيك القنصلية لمقابلة أو تطلب أدلة إضافية. قدّم طلبك مبكرًا وأجب بسرعة عن أي طلب.",
      validity:
        "حسب وضعك، تمنح القنصلية إما تأشيرة إقامة طويلة تقوم مقام بطاقة الإقامة (VLS-TS «الحياة الخاصة والعائلية»)، تصادق عليها عبر الإنترنت خلال {fact:vls-ts.validation-deadline} من وصولك، وإما تأشيرة إقامة طويلة تنص على وجوب طلب بطاقة إقامة بعد الوصول ({fr:carte de séjour à solliciter}). وفي بعض الحالات تمنح بدلًا من ذلك تأشيرة زائر، ويُطلب الانتقال إلى «الحياة الخاصة والعائلية» لاحقًا في فرنسا. وبطاقة «الحياة الخاصة والعائلية» قابلة للتجديد، ويمكن أن تؤدي لاحقًا إلى بطاقة مقيم ({fr:carte de résident}) صالحة لمدة {fact:resident-card.validity}، وفق شروطها الخاصة.",
      workRights:
        "تسمح بطاقة الإقامة «الحياة الخاصة والعائلية» ({fr:vie privée et familiale}) بممارسة أي عمل مأجور أو مستقل دون رخصة عمل ({fr:autorisation de travail}). وإذا حصلت بدلًا منها على تأشيرة زائر، فلا يحق لك العمل قبل تغيير وضعك: تحقّق مما هو مدوّن على ملصق تأشيرتك.",
      family:
        "يحتاج كل فرد من أفراد الأسرة إلى تأشيرته الخاصة لدخول فرنسا. ولا يحتاج الأطفال القاصرون إلى بطاقة إقامة، لكن عليهم الدخول بتأشيرة إذا كانت جنسيتهم تستلزمها. ويقدّم الزوج أو الشريك طلبه باسمه، ويجب أن يستوفي شروط فئته الخاصة.",
      steps: [
        {
          title: "تحقّق من فئتك",
          body: "استعمل مساعد التأشيرة على France-Visas، واقرأ الصفحة الخاصة بوضعك على Service-Public.fr. ولا تقدّم طلبك تحت «الحياة الخاصة والعائلية» إلا إذا لم يناسبك أي مسار مخصص.",
        },
        {
          title: "اجمع إثباتات روابطك",
          body: "اجمع وثائق الحالة المدنية، وإثباتات العيش المشترك ووضع الشخص الموجود في فرنسا، واحرص على ترجمتها وتصديقها أو ختمها بالأبوستيل عند الاقتضاء.",
        },
        {
          title: "قدّم طلبك عبر الإنترنت على France-Visas",
          body: "على france-visas.gouv.fr، اختر تأشيرة الإقامة الطويلة لإقامة خاصة أو عائلية، واملأ الاستمارة، واطبع الملخص مع قائمة الوثائق.",
        },
        {
          title: "الموعد والبيانات البيومترية",
          body: "احضر موعدك في القنصلية الفرنسية أو لدى مقدّم خدمات التأشيرات في بلد إقامتك ومعك الوثائق الأصلية؛ تؤخذ بصماتك وصورتك وتدفع الرسوم.",
        },
        {
          title: "القرار",
          body: "تبتّ القنصلية في الطلب وتعيد إليك جواز سفرك. اقرأ ملصق التأشيرة: فهو يبيّن هل هي تأشيرة VLS-TS تجب المصادقة عليها، أم تأشيرة يجب عليك بعدها طلب بطاقة إقامة.",
        },
        {
          title: "عند الوصول: إجراءات ANEF",
          body: "صادق على تأشيرة VLS-TS عبر موقع ANEF خلال {fact:vls-ts.validation-deadline} من وصولك، أو اطلب بطاقة الإقامة على ANEF (أو لدى المحافظة ({fr:préfecture}) إذا لم تكن حالتك متاحة عبر الإنترنت بعد) فور وصولك. وإذا استدعاك OFII لفحص طبي أو لتوقيع عقد الاندماج الجمهوري ({fr:contrat d'intégration républicaine})، فاحضر.",
        },
      ],
      mistakes: [
        "اختيار هذه الفئة تلقائيًا في حين يناسب وضعك مسار مخصص أفضل، مثل زوج المواطن الفرنسي أو لمّ الشمل العائلي.",
        "ضعف إثباتات العلاقة أو الروابط: بضع صور أو رسائل لا تثبت حياة مشتركة مستقرة.",
        "الاعتقاد بأن عقد التضامن المدني (PACS) يمنح الحقوق نفسها التي يمنحها الزواج: فهو يُقدَّر حالة بحالة.",
        "الدخول بإقامة قصيرة ومحاولة الحصول على هذه البطاقة في فرنسا دون تأشيرة الإقامة الطويلة المطلوبة عادةً.",
        "عدم قراءة ملصق التأشيرة بعد القرار، وبالتالي تفويت المصادقة عبر الإنترنت أو طلب بطاقة الإقامة.",
      ],
    },
  },
};

export default visa;
