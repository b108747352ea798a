import type { VisaContent } from "../visa-content-types.ts";

const visa: VisaContent = {
  slug: "salarie",
  category: "work",
  purposes: ["work"],
  keyFacts: [
    "smic.monthly-gross",
    "long-stay-visa.fee",
    "vls-ts.validation-deadline",
    "family-reunification.min-residence",
  ],
  officialLinks: [
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
        en: "ANEF – work authorisation, VLS-TS validation and residence permits",
        fr: "ANEF – autorisation de travail, validation du VLS-TS et titres de séjour",
        ar: "ANEF – رخصة العمل والمصادقة على تأشيرة VLS-TS وبطاقات الإقامة",
      },
    },
    {
      url: "https://www.service-public.fr/particuliers/vosdroits/N110",
      label: {
        en: "Service-Public.fr – Foreigners in France",
        fr: "Service-Public.fr – Étrangers en France",
        ar: "Service-Public.fr – الأجانب في فرنسا",
      },
    },
  ],
  talentRenaming: false,
  premiumSections: ["mistakes"],
  text: {
    en: {
      title: "Employee (salarié) – long-stay visa and residence permit",
      summary:
        "Hired in France on a permanent contract? Your employer obtains the work authorisation on ANEF, then you apply for a VLS-TS “salarié”.",
      whoFor: [
        "Non-EU nationals with a job offer from an employer in France on a permanent contract (contrat à durée indéterminée, CDI).",
        "Employees whose job does not qualify for the carte de séjour talent or the EU Blue Card, for example because the salary is below those thresholds.",
        "Workers in an occupation on the official list of jobs facing recruitment difficulties (métiers en tension), for which the employer does not have to prove that no candidate was available locally.",
      ],
      conditions: [
        "Your employer must obtain an autorisation de travail (work authorisation) before you apply for the visa. The employer files the request online on the ANEF website; you cannot file it yourself.",
        "The salary must be at least the minimum wage, {fact:smic.monthly-gross} for full-time work, and at least the rate set by the applicable collective agreement.",
        "Unless the job is on the list of occupations facing recruitment difficulties or another exemption applies, the employer must show that the job was advertised and that no suitable candidate was found on the French labour market (the labour-market test, « opposabilité de la situation de l'emploi »).",
        "The employer must be up to date with its social-security and tax obligations, and the job must comply with French labour law; your qualifications and experience must match the position.",
        "A permanent contract leads to the “salarié” mention. A fixed-term contract leads to the “travailleur temporaire” mention instead (see the temporary worker page).",
        "Some nationals follow specific rules under bilateral agreements: Algerians, for example, receive a certificat de résidence under the Franco-Algerian agreement. Check the rules for your nationality on France-Visas.",
      ],
      documents: [
        "Passport valid for at least {fact:passport.validity-beyond-stay} beyond the end of your planned stay, with at least {fact:passport.blank-pages} blank pages.",
        "Long-stay visa application form completed on France-Visas, printed and signed.",
        "Recent identity photos ({fact:photo.width} × {fact:photo.height}, taken less than {fact:photo.max-age} ago).",
        "A copy of the work authorisation granted to your employer on ANEF.",
        "Your employment contract signed by you and the employer.",
        "Diplomas, certificates and a CV showing the qualifications the job requires, with a French translation where the consulate asks for one.",
        "Proof of accommodation for the start of your stay in France.",
        "Civil-status documents: birth certificate and, where relevant, marriage certificate.",
      ],
      costs: [
        "Long-stay visa fee: {fact:long-stay-visa.fee}, paid when you apply. Some nationalities pay a different amount under bilateral agreements; France-Visas shows the amount due in your case.",
        "VLS-TS validation: a tax paid online with an electronic tax stamp (timbre fiscal) when you validate the visa on ANEF. The amount is set by law and shown during the procedure.",
        "Employer side: the employer pays a tax to the State when it hires a foreign worker for the first time, in addition to any adviser's fees.",
        "If your country uses an external visa centre, its service fee, plus translations and certified copies.",
      ],
      processing:
        "Plan for two successive stages. First, the administration examines the employer's work-authorisation request on ANEF. Then the consulate examines your visa application after your appointment. Times vary by country and season: start early and check the current situation with your consulate or visa centre. Typical time, from our experience: {fact:processing.employee}.",
      validity:
        "The VLS-TS “salarié” is valid for the period printed on the visa and serves as your residence permit once validated on ANEF within {fact:vls-ts.validation-deadline} of arrival. Before it expires, you apply on ANEF for a carte de séjour. A multi-year card (carte de séjour pluriannuelle) can follow if you still meet the conditions, which since the latest immigration law include a minimum level of French. After several years of regular residence, you can apply for a carte de résident valid {fact:resident-card.validity}.",
      workRights:
        "You may work for the employer and in the job covered by the work authorisation. During your first permit, changing employer or job requires a new work authorisation requested by the new employer on ANEF. If you lose your job involuntarily, your right to stay is not automatically withdrawn: register with France Travail and tell the préfecture when you renew.",
      family:
        "Your spouse and minor children do not receive a visa automatically with yours. The usual route is family reunification (regroupement familial): after {fact:family-reunification.min-residence} of regular residence in France, you can apply for them if you meet the resources and housing conditions. Until then, they can only visit under the ordinary visa rules.",
      steps: [
        {
          title: "Your employer requests the work authorisation",
          body: "Your future employer files the autorisation de travail request on the ANEF website, with the job description, the contract and, where the labour-market test applies, proof of its recruitment efforts. Ask for a copy of the decision.",
        },
        {
          title: "Apply online on France-Visas",
          body: "Once the authorisation is granted, complete the long-stay visa application on france-visas.gouv.fr, choosing salaried employment as the purpose of your stay, and book an appointment.",
        },
        {
          title: "Appointment and biometrics",
          body: "Go to the consulate or the visa service provider with your documents. Your fingerprints and photo are taken and you pay the visa fee.",
        },
        {
          title: "Decision and travel",
          body: "If the visa is granted, a VLS-TS “salarié” is placed in your passport. Travel to France and start work on the date agreed with your employer.",
        },
        {
          title: "Validate the VLS-TS online",
          body: "Within {fact:vls-ts.validation-deadline} of arrival, validate your visa on the ANEF website and pay the tax online. Without this step you lose your right to stay and to work.",
        },
        {
          title: "OFII appointments",
          body: "The OFII may invite you to a medical check and to sign the contrat d'intégration républicaine (civic training and, if needed, French courses). Attend: it counts when you renew.",
        },
        {
          title: "Apply for your carte de séjour",
          body: "Before the VLS-TS expires, apply on ANEF for a carte de séjour. You receive a receipt (récépissé or attestation) that covers your stay while the application is examined.",
        },
      ],
      mistakes: [
        "Applying for the visa before the employer has obtained the work authorisation: the application is refused.",
        "Forgetting to validate the VLS-TS on ANEF within {fact:vls-ts.validation-deadline} of arrival, which leaves you without a right to stay.",
        "Accepting a salary below the minimum wage or the collective-agreement rate, which leads to a refusal of the work authorisation.",
        "Changing employer during the first permit without a new work authorisation.",
        "Waiting until the permit has expired before applying for renewal on ANEF.",
      ],
    },
    fr: {
      title: "Salarié – visa long séjour et titre de séjour",
      summary:
        "Embauché en France en CDI ? Votre employeur obtient l'autorisation de travail sur l'ANEF, puis vous demandez un VLS-TS « salarié ».",
      whoFor: [
        "Les ressortissants non européens qui ont une offre d'emploi d'un employeur en France en contrat à durée indéterminée (CDI).",
        "Les salariés dont l'emploi ne relève pas de la carte de séjour talent ni de la carte bleue européenne, par exemple parce que le salaire est inférieur à ces seuils.",
        "Les travailleurs dont le métier figure sur la liste officielle des métiers en tension, pour lesquels l'employeur n'a pas à prouver l'absence de candidat disponible sur place.",
      ],
      conditions: [
        "Votre employeur doit obtenir une autorisation de travail avant votre demande de visa. Il dépose la demande en ligne sur le site de l'ANEF ; vous ne pouvez pas la déposer vous-même.",
        "Le salaire doit être au moins égal au SMIC, soit {fact:smic.monthly-gross} pour un temps plein, et au minimum prévu par la convention collective applicable.",
        "Sauf si le métier figure sur la liste des métiers en tension ou si une autre dispense s'applique, l'employeur doit prouver que l'offre a été publiée et qu'aucun candidat adapté n'a été trouvé sur le marché du travail (opposabilité de la situation de l'emploi).",
        "L'employeur doit être à jour de ses obligations sociales et fiscales, l'emploi doit respecter le droit du travail français et vos qualifications ou votre expérience doivent correspondre au poste.",
        "Un CDI donne lieu à la mention « salarié ». Un contrat à durée déterminée donne lieu à la mention « travailleur temporaire » (voir la page travailleur temporaire).",
        "Certaines nationalités relèvent d'accords bilatéraux : les Algériens, par exemple, reçoivent un certificat de résidence en application de l'accord franco-algérien. Vérifiez les règles propres à votre nationalité sur France-Visas.",
      ],
      documents: [
        "Passeport valable au moins {fact:passport.validity-beyond-stay} après la fin du séjour prévu, avec au moins {fact:passport.blank-pages} pages vierges.",
        "Formulaire de demande de visa long séjour rempli sur France-Visas, imprimé et signé.",
        "Photos d'identité récentes ({fact:photo.width} × {fact:photo.height}, datant de moins de {fact:photo.max-age}).",
        "Une copie de l'autorisation de travail accordée à votre employeur sur l'ANEF.",
        "Votre contrat de travail signé par vous et par l'employeur.",
        "Diplômes, attestations et CV prouvant les qualifications exigées pour le poste, avec une traduction en français si le consulat la demande.",
        "Un justificatif d'hébergement pour le début de votre séjour en France.",
        "Actes d'état civil : acte de naissance et, le cas échéant, acte de mariage.",
      ],
      costs: [
        "Frais de visa long séjour : {fact:long-stay-visa.fee}, payés lors de la demande. Certaines nationalités paient un montant différent en vertu d'accords bilatéraux ; France-Visas indique le montant dû dans votre cas.",
        "Validation du VLS-TS : une taxe payée en ligne par timbre fiscal électronique lors de la validation sur l'ANEF. Son montant est fixé par la loi et affiché pendant la démarche.",
        "Côté employeur : une taxe due à l'État lors de la première embauche d'un travailleur étranger, en plus des éventuels honoraires d'un conseil.",
        "Si votre pays passe par un prestataire de services de visas, ses frais de service, ainsi que les traductions et copies certifiées.",
      ],
      processing:
        "Prévoyez deux étapes successives. D'abord, l'administration instruit la demande d'autorisation de travail de l'employeur sur l'ANEF. Ensuite, le consulat examine votre demande de visa après votre rendez-vous. Les délais varient selon le pays et la saison : commencez tôt et renseignez-vous auprès de votre consulat ou du centre de visas. Délai habituel, d'après notre expérience : {fact:processing.employee}.",
      validity:
        "Le VLS-TS « salarié » est valable pour la durée inscrite sur le visa et vaut titre de séjour une fois validé sur l'ANEF dans les {fact:vls-ts.validation-deadline} suivant l'arrivée. Avant son expiration, vous demandez une carte de séjour sur l'ANEF. Une carte de séjour pluriannuelle peut suivre si vous remplissez toujours les conditions, qui comprennent depuis la dernière loi immigration un niveau minimal de français. Après plusieurs années de séjour régulier, vous pouvez demander une carte de résident valable {fact:resident-card.validity}.",
      workRights:
        "Vous pouvez travailler pour l'employeur et sur le poste couverts par l'autorisation de travail. Pendant votre premier titre, changer d'employeur ou de poste exige une nouvelle autorisation de travail demandée par le nouvel employeur sur l'ANEF. En cas de perte involontaire d'emploi, votre droit au séjour n'est pas retiré automatiquement : inscrivez-vous à France Travail et signalez-le à la préfecture lors du renouvellement.",
      family:
        "Votre conjoint et vos enfants mineurs ne reçoivent pas automatiquement un visa avec le vôtre. La voie habituelle est le regroupement familial : après {fact:family-reunification.min-residence} de séjour régulier en France, vous pouvez le demander pour eux si vous remplissez les conditions de ressources et de logement. En attendant, ils ne peuvent venir qu'en visite, selon les règles ordinaires des visas.",
      steps: [
        {
          title: "Votre employeur demande l'autorisation de travail",
          body: "Votre futur employeur dépose la demande d'autorisation de travail sur le site de l'ANEF, avec la description du poste, le contrat et, si la situation de l'emploi est opposable, la preuve de ses recherches de candidats. Demandez-lui une copie de la décision.",
        },
        {
          title: "Demande en ligne sur France-Visas",
          body: "Une fois l'autorisation accordée, remplissez la demande de visa long séjour sur france-visas.gouv.fr en choisissant l'activité salariée comme motif de séjour, puis prenez rendez-vous.",
        },
        {
          title: "Rendez-vous et biométrie",
          body: "Présentez-vous au consulat ou chez le prestataire de services de visas avec votre dossier. Vos empreintes et votre photo sont relevées et vous payez les frais de visa.",
        },
        {
          title: "Décision et voyage",
          body: "Si le visa est accordé, un VLS-TS « salarié » est apposé dans votre passeport. Vous entrez en France et commencez à travailler à la date convenue avec l'employeur.",
        },
        {
          title: "Validez le VLS-TS en ligne",
          body: "Dans les {fact:vls-ts.validation-deadline} suivant votre arrivée, validez votre visa sur le site de l'ANEF et payez la taxe en ligne. Sans cette démarche, vous perdez votre droit au séjour et au travail.",
        },
        {
          title: "Rendez-vous à l'OFII",
          body: "L'OFII peut vous convoquer à une visite médicale et à la signature du contrat d'intégration républicaine (formation civique et, si nécessaire, cours de français). Soyez présent : cela compte pour le renouvellement.",
        },
        {
          title: "Demandez votre carte de séjour",
          body: "Avant l'expiration du VLS-TS, demandez une carte de séjour sur l'ANEF. Vous recevez un récépissé ou une attestation qui couvre votre séjour pendant l'instruction.",
        },
      ],
      mistakes: [
        "Demander le visa avant que l'employeur ait obtenu l'autorisation de travail : la demande est refusée.",
        "Oublier de valider le VLS-TS sur l'ANEF dans les {fact:vls-ts.validation-deadline} suivant l'arrivée, ce qui vous laisse sans droit au séjour.",
        "Accepter un salaire inférieur au SMIC ou au minimum conventionnel, ce qui entraîne le refus de l'autorisation de travail.",
        "Changer d'employeur pendant le premier titre sans nouvelle autorisation de travail.",
        "Attendre l'expiration du titre pour demander son renouvellement sur l'ANEF.",
      ],
    },
    ar: {
      title: "الأجير – تأشيرة الإقامة الطويلة وبطاقة الإقامة",
      summary:
        "هل وُظّفت في فرنسا بعقد غير محدد المدة؟ يحصل مشغّلك على رخصة العمل عبر ANEF، ثم تطلب أنت تأشيرة VLS-TS بصفة «أجير».",
      whoFor: [
        "مواطنو الدول غير الأعضاء في الاتحاد الأوروبي الذين لديهم عرض عمل من مشغّل في فرنسا بعقد غير محدد المدة ({fr:contrat à durée indéterminée}، CDI).",
        "الأجراء الذين لا يستوفي منصبهم شروط بطاقة الإقامة «المواهب» ({fr:carte de séjour talent}) ولا البطاقة الزرقاء الأوروبية ({fr:carte bleue européenne})، مثلًا لأن الأجر أقل من الحدود المطلوبة فيهما.",
        "العاملون في مهنة مدرجة في القائمة الرسمية للمهن التي تعاني صعوبات في التوظيف ({fr:métiers en tension})، والتي لا يُطلب فيها من المشغّل أن يثبت عدم توفر مترشح محلي.",
      ],
      conditions: [
        "يجب أن يحصل مشغّلك على رخصة العمل ({fr:autorisation de travail}) قبل أن تقدّم طلب التأشيرة. يودع المشغّل الطلب عبر الإنترنت على موقع ANEF؛ ولا يمكنك أن تودعه بنفسك.",
        "يجب ألا يقل الأجر عن الحد الأدنى للأجور (SMIC)، أي {fact:smic.monthly-gross} للعمل بدوام كامل، وألا يقل عن الحد الأدنى الذي تنص عليه الاتفاقية الجماعية المطبّقة ({fr:convention collective}).",
        "ما لم تكن المهنة مدرجة في قائمة المهن التي تعاني صعوبات في التوظيف أو ينطبق إعفاء آخر، يجب على المشغّل أن يثبت أنه نشر عرض العمل وأنه لم يجد مترشحًا مناسبًا في سوق العمل الفرنسية (اختبار سوق العمل، {fr:opposabilité de la situation de l'emploi}).",
        "يجب أن يكون المشغّل قد أوفى بالتزاماته تجاه الضمان الاجتماعي والضرائب، وأن يحترم المنصب قانون العمل الفرنسي؛ كما يجب أن تتوافق مؤهلاتك وخبرتك مع المنصب.",
        "يؤدي العقد غير محدد المدة إلى صفة «أجير» ({fr:salarié}). أما العقد محدد المدة فيؤدي بدلًا من ذلك إلى صفة «عامل مؤقت» ({fr:travailleur temporaire}) (انظر صفحة العامل المؤقت).",
        "تخضع بعض الجنسيات لقواعد خاصة بموجب اتفاقيات ثنائية: فالجزائريون مثلًا يحصلون على شهادة إقامة ({fr:certificat de résidence}) تطبيقًا للاتفاق الفرنسي الجزائري ({fr:accord franco-algérien}). تحقّق من القواعد الخاصة بجنسيتك على France-Visas.",
      ],
      documents: [
        "جواز سفر صالح لمدة {fact:passport.validity-beyond-stay} على الأقل بعد نهاية الإقامة المقررة، وفيه {fact:passport.blank-pages} صفحات فارغة على الأقل.",
        "استمارة طلب تأشيرة الإقامة الطويلة ({fr:visa long séjour}) معبّأة على France-Visas، مطبوعة وموقّعة.",
        "صور شمسية حديثة ({fact:photo.width} × {fact:photo.height}، التُقطت منذ أقل من {fact:photo.max-age}).",
        "نسخة من رخصة العمل الممنوحة لمشغّلك عبر ANEF.",
        "عقد عملك موقّعًا منك ومن المشغّل.",
        "الشهادات والإفادات وسيرة ذاتية تثبت المؤهلات التي يتطلبها المنصب، مع ترجمة إلى الفرنسية إذا طلبتها القنصلية.",
        "إثبات السكن ({fr:justificatif d'hébergement}) لبداية إقامتك في فرنسا.",
        "وثائق الحالة المدنية: شهادة الميلاد ({fr:acte de naissance})، وعند الاقتضاء عقد الزواج ({fr:acte de mariage}).",
      ],
      costs: [
        "رسوم تأشيرة الإقامة الطويلة: {fact:long-stay-visa.fee}، تُدفع عند تقديم الطلب. تدفع بعض الجنسيات مبلغًا مختلفًا بموجب اتفاقيات ثنائية؛ ويبيّن موقع France-Visas المبلغ المستحق في حالتك.",
        "المصادقة على تأشيرة VLS-TS: ضريبة تُدفع عبر الإنترنت بطابع جبائي إلكتروني ({fr:timbre fiscal}) عند المصادقة على التأشيرة في ANEF. يحدد القانون مبلغها، ويظهر أثناء الإجراء.",
        "من جهة المشغّل: يدفع المشغّل ضريبة للدولة عند توظيفه عاملًا أجنبيًا لأول مرة، إضافة إلى أتعاب المستشار إن وُجدت.",
        "إذا كان بلدك يعتمد مركزًا خارجيًا للتأشيرات، فهناك رسوم خدمته، إضافة إلى الترجمات والنسخ المصدَّقة.",
      ],
      processing:
        "خطّط لمرحلتين متتاليتين. أولًا، تدرس الإدارة طلب رخصة العمل الذي أودعه المشغّل على ANEF. ثم تدرس القنصلية طلب تأشيرتك بعد موعدك. تختلف الآجال حسب البلد والموسم: ابدأ مبكرًا واستفسر عن الوضع الحالي لدى قنصليتك أو مركز التأشيرات. المدة المعتادة، حسب تجربتنا: {fact:processing.employee}.",
      validity:
        "تأشيرة VLS-TS بصفة «أجير» ({fr:salarié}) صالحة للمدة المدوّنة عليها، وتقوم مقام بطاقة الإقامة ({fr:titre de séjour}) بعد المصادقة عليها عبر ANEF خلال {fact:vls-ts.validation-deadline} من الوصول. قبل انتهاء صلاحيتها، تطلب عبر ANEF بطاقة إقامة ({fr:carte de séjour}). ويمكن أن تليها بطاقة إقامة متعددة السنوات ({fr:carte de séjour pluriannuelle}) إذا بقيت مستوفيًا للشروط، التي تشمل منذ آخر قانون للهجرة مستوى أدنى في اللغة الفرنسية. وبعد عدة سنوات من الإقامة النظامية، يمكنك أن تطلب بطاقة المقيم ({fr:carte de résident}) الصالحة لمدة {fact:resident-card.validity}.",
      workRights:
        "يحق لك العمل لدى المشغّل وفي المنصب اللذين تشملهما رخصة العمل. خلال بطاقتك الأولى، يتطلب تغيير المشغّل أو المنصب رخصة عمل جديدة يطلبها المشغّل الجديد عبر ANEF. وإذا فقدت عملك رغمًا عنك، فلا يُسحب حقك في الإقامة تلقائيًا: سجّل نفسك لدى {fr:France Travail} وأبلغ المحافظة ({fr:préfecture}) عند التجديد.",
      family:
        "لا يحصل زوجك أو زوجتك وأطفالك القاصرون تلقائيًا على تأشيرة مع تأشيرتك. الطريق المعتاد هو لمّ الشمل العائلي ({fr:regroupement familial}): بعد {fact:family-reunification.min-residence} من الإقامة النظامية في فرنسا، يمكنك أن تقدّم الطلب لهم إذا استوفيت شروط الموارد والسكن. وإلى ذلك الحين، لا يمكنهم القدوم إلا في زيارة وفق القواعد العادية للتأشيرات.",
      steps: [
        {
          title: "يطلب مشغّلك رخصة العمل",
          body: "يودع مشغّلك المستقبلي طلب رخصة العمل ({fr:autorisation de travail}) على موقع ANEF، مع وصف المنصب والعقد، وإثبات جهوده في البحث عن مترشحين إذا كان اختبار سوق العمل مطبّقًا. اطلب منه نسخة من القرار.",
        },
        {
          title: "قدّم طلبك عبر الإنترنت على France-Visas",
          body: "بعد منح الرخصة، املأ طلب تأشيرة الإقامة الطويلة على france-visas.gouv.fr مع اختيار العمل المأجور غرضًا للإقامة، ثم احجز موعدًا.",
        },
        {
          title: "الموعد والبيانات البيومترية",
          body: "توجّه إلى القنصلية أو إلى مقدّم خدمات التأشيرات ومعك ملفك. تؤخذ بصماتك وصورتك وتدفع رسوم التأشيرة.",
        },
        {
          title: "القرار والسفر",
          body: "إذا مُنحت التأشيرة، توضع في جواز سفرك تأشيرة VLS-TS بصفة «أجير» ({fr:salarié}). سافر إلى فرنسا وابدأ العمل في التاريخ المتفق عليه مع مشغّلك.",
        },
        {
          title: "صادق على تأشيرة VLS-TS عبر الإنترنت",
          body: "خلال {fact:vls-ts.validation-deadline} من وصولك، صادق على تأشيرتك عبر موقع ANEF وادفع الضريبة عبر الإنترنت. من دون هذه الخطوة تفقد حقك في الإقامة والعمل.",
        },
        {
          title: "مواعيد OFII",
          body: "قد يستدعيك المكتب الفرنسي للهجرة والإدماج (OFII) لفحص طبي ولتوقيع عقد الاندماج الجمهوري ({fr:contrat d'intégration républicaine}) (تكوين مدني، ودروس في الفرنسية عند الحاجة). احضر هذه المواعيد: فهي تُحتسب عند التجديد.",
        },
        {
          title: "اطلب بطاقة إقامتك",
          body: "قبل انتهاء صلاحية تأشيرة VLS-TS، اطلب بطاقة إقامة ({fr:carte de séjour}) عبر ANEF. تتسلّم وصل إيداع ({fr:récépissé}) أو شهادة ({fr:attestation}) تغطي إقامتك طوال مدة دراسة الطلب.",
        },
      ],
      mistakes: [
        "تقديم طلب التأشيرة قبل أن يحصل المشغّل على رخصة العمل: يُرفض الطلب.",
        "نسيان المصادقة على تأشيرة VLS-TS عبر ANEF خلال {fact:vls-ts.validation-deadline} من الوصول، مما يتركك بلا حق في الإقامة.",
        "قبول أجر أقل من الحد الأدنى للأجور أو من الحد الأدنى الذي تنص عليه الاتفاقية الجماعية، مما يؤدي إلى رفض رخصة العمل.",
        "تغيير المشغّل خلال البطاقة الأولى من دون رخصة عمل جديدة.",
        "الانتظار حتى انتهاء صلاحية البطاقة قبل طلب تجديدها على ANEF.",
      ],
    },
  },
};

export default visa;
