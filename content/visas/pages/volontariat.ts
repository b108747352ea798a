import type { VisaContent } from "../visa-content-types.ts";

const visa: VisaContent = {
  slug: "volontariat",
  category: "other",
  purposes: ["work"],
  keyFacts: ["long-stay-visa.fee", "vls-ts.validation-deadline", "schengen.short-stay-max-days"],
  officialLinks: [
    {
      url: "https://france-visas.gouv.fr/web/france-visas/volontariat",
      label: { en: "France-Visas: volunteering", fr: "France-Visas : volontariat", ar: "France-Visas: التطوع" },
    },
    {
      url: "https://administration-etrangers-en-france.interieur.gouv.fr/",
      label: {
        en: "ANEF: validate your visa or apply for your permit",
        fr: "ANEF : valider votre visa ou demander votre titre",
        ar: "ANEF: صادق على تأشيرتك أو اطلب بطاقة إقامتك",
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
      title: "Volunteering in France (volontariat)",
      summary:
        "For a volunteering mission in France in a recognised programme, such as the European Solidarity Corps or Service Civique, with an approved host organisation.",
      whoFor: [
        "Young people selected for a volunteering mission of the European Solidarity Corps with an accredited host organisation in France.",
        "Young foreign nationals coming for a Service Civique mission under a reciprocity arrangement between France and their country.",
        "Volunteers recruited by an association or foundation that is approved for volunteering programmes, under a written volunteering agreement.",
        "Not for informal volunteering, or for unpaid tasks that in fact replace a job: these are not covered by this visa and may be treated as undeclared work.",
      ],
      conditions: [
        "A signed volunteering agreement (contrat ou convention de volontariat) with an approved host organisation, describing the mission of general interest, the dates, the allowance and the support you receive.",
        "Acceptance by the programme itself where it applies, for example the accreditation of the European Solidarity Corps project or the approval of the Service Civique mission.",
        "You meet the eligibility rules of the programme, including its age limits, which each programme publishes.",
        "Your living costs and health cover are provided for, by the programme allowance, the accommodation and meals it covers, or your own resources, for the whole mission.",
      ],
      documents: [
        "Passport valid for at least {fact:passport.validity-beyond-stay} beyond your planned stay, with at least {fact:passport.blank-pages} blank pages.",
        "Recent identity photos of {fact:photo.width} × {fact:photo.height}, taken less than {fact:photo.max-age} ago, meeting the French standard.",
        "The volunteering agreement signed by you and the host organisation, and the programme's confirmation where it exists.",
        "A letter from the host organisation describing the mission, the allowance and what it covers (accommodation, meals, transport, training).",
        "Proof of health cover for the whole mission, and proof of accommodation in France.",
        "The visa application completed on France-Visas, with its summary and receipt.",
      ],
      costs: [
        "Long-stay visa fee: {fact:long-stay-visa.fee}, unless France-Visas shows an exemption for your programme when you fill in the form.",
        "After arrival with a VLS-TS: a tax stamp (timbre fiscal) to validate it online. Check the current amount on Service-Public.fr and ask your host whether the programme covers it.",
        "Travel costs, which many programmes reimburse in whole or in part: check your agreement.",
      ],
      processing:
        "Consulates usually decide within a few weeks, but the programme's own selection and approval come first. Ask your host organisation to send the signed agreement early, so you can apply well before the start of the mission.",
      validity:
        "The visa or permit covers the length of the mission and ends with it: it cannot be extended for another purpose. For a mission longer than a short stay, you receive a long-stay visa, either a VLS-TS to validate online within {fact:vls-ts.validation-deadline} of arrival, or a visa stating that a residence permit must be applied for: the sticker tells you which. A mission of up to {fact:schengen.short-stay-max-days} only needs a short-stay visa, where your nationality requires one.",
      workRights:
        "You may carry out the volunteering mission described in your agreement; the allowance you receive is not a salary. The status does not allow any other paid work. To stay and work after the mission, you must qualify for another residence permit.",
      family:
        "There is no family procedure for volunteers. A family member who wants to come with you must apply for their own visa and meet its conditions.",
      steps: [
        {
          title: "Find a mission with an approved host",
          body: "Look for missions through the programme itself (European Solidarity Corps portal, Service Civique partners) and check that the French host organisation is accredited or approved.",
        },
        {
          title: "Sign the volunteering agreement",
          body: "Agree the mission, dates, allowance and support with the host, sign the agreement and obtain the programme's confirmation where it applies.",
        },
        {
          title: "Apply online on France-Visas",
          body: "On france-visas.gouv.fr, choose the visa for volunteering, fill in the form and print the summary with the list of documents.",
        },
        {
          title: "Appointment and biometrics",
          body: "Attend your appointment at the French consulate or the visa service provider in your country of residence with your originals; your fingerprints and photo are taken and you pay the fee.",
        },
        {
          title: "Arrival: ANEF formalities",
          body: "With a VLS-TS, validate it on the ANEF website within {fact:vls-ts.validation-deadline} of arrival and pay the tax stamp; with a visa stating that a permit must be applied for, apply on ANEF as soon as you arrive.",
        },
      ],
      mistakes: [
        "Coming as a tourist to volunteer, even unpaid: a long mission needs the volunteering visa, requested from your country of residence.",
        "A host organisation that is not approved for a volunteering programme, or a mission that is really a job in disguise.",
        "Health cover that stops before the end of the mission.",
        "Staying in France after the mission ends without another right to stay.",
      ],
    },
    fr: {
      title: "Volontariat en France",
      summary:
        "Pour une mission de volontariat en France dans un programme reconnu, comme le Corps européen de solidarité ou le Service Civique, auprès d'un organisme agréé.",
      whoFor: [
        "Jeunes sélectionnés pour une mission de volontariat du Corps européen de solidarité auprès d'un organisme d'accueil accrédité en France.",
        "Jeunes étrangers venant effectuer une mission de Service Civique dans le cadre d'un dispositif de réciprocité entre la France et leur pays.",
        "Volontaires recrutés par une association ou une fondation agréée pour des programmes de volontariat, sous contrat de volontariat écrit.",
        "Pas pour le bénévolat informel, ni pour des tâches non rémunérées qui remplacent en réalité un emploi : elles ne relèvent pas de ce visa et peuvent être requalifiées en travail dissimulé.",
      ],
      conditions: [
        "Un contrat ou une convention de volontariat signé avec un organisme d'accueil agréé, décrivant la mission d'intérêt général, les dates, l'indemnité et l'accompagnement prévus.",
        "L'accord du programme lui-même lorsqu'il s'applique, par exemple l'accréditation du projet du Corps européen de solidarité ou l'agrément de la mission de Service Civique.",
        "Vous remplissez les conditions d'éligibilité du programme, y compris ses limites d'âge, que chaque programme publie.",
        "Vos frais de vie et votre couverture santé sont assurés, par l'indemnité du programme, l'hébergement et les repas qu'il prend en charge ou vos propres ressources, pendant toute la mission.",
      ],
      documents: [
        "Passeport valable au moins {fact:passport.validity-beyond-stay} après la fin du séjour prévu, avec au moins {fact:passport.blank-pages} pages vierges.",
        "Photos d'identité récentes de {fact:photo.width} × {fact:photo.height}, datant de moins de {fact:photo.max-age}, conformes à la norme française.",
        "Le contrat de volontariat signé par vous et l'organisme d'accueil, et la confirmation du programme lorsqu'elle existe.",
        "Une lettre de l'organisme d'accueil décrivant la mission, l'indemnité et ce qu'elle couvre (logement, repas, transport, formation).",
        "Un justificatif de couverture santé pour toute la mission et un justificatif de logement en France.",
        "Le formulaire de demande rempli sur France-Visas, avec son récapitulatif et son reçu.",
      ],
      costs: [
        "Frais de visa de long séjour : {fact:long-stay-visa.fee}, sauf exemption signalée par France-Visas pour votre programme lorsque vous remplissez le formulaire.",
        "Après l'arrivée avec un VLS-TS : un timbre fiscal pour le valider en ligne. Vérifiez le montant en vigueur sur Service-Public.fr et demandez à votre organisme si le programme le prend en charge.",
        "Les frais de voyage, que de nombreux programmes remboursent en tout ou partie : vérifiez votre contrat.",
      ],
      processing:
        "Les consulats statuent en général en quelques semaines, mais la sélection et l'agrément propres au programme viennent d'abord. Demandez à votre organisme d'accueil d'envoyer tôt le contrat signé, pour déposer bien avant le début de la mission.",
      validity:
        "Le visa ou le titre couvre la durée de la mission et prend fin avec elle : il ne peut pas être prolongé pour un autre motif. Pour une mission plus longue qu'un court séjour, vous recevez un visa de long séjour, soit un VLS-TS à valider en ligne dans les {fact:vls-ts.validation-deadline} suivant l'arrivée, soit un visa portant la mention « carte de séjour à solliciter » : la vignette l'indique. Une mission d'au plus {fact:schengen.short-stay-max-days} ne demande qu'un visa de court séjour, si votre nationalité y est soumise.",
      workRights:
        "Vous pouvez effectuer la mission de volontariat prévue par votre contrat ; l'indemnité perçue n'est pas un salaire. Le statut ne permet aucune autre activité rémunérée. Pour rester et travailler après la mission, il faut remplir les conditions d'un autre titre de séjour.",
      family:
        "Il n'existe pas de procédure familiale pour les volontaires. Un membre de la famille qui veut vous accompagner doit demander son propre visa et en remplir les conditions.",
      steps: [
        {
          title: "Trouver une mission auprès d'un organisme agréé",
          body: "Cherchez des missions via le programme lui-même (portail du Corps européen de solidarité, partenaires du Service Civique) et vérifiez que l'organisme d'accueil français est accrédité ou agréé.",
        },
        {
          title: "Signer le contrat de volontariat",
          body: "Fixez avec l'organisme la mission, les dates, l'indemnité et l'accompagnement, signez le contrat et obtenez la confirmation du programme lorsqu'elle s'applique.",
        },
        {
          title: "Demande en ligne sur France-Visas",
          body: "Sur france-visas.gouv.fr, choisissez le visa pour volontariat, remplissez le formulaire et imprimez le récapitulatif avec la liste des pièces.",
        },
        {
          title: "Rendez-vous et biométrie",
          body: "Présentez-vous au consulat de France ou chez le prestataire de services de visas de votre pays de résidence avec vos originaux ; vos empreintes et votre photo sont relevées et vous payez les frais.",
        },
        {
          title: "Arrivée : démarches ANEF",
          body: "Avec un VLS-TS, validez-le sur le site de l'ANEF dans les {fact:vls-ts.validation-deadline} suivant l'arrivée et payez le timbre fiscal ; avec un visa portant la mention « carte de séjour à solliciter », déposez votre demande sur l'ANEF dès l'arrivée.",
        },
      ],
      mistakes: [
        "Venir comme touriste pour faire du volontariat, même non rémunéré : une mission longue exige le visa volontariat, demandé depuis votre pays de résidence.",
        "Un organisme d'accueil non agréé pour un programme de volontariat, ou une mission qui est en réalité un emploi déguisé.",
        "Une couverture santé qui s'arrête avant la fin de la mission.",
        "Rester en France après la fin de la mission sans autre droit au séjour.",
      ],
    },
    ar: {
      title: "التطوع في فرنسا",
      summary:
        "لمهمة تطوعية في فرنسا ضمن برنامج معترف به، مثل الفيلق الأوروبي للتضامن أو الخدمة المدنية، لدى هيئة استقبال معتمدة.",
      whoFor: [
        "الشباب الذين وقع عليهم الاختيار لمهمة تطوعية ضمن الفيلق الأوروبي للتضامن ({fr:Corps européen de solidarité}) لدى هيئة استقبال معتمدة في فرنسا.",
        "الشباب الأجانب القادمون لأداء مهمة في إطار الخدمة المدنية ({fr:Service Civique}) بموجب ترتيب للمعاملة بالمثل بين فرنسا وبلدهم.",
        "المتطوعون الذين تستقطبهم جمعية أو مؤسسة معتمدة لبرامج التطوع، بموجب عقد تطوع مكتوب.",
        "ليست للتطوع غير الرسمي، ولا للمهام غير المأجورة التي تحل في الواقع محل وظيفة: فهذه لا تشملها هذه التأشيرة، وقد تُعدّ عملًا غير مصرّح به ({fr:travail dissimulé}).",
      ],
      conditions: [
        "عقد أو اتفاقية تطوع ({fr:contrat ou convention de volontariat}) موقّعة مع هيئة استقبال معتمدة، تصف مهمة المصلحة العامة، والتواريخ، والمنحة، والمرافقة التي تحصل عليها.",
        "موافقة البرنامج نفسه حيثما ينطبق ذلك، مثل اعتماد مشروع الفيلق الأوروبي للتضامن أو الموافقة على مهمة الخدمة المدنية.",
        "أن تستوفي شروط الأهلية الخاصة بالبرنامج، بما فيها حدود السن التي ينشرها كل برنامج.",
        "أن تكون تكاليف معيشتك وتغطيتك الصحية مضمونة طوال المهمة، بمنحة البرنامج، أو السكن والوجبات التي يتكفل بها، أو بمواردك الخاصة.",
      ],
      documents: [
        "جواز سفر صالح لمدة {fact:passport.validity-beyond-stay} على الأقل بعد نهاية إقامتك المقررة، وفيه {fact:passport.blank-pages} صفحات فارغة على الأقل.",
        "صور شمسية حديثة بمقاس {fact:photo.width} × {fact:photo.height}، التُقطت منذ أقل من {fact:photo.max-age}، ومطابقة للمعايير الفرنسية.",
        "اتفاقية التطوع موقّعة منك ومن هيئة الاستقبال، وتأكيد البرنامج إن وُجد.",
        "رسالة من هيئة الاستقبال تصف المهمة والمنحة وما تغطيه (السكن، الوجبات، النقل، التكوين).",
        "إثبات التغطية الصحية طوال المهمة، وإثبات السكن في فرنسا.",
        "طلب التأشيرة معبّأً على France-Visas، مع ملخصه ووصل استلامه.",
      ],
      costs: [
        "رسوم تأشيرة الإقامة الطويلة: {fact:long-stay-visa.fee}، ما لم يُظهر لك موقع France-Visas إعفاءً خاصًا ببرنامجك عند ملء الاستمارة.",
        "بعد الوصول بتأشيرة VLS-TS: طابع جبائي ({fr:timbre fiscal}) للمصادقة عليها عبر الإنترنت. تحقّق من المبلغ الساري على Service-Public.fr، واسأل هيئة الاستقبال هل يتكفل البرنامج به.",
        "تكاليف السفر، التي تعوّضها برامج كثيرة كليًا أو جزئيًا: راجع اتفاقيتك.",
      ],
      processing:
        "تبتّ القنصليات عادةً في غضون بضعة أسابيع، لكن انتقاء البرنامج وموافقته يأتيان أولًا. اطلب من هيئة الاستقبال أن ترسل إليك الاتفاقية الموقّعة مبكرًا، حتى تتمكن من تقديم طلبك قبل بداية المهمة بوقت كافٍ.",
      validity:
        "تغطي التأشيرة أو بطاقة الإقامة مدة المهمة وتنتهي بانتهائها: ولا يمكن تمديدها لغرض آخر. وبالنسبة إلى مهمة تتجاوز مدة الإقامة القصيرة، تحصل على تأشيرة إقامة طويلة، إما تأشيرة VLS-TS تجب المصادقة عليها عبر الإنترنت خلال {fact:vls-ts.validation-deadline} من الوصول، وإما تأشيرة تحمل عبارة «بطاقة إقامة يجب طلبها» ({fr:carte de séjour à solliciter}): والملصق على التأشيرة يبيّن لك أيّهما. أما المهمة التي لا تتجاوز {fact:schengen.short-stay-max-days} فلا تتطلب إلا تأشيرة إقامة قصيرة، إذا كانت جنسيتك تستلزم تأشيرة.",
      workRights:
        "يحق لك أداء المهمة التطوعية المنصوص عليها في اتفاقيتك؛ والمنحة التي تتقاضاها ليست أجرًا. ولا يسمح هذا الوضع بأي عمل مأجور آخر. وللبقاء والعمل بعد المهمة، يجب أن تستوفي شروط بطاقة إقامة ({fr:titre de séjour}) أخرى.",
      family:
        "لا يوجد إجراء عائلي خاص بالمتطوعين. وعلى فرد الأسرة الذي يريد مرافقتك أن يطلب تأشيرته الخاصة وأن يستوفي شروطها.",
      steps: [
        {
          title: "ابحث عن مهمة لدى هيئة معتمدة",
          body: "ابحث عن المهام عبر البرنامج نفسه (بوابة الفيلق الأوروبي للتضامن، شركاء الخدمة المدنية)، وتحقق من أن هيئة الاستقبال الفرنسية معتمدة أو حاصلة على الموافقة.",
        },
        {
          title: "وقّع اتفاقية التطوع",
          body: "اتفق مع الهيئة على المهمة والتواريخ والمنحة والمرافقة، ووقّع الاتفاقية، واحصل على تأكيد البرنامج حيثما ينطبق ذلك.",
        },
        {
          title: "قدّم طلبك عبر الإنترنت على France-Visas",
          body: "على france-visas.gouv.fr، اختر تأشيرة التطوع، واملأ الاستمارة، واطبع الملخص مع قائمة الوثائق.",
        },
        {
          title: "الموعد والبيانات البيومترية",
          body: "احضر موعدك في القنصلية الفرنسية أو لدى مقدّم خدمات التأشيرات في بلد إقامتك ومعك وثائقك الأصلية؛ تؤخذ بصماتك وصورتك وتدفع الرسوم.",
        },
        {
          title: "الوصول: إجراءات ANEF",
          body: "إذا كانت لديك تأشيرة VLS-TS، فصادق عليها على موقع ANEF خلال {fact:vls-ts.validation-deadline} من الوصول وادفع الطابع الجبائي؛ وإذا كانت تأشيرتك تنص على وجوب طلب بطاقة إقامة، فقدّم طلبك على ANEF فور وصولك.",
        },
      ],
      mistakes: [
        "القدوم بصفة سائح للتطوع، ولو دون أجر: فالمهمة الطويلة تتطلب تأشيرة التطوع، التي تُطلب من بلد إقامتك.",
        "هيئة استقبال غير معتمدة لبرنامج تطوع، أو مهمة هي في الحقيقة وظيفة مقنّعة.",
        "تغطية صحية تتوقف قبل نهاية المهمة.",
        "البقاء في فرنسا بعد انتهاء المهمة دون حق آخر في الإقامة.",
      ],
    },
  },
};

export default visa;
