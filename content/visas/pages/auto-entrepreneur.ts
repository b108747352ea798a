import type { VisaContent } from "../visa-content-types.ts";

const visa: VisaContent = {
  slug: "auto-entrepreneur",
  category: "business-investment",
  purposes: ["business", "work"],
  keyFacts: [
    "smic.monthly-gross",
    "processing.auto-entrepreneur",
    "long-stay-visa.fee",
    "vls-ts.validation-deadline",
    "bank-statements.months",
    "micro-entrepreneur.turnover-ceiling-sales",
    "micro-entrepreneur.turnover-ceiling-services",
    "micro-entrepreneur.contribution-rate-sales",
    "micro-entrepreneur.contribution-rate-services-bic",
    "micro-entrepreneur.contribution-rate-liberal-bnc",
  ],
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
    {
      url: "https://www.welcometofrance.com/",
      label: {
        en: "Welcome to France – settling in France",
        fr: "Welcome to France – s'installer en France",
        ar: "WelcomeToFrance.com – الاستقرار في فرنسا",
      },
    },
  ],
  talentRenaming: false,
  premiumSections: ["mistakes", "steps"],
  text: {
    en: {
      title: "Self-employed (auto-entrepreneur) – the “entrepreneur/profession libérale” permit",
      summary:
        "Run your own micro-enterprise in France: first the “entrepreneur/profession libérale” residence permit, then registration as a micro-entrepreneur.",
      whoFor: [
        "Non-EU nationals who want to run a small business of their own in France: trade, crafts, consulting or another independent activity.",
        "Freelancers who intend to use the simplified micro-entrepreneur (auto-entrepreneur) regime once settled in France.",
        "Founders with a larger, innovative or investment-backed project should first compare the carte de séjour talent routes (see the investor and business page).",
      ],
      conditions: [
        "Know the difference: “auto-entrepreneur” (officially micro-entrepreneur) is only a simplified tax and social-security regime, within turnover ceilings set by law: {fact:micro-entrepreneur.turnover-ceiling-sales} for sales of goods, food and lodging, {fact:micro-entrepreneur.turnover-ceiling-services} for services and liberal professions. It is not a residence permit. To use it, you first need the residence permit « entrepreneur/profession libérale » (or another permit that allows self-employment).",
        "Your project must be real, serious and economically viable, shown by a business plan with realistic forecasts; the authorities may ask the administration in charge of economic affairs for an opinion on it.",
        "You must show resources at least equal to the full-time minimum wage, {fact:smic.monthly-gross}, that the activity is expected to provide; your savings and other income can support the first application.",
        "The activity must match your qualifications or experience, and regulated activities require the diplomas, authorisations or professional registration demanded by French law.",
        "You must not have been convicted or banned from running a business, and the activity must be compatible with public safety, health and order.",
        "After arrival, you register the business on the online guichet unique des formalités d'entreprises; as a micro-entrepreneur, you then declare your turnover and pay your contributions to the URSSAF.",
      ],
      documents: [
        "Passport valid for at least {fact:passport.validity-beyond-stay} beyond the end of your planned stay, with at least {fact:passport.blank-pages} blank pages.",
        "Long-stay visa application form completed on France-Visas, printed and signed.",
        "Recent identity photos ({fact:photo.width} × {fact:photo.height}, taken less than {fact:photo.max-age} ago).",
        "A business plan: activity, market, prices, expected clients or letters of intent, forecasts for the first years and how you will earn at least the minimum wage.",
        "Proof of resources: your last {fact:bank-statements.months} of bank statements and proof of any other income or savings.",
        "Diplomas, certificates or proof of professional experience in the activity, and any authorisation required for a regulated activity.",
        "A criminal-record certificate from your country of residence, dated less than {fact:police-certificate.max-age}.",
        "Proof of accommodation in France and of health insurance for the period before you are covered by French social security.",
      ],
      costs: [
        "Long-stay visa fee: {fact:long-stay-visa.fee}, paid when you apply; France-Visas shows any different amount for your nationality.",
        "Taxes paid online with electronic tax stamps (timbres fiscaux) when you validate the VLS-TS and later when a carte de séjour is issued; the amounts are set by law and shown on ANEF.",
        "Registering a micro-enterprise on the guichet unique is generally free; budget for professional insurance, a bank account and an accountant if you use one.",
        "Social contributions: a share of the turnover you declare to the URSSAF — {fact:micro-entrepreneur.contribution-rate-sales} for sales of goods, food and lodging, {fact:micro-entrepreneur.contribution-rate-services-bic} for commercial and craft services, {fact:micro-entrepreneur.contribution-rate-liberal-bnc} for non-regulated liberal professions. If you declare no turnover, no contributions are due.",
      ],
      processing:
        "Count {fact:processing.auto-entrepreneur} for the visa decision after your appointment, and longer if the consulate asks for an opinion on your business plan. Prepare the plan and the proofs before you apply.",
      validity:
        "The VLS-TS « entrepreneur/profession libérale » is valid for the period printed on the visa once validated on ANEF within {fact:vls-ts.validation-deadline} of arrival. Before it expires, you apply on ANEF for a carte de séjour; a multi-year card can be issued if your activity is viable and provides at least the minimum wage. For each renewal, the préfecture checks what you actually earn, so keep your accounts and URSSAF declarations.",
      workRights:
        "You may carry out the self-employed activity presented in your application. The permit does not allow salaried work; if you want to change activity significantly or take a job, ask the préfecture first, as a change of status may be needed.",
      family:
        "Your family does not receive a visa automatically. After {fact:family-reunification.min-residence} of regular residence, you can apply for family reunification (regroupement familial) if you meet the resources and housing conditions.",
      steps: [
        {
          title: "Check the activity and the permit",
          body: "Confirm that your activity is allowed to non-EU nationals, whether it is regulated, and that the « entrepreneur/profession libérale » permit suits your project better than a talent card.",
        },
        {
          title: "Build your business plan",
          body: "Write a clear plan with market research, prices, expected clients and forecasts showing income at least equal to the minimum wage. Gather proof of your resources and qualifications.",
        },
        {
          title: "Apply online on France-Visas",
          body: "Complete the long-stay visa application on france-visas.gouv.fr, choosing self-employment as the purpose of your stay, and book an appointment.",
        },
        {
          title: "Appointment and biometrics",
          body: "At the consulate or visa service provider, hand in your documents and business plan, give your fingerprints and photo, and pay the visa fee.",
        },
        {
          title: "Arrival and VLS-TS validation",
          body: "Once the visa is granted, travel to France and, within {fact:vls-ts.validation-deadline} of arrival, validate the VLS-TS on the ANEF website and pay the tax online.",
        },
        {
          title: "Register your micro-enterprise",
          body: "Declare your activity on the online guichet unique des formalités d'entreprises, choosing the micro-entrepreneur regime. You receive your SIRET number, then declare your turnover to the URSSAF monthly or quarterly.",
        },
        {
          title: "Renew with proof of income",
          body: "Before your permit expires, apply on ANEF with your accounts and turnover declarations showing that the activity is viable and provides at least the minimum wage.",
        },
      ],
      mistakes: [
        "Believing that registering as an auto-entrepreneur gives a right to stay: a non-EU national may only operate as an individual entrepreneur with a residence permit that allows it.",
        "Submitting a vague business plan with unrealistic forecasts, a frequent reason for refusal.",
        "Forgetting that renewal looks at real income: turnover minus costs and contributions must reach at least the minimum wage.",
        "Starting a regulated activity without the required qualification, authorisation or professional registration.",
        "Exceeding the micro-enterprise turnover ceilings without planning the switch to another regime.",
      ],
    },
    fr: {
      title: "Auto-entrepreneur – la carte « entrepreneur/profession libérale »",
      summary:
        "Exercez en micro-entreprise en France : d'abord la carte de séjour « entrepreneur/profession libérale », puis l'immatriculation en micro-entrepreneur.",
      whoFor: [
        "Les ressortissants non européens qui veulent exercer en France leur propre petite activité : commerce, artisanat, conseil ou autre activité indépendante.",
        "Les indépendants qui souhaitent utiliser le régime simplifié de la micro-entreprise (auto-entrepreneur) une fois installés en France.",
        "Les créateurs porteurs d'un projet plus important, innovant ou adossé à un investissement ont intérêt à comparer d'abord les voies de la carte de séjour talent (voir la page investissement et affaires).",
      ],
      conditions: [
        "Distinguez bien : l'« auto-entrepreneur » (officiellement micro-entrepreneur) n'est qu'un régime fiscal et social simplifié, dans la limite de plafonds de chiffre d'affaires fixés par la loi : {fact:micro-entrepreneur.turnover-ceiling-sales} pour la vente de marchandises, la restauration et l'hébergement, {fact:micro-entrepreneur.turnover-ceiling-services} pour les prestations de services et les professions libérales. Ce n'est pas un titre de séjour. Pour l'utiliser, il faut d'abord la carte de séjour « entrepreneur/profession libérale » (ou un autre titre autorisant l'activité non salariée).",
        "Votre projet doit être réel, sérieux et économiquement viable, ce que démontre un business plan aux prévisions réalistes ; l'administration chargée de l'économie peut être consultée pour avis.",
        "Vous devez justifier de ressources au moins égales au SMIC à temps plein, soit {fact:smic.monthly-gross}, attendues de l'activité ; votre épargne et vos autres revenus peuvent appuyer la première demande.",
        "L'activité doit correspondre à vos qualifications ou à votre expérience, et les activités réglementées exigent les diplômes, autorisations ou inscriptions professionnelles prévus par le droit français.",
        "Vous ne devez pas avoir fait l'objet d'une condamnation ou d'une interdiction de gérer, et l'activité doit être compatible avec la sécurité, la salubrité et la tranquillité publiques.",
        "Après l'arrivée, vous déclarez l'entreprise sur le guichet unique des formalités d'entreprises en ligne ; en micro-entrepreneur, vous déclarez ensuite votre chiffre d'affaires et payez vos cotisations à l'URSSAF.",
      ],
      documents: [
        "Passeport valable au moins {fact:passport.validity-beyond-stay} après la fin du séjour prévu, avec au moins {fact:passport.blank-pages} pages vierges.",
        "Formulaire de demande de visa long séjour rempli sur France-Visas, imprimé et signé.",
        "Photos d'identité récentes ({fact:photo.width} × {fact:photo.height}, datant de moins de {fact:photo.max-age}).",
        "Un business plan : activité, marché, tarifs, clients attendus ou lettres d'intention, prévisions sur les premières années et moyen d'atteindre au moins le SMIC.",
        "Justificatifs de ressources : vos relevés bancaires couvrant les {fact:bank-statements.months} précédant la demande et la preuve de tout autre revenu ou épargne.",
        "Diplômes, attestations ou justificatifs d'expérience professionnelle dans l'activité, et toute autorisation exigée pour une activité réglementée.",
        "Un extrait de casier judiciaire de votre pays de résidence datant de moins de {fact:police-certificate.max-age}.",
        "Un justificatif d'hébergement en France et une assurance maladie pour la période précédant votre affiliation à la sécurité sociale française.",
      ],
      costs: [
        "Frais de visa long séjour : {fact:long-stay-visa.fee}, payés lors de la demande ; France-Visas indique si un autre montant s'applique à votre nationalité.",
        "Taxes payées en ligne par timbres fiscaux électroniques lors de la validation du VLS-TS, puis lors de la délivrance d'une carte de séjour ; montants fixés par la loi et affichés sur l'ANEF.",
        "L'immatriculation d'une micro-entreprise sur le guichet unique est en général gratuite ; prévoyez une assurance professionnelle, un compte bancaire et, si vous y recourez, un expert-comptable.",
        "Cotisations sociales : une part du chiffre d'affaires déclaré à l'URSSAF — {fact:micro-entrepreneur.contribution-rate-sales} pour la vente de marchandises, la restauration et l'hébergement, {fact:micro-entrepreneur.contribution-rate-services-bic} pour les prestations de services commerciales et artisanales, {fact:micro-entrepreneur.contribution-rate-liberal-bnc} pour les professions libérales non réglementées. Sans chiffre d'affaires déclaré, aucune cotisation n'est due.",
      ],
      processing:
        "Comptez {fact:processing.auto-entrepreneur} pour la décision sur le visa après votre rendez-vous, et davantage si le consulat demande un avis sur votre business plan. Préparez le plan et les justificatifs avant de déposer la demande.",
      validity:
        "Le VLS-TS « entrepreneur/profession libérale » est valable pour la durée inscrite sur le visa une fois validé sur l'ANEF dans les {fact:vls-ts.validation-deadline} suivant l'arrivée. Avant son expiration, vous demandez une carte de séjour sur l'ANEF ; une carte pluriannuelle peut être délivrée si l'activité est viable et vous procure au moins le SMIC. À chaque renouvellement, la préfecture vérifie ce que vous gagnez réellement : conservez votre comptabilité et vos déclarations URSSAF.",
      workRights:
        "Vous pouvez exercer l'activité non salariée présentée dans votre demande. Ce titre ne permet pas le travail salarié ; si vous voulez changer sensiblement d'activité ou prendre un emploi, renseignez-vous d'abord auprès de la préfecture, car un changement de statut peut être nécessaire.",
      family:
        "Votre famille ne reçoit pas de visa automatiquement. Après {fact:family-reunification.min-residence} de séjour régulier, vous pouvez demander le regroupement familial si vous remplissez les conditions de ressources et de logement.",
      steps: [
        {
          title: "Vérifiez l'activité et le titre",
          body: "Assurez-vous que votre activité est ouverte aux ressortissants non européens, qu'elle est ou non réglementée, et que la carte « entrepreneur/profession libérale » convient mieux à votre projet qu'une carte talent.",
        },
        {
          title: "Construisez votre business plan",
          body: "Rédigez un plan clair avec étude de marché, tarifs, clients attendus et prévisions montrant un revenu au moins égal au SMIC. Réunissez les preuves de vos ressources et de vos qualifications.",
        },
        {
          title: "Demande en ligne sur France-Visas",
          body: "Remplissez la demande de visa long séjour sur france-visas.gouv.fr en choisissant l'activité non salariée comme motif de séjour, puis prenez rendez-vous.",
        },
        {
          title: "Rendez-vous et biométrie",
          body: "Au consulat ou chez le prestataire de services de visas, déposez votre dossier et votre business plan, donnez vos empreintes et votre photo, et payez les frais de visa.",
        },
        {
          title: "Arrivée et validation du VLS-TS",
          body: "Une fois le visa accordé, entrez en France et, dans les {fact:vls-ts.validation-deadline} suivant l'arrivée, validez le VLS-TS sur le site de l'ANEF et payez la taxe en ligne.",
        },
        {
          title: "Immatriculez votre micro-entreprise",
          body: "Déclarez votre activité sur le guichet unique des formalités d'entreprises en ligne en choisissant le régime de la micro-entreprise. Vous recevez votre numéro SIRET, puis déclarez votre chiffre d'affaires à l'URSSAF chaque mois ou chaque trimestre.",
        },
        {
          title: "Renouvelez avec vos justificatifs de revenus",
          body: "Avant l'expiration de votre titre, faites la demande sur l'ANEF avec votre comptabilité et vos déclarations de chiffre d'affaires, qui montrent que l'activité est viable et vous procure au moins le SMIC.",
        },
      ],
      mistakes: [
        "Croire que l'immatriculation en auto-entrepreneur donne un droit au séjour : un ressortissant non européen ne peut exercer en entrepreneur individuel qu'avec un titre de séjour qui l'y autorise.",
        "Présenter un business plan vague aux prévisions irréalistes, motif de refus fréquent.",
        "Oublier que le renouvellement examine le revenu réel : le chiffre d'affaires, moins les charges et les cotisations, doit atteindre au moins le SMIC.",
        "Commencer une activité réglementée sans la qualification, l'autorisation ou l'inscription professionnelle requise.",
        "Dépasser les plafonds de chiffre d'affaires de la micro-entreprise sans prévoir le passage à un autre régime.",
      ],
    },
    ar: {
      title: "المقاول الذاتي – بطاقة الإقامة «مقاول/مهنة حرة»",
      summary: "أدِر مقاولتك الصغيرة في فرنسا: أولًا بطاقة الإقامة «مقاول/مهنة حرة»، ثم التسجيل بصفة مقاول صغير.",
      whoFor: [
        "مواطنو الدول غير الأعضاء في الاتحاد الأوروبي الذين يريدون إدارة نشاط صغير خاص بهم في فرنسا: تجارة، أو حرفة، أو استشارة، أو أي نشاط مستقل آخر.",
        "العاملون لحسابهم الخاص الذين ينوون اعتماد النظام المبسّط للمقاول الصغير ({fr:micro-entrepreneur})، المعروف بالمقاول الذاتي ({fr:auto-entrepreneur})، بعد الاستقرار في فرنسا.",
        "على المؤسسين الذين لديهم مشروع أكبر أو مبتكر أو مدعوم باستثمار أن يقارنوا أولًا مسارات بطاقة الإقامة «المواهب» ({fr:carte de séjour talent}) (انظر صفحة المستثمرين والأعمال).",
      ],
      conditions: [
        "ميّز جيدًا: «المقاول الذاتي» ({fr:auto-entrepreneur})، واسمه الرسمي «المقاول الصغير» ({fr:micro-entrepreneur})، ليس سوى نظام جبائي واجتماعي مبسّط، في حدود سقوف لرقم المعاملات يحددها القانون: {fact:micro-entrepreneur.turnover-ceiling-sales} لبيع السلع والإطعام والإيواء، و{fact:micro-entrepreneur.turnover-ceiling-services} للخدمات والمهن الحرة. وهو ليس بطاقة إقامة. ولكي تعتمده، تحتاج أولًا إلى بطاقة الإقامة «مقاول/مهنة حرة» ({fr:entrepreneur/profession libérale}) (أو إلى بطاقة إقامة أخرى تسمح بالعمل المستقل).",
        "يجب أن يكون مشروعك حقيقيًا وجديًا وقابلًا للاستمرار اقتصاديًا، وهو ما تبيّنه خطة عمل بتوقعات واقعية؛ ويمكن للسلطات أن تطلب رأي الإدارة المكلفة بالشؤون الاقتصادية فيه.",
        "يجب أن تثبت موارد لا تقل عن الحد الأدنى للأجور بدوام كامل (SMIC)، أي {fact:smic.monthly-gross}، يُنتظر أن يوفرها النشاط؛ ويمكن لمدخراتك ومداخيلك الأخرى أن تدعم الطلب الأول.",
        "يجب أن يتوافق النشاط مع مؤهلاتك أو خبرتك، وتتطلب الأنشطة المنظَّمة الشهادات أو التراخيص أو التسجيلات المهنية التي يفرضها القانون الفرنسي.",
        "يجب ألا تكون قد صدرت في حقك إدانة أو منع من التسيير، ويجب أن يكون النشاط متوافقًا مع الأمن والصحة والنظام العام.",
        "بعد الوصول، تسجّل مقاولتك على الشباك الموحد الإلكتروني لإجراءات المقاولات ({fr:guichet unique des formalités d'entreprises})؛ ثم بصفتك مقاولًا صغيرًا، تصرّح برقم معاملاتك وتدفع اشتراكاتك لدى URSSAF.",
      ],
      documents: [
        "جواز سفر صالح لمدة {fact:passport.validity-beyond-stay} على الأقل بعد نهاية الإقامة المقررة، وفيه {fact:passport.blank-pages} صفحات فارغة على الأقل.",
        "استمارة طلب تأشيرة الإقامة الطويلة ({fr:visa long séjour}) معبّأة على France-Visas، مطبوعة وموقّعة.",
        "صور شمسية حديثة ({fact:photo.width} × {fact:photo.height}، التُقطت منذ أقل من {fact:photo.max-age}).",
        "خطة عمل: النشاط، والسوق، والأسعار، والعملاء المتوقعون أو رسائل النية، والتوقعات للسنوات الأولى، وكيف ستحقق دخلًا لا يقل عن الحد الأدنى للأجور.",
        "إثبات الموارد: كشوف حسابك البنكي عن آخر {fact:bank-statements.months}، وإثبات أي مداخيل أو مدخرات أخرى.",
        "الشهادات أو الإفادات أو إثباتات الخبرة المهنية في النشاط، وأي ترخيص مطلوب لنشاط منظَّم.",
        "شهادة السوابق العدلية من بلد إقامتك، صادرة منذ أقل من {fact:police-certificate.max-age}.",
        "إثبات السكن في فرنسا والتأمين الصحي للفترة التي تسبق انتسابك إلى الضمان الاجتماعي الفرنسي.",
      ],
      costs: [
        "رسوم تأشيرة الإقامة الطويلة: {fact:long-stay-visa.fee}، تُدفع عند تقديم الطلب؛ ويبيّن موقع France-Visas أي مبلغ مختلف يخص جنسيتك.",
        "ضرائب تُدفع عبر الإنترنت بطوابع جبائية إلكترونية ({fr:timbres fiscaux}) عند المصادقة على تأشيرة VLS-TS، ثم عند إصدار بطاقة الإقامة ({fr:carte de séjour})؛ يحدد القانون مبالغها وتظهر على ANEF.",
        "تسجيل المقاولة الصغيرة على الشباك الموحد ({fr:guichet unique}) مجاني في الغالب؛ لكن خصّص ميزانية للتأمين المهني والحساب البنكي والمحاسب إذا استعنت به.",
        "الاشتراكات الاجتماعية: نسبة من رقم المعاملات الذي تصرّح به لدى URSSAF — {fact:micro-entrepreneur.contribution-rate-sales} لبيع السلع والإطعام والإيواء، و{fact:micro-entrepreneur.contribution-rate-services-bic} للخدمات التجارية والحرفية، و{fact:micro-entrepreneur.contribution-rate-liberal-bnc} للمهن الحرة غير المنظَّمة. وإذا لم تصرّح بأي رقم معاملات، فلا تستحق عليك أي اشتراكات.",
      ],
      processing:
        "احسب {fact:processing.auto-entrepreneur} لصدور قرار التأشيرة بعد موعدك، ومدة أطول إذا طلبت القنصلية رأيًا بشأن خطة عملك. جهّز الخطة والإثباتات قبل تقديم الطلب.",
      validity:
        "تأشيرة VLS-TS «مقاول/مهنة حرة» ({fr:entrepreneur/profession libérale}) صالحة للمدة المدوّنة عليها بعد المصادقة عليها عبر ANEF خلال {fact:vls-ts.validation-deadline} من الوصول. قبل انتهاء صلاحيتها، تطلب عبر ANEF بطاقة إقامة ({fr:carte de séjour})؛ ويمكن أن تُمنح بطاقة متعددة السنوات ({fr:carte pluriannuelle}) إذا كان نشاطك قابلًا للاستمرار ويوفر لك على الأقل الحد الأدنى للأجور. وعند كل تجديد، تتحقق المحافظة ({fr:préfecture}) مما تكسبه فعليًا، لذا احتفظ بحساباتك وتصريحاتك لدى URSSAF.",
      workRights:
        "يحق لك ممارسة النشاط المستقل الذي عرضته في طلبك. ولا تسمح هذه البطاقة بالعمل المأجور؛ فإذا أردت تغيير نشاطك تغييرًا كبيرًا أو شغل وظيفة، فاستفسر أولًا لدى المحافظة ({fr:préfecture})، لأن تغيير الوضعية قد يكون ضروريًا.",
      family:
        "لا تحصل أسرتك على تأشيرة تلقائيًا. وبعد {fact:family-reunification.min-residence} من الإقامة النظامية، يمكنك أن تطلب لمّ الشمل العائلي ({fr:regroupement familial}) إذا استوفيت شروط الموارد والسكن.",
      steps: [
        {
          title: "تحقّق من النشاط ومن بطاقة الإقامة",
          body: "تأكد من أن نشاطك مفتوح لمواطني الدول غير الأعضاء في الاتحاد الأوروبي، ومن كونه منظَّمًا أم لا، ومن أن بطاقة «مقاول/مهنة حرة» ({fr:entrepreneur/profession libérale}) تناسب مشروعك أكثر من بطاقة «المواهب» ({fr:talent}).",
        },
        {
          title: "أعدّ خطة عملك",
          body: "اكتب خطة واضحة تتضمن دراسة السوق والأسعار والعملاء المتوقعين وتوقعات تُظهر دخلًا لا يقل عن الحد الأدنى للأجور. واجمع إثباتات مواردك ومؤهلاتك.",
        },
        {
          title: "قدّم طلبك عبر الإنترنت على France-Visas",
          body: "املأ طلب تأشيرة الإقامة الطويلة على france-visas.gouv.fr مع اختيار النشاط المستقل غرضًا للإقامة، ثم احجز موعدًا.",
        },
        {
          title: "الموعد والبيانات البيومترية",
          body: "في القنصلية أو لدى مقدّم خدمات التأشيرات، سلّم وثائقك وخطة عملك، وقدّم بصماتك وصورتك، وادفع رسوم التأشيرة.",
        },
        {
          title: "الوصول والمصادقة على تأشيرة VLS-TS",
          body: "بعد منح التأشيرة، سافر إلى فرنسا، وخلال {fact:vls-ts.validation-deadline} من الوصول، صادق على تأشيرة VLS-TS عبر موقع ANEF وادفع الضريبة عبر الإنترنت.",
        },
        {
          title: "سجّل مقاولتك الصغيرة",
          body: "صرّح بنشاطك على الشباك الموحد الإلكتروني لإجراءات المقاولات ({fr:guichet unique des formalités d'entreprises}) مع اختيار نظام المقاولة الصغيرة ({fr:micro-entreprise}). تتسلّم رقم SIRET الخاص بك، ثم تصرّح برقم معاملاتك لدى URSSAF كل شهر أو كل ثلاثة أشهر.",
        },
        {
          title: "جدّد بطاقتك بإثباتات الدخل",
          body: "قبل انتهاء صلاحية بطاقتك، قدّم طلبك على ANEF مع حساباتك وتصريحات رقم معاملاتك التي تُظهر أن النشاط قابل للاستمرار ويوفر لك على الأقل الحد الأدنى للأجور.",
        },
      ],
      mistakes: [
        "الاعتقاد بأن التسجيل بصفة مقاول ذاتي يمنح حقًا في الإقامة: لا يمكن لمواطن من خارج الاتحاد الأوروبي أن يمارس نشاطًا بصفة مقاول فردي إلا ببطاقة إقامة تسمح له بذلك.",
        "تقديم خطة عمل غامضة بتوقعات غير واقعية، وهو سبب متكرر للرفض.",
        "نسيان أن التجديد ينظر إلى الدخل الفعلي: يجب أن يبلغ رقم المعاملات، بعد خصم التكاليف والاشتراكات، الحد الأدنى للأجور على الأقل.",
        "بدء نشاط منظَّم دون المؤهل أو الترخيص أو التسجيل المهني المطلوب.",
        "تجاوز سقوف رقم المعاملات الخاصة بالمقاولة الصغيرة دون التخطيط للانتقال إلى نظام آخر.",
      ],
    },
  },
};

export default visa;
