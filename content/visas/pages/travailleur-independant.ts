import type { VisaContent } from "../visa-content-types.ts";

const visa: VisaContent = {
  slug: "travailleur-independant",
  category: "business-investment",
  purposes: ["work", "business"],
  keyFacts: ["smic.monthly-gross", "long-stay-visa.fee", "vls-ts.validation-deadline", "police-certificate.max-age"],
  officialLinks: [
    {
      url: "https://www.service-public.fr/particuliers/vosdroits/F35795",
      label: {
        en: "Service-Public.fr – Residence permit “entrepreneur/profession libérale”",
        fr: "Service-Public.fr – Carte de séjour « entrepreneur/profession libérale »",
        ar: "Service-Public.fr – بطاقة الإقامة «مقاول/مهنة حرة»",
      },
    },
    {
      url: "https://france-visas.gouv.fr/",
      label: {
        en: "France-Visas – official long-stay visa application",
        fr: "France-Visas – demande officielle de visa long séjour",
        ar: "France-Visas – الطلب الرسمي لتأشيرة الإقامة الطويلة",
      },
    },
    {
      url: "https://administration-etrangers-en-france.interieur.gouv.fr/",
      label: {
        en: "ANEF – VLS-TS validation and residence permits",
        fr: "ANEF – validation du VLS-TS et titres de séjour",
        ar: "ANEF – المصادقة على تأشيرة VLS-TS وبطاقات الإقامة",
      },
    },
  ],
  talentRenaming: false,
  premiumSections: ["mistakes"],
  text: {
    en: {
      title: "Independent professional (profession indépendante / libérale)",
      summary:
        "Freelancers, consultants, craftspeople and liberal professions who work on their own account in France use the “entrepreneur/profession libérale” permit.",
      whoFor: [
        "Non-EU nationals who want to work on their own account in France as a freelancer, consultant, translator, designer, developer, craftsperson or similar independent professional.",
        "Members of liberal professions (for example architects, lawyers or health professionals) who have had their qualifications recognised and can register with the competent professional body.",
        "People with international renown, or artists and performers, should compare the carte de séjour talent routes, which can be more favourable.",
      ],
      conditions: [
        "You need the residence permit « entrepreneur/profession libérale »: it covers any non-salaried activity carried out on your own account, whatever the business form you choose (micro-enterprise, individual enterprise or company).",
        "The activity must give you sufficient means of support, at least the full-time minimum wage ({fact:smic.monthly-gross}); for a commercial, industrial or craft activity, the project must also be shown to be economically viable.",
        "The activity must match your qualifications or experience. Regulated professions require a recognised diploma and registration with the professional body (ordre) or authority, and some professions are reserved by law to French or EU nationals.",
        "You must work genuinely independently: several clients, your own prices and organisation. Working for a single client under its direction can be treated as disguised employment, which this permit does not cover.",
        "No conviction or ban on practising, and an activity compatible with public safety, health and order.",
        "Algerian nationals follow the Franco-Algerian agreement, which has its own certificate for independent activities; check the rules for your nationality.",
      ],
      documents: [
        "Passport valid for at least {fact:passport.validity-beyond-stay} beyond the end of your planned stay, with at least {fact:passport.blank-pages} blank pages.",
        "Long-stay visa application form completed on France-Visas, printed and signed.",
        "Recent identity photos ({fact:photo.width} × {fact:photo.height}, taken less than {fact:photo.max-age} ago).",
        "A description of your activity with forecasts: services, prices, target clients, contracts or letters of intent from clients in France.",
        "Diplomas and proof of experience; for a regulated profession, the recognition of your qualifications and proof of registration (or pre-registration) with the professional body.",
        "Proof of resources: your last {fact:bank-statements.months} of bank statements and proof of other income or savings.",
        "A criminal-record certificate from your country of residence, dated less than {fact:police-certificate.max-age}.",
        "Proof of accommodation in France and of health insurance until you are covered by French social security.",
      ],
      costs: [
        "Long-stay visa fee: {fact:long-stay-visa.fee}, paid when you apply; France-Visas shows any different amount for your nationality.",
        "Taxes paid online with electronic tax stamps (timbres fiscaux) when you validate the VLS-TS and when a carte de séjour is issued; the amounts are set by law and shown on ANEF.",
        "Business costs: professional body fees and professional liability insurance for regulated professions, accountant, bank account and equipment.",
        "Social contributions to the URSSAF or to your profession's pension fund, calculated on your turnover or income depending on the regime chosen.",
      ],
      processing:
        "The consulate examines your file after your appointment; files for regulated professions take longer if the recognition of qualifications or professional registration is still pending. Start those procedures early and check current times with your consulate.",
      validity:
        "The VLS-TS « entrepreneur/profession libérale » is valid for the period printed on the visa once validated on ANEF within {fact:vls-ts.validation-deadline} of arrival. Before it expires, you apply on ANEF for a carte de séjour; a multi-year card can follow if your activity provides at least the minimum wage. Keep invoices, accounts and tax returns: they are checked at each renewal.",
      workRights:
        "You may carry out the independent activity presented in your application, for your own clients. The permit does not allow salaried employment. A change of profession or a move to salaried work requires a change of status at the préfecture.",
      family:
        "Your family does not receive a visa automatically. After {fact:family-reunification.min-residence} of regular residence, you can apply for family reunification (regroupement familial) if you meet the resources and housing conditions.",
      steps: [
        {
          title: "Check your profession",
          body: "Find out whether your profession is regulated in France, whether it is open to non-EU nationals, and start the recognition of your qualifications or the professional registration if needed.",
        },
        {
          title: "Prepare your file",
          body: "Describe your services, prices and target clients, gather client commitments, and show how your income will reach at least the minimum wage.",
        },
        {
          title: "Apply online on France-Visas",
          body: "Complete the long-stay visa application on france-visas.gouv.fr, choosing an independent or liberal activity as the purpose of your stay, and book an appointment.",
        },
        {
          title: "Appointment and biometrics",
          body: "At the consulate or visa service provider, hand in your documents, give your fingerprints and photo, and pay the visa fee.",
        },
        {
          title: "Arrival and VLS-TS validation",
          body: "Once in France, validate the VLS-TS on the ANEF website within {fact:vls-ts.validation-deadline} of arrival and pay the tax online.",
        },
        {
          title: "Register your activity",
          body: "Declare your activity on the online guichet unique des formalités d'entreprises (choosing the micro-enterprise regime or another form), and complete your registration with the professional body if your profession requires it.",
        },
      ],
      mistakes: [
        "Starting to work before registering the activity, or before the professional body has registered you for a regulated profession.",
        "Relying on a single client who directs your work: the activity can be reclassified as salaried employment.",
        "Choosing this permit when a talent card would fit your profile better, for example for renowned professionals or artists.",
        "Not keeping invoices and accounts, which makes it hard to prove your income at renewal.",
        "Forgetting to validate the VLS-TS on ANEF within {fact:vls-ts.validation-deadline} of arrival.",
      ],
    },
    fr: {
      title: "Profession indépendante ou libérale",
      summary:
        "Freelances, consultants, artisans et professions libérales exerçant à leur compte en France relèvent de la carte « entrepreneur/profession libérale ».",
      whoFor: [
        "Les ressortissants non européens qui veulent exercer à leur compte en France comme freelance, consultant, traducteur, designer, développeur, artisan ou autre professionnel indépendant.",
        "Les membres de professions libérales (par exemple architectes, avocats ou professionnels de santé) dont les qualifications ont été reconnues et qui peuvent s'inscrire auprès de l'ordre compétent.",
        "Les personnes jouissant d'une renommée internationale, ou les artistes et interprètes, ont intérêt à comparer les voies de la carte de séjour talent, parfois plus favorables.",
      ],
      conditions: [
        "Il vous faut la carte de séjour « entrepreneur/profession libérale » : elle couvre toute activité non salariée exercée à votre compte, quelle que soit la forme choisie (micro-entreprise, entreprise individuelle ou société).",
        "L'activité doit vous procurer des moyens d'existence suffisants, au moins égaux au SMIC à temps plein ({fact:smic.monthly-gross}) ; pour une activité commerciale, industrielle ou artisanale, le projet doit en outre être économiquement viable.",
        "L'activité doit correspondre à vos qualifications ou à votre expérience. Les professions réglementées exigent un diplôme reconnu et l'inscription à l'ordre ou auprès de l'autorité compétente, et certaines professions sont réservées par la loi aux ressortissants français ou européens.",
        "Vous devez travailler de façon réellement indépendante : plusieurs clients, vos propres tarifs et votre organisation. Travailler pour un seul client sous sa direction peut être requalifié en salariat déguisé, que ce titre ne couvre pas.",
        "Aucune condamnation ni interdiction d'exercer, et une activité compatible avec la sécurité, la salubrité et la tranquillité publiques.",
        "Les ressortissants algériens relèvent de l'accord franco-algérien, qui prévoit son propre certificat pour les activités indépendantes ; vérifiez les règles propres à votre nationalité.",
      ],
      documents: [
        "Passeport valable au moins {fact:passport.validity-beyond-stay} après la fin du séjour prévu, avec au moins {fact:passport.blank-pages} pages vierges.",
        "Formulaire de demande de visa long séjour rempli sur France-Visas, imprimé et signé.",
        "Photos d'identité récentes ({fact:photo.width} × {fact:photo.height}, datant de moins de {fact:photo.max-age}).",
        "Une présentation de votre activité avec des prévisions : prestations, tarifs, clientèle visée, contrats ou lettres d'intention de clients en France.",
        "Diplômes et justificatifs d'expérience ; pour une profession réglementée, la reconnaissance de vos qualifications et la preuve de l'inscription (ou de la demande d'inscription) à l'ordre.",
        "Justificatifs de ressources : vos relevés bancaires couvrant les {fact:bank-statements.months} précédant la demande et la preuve d'autres revenus ou d'une épargne.",
        "Un extrait de casier judiciaire de votre pays de résidence datant de moins de {fact:police-certificate.max-age}.",
        "Un justificatif d'hébergement en France et une assurance maladie jusqu'à votre affiliation à la sécurité sociale française.",
      ],
      costs: [
        "Frais de visa long séjour : {fact:long-stay-visa.fee}, payés lors de la demande ; France-Visas indique si un autre montant s'applique à votre nationalité.",
        "Taxes payées en ligne par timbres fiscaux électroniques lors de la validation du VLS-TS et de la délivrance d'une carte de séjour ; montants fixés par la loi et affichés sur l'ANEF.",
        "Frais professionnels : cotisation à l'ordre et assurance responsabilité civile professionnelle pour les professions réglementées, expert-comptable, compte bancaire et équipement.",
        "Cotisations sociales à l'URSSAF ou à la caisse de retraite de votre profession, calculées sur votre chiffre d'affaires ou votre revenu selon le régime choisi.",
      ],
      processing:
        "Le consulat examine votre dossier après votre rendez-vous ; les dossiers de professions réglementées prennent plus de temps si la reconnaissance des qualifications ou l'inscription à l'ordre est en cours. Lancez ces démarches tôt et vérifiez les délais actuels auprès du consulat.",
      validity:
        "Le VLS-TS « entrepreneur/profession libérale » est valable pour la durée inscrite sur le visa une fois validé sur l'ANEF dans les {fact:vls-ts.validation-deadline} suivant l'arrivée. Avant son expiration, vous demandez une carte de séjour sur l'ANEF ; une carte pluriannuelle peut suivre si l'activité vous procure au moins le SMIC. Conservez factures, comptabilité et déclarations fiscales : elles sont vérifiées à chaque renouvellement.",
      workRights:
        "Vous pouvez exercer l'activité indépendante présentée dans votre demande, pour vos propres clients. Ce titre ne permet pas le travail salarié. Un changement de profession ou le passage au salariat exige un changement de statut en préfecture.",
      family:
        "Votre famille ne reçoit pas de visa automatiquement. Après {fact:family-reunification.min-residence} de séjour régulier, vous pouvez demander le regroupement familial si vous remplissez les conditions de ressources et de logement.",
      steps: [
        {
          title: "Vérifiez votre profession",
          body: "Renseignez-vous pour savoir si votre profession est réglementée en France et ouverte aux ressortissants non européens, et lancez si besoin la reconnaissance de vos qualifications ou l'inscription à l'ordre.",
        },
        {
          title: "Préparez votre dossier",
          body: "Décrivez vos prestations, vos tarifs et votre clientèle, réunissez des engagements de clients et montrez comment votre revenu atteindra au moins le SMIC.",
        },
        {
          title: "Demande en ligne sur France-Visas",
          body: "Remplissez la demande de visa long séjour sur france-visas.gouv.fr en choisissant une activité indépendante ou libérale comme motif de séjour, puis prenez rendez-vous.",
        },
        {
          title: "Rendez-vous et biométrie",
          body: "Au consulat ou chez le prestataire de services de visas, déposez votre dossier, donnez vos empreintes et votre photo, et payez les frais de visa.",
        },
        {
          title: "Arrivée et validation du VLS-TS",
          body: "Une fois en France, validez le VLS-TS sur le site de l'ANEF dans les {fact:vls-ts.validation-deadline} suivant l'arrivée et payez la taxe en ligne.",
        },
        {
          title: "Déclarez votre activité",
          body: "Déclarez votre activité sur le guichet unique des formalités d'entreprises en ligne (en micro-entreprise ou sous une autre forme) et finalisez votre inscription à l'ordre si votre profession l'exige.",
        },
      ],
      mistakes: [
        "Commencer à travailler avant d'avoir déclaré l'activité, ou avant l'inscription à l'ordre pour une profession réglementée.",
        "Dépendre d'un seul client qui dirige votre travail : l'activité peut être requalifiée en salariat.",
        "Choisir ce titre alors qu'une carte talent conviendrait mieux à votre profil, par exemple pour les professionnels renommés ou les artistes.",
        "Ne pas conserver factures et comptabilité, ce qui complique la preuve de vos revenus au renouvellement.",
        "Oublier de valider le VLS-TS sur l'ANEF dans les {fact:vls-ts.validation-deadline} suivant l'arrivée.",
      ],
    },
    ar: {
      title: "صاحب مهنة مستقلة (مهنة مستقلة أو حرة)",
      summary:
        "يلجأ المستقلون والمستشارون والحرفيون وأصحاب المهن الحرة الذين يعملون لحسابهم الخاص في فرنسا إلى بطاقة «مقاول/مهنة حرة».",
      whoFor: [
        "مواطنو الدول غير الأعضاء في الاتحاد الأوروبي الذين يريدون العمل لحسابهم الخاص في فرنسا بصفة عامل مستقل أو مستشار أو مترجم أو مصمم أو مطوّر أو حرفي أو أي مهني مستقل مشابه.",
        "أصحاب المهن الحرة (مثل المهندسين المعماريين أو المحامين أو مهنيي الصحة) الذين اعتُرف بمؤهلاتهم ويمكنهم التسجيل لدى الهيئة المهنية المختصة.",
        "الأشخاص ذوو الشهرة الدولية، أو الفنانون والمؤدّون، من الأفضل لهم مقارنة مسارات بطاقة الإقامة «المواهب» ({fr:carte de séjour talent})، التي قد تكون أنسب لهم.",
      ],
      conditions: [
        "تحتاج إلى بطاقة الإقامة «مقاول/مهنة حرة» ({fr:entrepreneur/profession libérale}): فهي تغطي أي نشاط غير أجير تمارسه لحسابك الخاص، أيًّا كان الشكل القانوني الذي تختاره (مقاولة صغيرة جدًا ({fr:micro-entreprise})، أو مقاولة فردية ({fr:entreprise individuelle})، أو شركة).",
        "يجب أن يوفّر لك النشاط موارد عيش كافية، تعادل على الأقل الحد الأدنى للأجور بدوام كامل ({fact:smic.monthly-gross})؛ وبالنسبة إلى النشاط التجاري أو الصناعي أو الحرفي، يجب أيضًا إثبات أن المشروع قابل للاستمرار اقتصاديًا.",
        "يجب أن يتوافق النشاط مع مؤهلاتك أو خبرتك. وتشترط المهن المنظَّمة شهادة معترفًا بها والتسجيل لدى الهيئة المهنية ({fr:ordre}) أو السلطة المختصة، وبعض المهن يحصرها القانون في المواطنين الفرنسيين أو مواطني الاتحاد الأوروبي.",
        "يجب أن تعمل باستقلالية حقيقية: عدة زبائن، وأسعارك الخاصة، وتنظيمك الخاص. فالعمل لزبون واحد تحت إدارته قد يُعدّ عملًا مأجورًا مقنّعًا، وهو ما لا تغطيه هذه البطاقة.",
        "ألا تكون قد صدرت في حقك إدانة أو منع من ممارسة المهنة، وأن يكون النشاط متوافقًا مع الأمن والصحة والنظام العام.",
        "يخضع المواطنون الجزائريون للاتفاق الفرنسي الجزائري ({fr:accord franco-algérien})، الذي ينص على شهادة إقامة ({fr:certificat de résidence}) خاصة بالأنشطة المستقلة؛ تحقّق من القواعد الخاصة بجنسيتك.",
      ],
      documents: [
        "جواز سفر صالح لمدة {fact:passport.validity-beyond-stay} على الأقل بعد نهاية إقامتك المقررة، وفيه {fact:passport.blank-pages} صفحات فارغة على الأقل.",
        "استمارة طلب تأشيرة الإقامة الطويلة معبّأة على France-Visas، مطبوعة وموقّعة.",
        "صور شمسية حديثة ({fact:photo.width} × {fact:photo.height}، التُقطت منذ أقل من {fact:photo.max-age}).",
        "وصف لنشاطك مع توقعات: الخدمات، والأسعار، والزبائن المستهدفون، والعقود أو رسائل النوايا من زبائن في فرنسا.",
        "الشهادات وإثباتات الخبرة؛ وبالنسبة إلى المهنة المنظَّمة، الاعتراف بمؤهلاتك وإثبات التسجيل (أو طلب التسجيل) لدى الهيئة المهنية.",
        "إثبات الموارد: كشوف حسابك البنكي عن آخر {fact:bank-statements.months}، وإثبات أي مداخيل أخرى أو مدخرات.",
        "شهادة السوابق العدلية من بلد إقامتك، يقل تاريخها عن {fact:police-certificate.max-age}.",
        "إثبات السكن في فرنسا، وتأمين صحي إلى حين انتسابك إلى الضمان الاجتماعي الفرنسي.",
      ],
      costs: [
        "رسوم تأشيرة الإقامة الطويلة: {fact:long-stay-visa.fee}، تُدفع عند تقديم الطلب؛ ويُظهر لك موقع France-Visas أي مبلغ مختلف ينطبق على جنسيتك.",
        "رسوم تُدفع عبر الإنترنت بطوابع جبائية إلكترونية ({fr:timbres fiscaux}) عند المصادقة على تأشيرة VLS-TS وعند إصدار بطاقة الإقامة؛ يحدد القانون مبالغها وتظهر على ANEF.",
        "تكاليف النشاط: اشتراك الهيئة المهنية وتأمين المسؤولية المدنية المهنية بالنسبة إلى المهن المنظَّمة، والمحاسب، والحساب البنكي، والتجهيزات.",
        "الاشتراكات الاجتماعية لدى URSSAF أو صندوق التقاعد الخاص بمهنتك، وتُحسب على رقم معاملاتك أو دخلك حسب النظام الذي تختاره.",
      ],
      processing:
        "تدرس القنصلية ملفك بعد موعدك؛ وتستغرق ملفات المهن المنظَّمة وقتًا أطول إذا كان الاعتراف بالمؤهلات أو التسجيل لدى الهيئة المهنية لا يزال قيد المعالجة. ابدأ هذه الإجراءات مبكرًا، وتحقّق من الآجال الحالية لدى قنصليتك.",
      validity:
        "تأشيرة VLS-TS «مقاول/مهنة حرة» صالحة للمدة المطبوعة عليها، بعد المصادقة عليها عبر ANEF خلال {fact:vls-ts.validation-deadline} من وصولك. وقبل انتهاء صلاحيتها، تطلب على ANEF بطاقة إقامة ({fr:carte de séjour})؛ وقد تليها بطاقة متعددة السنوات إذا كان نشاطك يوفّر لك على الأقل الحد الأدنى للأجور. احتفظ بالفواتير والحسابات والتصاريح الضريبية: فهي تُفحص عند كل تجديد.",
      workRights:
        "يحق لك ممارسة النشاط المستقل الذي عرضته في طلبك، لصالح زبائنك. ولا تسمح هذه البطاقة بالعمل المأجور. ويتطلب تغيير المهنة أو الانتقال إلى العمل المأجور تغيير الوضع لدى المحافظة ({fr:préfecture}).",
      family:
        "لا تحصل أسرتك على تأشيرة تلقائيًا. وبعد {fact:family-reunification.min-residence} من الإقامة القانونية، يمكنك طلب لمّ الشمل العائلي ({fr:regroupement familial}) إذا كنت تستوفي شروط الموارد والسكن.",
      steps: [
        {
          title: "تحقّق من وضع مهنتك",
          body: "استعلم هل مهنتك منظَّمة في فرنسا، وهل هي مفتوحة لمواطني الدول غير الأعضاء في الاتحاد الأوروبي، وابدأ عند الحاجة إجراء الاعتراف بمؤهلاتك أو التسجيل لدى الهيئة المهنية.",
        },
        {
          title: "حضّر ملفك",
          body: "صِف خدماتك وأسعارك والزبائن المستهدفين، واجمع التزامات من زبائن، وبيّن كيف سيبلغ دخلك على الأقل الحد الأدنى للأجور.",
        },
        {
          title: "قدّم طلبك عبر الإنترنت على France-Visas",
          body: "املأ طلب تأشيرة الإقامة الطويلة على france-visas.gouv.fr، باختيار نشاط مستقل أو حر غرضًا لإقامتك، ثم احجز موعدًا.",
        },
        {
          title: "الموعد والبيانات البيومترية",
          body: "في القنصلية أو لدى مقدّم خدمات التأشيرات، سلّم وثائقك، وقدّم بصماتك وصورتك، وادفع رسوم التأشيرة.",
        },
        {
          title: "الوصول والمصادقة على تأشيرة VLS-TS",
          body: "بعد وصولك إلى فرنسا، صادق على تأشيرة VLS-TS عبر موقع ANEF خلال {fact:vls-ts.validation-deadline} من وصولك، وادفع الرسم عبر الإنترنت.",
        },
        {
          title: "صرّح بنشاطك",
          body: "صرّح بنشاطك عبر الإنترنت على الشباك الموحّد لإجراءات المقاولات ({fr:guichet unique des formalités d'entreprises}) (باختيار نظام المقاولة الصغيرة جدًا ({fr:micro-entreprise}) أو شكل آخر)، وأتمّ تسجيلك لدى الهيئة المهنية إذا كانت مهنتك تشترط ذلك.",
        },
      ],
      mistakes: [
        "البدء في العمل قبل التصريح بالنشاط، أو قبل أن تسجّلك الهيئة المهنية إذا كانت مهنتك منظَّمة.",
        "الاعتماد على زبون واحد يوجّه عملك: فقد يُعاد تكييف النشاط على أنه عمل مأجور.",
        "اختيار هذه البطاقة في حين تناسب بطاقة «المواهب» ملفك أكثر، مثلًا بالنسبة إلى المهنيين المشهورين أو الفنانين.",
        "عدم الاحتفاظ بالفواتير والحسابات، مما يصعّب إثبات دخلك عند التجديد.",
        "نسيان المصادقة على تأشيرة VLS-TS عبر ANEF خلال {fact:vls-ts.validation-deadline} من الوصول.",
      ],
    },
  },
};

export default visa;
