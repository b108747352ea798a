import type { VisaContent } from "../visa-content-types.ts";

const visa: VisaContent = {
  slug: "passeport-talent-investisseur",
  category: "talent",
  purposes: ["work", "business"],
  keyFacts: ["investor.min-investment", "talent.card.max-validity", "long-stay-visa.fee", "processing.talent"],
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
      url: "https://www.welcometofrance.com/fiche/passeport-talent-investisseur",
      label: {
        en: "Welcome to France: economic investors",
        fr: "Welcome to France : investisseurs économiques",
        ar: "WelcomeToFrance.com: المستثمرون الاقتصاديون",
      },
    },
    {
      url: "https://france-visas.gouv.fr/",
      label: {
        en: "France-Visas: apply for your long-stay visa",
        fr: "France-Visas : demander votre visa de long séjour",
        ar: "France-Visas: قدّم طلب تأشيرة الإقامة الطويلة",
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
  ],
  talentRenaming: true,
  premiumSections: ["mistakes"],
  text: {
    en: {
      title: "Talent – project holder: economic investment (formerly “economic investor”)",
      summary:
        "For non-EU investors who make a direct productive investment in France, create or safeguard jobs, and settle in France to follow their project.",
      whoFor: [
        "Entrepreneurs and business owners who invest directly in a French company, personally or through a company they run or in which they hold a significant share of the capital.",
        "Investors who want to live in France to manage or follow their investment project, with their family.",
        "Since the immigration law, economic investors are covered by the talent – porteur de projet card, alongside business creators and innovative project leaders.",
      ],
      conditions: [
        "You make, or commit to make, a direct investment of at least {fact:investor.min-investment} in tangible or intangible fixed assets (immobilisations corporelles ou incorporelles) in France.",
        "The investment is direct: capital contributions, reinvested profits or loans between affiliated companies. Purely financial placements, such as a share portfolio, or buying your own home do not count.",
        "You invest personally, through a company you manage, or through a company in which you hold at least the minimum share of the capital set by regulation.",
        "You create or safeguard jobs in France, or commit to do so in the years following the investment, as set out in your investment plan.",
        "The administration examines the economic substance of the project, and may consult the services of the ministry in charge of the economy. Algerian nationals fall under the Franco-Algerian agreement: check with the consulate.",
      ],
      documents: [
        "Passport valid for at least {fact:passport.validity-beyond-stay} beyond your planned stay, with at least {fact:passport.blank-pages} blank pages.",
        "Identity photos of {fact:photo.width} × {fact:photo.height}, taken less than {fact:photo.max-age} ago.",
        "The France-Visas application summary and receipt.",
        "An investment and business plan describing the project, the fixed assets financed, the schedule and the jobs created or safeguarded.",
        "Proof that the investment has been made or is committed: company statutes, capital increase, share purchase agreement, bank transfers.",
        "Proof that you manage the investing company or hold the required share of its capital (statutes, register of shareholders).",
        "Proof of the origin of the funds, including your bank statements for the last {fact:bank-statements.months}.",
        "A signed commitment to create or safeguard jobs, and for accompanying family, translated marriage and birth certificates.",
      ],
      costs: [
        "Long-stay visa fee: {fact:long-stay-visa.fee} per applicant.",
        "A tax stamp (timbre fiscal) to have the multi-year card issued or to validate a VLS-TS; check the amount on Service-Public.fr.",
        "Professional fees for the business plan, company set-up and translations, which vary with the project.",
      ],
      processing:
        "Consulates usually decide within {fact:processing.talent} once the file is complete, but the review of the investment can take longer when the economic services are consulted. Prepare the business plan and proof of funds before you book your appointment.",
      validity:
        "The card is valid for up to {fact:talent.card.max-validity} and is renewable if the investment has been made and the job commitments kept.",
      workRights:
        "The card allows you to carry out the commercial activity linked to the investment project that justified it. Salaried work for another employer is not covered.",
      family:
        "Your spouse and minor children can receive a talent (famille) card for the same period as yours, without the family reunification procedure, and your spouse may work in France.",
      steps: [
        {
          title: "Structure the investment",
          body: "With your advisers, define the investment vehicle, the fixed assets financed and the job plan, and gather proof of the origin of your funds.",
        },
        {
          title: "Apply on France-Visas",
          body: "On france-visas.gouv.fr, apply for a long-stay visa for a talent activity as an economic investor and print the summary. Your family members apply at the same time.",
        },
        {
          title: "Consulate appointment",
          body: "Submit the file and originals at the consulate or visa service provider in your country of residence, give your biometrics and pay the visa fee.",
        },
        {
          title: "Review and decision",
          body: "The consulate examines the investment, sometimes with the opinion of the economic services, and issues a long-stay visa stating that the residence card must be applied for.",
        },
        {
          title: "Apply for the card on ANEF",
          body: "After arrival, apply on the ANEF website for your multi-year talent card within the deadline stated on Service-Public.fr. If you received a VLS-TS instead, validate it on ANEF within {fact:vls-ts.validation-deadline}.",
        },
        {
          title: "Collect the card and follow up the project",
          body: "Collect the card when invited, keep records of the investment and the jobs created: you will need them to renew. Talent holders are exempt from the republican integration contract.",
        },
      ],
      mistakes: [
        "Counting a financial placement or the purchase of a private home as the investment: only direct productive investment in fixed assets counts.",
        "Submitting a business plan with no concrete job commitment or schedule.",
        "Being unable to show where the funds come from, which blocks the file.",
        "Not following through on the investment and job plan, which leads to a refusal at renewal.",
      ],
    },
    fr: {
      title: "Talent – porteur de projet : investissement économique (anciennement « investisseur économique »)",
      summary:
        "Pour les investisseurs non européens qui réalisent un investissement productif direct en France, créent ou sauvegardent des emplois et s'y installent.",
      whoFor: [
        "Entrepreneurs et chefs d'entreprise qui investissent directement dans une société française, personnellement ou via une société qu'ils dirigent ou dont ils détiennent une part significative du capital.",
        "Investisseurs qui veulent vivre en France pour gérer ou suivre leur projet d'investissement, avec leur famille.",
        "Depuis la loi immigration, les investisseurs économiques relèvent de la carte talent – porteur de projet, comme les créateurs d'entreprise et les porteurs de projet innovant.",
      ],
      conditions: [
        "Vous réalisez, ou vous vous engagez à réaliser, un investissement direct d'au moins {fact:investor.min-investment} en immobilisations corporelles ou incorporelles en France.",
        "L'investissement est direct : apports en capital, bénéfices réinvestis ou prêts entre sociétés affiliées. Les placements purement financiers, comme un portefeuille d'actions, ou l'achat de votre propre logement ne comptent pas.",
        "Vous investissez personnellement, via une société que vous dirigez, ou via une société dont vous détenez au moins la part du capital fixée par la réglementation.",
        "Vous créez ou sauvegardez des emplois en France, ou vous vous engagez à le faire dans les années qui suivent l'investissement, comme prévu dans votre plan d'investissement.",
        "L'administration examine la réalité économique du projet et peut consulter les services du ministère chargé de l'économie. Les ressortissants algériens relèvent de l'accord franco-algérien : renseignez-vous auprès du consulat.",
      ],
      documents: [
        "Passeport valable au moins {fact:passport.validity-beyond-stay} après la fin du séjour prévu, avec au moins {fact:passport.blank-pages} pages vierges.",
        "Photos d'identité au format {fact:photo.width} × {fact:photo.height}, de moins de {fact:photo.max-age}.",
        "Le récapitulatif et le reçu de la demande France-Visas.",
        "Un plan d'investissement et d'affaires décrivant le projet, les immobilisations financées, le calendrier et les emplois créés ou sauvegardés.",
        "La preuve que l'investissement est réalisé ou engagé : statuts, augmentation de capital, acte de cession de parts, virements bancaires.",
        "La preuve que vous dirigez la société investisseuse ou que vous détenez la part requise de son capital (statuts, registre des associés).",
        "La preuve de l'origine des fonds, dont vos relevés bancaires sur les {fact:bank-statements.months} précédant la demande.",
        "Un engagement signé de création ou de sauvegarde d'emplois et, pour la famille qui vous accompagne, les actes de mariage et de naissance traduits.",
      ],
      costs: [
        "Frais de visa de long séjour : {fact:long-stay-visa.fee} par demandeur.",
        "Un timbre fiscal pour la délivrance de la carte pluriannuelle ou la validation d'un VLS-TS ; vérifiez le montant sur Service-Public.fr.",
        "Les honoraires pour le business plan, la création de la société et les traductions, qui varient selon le projet.",
      ],
      processing:
        "Les consulats se prononcent généralement en {fact:processing.talent} une fois le dossier complet, mais l'examen de l'investissement peut prendre plus de temps lorsque les services économiques sont consultés. Préparez le business plan et les justificatifs de fonds avant de prendre rendez-vous.",
      validity:
        "La carte est valable jusqu'à {fact:talent.card.max-validity} et se renouvelle si l'investissement a été réalisé et les engagements d'emploi tenus.",
      workRights:
        "La carte permet d'exercer l'activité commerciale liée au projet d'investissement qui l'a justifiée. Un emploi salarié chez un autre employeur n'est pas couvert.",
      family:
        "Votre conjoint et vos enfants mineurs peuvent recevoir une carte talent (famille) de même durée que la vôtre, sans passer par le regroupement familial, et votre conjoint peut travailler en France.",
      steps: [
        {
          title: "Structurer l'investissement",
          body: "Avec vos conseils, définissez la structure d'investissement, les immobilisations financées et le plan d'emplois, et réunissez les preuves de l'origine de vos fonds.",
        },
        {
          title: "Déposer la demande sur France-Visas",
          body: "Sur france-visas.gouv.fr, demandez un visa de long séjour pour une activité talent en tant qu'investisseur économique et imprimez le récapitulatif. Les membres de votre famille déposent leur demande en même temps.",
        },
        {
          title: "Rendez-vous au consulat",
          body: "Déposez le dossier et les originaux au consulat ou chez le prestataire de visas de votre pays de résidence, donnez vos données biométriques et payez les frais de visa.",
        },
        {
          title: "Examen et décision",
          body: "Le consulat examine l'investissement, parfois après avis des services économiques, et délivre un visa de long séjour indiquant que la carte de séjour est à solliciter.",
        },
        {
          title: "Demander la carte sur l'ANEF",
          body: "Après l'arrivée, demandez votre carte pluriannuelle talent sur le site de l'ANEF dans le délai indiqué sur Service-Public.fr. Si vous avez reçu un VLS-TS, validez-le sur l'ANEF dans les {fact:vls-ts.validation-deadline}.",
        },
        {
          title: "Retirer la carte et suivre le projet",
          body: "Retirez la carte lorsque vous y êtes invité et conservez les preuves de l'investissement et des emplois créés : elles vous seront demandées au renouvellement. Les titulaires d'une carte talent sont dispensés du contrat d'intégration républicaine.",
        },
      ],
      mistakes: [
        "Présenter un placement financier ou l'achat d'un logement personnel comme investissement : seul compte l'investissement productif direct en immobilisations.",
        "Déposer un business plan sans engagement d'emploi ni calendrier concrets.",
        "Ne pas pouvoir justifier l'origine des fonds, ce qui bloque le dossier.",
        "Ne pas mener à bien le plan d'investissement et d'emplois, ce qui entraîne un refus au renouvellement.",
      ],
    },
    ar: {
      title: "بطاقة المواهب – حامل مشروع: الاستثمار الاقتصادي (سابقًا «المستثمر الاقتصادي»)",
      summary:
        "للمستثمرين من خارج الاتحاد الأوروبي الذين يُنجزون استثمارًا إنتاجيًا مباشرًا في فرنسا، ويُنشئون وظائف أو يحافظون عليها، ويستقرون فيها لمتابعة مشروعهم.",
      whoFor: [
        "رواد الأعمال وأصحاب الشركات الذين يستثمرون مباشرةً في شركة فرنسية، بصفتهم الشخصية أو عبر شركة يديرونها أو يملكون حصة كبيرة من رأسمالها.",
        "المستثمرون الذين يريدون العيش في فرنسا مع عائلاتهم لإدارة مشروعهم الاستثماري أو متابعته.",
        "منذ صدور قانون الهجرة، أصبح المستثمرون الاقتصاديون مشمولين ببطاقة «المواهب – حامل مشروع» ({fr:talent – porteur de projet})، إلى جانب مُنشئي الشركات وأصحاب المشاريع المبتكرة.",
      ],
      conditions: [
        "تُنجز، أو تلتزم بإنجاز، استثمارًا مباشرًا لا يقل عن {fact:investor.min-investment} في أصول ثابتة مادية أو غير مادية ({fr:immobilisations corporelles ou incorporelles}) في فرنسا.",
        "يجب أن يكون الاستثمار مباشرًا: مساهمات في رأس المال، أو أرباح أُعيد استثمارها، أو قروض بين شركات مرتبطة فيما بينها. أما التوظيفات المالية البحتة، مثل محفظة أسهم، أو شراء مسكنك الخاص، فلا تُحتسب.",
        "تستثمر بصفتك الشخصية، أو عبر شركة تديرها، أو عبر شركة تملك فيها على الأقل الحصة الدنيا من رأس المال التي تحددها اللوائح.",
        "تُنشئ وظائف في فرنسا أو تحافظ عليها، أو تلتزم بذلك خلال السنوات التي تلي الاستثمار، وفق ما تنص عليه خطتك الاستثمارية.",
        "تفحص الإدارة الجدوى الاقتصادية الفعلية للمشروع، وقد تستشير مصالح الوزارة المكلفة بالاقتصاد. يخضع المواطنون الجزائريون للاتفاق الفرنسي الجزائري ({fr:accord franco-algérien}): استفسر لدى القنصلية.",
      ],
      documents: [
        "جواز سفر صالح لمدة {fact:passport.validity-beyond-stay} على الأقل بعد نهاية الإقامة المقررة، ويحتوي على {fact:passport.blank-pages} صفحات فارغة على الأقل.",
        "صور هوية بمقاس {fact:photo.width} × {fact:photo.height}، التُقطت منذ أقل من {fact:photo.max-age}.",
        "ملخص طلب France-Visas وإيصاله.",
        "خطة استثمار وأعمال تصف المشروع، والأصول الثابتة المموَّلة، والجدول الزمني، والوظائف المُنشأة أو المحافَظ عليها.",
        "ما يثبت أن الاستثمار قد أُنجز أو تم الالتزام به: النظام الأساسي للشركة، وزيادة رأس المال، وعقد التنازل عن الحصص، والتحويلات المصرفية.",
        "ما يثبت أنك تدير الشركة المستثمِرة أو تملك الحصة المطلوبة من رأسمالها (النظام الأساسي، سجل الشركاء).",
        "ما يثبت مصدر الأموال، بما في ذلك كشوف حسابك المصرفي عن آخر {fact:bank-statements.months}.",
        "تعهد موقَّع بإنشاء وظائف أو المحافظة عليها، وبالنسبة إلى أفراد العائلة المرافقين لك، عقود الزواج وشهادات الميلاد مترجمة.",
      ],
      costs: [
        "رسوم تأشيرة الإقامة الطويلة: {fact:long-stay-visa.fee} لكل مقدم طلب.",
        "طابع جبائي ({fr:timbre fiscal}) لإصدار البطاقة متعددة السنوات أو للمصادقة على تأشيرة VLS-TS؛ تحقق من المبلغ على موقع Service-Public.fr.",
        "أتعاب المهنيين لإعداد خطة الأعمال وتأسيس الشركة والترجمات، وهي تختلف باختلاف المشروع.",
      ],
      processing:
        "تبتّ القنصليات عادةً خلال {fact:processing.talent} بعد اكتمال الملف، لكن دراسة الاستثمار قد تستغرق وقتًا أطول عند استشارة المصالح الاقتصادية. جهّز خطة الأعمال وإثباتات الأموال قبل حجز موعدك.",
      validity:
        "تصلح البطاقة لمدة أقصاها {fact:talent.card.max-validity}، وتُجدَّد إذا أُنجز الاستثمار ووُفي بالتزامات التشغيل.",
      workRights:
        "تسمح لك البطاقة بممارسة النشاط التجاري المرتبط بالمشروع الاستثماري الذي مُنحت على أساسه. ولا تشمل العمل المأجور لدى صاحب عمل آخر.",
      family:
        "يمكن لزوجك أو زوجتك ولأطفالك القُصَّر الحصول على بطاقة «المواهب – العائلة» ({fr:talent (famille)}) للمدة نفسها التي تصلح لها بطاقتك، دون المرور بإجراء لمّ الشمل العائلي ({fr:regroupement familial})، ويحق لزوجك أو زوجتك العمل في فرنسا.",
      steps: [
        {
          title: "هيكلة الاستثمار",
          body: "حدّد مع مستشاريك الصيغة القانونية للاستثمار، والأصول الثابتة المموَّلة، وخطة التشغيل، واجمع ما يثبت مصدر أموالك.",
        },
        {
          title: "تقديم الطلب على France-Visas",
          body: "على موقع france-visas.gouv.fr، اطلب تأشيرة إقامة طويلة لنشاط «المواهب» بصفة مستثمر اقتصادي، واطبع ملخص الطلب. يقدّم أفراد عائلتك طلباتهم في الوقت نفسه.",
        },
        {
          title: "الموعد في القنصلية",
          body: "قدّم الملف والوثائق الأصلية في القنصلية أو لدى مقدم خدمات التأشيرات في بلد إقامتك، وسجّل بياناتك البيومترية، وادفع رسوم التأشيرة.",
        },
        {
          title: "دراسة الملف والقرار",
          body: "تدرس القنصلية الاستثمار، أحيانًا بعد أخذ رأي المصالح الاقتصادية، وتُصدر تأشيرة إقامة طويلة تنص على أن بطاقة الإقامة يجب طلبها ({fr:carte de séjour à solliciter}).",
        },
        {
          title: "طلب البطاقة على ANEF",
          body: "بعد وصولك، اطلب بطاقة «المواهب» متعددة السنوات على موقع ANEF ضمن المهلة المذكورة على Service-Public.fr. وإذا حصلت بدلًا من ذلك على تأشيرة VLS-TS، فصادق عليها على ANEF خلال {fact:vls-ts.validation-deadline}.",
        },
        {
          title: "استلام البطاقة ومتابعة المشروع",
          body: "استلم البطاقة عند دعوتك لذلك، واحتفظ بما يثبت الاستثمار والوظائف المُنشأة: ستحتاج إليه عند التجديد. حاملو بطاقة «المواهب» معفَون من عقد الاندماج الجمهوري ({fr:contrat d'intégration républicaine}).",
        },
      ],
      mistakes: [
        "تقديم توظيف مالي أو شراء مسكن شخصي على أنه الاستثمار المطلوب: لا يُحتسب إلا الاستثمار الإنتاجي المباشر في أصول ثابتة.",
        "تقديم خطة أعمال دون التزام ملموس بالتشغيل ولا جدول زمني واضح.",
        "العجز عن إثبات مصدر الأموال، وهو ما يعطّل الملف.",
        "عدم تنفيذ خطة الاستثمار والتشغيل، مما يؤدي إلى الرفض عند التجديد.",
      ],
    },
  },
};

export default visa;
