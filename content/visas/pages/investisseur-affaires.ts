import type { VisaContent } from "../visa-content-types.ts";

const visa: VisaContent = {
  slug: "investisseur-affaires",
  category: "business-investment",
  purposes: ["business"],
  keyFacts: [
    "investor.min-investment",
    "talent.card.max-validity",
    "processing.talent",
    "smic.monthly-gross",
    "schengen.short-stay-max-days",
  ],
  officialLinks: [
    {
      url: "https://www.welcometofrance.com/",
      label: {
        en: "Welcome to France – investing and settling in France",
        fr: "Welcome to France – investir et s'installer en France",
        ar: "welcometofrance.com – الاستثمار والاستقرار في فرنسا",
      },
    },
    {
      url: "https://france-visas.gouv.fr/",
      label: {
        en: "France-Visas – official visa application",
        fr: "France-Visas – demande officielle de visa",
        ar: "France-Visas – الطلب الرسمي للتأشيرة",
      },
    },
    {
      url: "https://administration-etrangers-en-france.interieur.gouv.fr/",
      label: {
        en: "ANEF – residence permits online",
        fr: "ANEF – titres de séjour en ligne",
        ar: "ANEF – بطاقات الإقامة عبر الإنترنت",
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
  talentRenaming: true,
  premiumSections: ["mistakes"],
  text: {
    en: {
      title: "Investor and business – choosing the right route",
      summary:
        "Investing, founding or running a business in France: compare the talent card for investors and project holders, the entrepreneur permit and business trips.",
      whoFor: [
        "Investors who want to put capital into a business in France and live here to oversee the investment.",
        "Founders and managers who want to create, take over or run a company in France.",
        "Business people who only need to come for meetings, trade fairs or negotiations without settling.",
      ],
      conditions: [
        "Economic investor (carte de séjour talent): invest at least {fact:investor.min-investment} in tangible or intangible fixed assets of a business in France, personally or through a company you run or in which you hold a significant share of the capital, and create or safeguard jobs in France, or commit to doing so. See the page « Talent – economic investor ».",
        "Business creation or innovative project (carte de séjour talent): the talent card for project holders (« talent – porteur de projet ») also covers a real and serious business project led by a holder of a master's-level degree or equivalent experience, with the investment required by regulation, and an innovative project recognised by a public body. See the page « Talent – innovative business project ».",
        "Company officer (« talent – mandataire social »): the legal representative of a company in France that belongs to the same group as your employer, with pay above a threshold set by regulation. See the page « Talent – company representative ».",
        "Entrepreneur or independent professional: for a smaller activity that is viable and provides at least the minimum wage ({fact:smic.monthly-gross}), the permit « entrepreneur/profession libérale » applies. See the auto-entrepreneur and independent professional pages.",
        "Business trips: meetings, negotiations and trade fairs, without working or running operations in France, are possible on a short stay of up to {fact:schengen.short-stay-max-days} within any rolling period of {fact:schengen.short-stay-reference-period-days}, with a short-stay visa if your nationality requires one.",
      ],
      documents: [
        "Passport valid for at least {fact:passport.validity-beyond-stay} beyond the end of your planned stay, with at least {fact:passport.blank-pages} blank pages.",
        "Visa application form completed on France-Visas for the route you choose, printed and signed.",
        "Recent identity photos ({fact:photo.width} × {fact:photo.height}, taken less than {fact:photo.max-age} ago).",
        "Proof of the investment or project: company statutes, share register, bank transfers, deeds, or signed investment commitments.",
        "A business plan including, for investors, the plan to create or safeguard jobs.",
        "Proof of the lawful origin of the funds, including recent bank statements, typically covering the last {fact:bank-statements.months}.",
        "A criminal-record certificate from your country of residence, dated less than {fact:police-certificate.max-age}.",
        "Proof of accommodation in France and of health insurance.",
      ],
      costs: [
        "Long-stay visa fee: {fact:long-stay-visa.fee}, paid when you apply; France-Visas shows any different amount for your nationality.",
        "Taxes paid online with electronic tax stamps (timbres fiscaux) when you validate the visa or receive your card; the amounts are set by law and shown on ANEF.",
        "The investment itself, plus company-formation, legal, accounting and banking costs.",
      ],
      processing:
        "Talent applications follow a fast track: count about {fact:processing.talent} after a complete file. Files that require an opinion on the investment or the business plan take longer. Entrepreneur permits and short-stay visas follow the consulate's usual times.",
      validity:
        "The carte de séjour talent is a multi-year card valid up to {fact:talent.card.max-validity} and renewable while you still meet its conditions; you enter with a long-stay visa and then validate it or apply for the card on ANEF, as stated on your visa. The permit « entrepreneur/profession libérale » starts with a VLS-TS, followed by a carte de séjour on renewal. A short-stay visa does not lead to residence.",
      workRights:
        "The investor talent card lets you carry out the commercial activity linked to your investment; the project-holder card covers the project that justified it; the entrepreneur permit covers the self-employed activity you declared. A business trip on a short stay does not allow you to work or manage operations in France.",
      family:
        "The spouse and children of a talent card holder receive a multi-year card « talent (famille) » without family reunification, and the spouse may work. For the entrepreneur permit, the family can join through family reunification after {fact:family-reunification.min-residence} of regular residence.",
      steps: [
        {
          title: "Choose the route",
          body: "Compare your project with the routes above: size of the investment, jobs created, innovation, your qualifications, and whether you need to live in France at all.",
        },
        {
          title: "Prepare the project and the proofs",
          body: "Structure the company or the investment, prepare the business plan and gather the proof of funds and their origin.",
        },
        {
          title: "Apply online on France-Visas",
          body: "Complete the application on france-visas.gouv.fr for the route you chose, for you and any accompanying family, then book an appointment.",
        },
        {
          title: "Appointment and biometrics",
          body: "At the consulate or visa service provider, hand in your documents, give your fingerprints and photo, and pay the visa fee.",
        },
        {
          title: "Arrival and ANEF",
          body: "Once in France, validate your VLS-TS on the ANEF website within {fact:vls-ts.validation-deadline} of arrival, or apply on ANEF for the card your visa refers to.",
        },
        {
          title: "Carry out and document the project",
          body: "Make the investment, create the jobs and keep every proof: your renewal depends on what you have actually done.",
        },
      ],
      mistakes: [
        "Counting the purchase of your own home as an investment: only investment in a business's fixed assets qualifies for the investor route.",
        "Starting to run the business in France on a short-stay visa.",
        "Being unable to prove the lawful origin of the funds invested.",
        "Underestimating the commitment to create or safeguard jobs, which is checked at renewal.",
        "Choosing the entrepreneur permit for a project that would qualify for a talent card, and so missing the longer validity and family benefits.",
      ],
    },
    fr: {
      title: "Investissement et affaires – choisir la bonne voie",
      summary:
        "Investir, créer ou diriger une entreprise en France : comparez la carte talent (investisseur, porteur de projet), la carte entrepreneur et le séjour d'affaires.",
      whoFor: [
        "Les investisseurs qui veulent placer des capitaux dans une entreprise en France et y résider pour suivre l'investissement.",
        "Les créateurs et dirigeants qui veulent créer, reprendre ou diriger une société en France.",
        "Les personnes en voyage d'affaires qui viennent seulement pour des réunions, des salons ou des négociations, sans s'installer.",
      ],
      conditions: [
        "Investisseur économique (carte de séjour talent) : investir au moins {fact:investor.min-investment} en immobilisations corporelles ou incorporelles d'une entreprise en France, directement ou par une société que vous dirigez ou dont vous détenez une part significative du capital, et créer ou sauvegarder des emplois en France, ou vous engager à le faire. Voir la page « Talent – investisseur économique ».",
        "Création d'entreprise ou projet innovant (carte de séjour talent) : la carte talent des porteurs de projet (« talent – porteur de projet ») couvre aussi un projet d'entreprise réel et sérieux porté par un titulaire d'un diplôme de niveau master ou d'une expérience équivalente, avec l'investissement exigé par la réglementation, ainsi qu'un projet innovant reconnu par un organisme public. Voir la page « Talent – projet économique innovant ».",
        "Mandataire social (« talent – mandataire social ») : le représentant légal d'une société en France appartenant au même groupe que votre employeur, avec une rémunération supérieure à un seuil fixé par la réglementation. Voir la page « Talent – mandataire social ».",
        "Entrepreneur ou profession indépendante : pour une activité plus modeste, viable et procurant au moins le SMIC ({fact:smic.monthly-gross}), c'est la carte « entrepreneur/profession libérale ». Voir les pages auto-entrepreneur et profession indépendante.",
        "Voyages d'affaires : réunions, négociations et salons, sans travailler ni gérer d'activité en France, sont possibles en court séjour, jusqu'à {fact:schengen.short-stay-max-days} sur toute période de {fact:schengen.short-stay-reference-period-days}, avec un visa de court séjour si votre nationalité y est soumise.",
      ],
      documents: [
        "Passeport valable au moins {fact:passport.validity-beyond-stay} après la fin du séjour prévu, avec au moins {fact:passport.blank-pages} pages vierges.",
        "Formulaire de demande de visa rempli sur France-Visas pour la voie choisie, imprimé et signé.",
        "Photos d'identité récentes ({fact:photo.width} × {fact:photo.height}, datant de moins de {fact:photo.max-age}).",
        "Justificatifs de l'investissement ou du projet : statuts, registre des actionnaires, virements, actes, ou engagements d'investissement signés.",
        "Un business plan comprenant, pour les investisseurs, le plan de création ou de sauvegarde d'emplois.",
        "La preuve de l'origine licite des fonds, dont des relevés bancaires récents, couvrant en général les {fact:bank-statements.months} précédant la demande.",
        "Un extrait de casier judiciaire de votre pays de résidence datant de moins de {fact:police-certificate.max-age}.",
        "Un justificatif d'hébergement en France et une assurance maladie.",
      ],
      costs: [
        "Frais de visa long séjour : {fact:long-stay-visa.fee}, payés lors de la demande ; France-Visas indique si un autre montant s'applique à votre nationalité.",
        "Taxes payées en ligne par timbres fiscaux électroniques lors de la validation du visa ou de la remise de la carte ; montants fixés par la loi et affichés sur l'ANEF.",
        "L'investissement lui-même, ainsi que les frais de constitution de société, de conseil juridique, d'expertise comptable et bancaires.",
      ],
      processing:
        "Les demandes de carte talent suivent une procédure accélérée : comptez environ {fact:processing.talent} après un dossier complet. Les dossiers qui nécessitent un avis sur l'investissement ou le business plan prennent plus de temps. La carte entrepreneur et les visas de court séjour suivent les délais habituels du consulat.",
      validity:
        "La carte de séjour talent est une carte pluriannuelle valable jusqu'à {fact:talent.card.max-validity}, renouvelable tant que vous en remplissez les conditions ; vous entrez avec un visa long séjour, puis le validez ou demandez la carte sur l'ANEF, selon ce qu'indique votre visa. La carte « entrepreneur/profession libérale » commence par un VLS-TS, suivi d'une carte de séjour au renouvellement. Un visa de court séjour ne mène pas à la résidence.",
      workRights:
        "La carte talent investisseur permet d'exercer l'activité commerciale liée à votre investissement ; la carte porteur de projet couvre le projet qui l'a justifiée ; la carte entrepreneur couvre l'activité non salariée déclarée. Un voyage d'affaires en court séjour ne permet ni de travailler ni de gérer une activité en France.",
      family:
        "Le conjoint et les enfants d'un titulaire de la carte talent reçoivent une carte pluriannuelle « talent (famille) » sans regroupement familial, et le conjoint peut travailler. Avec la carte entrepreneur, la famille peut venir par regroupement familial après {fact:family-reunification.min-residence} de séjour régulier.",
      steps: [
        {
          title: "Choisissez la voie",
          body: "Comparez votre projet aux voies ci-dessus : montant investi, emplois créés, innovation, vos qualifications, et la nécessité réelle de résider en France.",
        },
        {
          title: "Préparez le projet et les justificatifs",
          body: "Structurez la société ou l'investissement, préparez le business plan et réunissez les preuves des fonds et de leur origine.",
        },
        {
          title: "Demande en ligne sur France-Visas",
          body: "Remplissez la demande sur france-visas.gouv.fr pour la voie choisie, pour vous et la famille qui vous accompagne, puis prenez rendez-vous.",
        },
        {
          title: "Rendez-vous et biométrie",
          body: "Au consulat ou chez le prestataire de services de visas, déposez votre dossier, donnez vos empreintes et votre photo, et payez les frais de visa.",
        },
        {
          title: "Arrivée et ANEF",
          body: "Une fois en France, validez votre VLS-TS sur le site de l'ANEF dans les {fact:vls-ts.validation-deadline} suivant l'arrivée, ou demandez sur l'ANEF la carte mentionnée sur votre visa.",
        },
        {
          title: "Réalisez et documentez le projet",
          body: "Réalisez l'investissement, créez les emplois et conservez toutes les preuves : votre renouvellement dépend de ce que vous avez effectivement réalisé.",
        },
      ],
      mistakes: [
        "Compter l'achat de votre résidence comme un investissement : seuls les investissements dans les immobilisations d'une entreprise comptent pour la voie investisseur.",
        "Commencer à gérer l'entreprise en France sous un visa de court séjour.",
        "Ne pas pouvoir prouver l'origine licite des fonds investis.",
        "Sous-estimer l'engagement de création ou de sauvegarde d'emplois, vérifié au renouvellement.",
        "Choisir la carte entrepreneur pour un projet qui relèverait d'une carte talent, et perdre ainsi la durée plus longue et les avantages pour la famille.",
      ],
    },
    ar: {
      title: "الاستثمار والأعمال – اختيار المسار المناسب",
      summary:
        "الاستثمار في مشروع أو تأسيس شركة أو إدارتها في فرنسا: قارن بين بطاقة «المواهب» للمستثمرين وحاملي المشاريع، وبطاقة المقاول، ورحلات الأعمال.",
      whoFor: [
        "المستثمرون الذين يريدون توظيف رؤوس أموال في مقاولة بفرنسا والإقامة فيها لمتابعة استثمارهم.",
        "المؤسسون والمسيّرون الذين يريدون إنشاء شركة في فرنسا أو الاستحواذ عليها أو تسييرها.",
        "رجال الأعمال الذين يحتاجون فقط إلى المجيء لحضور اجتماعات أو معارض تجارية أو مفاوضات دون الاستقرار.",
      ],
      conditions: [
        "المستثمر الاقتصادي (بطاقة الإقامة «المواهب» ({fr:carte de séjour talent})): أن تستثمر ما لا يقل عن {fact:investor.min-investment} في أصول ثابتة مادية أو غير مادية لمقاولة في فرنسا، بصفة شخصية أو عبر شركة تسيّرها أو تملك حصة معتبرة من رأسمالها، وأن تُحدث مناصب شغل في فرنسا أو تحافظ عليها، أو تلتزم بذلك. راجع صفحة «المواهب – مستثمر اقتصادي».",
        "إنشاء مقاولة أو مشروع مبتكر (بطاقة الإقامة «المواهب» ({fr:carte de séjour talent})): تشمل بطاقة «المواهب» لحاملي المشاريع («المواهب – حامل مشروع» ({fr:talent – porteur de projet})) أيضًا مشروع مقاولة حقيقيًا وجديًا يقوده حامل شهادة من مستوى الماستر أو خبرة معادلة، مع الاستثمار الذي تشترطه النصوص التنظيمية، وكذلك المشروع المبتكر الذي تعترف به هيئة عمومية. راجع صفحة «المواهب – مشروع اقتصادي مبتكر».",
        "الممثل القانوني للشركة («المواهب – ممثل قانوني لشركة» ({fr:talent – mandataire social})): الممثل القانوني لشركة في فرنسا تنتمي إلى المجموعة نفسها التي ينتمي إليها مشغّلك، بأجر يفوق حدًّا تحدده النصوص التنظيمية. راجع صفحة «المواهب – ممثل الشركة».",
        "المقاول أو صاحب المهنة المستقلة: بالنسبة إلى نشاط أصغر حجمًا يكون قابلًا للاستمرار ويوفّر على الأقل الحد الأدنى للأجور ({fact:smic.monthly-gross})، تنطبق بطاقة «مقاول/مهنة حرة» ({fr:entrepreneur/profession libérale}). راجع صفحتي المقاول الذاتي والمهنة المستقلة.",
        "رحلات الأعمال: الاجتماعات والمفاوضات والمعارض التجارية، دون العمل أو إدارة نشاط في فرنسا، ممكنة في إطار إقامة قصيرة لا تتجاوز {fact:schengen.short-stay-max-days} خلال أي فترة متحركة مدتها {fact:schengen.short-stay-reference-period-days}، بتأشيرة إقامة قصيرة إذا كانت جنسيتك تستلزمها.",
      ],
      documents: [
        "جواز سفر صالح لمدة {fact:passport.validity-beyond-stay} على الأقل بعد نهاية إقامتك المقررة، وفيه {fact:passport.blank-pages} صفحات فارغة على الأقل.",
        "استمارة طلب التأشيرة معبّأة على France-Visas للمسار الذي اخترته، مطبوعة وموقّعة.",
        "صور شمسية حديثة ({fact:photo.width} × {fact:photo.height}، التُقطت منذ أقل من {fact:photo.max-age}).",
        "إثباتات الاستثمار أو المشروع: النظام الأساسي للشركة، وسجل المساهمين، والتحويلات البنكية، والعقود الموثّقة، أو التزامات الاستثمار الموقّعة.",
        "خطة عمل ({fr:business plan}) تتضمن، بالنسبة إلى المستثمرين، خطة إحداث مناصب الشغل أو الحفاظ عليها.",
        "إثبات المصدر المشروع للأموال، بما في ذلك كشوف حساب بنكية حديثة تغطي عادةً آخر {fact:bank-statements.months}.",
        "شهادة السوابق العدلية من بلد إقامتك، يقل تاريخها عن {fact:police-certificate.max-age}.",
        "إثبات السكن في فرنسا والتأمين الصحي.",
      ],
      costs: [
        "رسوم تأشيرة الإقامة الطويلة: {fact:long-stay-visa.fee}، تُدفع عند تقديم الطلب؛ ويُظهر لك موقع France-Visas أي مبلغ مختلف ينطبق على جنسيتك.",
        "رسوم تُدفع عبر الإنترنت بطوابع جبائية إلكترونية ({fr:timbres fiscaux}) عند المصادقة على التأشيرة أو تسلّم البطاقة؛ يحدد القانون مبالغها وتظهر على ANEF.",
        "الاستثمار نفسه، إضافة إلى تكاليف تأسيس الشركة والاستشارة القانونية والمحاسبة والمصاريف البنكية.",
      ],
      processing:
        "تخضع طلبات «المواهب» لمسار سريع: احسب نحو {fact:processing.talent} بعد إيداع ملف كامل. وتستغرق الملفات التي تتطلب رأيًا في الاستثمار أو في خطة العمل وقتًا أطول. أما بطاقة المقاول وتأشيرات الإقامة القصيرة فتخضع للآجال المعتادة للقنصلية.",
      validity:
        "بطاقة الإقامة «المواهب» ({fr:carte de séjour talent}) بطاقة متعددة السنوات صالحة لمدة قد تصل إلى {fact:talent.card.max-validity}، وتُجدَّد ما دمت تستوفي شروطها؛ تدخل بتأشيرة إقامة طويلة ثم تصادق عليها أو تطلب البطاقة على ANEF، حسب ما هو مذكور في تأشيرتك. أما بطاقة «مقاول/مهنة حرة» ({fr:entrepreneur/profession libérale}) فتبدأ بتأشيرة VLS-TS، تليها بطاقة إقامة ({fr:carte de séjour}) عند التجديد. ولا تؤدي تأشيرة الإقامة القصيرة إلى الإقامة.",
      workRights:
        "تسمح لك بطاقة «المواهب» للمستثمر بممارسة النشاط التجاري المرتبط باستثمارك؛ وتغطي بطاقة حامل المشروع المشروع الذي بُرّرت به؛ وتغطي بطاقة المقاول النشاط غير الأجير الذي صرّحت به. أما رحلة الأعمال في إطار إقامة قصيرة فلا تسمح لك بالعمل ولا بإدارة نشاط في فرنسا.",
      family:
        "يحصل زوج حامل بطاقة «المواهب» أو زوجته وأطفاله على بطاقة متعددة السنوات «المواهب (العائلة)» ({fr:talent (famille)}) دون المرور بلمّ الشمل العائلي، ويحق للزوج أو الزوجة العمل. أما مع بطاقة المقاول، فيمكن للأسرة الالتحاق عبر لمّ الشمل العائلي ({fr:regroupement familial}) بعد {fact:family-reunification.min-residence} من الإقامة القانونية.",
      steps: [
        {
          title: "اختر المسار",
          body: "قارن مشروعك بالمسارات المذكورة أعلاه: حجم الاستثمار، ومناصب الشغل المُحدثة، والابتكار، ومؤهلاتك، ومدى حاجتك فعلًا إلى الإقامة في فرنسا.",
        },
        {
          title: "حضّر المشروع والإثباتات",
          body: "نظّم هيكلة الشركة أو الاستثمار، وأعدّ خطة العمل، واجمع إثباتات الأموال ومصدرها.",
        },
        {
          title: "قدّم طلبك عبر الإنترنت على France-Visas",
          body: "املأ الطلب على france-visas.gouv.fr للمسار الذي اخترته، لك ولأفراد الأسرة المرافقين لك، ثم احجز موعدًا.",
        },
        {
          title: "الموعد والبيانات البيومترية",
          body: "في القنصلية أو لدى مقدّم خدمات التأشيرات، سلّم وثائقك، وقدّم بصماتك وصورتك، وادفع رسوم التأشيرة.",
        },
        {
          title: "الوصول وإجراءات ANEF",
          body: "بعد وصولك إلى فرنسا، صادق على تأشيرة VLS-TS عبر موقع ANEF خلال {fact:vls-ts.validation-deadline} من وصولك، أو اطلب على ANEF البطاقة التي تشير إليها تأشيرتك.",
        },
        {
          title: "نفّذ المشروع ووثّقه",
          body: "أنجز الاستثمار، وأحدث مناصب الشغل، واحتفظ بكل الإثباتات: فتجديد بطاقتك يتوقف على ما أنجزته فعلًا.",
        },
      ],
      mistakes: [
        "احتساب شراء مسكنك الشخصي استثمارًا: لا يُقبل في مسار المستثمر إلا الاستثمار في الأصول الثابتة لمقاولة.",
        "البدء في إدارة المقاولة في فرنسا بتأشيرة إقامة قصيرة.",
        "العجز عن إثبات المصدر المشروع للأموال المستثمرة.",
        "الاستهانة بالالتزام بإحداث مناصب الشغل أو الحفاظ عليها، وهو ما يُتحقق منه عند التجديد.",
        "اختيار بطاقة المقاول لمشروع كان سيستوفي شروط بطاقة «المواهب»، وبذلك تفويت مدة الصلاحية الأطول والمزايا الخاصة بالأسرة.",
      ],
    },
  },
};

export default visa;
