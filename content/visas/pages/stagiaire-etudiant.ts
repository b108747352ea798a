import type { VisaContent } from "../visa-content-types.ts";

const visa: VisaContent = {
  slug: "stagiaire-etudiant",
  category: "study",
  purposes: ["study", "work"],
  keyFacts: [
    "long-stay-visa.fee",
    "student.min-monthly-resources",
    "vls-ts.validation-deadline",
    "schengen.short-stay-max-days",
  ],
  officialLinks: [
    {
      url: "https://france-visas.gouv.fr/web/france-visas/stagiaire-etudiant",
      label: {
        en: "France-Visas: the trainee (stagiaire) visa",
        fr: "France-Visas : le visa stagiaire",
        ar: "France-Visas: تأشيرة المتدرب",
      },
    },
    {
      url: "https://administration-etrangers-en-france.interieur.gouv.fr/",
      label: {
        en: "ANEF: approval of the internship agreement, visa validation",
        fr: "ANEF : visa de la convention de stage, validation du visa",
        ar: "ANEF: الموافقة على اتفاقية التدريب والمصادقة على التأشيرة",
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
      title: "Student trainee (stagiaire): internship visa",
      summary:
        "For students and trainees coming to France for an internship under a signed internship agreement (convention de stage) approved by the administration.",
      whoFor: [
        "Students enrolled in higher education outside France whose programme includes an internship in a French company, association or public body.",
        "People in vocational training abroad who come for a training period in France under an agreement with their training organisation.",
        "Not needed by students who already hold a French student permit: they can do an internship that is part of their course under a convention de stage without changing status.",
        "Not for employees sent by their group for training within the company: that is the intra-company transfer route (ICT trainee).",
      ],
      conditions: [
        "A tripartite internship agreement (convention de stage) signed by you, your school or training organisation and the host organisation in France, describing the tasks, dates, supervision and stipend.",
        "The agreement must be approved by the French administration before you apply for the visa: the host organisation submits it online, and the consulate checks the approval.",
        "The internship is linked to your studies or training and respects French internship law, which limits its length and requires a stipend (gratification) above a certain length. Service-Public.fr gives the current limits.",
        "Sufficient resources for your stay, the stipend included. Check on France-Visas the amount asked for in your case; the student reference of {fact:student.min-monthly-resources} is a useful benchmark.",
        "Health cover for the whole stay and accommodation in France.",
      ],
      documents: [
        "Passport valid for at least {fact:passport.validity-beyond-stay} beyond your planned stay, with at least {fact:passport.blank-pages} blank pages.",
        "Recent identity photos of {fact:photo.width} × {fact:photo.height}, taken less than {fact:photo.max-age} ago, meeting the French standard.",
        "The internship agreement signed by all parties, with proof of its approval by the administration.",
        "Certificate of enrolment from your school or training organisation for the period of the internship.",
        "Proof of resources: the stipend stated in the agreement, bank statements for the last {fact:bank-statements.months} or a scholarship certificate.",
        "Proof of accommodation in France and of health insurance covering the stay.",
        "The visa application completed on France-Visas, with its summary and receipt.",
      ],
      costs: [
        "Long-stay visa fee: {fact:long-stay-visa.fee} as a rule; France-Visas shows the exact amount for your category and country when you apply.",
        "For an internship shorter than a short stay: the short-stay visa fee, {fact:short-stay-visa.fee}, if your nationality needs a visa.",
        "After arrival with a VLS-TS: the tax stamp (timbre fiscal) to validate it online. Check the current amount on Service-Public.fr.",
      ],
      processing:
        "Allow time for two stages: the approval of the internship agreement, requested by the host organisation, then the visa itself at the consulate, which usually takes a few weeks. Ask your host to start the approval as soon as the agreement is signed.",
      validity:
        "The visa and the permit cover the length of the internship. For an internship longer than a short stay you receive a long-stay visa equivalent to a residence permit (VLS-TS « stagiaire »), validated online after arrival; if the internship continues beyond the visa, you apply on ANEF for a residence permit « stagiaire » for the remaining period. For an internship of up to {fact:schengen.short-stay-max-days}, a short-stay visa « stagiaire » is enough when your nationality requires one.",
      workRights:
        "You may carry out the internship described in the agreement and receive its stipend. The permit does not allow other paid work: a separate job would need its own authorisation, and changing host or tasks needs a new approved agreement.",
      family:
        "There is no dedicated family procedure for trainees. A spouse or children who want to come with you apply for their own visa, usually a visitor visa, and meet its conditions on their own.",
      steps: [
        {
          title: "Sign the internship agreement",
          body: "Agree the tasks, dates, supervisor and stipend with the host organisation and your school, then have the tripartite agreement signed by all parties.",
        },
        {
          title: "Host requests approval of the agreement",
          body: "The host organisation submits the agreement online to the French administration (on the ANEF service for employers) and sends you the approval once granted.",
        },
        {
          title: "Apply online on France-Visas",
          body: "On france-visas.gouv.fr, choose the visa for an internship (stagiaire), fill in the form and print the summary with the list of documents.",
        },
        {
          title: "Appointment and biometrics",
          body: "Attend your appointment at the French consulate or the visa service provider in your country of residence with the approved agreement and your originals; your fingerprints and photo are taken and you pay the fee.",
        },
        {
          title: "Decision and arrival",
          body: "The consulate decides and returns your passport. With a VLS-TS « stagiaire », validate it online on the ANEF website within {fact:vls-ts.validation-deadline} of arrival and pay the tax stamp.",
        },
      ],
      mistakes: [
        "Applying for the visa before the host organisation has obtained the approval of the agreement: the consulate cannot issue the visa without it.",
        "Starting on a short-stay visa, or with no visa, for an internship that will last longer than a short stay: the status cannot simply be changed in France.",
        "An agreement whose dates or tasks no longer match reality, or an internship that looks like a regular job without training content.",
        "Forgetting the compulsory stipend for longer internships, or counting on it alone when it does not cover your living costs.",
      ],
    },
    fr: {
      title: "Stagiaire (étudiant en stage) : le visa stagiaire",
      summary:
        "Pour les étudiants et stagiaires qui viennent en France effectuer un stage sous convention de stage signée et visée par l'administration.",
      whoFor: [
        "Étudiants inscrits dans l'enseignement supérieur hors de France dont le cursus prévoit un stage dans une entreprise, une association ou un organisme public français.",
        "Personnes en formation professionnelle à l'étranger qui viennent effectuer une période de formation en France sous convention avec leur organisme de formation.",
        "Inutile pour les étudiants déjà titulaires d'un titre de séjour étudiant français : ils peuvent faire un stage intégré à leur cursus sous convention de stage sans changer de statut.",
        "Pas pour les salariés envoyés par leur groupe en formation au sein de l'entreprise : cela relève du transfert intra-groupe (stagiaire ICT).",
      ],
      conditions: [
        "Une convention de stage tripartite signée par vous, votre établissement ou organisme de formation et l'organisme d'accueil en France, précisant les missions, les dates, l'encadrement et la gratification.",
        "La convention doit être visée par l'administration française avant la demande de visa : l'organisme d'accueil la dépose en ligne, et le consulat vérifie ce visa.",
        "Le stage est lié à vos études ou à votre formation et respecte le droit français des stages, qui en limite la durée et impose une gratification au-delà d'une certaine durée. Service-Public.fr indique les seuils en vigueur.",
        "Des ressources suffisantes pour votre séjour, gratification comprise. Vérifiez sur France-Visas le montant exigé dans votre cas ; la référence étudiante de {fact:student.min-monthly-resources} est un repère utile.",
        "Une couverture santé pour tout le séjour et un logement en France.",
      ],
      documents: [
        "Passeport valable au moins {fact:passport.validity-beyond-stay} après la fin du séjour prévu, avec au moins {fact:passport.blank-pages} pages vierges.",
        "Photos d'identité récentes de {fact:photo.width} × {fact:photo.height}, datant de moins de {fact:photo.max-age}, conformes à la norme française.",
        "La convention de stage signée par toutes les parties, avec la preuve de son visa par l'administration.",
        "Un certificat de scolarité de votre établissement ou organisme de formation couvrant la période du stage.",
        "Justificatifs de ressources : la gratification prévue par la convention, des relevés bancaires couvrant les {fact:bank-statements.months} précédant la demande ou une attestation de bourse.",
        "Justificatifs de logement en France et d'une assurance santé couvrant le séjour.",
        "Le formulaire de demande rempli sur France-Visas, avec son récapitulatif et son reçu.",
      ],
      costs: [
        "Frais de visa de long séjour : {fact:long-stay-visa.fee} en règle générale ; France-Visas affiche le montant exact pour votre catégorie et votre pays lors de la demande.",
        "Pour un stage plus court qu'un court séjour : les frais de visa de court séjour, {fact:short-stay-visa.fee}, si votre nationalité est soumise à visa.",
        "Après l'arrivée avec un VLS-TS : le timbre fiscal pour le valider en ligne. Vérifiez le montant en vigueur sur Service-Public.fr.",
      ],
      processing:
        "Prévoyez deux étapes : le visa de la convention de stage, demandé par l'organisme d'accueil, puis le visa lui-même au consulat, qui prend en général quelques semaines. Demandez à votre organisme d'accueil d'engager la démarche dès la signature de la convention.",
      validity:
        "Le visa et le titre couvrent la durée du stage. Pour un stage plus long qu'un court séjour, vous recevez un visa de long séjour valant titre de séjour (VLS-TS « stagiaire »), validé en ligne après l'arrivée ; si le stage se poursuit au-delà du visa, vous demandez sur l'ANEF une carte de séjour « stagiaire » pour la période restante. Pour un stage d'au plus {fact:schengen.short-stay-max-days}, un visa de court séjour « stagiaire » suffit lorsque votre nationalité y est soumise.",
      workRights:
        "Vous pouvez effectuer le stage décrit dans la convention et en percevoir la gratification. Le titre ne permet pas d'autre activité rémunérée : un emploi distinct exigerait sa propre autorisation, et un changement d'organisme d'accueil ou de missions impose une nouvelle convention visée.",
      family:
        "Il n'existe pas de procédure familiale propre aux stagiaires. Un conjoint ou des enfants qui veulent vous accompagner demandent leur propre visa, en général un visa visiteur, et en remplissent seuls les conditions.",
      steps: [
        {
          title: "Signer la convention de stage",
          body: "Fixez les missions, les dates, le tuteur et la gratification avec l'organisme d'accueil et votre établissement, puis faites signer la convention tripartite par toutes les parties.",
        },
        {
          title: "L'organisme d'accueil fait viser la convention",
          body: "L'organisme d'accueil dépose la convention en ligne auprès de l'administration française (sur le service de l'ANEF destiné aux employeurs) et vous transmet la convention visée.",
        },
        {
          title: "Demande en ligne sur France-Visas",
          body: "Sur france-visas.gouv.fr, choisissez le visa pour un stage (stagiaire), remplissez le formulaire et imprimez le récapitulatif avec la liste des pièces.",
        },
        {
          title: "Rendez-vous et biométrie",
          body: "Présentez-vous au consulat de France ou chez le prestataire de services de visas de votre pays de résidence avec la convention visée et vos originaux ; vos empreintes et votre photo sont relevées et vous payez les frais.",
        },
        {
          title: "Décision et arrivée",
          body: "Le consulat statue et vous restitue votre passeport. Avec un VLS-TS « stagiaire », validez-le en ligne sur le site de l'ANEF dans les {fact:vls-ts.validation-deadline} suivant l'arrivée et payez le timbre fiscal.",
        },
      ],
      mistakes: [
        "Demander le visa avant que l'organisme d'accueil ait obtenu le visa de la convention : le consulat ne peut pas délivrer le visa sans lui.",
        "Venir avec un visa de court séjour, ou sans visa, pour un stage qui durera plus qu'un court séjour : le statut ne peut pas simplement être changé en France.",
        "Une convention dont les dates ou les missions ne correspondent plus à la réalité, ou un stage qui ressemble à un emploi ordinaire sans contenu formateur.",
        "Oublier la gratification obligatoire pour les stages longs, ou compter sur elle seule alors qu'elle ne couvre pas vos frais de vie.",
      ],
    },
    ar: {
      title: "الطالب المتدرب: تأشيرة التدريب (التربص)",
      summary: "للطلاب والمتدربين القادمين إلى فرنسا لإجراء تدريب بموجب اتفاقية تدريب موقّعة وافقت عليها الإدارة.",
      whoFor: [
        "الطلاب المسجلون في التعليم العالي خارج فرنسا الذين يتضمن برنامجهم الدراسي تدريبًا في شركة أو جمعية أو هيئة عامة فرنسية.",
        "الأشخاص الذين يتابعون تكوينًا مهنيًا في الخارج ويأتون لقضاء فترة تكوين في فرنسا بموجب اتفاقية مع هيئة التكوين التي ينتمون إليها.",
        "لا يحتاج إليها الطلاب الحاصلون أصلًا على بطاقة إقامة طالب فرنسية: يمكنهم إجراء تدريب يندرج ضمن دراستهم بموجب اتفاقية تدريب ({fr:convention de stage}) دون تغيير وضعهم.",
        "ليست موجهة إلى الموظفين الذين ترسلهم مجموعتهم للتدريب داخل الشركة: فهذا يندرج ضمن مسار النقل داخل المجموعة (متدرب ICT).",
      ],
      conditions: [
        "اتفاقية تدريب ثلاثية ({fr:convention de stage}) موقّعة منك ومن مؤسستك التعليمية أو هيئة التكوين ومن الهيئة المستقبِلة في فرنسا، تحدد المهام والتواريخ والإشراف ومنحة التدريب.",
        "يجب أن توافق الإدارة الفرنسية على الاتفاقية قبل أن تطلب التأشيرة: تودعها الهيئة المستقبِلة عبر الإنترنت، وتتحقق القنصلية من هذه الموافقة.",
        "يرتبط التدريب بدراستك أو تكوينك ويحترم القانون الفرنسي للتدريب، الذي يحدّ من مدته ويفرض منحة تدريب ({fr:gratification}) إذا تجاوز مدة معينة. يبيّن موقع Service-Public.fr الحدود المعمول بها حاليًا.",
        "موارد كافية لإقامتك، بما فيها منحة التدريب. تحقق على موقع France-Visas من المبلغ المطلوب في حالتك؛ ويُعدّ المبلغ المرجعي للطلاب، {fact:student.min-monthly-resources}، مؤشرًا مفيدًا.",
        "تغطية صحية طوال مدة الإقامة وسكن في فرنسا.",
      ],
      documents: [
        "جواز سفر صالح لمدة {fact:passport.validity-beyond-stay} على الأقل بعد نهاية الإقامة المقررة، ويحتوي على {fact:passport.blank-pages} صفحات فارغة على الأقل.",
        "صور هوية حديثة بمقاس {fact:photo.width} × {fact:photo.height}، التُقطت منذ أقل من {fact:photo.max-age}، ومطابقة للمعايير الفرنسية.",
        "اتفاقية التدريب موقّعة من جميع الأطراف، مع ما يثبت موافقة الإدارة عليها.",
        "شهادة تسجيل من مؤسستك التعليمية أو هيئة التكوين تغطي فترة التدريب.",
        "إثبات الموارد: منحة التدريب المذكورة في الاتفاقية، أو كشوف حساب مصرفي عن آخر {fact:bank-statements.months}، أو شهادة منحة دراسية.",
        "إثبات السكن في فرنسا وتأمين صحي يغطي مدة الإقامة.",
        "طلب التأشيرة المعبّأ على موقع France-Visas، مع ملخصه وإيصاله.",
      ],
      costs: [
        "رسوم تأشيرة الإقامة الطويلة: {fact:long-stay-visa.fee} كقاعدة عامة؛ يعرض موقع France-Visas المبلغ الدقيق لفئتك وبلدك عند تقديم الطلب.",
        "لتدريب لا تتجاوز مدته مدة الإقامة القصيرة: رسوم تأشيرة الإقامة القصيرة، {fact:short-stay-visa.fee}، إذا كانت جنسيتك تستلزم تأشيرة.",
        "بعد الوصول بتأشيرة VLS-TS: الطابع الجبائي ({fr:timbre fiscal}) للمصادقة عليها عبر الإنترنت. تحقق من المبلغ الحالي على موقع Service-Public.fr.",
      ],
      processing:
        "خصّص وقتًا لمرحلتين: موافقة الإدارة على اتفاقية التدريب، التي تطلبها الهيئة المستقبِلة، ثم التأشيرة نفسها في القنصلية، وهي تستغرق عادةً بضعة أسابيع. اطلب من الهيئة المستقبِلة أن تبدأ إجراء الموافقة فور توقيع الاتفاقية.",
      validity:
        "تغطي التأشيرة وبطاقة الإقامة مدة التدريب. ففي حالة تدريب أطول من الإقامة القصيرة، تحصل على تأشيرة إقامة طويلة تعادل بطاقة الإقامة ({fr:visa de long séjour valant titre de séjour})، أي VLS-TS «{fr:stagiaire}»، تصادق عليها عبر الإنترنت بعد الوصول؛ وإذا استمر التدريب بعد انتهاء التأشيرة، تطلب على موقع ANEF بطاقة إقامة ({fr:carte de séjour « stagiaire »}) للفترة المتبقية. أما في حالة تدريب لا تتجاوز مدته {fact:schengen.short-stay-max-days}، فتكفي تأشيرة إقامة قصيرة «{fr:stagiaire}» إذا كانت جنسيتك تستلزم تأشيرة.",
      workRights:
        "يمكنك إجراء التدريب الموصوف في الاتفاقية وتقاضي منحته. ولا تسمح بطاقة الإقامة بأي عمل مأجور آخر: فالوظيفة المنفصلة تحتاج إلى ترخيص خاص بها، وتغيير الهيئة المستقبِلة أو المهام يستلزم اتفاقية جديدة توافق عليها الإدارة.",
      family:
        "لا يوجد إجراء عائلي مخصص للمتدربين. فعلى الزوج أو الزوجة أو الأطفال الراغبين في مرافقتك أن يطلبوا تأشيرتهم الخاصة، وهي عادةً تأشيرة زائر، وأن يستوفوا شروطها بأنفسهم.",
      steps: [
        {
          title: "توقيع اتفاقية التدريب",
          body: "اتفق مع الهيئة المستقبِلة ومؤسستك التعليمية على المهام والتواريخ والمشرف ومنحة التدريب، ثم احرص على توقيع الاتفاقية الثلاثية من جميع الأطراف.",
        },
        {
          title: "الهيئة المستقبِلة تطلب الموافقة على الاتفاقية",
          body: "تودع الهيئة المستقبِلة الاتفاقية عبر الإنترنت لدى الإدارة الفرنسية (على خدمة ANEF المخصصة لأصحاب العمل)، وترسل إليك الموافقة بعد صدورها.",
        },
        {
          title: "تقديم الطلب عبر الإنترنت على France-Visas",
          body: "على موقع france-visas.gouv.fr، اختر تأشيرة التدريب ({fr:stagiaire})، واملأ الاستمارة، واطبع الملخص مع قائمة الوثائق.",
        },
        {
          title: "الموعد والبيانات البيومترية",
          body: "احضر موعدك في القنصلية الفرنسية أو لدى مقدم خدمات التأشيرات في بلد إقامتك ومعك الاتفاقية الموافق عليها ووثائقك الأصلية؛ تُؤخذ بصماتك وصورتك وتدفع الرسوم.",
        },
        {
          title: "القرار والوصول",
          body: "تبتّ القنصلية في الطلب وتعيد إليك جواز سفرك. إذا حصلت على تأشيرة VLS-TS «{fr:stagiaire}»، فصادق عليها عبر الإنترنت على موقع ANEF خلال {fact:vls-ts.validation-deadline} من وصولك وادفع الطابع الجبائي.",
        },
      ],
      mistakes: [
        "طلب التأشيرة قبل أن تحصل الهيئة المستقبِلة على موافقة الإدارة على الاتفاقية: لا تستطيع القنصلية إصدار التأشيرة دونها.",
        "البدء بتأشيرة إقامة قصيرة، أو دون تأشيرة، لتدريب ستتجاوز مدته الإقامة القصيرة: لا يمكن ببساطة تغيير الوضع في فرنسا.",
        "اتفاقية لم تعد تواريخها أو مهامها مطابقة للواقع، أو تدريب يشبه وظيفة عادية دون محتوى تكويني.",
        "نسيان منحة التدريب الإلزامية في التدريبات الطويلة، أو الاعتماد عليها وحدها وهي لا تغطي تكاليف معيشتك.",
      ],
    },
  },
};

export default visa;
