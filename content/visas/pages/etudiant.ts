import type { VisaContent } from "../visa-content-types.ts";

const visa: VisaContent = {
  slug: "etudiant",
  category: "study",
  purposes: ["study"],
  keyFacts: [
    "student.min-monthly-resources",
    "long-stay-visa.fee-student",
    "long-stay-visa.fee",
    "student.max-work-hours-per-year",
    "vls-ts.validation-deadline",
  ],
  officialLinks: [
    {
      url: "https://www.campusfrance.org/",
      label: {
        en: "Campus France: studying in France and the Études en France procedure",
        fr: "Campus France : étudier en France et la procédure Études en France",
        ar: "Campus France: الدراسة في فرنسا وإجراء «الدراسات في فرنسا»",
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
      url: "https://www.service-public.fr/particuliers/vosdroits/F2231",
      label: {
        en: "Service-Public.fr: foreign students in France",
        fr: "Service-Public.fr : étudiant étranger en France",
        ar: "Service-Public.fr: الطلبة الأجانب في فرنسا",
      },
    },
    {
      url: "https://administration-etrangers-en-france.interieur.gouv.fr/",
      label: {
        en: "ANEF: validate your visa and renew your permit online",
        fr: "ANEF : valider votre visa et renouveler votre titre en ligne",
        ar: "ANEF: صادق على تأشيرتك وجدّد بطاقة إقامتك عبر الإنترنت",
      },
    },
  ],
  talentRenaming: false,
  premiumSections: ["mistakes"],
  text: {
    en: {
      title: "Studying in France: the student visa",
      summary:
        "How to come to France for higher education: admission, the Études en France procedure, resources, the student visa and what you may do once here.",
      whoFor: [
        "Students admitted to a French higher-education institution (university, grande école, school of art, engineering or business) for a degree or a programme of study.",
        "Exchange students coming under a university agreement or a European or international mobility programme.",
        "Candidates who must sit an entrance exam or interview in France before admission (the short-stay visa « étudiant concours »).",
        "Not for short courses that fit within a short stay, such as a summer school or a short language course: those use a short-stay visa or, if your nationality is exempt, no visa at all.",
      ],
      conditions: [
        "Admission or pre-registration in a recognised institution for a genuine course of study, with a coherent academic plan you can explain.",
        "In the countries where Campus France runs the Études en France procedure, you must go through it before applying for the visa: online file, admission applications and, in most countries, an interview with Campus France.",
        "Resources of at least {fact:student.min-monthly-resources} for each month of your stay: your own savings, a scholarship, or a sponsor's formal commitment (attestation de prise en charge).",
        "Somewhere to live when you arrive: a university residence, a rental, or a host's certificate.",
        "The language level required by your programme (French or English), shown by a test or diploma if the institution asks for one.",
      ],
      documents: [
        "Passport valid for at least {fact:passport.validity-beyond-stay} beyond your planned stay, with at least {fact:passport.blank-pages} blank pages.",
        "Recent identity photos of {fact:photo.width} × {fact:photo.height}, taken less than {fact:photo.max-age} ago, meeting the French standard.",
        "Letter of admission or pre-registration from the institution, or your Études en France file number where that procedure applies.",
        "Proof of resources: bank statements for the last {fact:bank-statements.months}, a scholarship certificate, or a guarantor's attestation with the guarantor's own proof of income.",
        "Proof of accommodation for at least your first weeks in France.",
        "Diplomas and transcripts of your previous studies, translated into French where the consulate asks for it.",
        "The visa application completed on France-Visas, with its summary and receipt.",
      ],
      costs: [
        "Long-stay student visa fee: {fact:long-stay-visa.fee-student} in countries with the Études en France procedure and {fact:long-stay-visa.fee} elsewhere. Holders of certain French government scholarships may be exempt.",
        "The Campus France procedure fee, set by each local Campus France office, where the Études en France procedure applies.",
        "After arrival: the tax stamp (timbre fiscal) to validate your visa online, and the student and campus life contribution (CVEC, {fact:student.cvec} a year) that most students pay before enrolling. Check the current amounts on Service-Public.fr.",
        "Tuition fees: public universities charge registration fees set nationally, with higher fees for many students from outside the EU unless the institution grants an exemption; private schools set their own fees.",
        "Housing aid: students from outside the EU, the EEA and Switzerland who hold no needs-based grant no longer receive APL from the CAF since {fact:student.apl-ends-non-eu-without-grant}; budget your rent without it.",
      ],
      processing:
        "Consulates usually answer student applications within a few weeks, but the Études en France procedure, interviews and appointment availability add time. Start in the autumn or winter before an intake in September, and apply for the visa as soon as you have your admission. Typical time, from our experience: {fact:processing.student}.",
      validity:
        "For a programme longer than a short stay, you normally receive a long-stay visa equivalent to a residence permit (VLS-TS « étudiant ») covering your first year, which you validate online after arrival. Later years are covered by a residence permit « étudiant », often a multi-year card for the rest of your programme. For programmes of only a few months, the consulate may issue a temporary long-stay visa (VLS-T) that needs no validation and cannot be extended.",
      workRights:
        "With a student visa or permit you may work alongside your studies without an autorisation de travail, up to {fact:student.max-work-hours-per-year} hours per year. Your employer must declare you to the préfecture before you start. Internships that are part of your course are made under an internship agreement (convention de stage). Algerian students are covered by the Franco-Algerian agreement and follow different rules: they need a work authorisation for a student job.",
      family:
        "The student visa does not give your family a right to join you: there is no family reunification for students. A spouse or children who want to live with you must apply for their own long-stay visa, usually the visitor visa, and meet its conditions, including resources.",
      steps: [
        {
          title: "Choose and apply to programmes",
          body: "Apply to French institutions directly, through the national platforms for first-year undergraduate or master's admissions, or through Études en France if your country of residence uses it. The Campus France website explains which route applies to you.",
        },
        {
          title: "Campus France interview",
          body: "Where Études en France applies, complete your online file, pay the local fee and attend the Campus France interview. Once you accept an offer, Campus France links your file to your visa application.",
        },
        {
          title: "Apply online on France-Visas",
          body: "On france-visas.gouv.fr, choose a long-stay visa for studies, fill in the form and print the summary with the list of documents to bring.",
        },
        {
          title: "Appointment and biometrics",
          body: "Go to the French consulate or the visa service provider in your country of residence with your originals. Your fingerprints and photo are taken and you pay the visa fee.",
        },
        {
          title: "Decision and travel",
          body: "The consulate decides and returns your passport with the visa. Check the dates, your name and the mention « étudiant » before you travel.",
        },
        {
          title: "Validate your visa after arrival",
          body: "Within {fact:vls-ts.validation-deadline} of arrival, validate your VLS-TS online on the ANEF website: enter your visa details, your date of entry and your address in France, and pay the tax stamp. Then register with the French health insurance (Assurance Maladie) for international students.",
        },
      ],
      mistakes: [
        "Coming to France as a visitor or without a visa and hoping to switch to a student permit on the spot: apart from a few cases such as the « étudiant concours » visa, you must apply for the student visa from your country of residence.",
        "Showing resources that are just enough on paper, such as a one-off deposit just before applying, or a guarantor with no proof of their own income.",
        "Skipping or rushing the Campus France interview, where your academic plan and your choice of programme are assessed.",
        "Forgetting to validate the visa on ANEF after arrival, which leaves you without a valid right to stay.",
        "Working beyond the yearly limit of hours, which can lead to the refusal of your next permit.",
      ],
    },
    fr: {
      title: "Étudier en France : le visa étudiant",
      summary:
        "Venir en France pour des études supérieures : admission, procédure Études en France, ressources, visa étudiant et ce que vous pourrez faire sur place.",
      whoFor: [
        "Étudiants admis dans un établissement d'enseignement supérieur français (université, grande école, école d'art, d'ingénieurs ou de commerce) pour un diplôme ou un programme d'études.",
        "Étudiants en échange dans le cadre d'un accord entre universités ou d'un programme de mobilité européen ou international.",
        "Candidats qui doivent passer un concours ou un entretien d'admission en France (visa de court séjour « étudiant concours »).",
        "Pas pour les formations courtes qui tiennent dans un court séjour, comme une université d'été ou un stage linguistique court : elles relèvent d'un visa de court séjour ou, si votre nationalité en est dispensée, d'aucun visa.",
      ],
      conditions: [
        "Une admission ou une préinscription dans un établissement reconnu pour de véritables études, avec un projet d'études cohérent que vous savez expliquer.",
        "Dans les pays où Campus France gère la procédure Études en France, vous devez la suivre avant de demander le visa : dossier en ligne, candidatures et, dans la plupart des pays, un entretien avec Campus France.",
        "Des ressources d'au moins {fact:student.min-monthly-resources} pour chaque mois de séjour : votre épargne, une bourse ou l'engagement formel d'un garant (attestation de prise en charge).",
        "Un logement à votre arrivée : résidence universitaire, location ou attestation d'hébergement.",
        "Le niveau de langue exigé par votre formation (français ou anglais), justifié par un test ou un diplôme si l'établissement le demande.",
      ],
      documents: [
        "Passeport valable au moins {fact:passport.validity-beyond-stay} après la fin du séjour prévu, avec au moins {fact:passport.blank-pages} pages vierges.",
        "Photos d'identité récentes de {fact:photo.width} × {fact:photo.height}, datant de moins de {fact:photo.max-age}, conformes à la norme française.",
        "Attestation d'admission ou de préinscription de l'établissement, ou numéro de dossier Études en France lorsque cette procédure s'applique.",
        "Justificatifs de ressources : relevés bancaires couvrant les {fact:bank-statements.months} précédant la demande, attestation de bourse ou attestation de prise en charge accompagnée des justificatifs de revenus du garant.",
        "Justificatif de logement au moins pour vos premières semaines en France.",
        "Diplômes et relevés de notes de vos études antérieures, traduits en français si le consulat le demande.",
        "Le formulaire de demande rempli sur France-Visas, avec son récapitulatif et son reçu.",
      ],
      costs: [
        "Frais de visa de long séjour étudiant : {fact:long-stay-visa.fee-student} dans les pays à procédure Études en France et {fact:long-stay-visa.fee} ailleurs. Les titulaires de certaines bourses du gouvernement français peuvent en être exemptés.",
        "Les frais de la procédure Campus France, fixés par chaque espace Campus France local, là où la procédure Études en France s'applique.",
        "Après l'arrivée : le timbre fiscal pour valider votre visa en ligne et la contribution de vie étudiante et de campus (CVEC, {fact:student.cvec} par an) que la plupart des étudiants acquittent avant de s'inscrire. Vérifiez les montants en vigueur sur Service-Public.fr.",
        "Frais de scolarité : les universités publiques appliquent des droits d'inscription nationaux, plus élevés pour de nombreux étudiants hors Union européenne sauf exonération accordée par l'établissement ; les écoles privées fixent leurs propres tarifs.",
        "Aide au logement : les étudiants hors Union européenne, EEE et Suisse non boursiers sur critères sociaux ne perçoivent plus l'APL de la CAF depuis le {fact:student.apl-ends-non-eu-without-grant} ; prévoyez votre loyer sans elle.",
      ],
      processing:
        "Les consulats répondent en général aux demandes étudiantes en quelques semaines, mais la procédure Études en France, les entretiens et la disponibilité des rendez-vous allongent le parcours. Commencez à l'automne ou en hiver pour une rentrée en septembre, et demandez le visa dès que vous avez votre admission. Délai habituel, d'après notre expérience : {fact:processing.student}.",
      validity:
        "Pour une formation plus longue qu'un court séjour, vous recevez en principe un visa de long séjour valant titre de séjour (VLS-TS « étudiant ») qui couvre votre première année et que vous validez en ligne après l'arrivée. Les années suivantes sont couvertes par un titre de séjour « étudiant », souvent une carte pluriannuelle pour la fin de votre cursus. Pour une formation de quelques mois seulement, le consulat peut délivrer un visa de long séjour temporaire (VLS-T), qui ne se valide pas et ne peut pas être prolongé.",
      workRights:
        "Avec un visa ou un titre étudiant, vous pouvez travailler en parallèle de vos études sans autorisation de travail, dans la limite de {fact:student.max-work-hours-per-year} heures par an. Votre employeur doit vous déclarer à la préfecture avant votre embauche. Les stages intégrés au cursus se font sous convention de stage. Les étudiants algériens relèvent de l'accord franco-algérien et suivent d'autres règles : il leur faut une autorisation de travail pour un emploi étudiant.",
      family:
        "Le visa étudiant ne donne pas à votre famille le droit de vous rejoindre : le regroupement familial n'est pas ouvert aux étudiants. Un conjoint ou des enfants qui veulent vivre avec vous doivent demander leur propre visa de long séjour, en général le visa visiteur, et en remplir les conditions, notamment de ressources.",
      steps: [
        {
          title: "Choisir et candidater",
          body: "Candidatez directement auprès des établissements, via les plateformes nationales d'admission en première année de licence ou en master, ou via Études en France si votre pays de résidence l'utilise. Le site de Campus France indique la voie qui vous concerne.",
        },
        {
          title: "Entretien Campus France",
          body: "Là où Études en France s'applique, complétez votre dossier en ligne, payez les frais locaux et passez l'entretien Campus France. Une fois une offre acceptée, Campus France relie votre dossier à votre demande de visa.",
        },
        {
          title: "Demande en ligne sur France-Visas",
          body: "Sur france-visas.gouv.fr, choisissez un visa de long séjour pour études, remplissez le formulaire et imprimez le récapitulatif avec la liste des pièces à apporter.",
        },
        {
          title: "Rendez-vous et biométrie",
          body: "Rendez-vous au consulat de France ou chez le prestataire de services de visas de votre pays de résidence avec vos originaux. Vos empreintes et votre photo sont relevées et vous payez les frais de visa.",
        },
        {
          title: "Décision et départ",
          body: "Le consulat statue et vous restitue votre passeport avec le visa. Vérifiez les dates, votre nom et la mention « étudiant » avant de partir.",
        },
        {
          title: "Valider votre visa après l'arrivée",
          body: "Dans les {fact:vls-ts.validation-deadline} suivant votre arrivée, validez votre VLS-TS en ligne sur le site de l'ANEF : saisissez les informations du visa, votre date d'entrée et votre adresse en France, puis payez le timbre fiscal. Inscrivez-vous ensuite à l'Assurance Maladie, sur son service dédié aux étudiants internationaux.",
        },
      ],
      mistakes: [
        "Venir en France comme visiteur ou sans visa en espérant obtenir un titre étudiant sur place : sauf exceptions comme le visa « étudiant concours », le visa étudiant se demande depuis votre pays de résidence.",
        "Présenter des ressources tout juste suffisantes sur le papier, comme un dépôt ponctuel juste avant la demande, ou un garant sans justificatifs de ses propres revenus.",
        "Négliger l'entretien Campus France, où votre projet d'études et le choix de votre formation sont évalués.",
        "Oublier de valider le visa sur l'ANEF après l'arrivée, ce qui vous laisse sans droit au séjour valable.",
        "Dépasser le plafond annuel d'heures de travail, ce qui peut entraîner le refus de votre prochain titre.",
      ],
    },
    ar: {
      title: "الدراسة في فرنسا: تأشيرة الطالب",
      summary:
        "كيف تأتي إلى فرنسا للدراسة في التعليم العالي: القبول، وإجراء Campus France، والموارد، وتأشيرة الطالب، وما يمكنك فعله بعد الوصول.",
      whoFor: [
        "الطلبة المقبولون في مؤسسة فرنسية للتعليم العالي (جامعة، أو مدرسة عليا {fr:grande école}، أو مدرسة للفنون أو الهندسة أو التجارة) لنيل شهادة أو متابعة برنامج دراسي.",
        "طلبة التبادل القادمون في إطار اتفاقية بين الجامعات أو برنامج تنقّل أوروبي أو دولي.",
        "المترشحون الذين يجب أن يجتازوا مباراة دخول أو مقابلة في فرنسا قبل القبول (تأشيرة الإقامة القصيرة «طالب مترشح لمباراة»، {fr:étudiant concours}).",
        "لا تخص التكوينات القصيرة التي لا تتجاوز مدة الإقامة القصيرة، مثل الجامعة الصيفية أو دورة لغوية قصيرة: فهذه تتطلب تأشيرة إقامة قصيرة، أو لا تتطلب أي تأشيرة إذا كانت جنسيتك معفاة منها.",
      ],
      conditions: [
        "القبول أو التسجيل المسبق في مؤسسة معترف بها لدراسة حقيقية، مع مشروع دراسي متماسك تستطيع شرحه.",
        "في البلدان التي تدير فيها Campus France إجراء «الدراسات في فرنسا» ({fr:Études en France})، يجب أن تمر به قبل طلب التأشيرة: ملف إلكتروني، وطلبات القبول، وفي أغلب البلدان مقابلة مع Campus France.",
        "موارد لا تقل عن {fact:student.min-monthly-resources} عن كل شهر من إقامتك: مدخراتك الخاصة، أو منحة، أو تعهد رسمي من كفيل ({fr:attestation de prise en charge}).",
        "مكان للسكن عند وصولك: إقامة جامعية، أو سكن مستأجر، أو شهادة إيواء ({fr:attestation d'hébergement}) من المضيف.",
        "المستوى اللغوي الذي يتطلبه برنامجك (الفرنسية أو الإنجليزية)، مثبتًا باختبار أو شهادة إذا طلبت المؤسسة ذلك.",
      ],
      documents: [
        "جواز سفر صالح لمدة {fact:passport.validity-beyond-stay} على الأقل بعد نهاية إقامتك المقررة، وفيه {fact:passport.blank-pages} صفحات فارغة على الأقل.",
        "صور شمسية حديثة بمقاس {fact:photo.width} × {fact:photo.height}، التُقطت منذ أقل من {fact:photo.max-age}، ومطابقة للمعايير الفرنسية.",
        "رسالة القبول أو التسجيل المسبق من المؤسسة، أو رقم ملفك في إجراء «الدراسات في فرنسا» ({fr:Études en France}) حيث ينطبق هذا الإجراء.",
        "إثبات الموارد: كشوف الحساب البنكي عن آخر {fact:bank-statements.months}، أو شهادة منحة، أو تعهد بالتكفل من كفيل مع إثبات مداخيل الكفيل نفسه.",
        "إثبات السكن على الأقل للأسابيع الأولى من إقامتك في فرنسا.",
        "شهادات دراستك السابقة وكشوف نقاطها، مترجمة إلى الفرنسية إذا طلبت القنصلية ذلك.",
        "طلب التأشيرة المعبّأ على France-Visas، مع ملخصه ووصل الاستلام.",
      ],
      costs: [
        "رسوم تأشيرة الإقامة الطويلة للطالب: {fact:long-stay-visa.fee-student} في البلدان التي يُطبَّق فيها إجراء «الدراسات في فرنسا»، و{fact:long-stay-visa.fee} في غيرها. وقد يُعفى منها حاملو بعض منح الحكومة الفرنسية.",
        "رسوم إجراء Campus France، التي يحددها كل مكتب محلي من مكاتب Campus France، حيث يُطبَّق إجراء «الدراسات في فرنسا».",
        "بعد الوصول: الطابع الجبائي ({fr:timbre fiscal}) للمصادقة على تأشيرتك عبر الإنترنت، ومساهمة الحياة الطلابية والجامعية (CVEC، {fact:student.cvec} سنويًا) التي يدفعها أغلب الطلبة قبل التسجيل. تحقّق من المبالغ السارية على Service-Public.fr.",
        "رسوم الدراسة: تفرض الجامعات العمومية رسوم تسجيل محددة على المستوى الوطني، وهي أعلى بالنسبة إلى كثير من الطلبة القادمين من خارج الاتحاد الأوروبي ما لم تمنح المؤسسة إعفاءً؛ أما المدارس الخاصة فتحدد رسومها بنفسها.",
        "المساعدة على السكن: لم يعد الطلبة القادمون من خارج الاتحاد الأوروبي والمنطقة الاقتصادية الأوروبية وسويسرا، الذين لا يحملون منحة على أساس المعايير الاجتماعية، يتلقون مساعدة السكن APL من CAF منذ {fact:student.apl-ends-non-eu-without-grant}؛ فاحسب ميزانية إيجارك من دونها.",
      ],
      processing:
        "تردّ القنصليات عادةً على طلبات الطلبة خلال بضعة أسابيع، لكن إجراء «الدراسات في فرنسا» والمقابلات وتوفر المواعيد تضيف وقتًا. ابدأ في الخريف أو الشتاء الذي يسبق الدخول الجامعي في سبتمبر، واطلب التأشيرة فور حصولك على القبول. المدة المعتادة، حسب تجربتنا: {fact:processing.student}.",
      validity:
        "بالنسبة إلى تكوين أطول من الإقامة القصيرة، تحصل عادةً على تأشيرة إقامة طويلة تقوم مقام بطاقة الإقامة (VLS-TS «طالب»، {fr:étudiant}) تغطي سنتك الأولى، وتصادق عليها عبر الإنترنت بعد الوصول. أما السنوات التالية فتغطيها بطاقة إقامة «طالب» ({fr:titre de séjour étudiant})، غالبًا بطاقة متعددة السنوات ({fr:carte pluriannuelle}) لبقية مسارك الدراسي. وبالنسبة إلى التكوينات التي لا تتجاوز بضعة أشهر، قد تمنح القنصلية تأشيرة إقامة طويلة مؤقتة (VLS-T) لا تحتاج إلى مصادقة ولا يمكن تمديدها.",
      workRights:
        "بتأشيرة الطالب أو بطاقة إقامة الطالب، يمكنك العمل إلى جانب دراستك دون رخصة عمل ({fr:autorisation de travail})، في حدود {fact:student.max-work-hours-per-year} ساعة في السنة. ويجب أن يصرّح بك مشغّلك لدى المحافظة ({fr:préfecture}) قبل أن تبدأ. وتتم التداريب المدمجة في مسارك الدراسي بموجب اتفاقية تدريب ({fr:convention de stage}). ويخضع الطلبة الجزائريون للاتفاق الفرنسي الجزائري ({fr:accord franco-algérien}) ويتبعون قواعد مختلفة: فهم يحتاجون إلى رخصة عمل لشغل وظيفة طلابية.",
      family:
        "لا تمنح تأشيرة الطالب أسرتك حق الالتحاق بك: لا يتاح لمّ الشمل العائلي ({fr:regroupement familial}) للطلبة. ويجب على الزوج أو الزوجة أو الأطفال الذين يريدون العيش معك أن يطلبوا تأشيرة إقامة طويلة خاصة بهم، عادةً تأشيرة الزائر، وأن يستوفوا شروطها، ولا سيما شرط الموارد.",
      steps: [
        {
          title: "اختر البرامج وقدّم ترشيحك",
          body: "قدّم ترشيحك مباشرة لدى المؤسسات الفرنسية، أو عبر المنصات الوطنية للقبول في السنة الأولى من الإجازة أو في الماستر، أو عبر إجراء «الدراسات في فرنسا» ({fr:Études en France}) إذا كان بلد إقامتك يعتمده. ويبيّن موقع Campus France الطريق الذي يخصك.",
        },
        {
          title: "مقابلة Campus France",
          body: "حيث يُطبَّق إجراء «الدراسات في فرنسا»، أكمل ملفك الإلكتروني، وادفع الرسوم المحلية، واجتز مقابلة Campus France. وبعد قبولك لعرض ما، تربط Campus France ملفك بطلب تأشيرتك.",
        },
        {
          title: "قدّم طلبك عبر الإنترنت على France-Visas",
          body: "على france-visas.gouv.fr، اختر تأشيرة إقامة طويلة للدراسة، واملأ الاستمارة، واطبع الملخص مع قائمة الوثائق التي يجب إحضارها.",
        },
        {
          title: "الموعد والبيانات البيومترية",
          body: "توجّه إلى القنصلية الفرنسية أو إلى مقدّم خدمات التأشيرات في بلد إقامتك ومعك الوثائق الأصلية. تؤخذ بصماتك وصورتك وتدفع رسوم التأشيرة.",
        },
        {
          title: "القرار والسفر",
          body: "تبتّ القنصلية في الطلب وتعيد إليك جواز سفرك مع التأشيرة. تحقّق من التواريخ واسمك وعبارة «طالب» ({fr:étudiant}) قبل السفر.",
        },
        {
          title: "صادق على تأشيرتك بعد الوصول",
          body: "خلال {fact:vls-ts.validation-deadline} من وصولك، صادق على تأشيرة VLS-TS عبر الإنترنت في موقع ANEF: أدخل بيانات تأشيرتك وتاريخ دخولك وعنوانك في فرنسا، وادفع الطابع الجبائي. ثم سجّل نفسك في التأمين الصحي الفرنسي ({fr:Assurance Maladie}) عبر خدمته المخصصة للطلبة الدوليين.",
        },
      ],
      mistakes: [
        "القدوم إلى فرنسا بصفة زائر أو من دون تأشيرة على أمل التحول إلى بطاقة إقامة طالب في عين المكان: باستثناء حالات قليلة مثل تأشيرة «طالب مترشح لمباراة» ({fr:étudiant concours})، يجب طلب تأشيرة الطالب من بلد إقامتك.",
        "تقديم موارد بالكاد تكفي على الورق، مثل إيداع مبلغ لمرة واحدة قبيل الطلب، أو كفيل لا يقدّم إثباتًا لمداخيله الخاصة.",
        "إهمال مقابلة Campus France أو التسرع فيها، مع أن مشروعك الدراسي واختيارك للبرنامج يُقيَّمان فيها.",
        "نسيان المصادقة على التأشيرة عبر ANEF بعد الوصول، مما يتركك بلا حق صالح في الإقامة.",
        "العمل بما يتجاوز الحد السنوي للساعات، مما قد يؤدي إلى رفض بطاقة إقامتك التالية.",
      ],
    },
  },
};

export default visa;
