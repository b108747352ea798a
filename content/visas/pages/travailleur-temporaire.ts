import type { VisaContent } from "../visa-content-types.ts";

const visa: VisaContent = {
  slug: "travailleur-temporaire",
  category: "work",
  purposes: ["work"],
  keyFacts: ["smic.monthly-gross", "long-stay-visa.fee", "vls-ts.validation-deadline", "schengen.short-stay-max-days"],
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
        ar: "ANEF – رخصة العمل، والمصادقة على تأشيرة VLS-TS، وبطاقات الإقامة",
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
      title: "Temporary worker (travailleur temporaire) – fixed-term work in France",
      summary:
        "For a fixed-term job or a secondment in France: the employer obtains the work authorisation, then you apply for a VLS-TS “travailleur temporaire”.",
      whoFor: [
        "Non-EU nationals hired by an employer in France on a fixed-term contract (contrat à durée déterminée, CDD) rather than a permanent one.",
        "Employees of a company established abroad who are seconded to France to carry out a service (détachement), when the intra-company transfer (ICT) rules do not apply.",
        "Seasonal work, such as harvests, follows a separate route, the carte de séjour « travailleur saisonnier »: check it if your work is seasonal.",
      ],
      conditions: [
        "Your employer in France (or, for a secondment, the company concerned) must obtain an autorisation de travail on the ANEF website before you apply for the visa.",
        "The pay must be at least the minimum wage, {fact:smic.monthly-gross} for full-time work, and at least the rate set by the applicable collective agreement.",
        "Unless the job is on the list of occupations facing recruitment difficulties (métiers en tension) or another exemption applies, the employer must show that no suitable candidate was found on the French labour market.",
        "Your stay must exceed a short stay: for work of {fact:schengen.short-stay-max-days} or less, a short-stay visa with a work authorisation is used instead.",
        "For a secondment, the foreign employer must also declare the posting to the French labour administration (SIPSI declaration) before the work starts.",
        "Some nationals follow bilateral agreements (Algerians, for example, under the Franco-Algerian agreement). Check the rules for your nationality on France-Visas.",
      ],
      documents: [
        "Passport valid for at least {fact:passport.validity-beyond-stay} beyond the end of your planned stay, with at least {fact:passport.blank-pages} blank pages.",
        "Long-stay visa application form completed on France-Visas, printed and signed.",
        "Recent identity photos ({fact:photo.width} × {fact:photo.height}, taken less than {fact:photo.max-age} ago).",
        "A copy of the work authorisation granted on ANEF.",
        "Your fixed-term contract, or for a secondment your contract with the foreign employer and the posting letter stating the length and place of the assignment.",
        "Diplomas or proof of experience matching the job.",
        "Proof of accommodation in France for the length of the contract.",
      ],
      costs: [
        "Long-stay visa fee: {fact:long-stay-visa.fee}, paid when you apply; France-Visas shows any different amount that applies to your nationality.",
        "VLS-TS validation: a tax paid online with an electronic tax stamp (timbre fiscal) on ANEF. The amount is set by law and shown during the procedure.",
        "Employer side: a tax due to the State when a foreign worker is hired for the first time, plus any adviser's fees.",
        "Visa centre service fee where applicable, translations and certified copies.",
      ],
      processing:
        "The employer's work-authorisation request is examined first, then the consulate decides on the visa after your appointment. As the contract has a fixed start date, ask the employer to file early and check current waiting times with your consulate or visa centre.",
      validity:
        "The VLS-TS or carte de séjour « travailleur temporaire » is issued for the length of your contract, within a legal maximum, and is not issued as a multi-year card. Validate the VLS-TS on ANEF within {fact:vls-ts.validation-deadline} of arrival. If a new fixed-term contract follows, a new work authorisation and a new permit application on ANEF are needed before the current one expires.",
      workRights:
        "You may only work for the employer and in the job covered by the work authorisation, for the length of the contract. Any new contract or change of employer requires a new work authorisation. If the contract ends early, your right to stay depends on the circumstances: contact the préfecture quickly.",
      family:
        "Family reunification (regroupement familial) requires at least {fact:family-reunification.min-residence} of regular residence and a permit of sufficient length, which short fixed-term stays rarely allow. Family members usually need their own visa (for example as visitors) if they wish to come.",
      steps: [
        {
          title: "The employer requests the work authorisation",
          body: "Your employer in France, or the company receiving you on secondment, files the autorisation de travail request on the ANEF website with the contract or posting details.",
        },
        {
          title: "Apply online on France-Visas",
          body: "Once the authorisation is granted, complete the long-stay visa application on france-visas.gouv.fr and book an appointment.",
        },
        {
          title: "Appointment and biometrics",
          body: "At the consulate or visa service provider, hand in your documents, give your fingerprints and photo, and pay the visa fee.",
        },
        {
          title: "Decision and arrival",
          body: "If granted, a VLS-TS “travailleur temporaire” is placed in your passport. Travel to France for the start date of the contract.",
        },
        {
          title: "Validate the VLS-TS online",
          body: "Within {fact:vls-ts.validation-deadline} of arrival, validate the visa on the ANEF website and pay the tax. The OFII may then invite you to a medical check.",
        },
        {
          title: "Before the contract ends",
          body: "Leave France when the contract and permit end, or, if a new contract is agreed, make sure the new work authorisation and the permit application on ANEF are filed before your current permit expires.",
        },
      ],
      mistakes: [
        "Starting work before the visa is issued, or on a short-stay visa without the right to work.",
        "Forgetting to validate the VLS-TS on ANEF within {fact:vls-ts.validation-deadline} of arrival.",
        "Signing a new contract or working for another employer without a new work authorisation.",
        "Assuming the permit can simply be extended: each new contract needs a new authorisation and application.",
        "For a secondment, forgetting the SIPSI declaration, which exposes the employer to penalties.",
      ],
    },
    fr: {
      title: "Travailleur temporaire – travailler en France en contrat à durée déterminée",
      summary:
        "Pour un CDD ou un détachement en France : l'employeur obtient l'autorisation de travail, puis vous demandez un VLS-TS « travailleur temporaire ».",
      whoFor: [
        "Les ressortissants non européens embauchés par un employeur en France en contrat à durée déterminée (CDD) plutôt qu'en CDI.",
        "Les salariés d'une entreprise établie à l'étranger détachés en France pour une prestation de services, lorsque les règles du transfert intragroupe (ICT) ne s'appliquent pas.",
        "Le travail saisonnier, comme les récoltes, relève d'une carte distincte, la carte de séjour « travailleur saisonnier » : vérifiez-la si votre activité est saisonnière.",
      ],
      conditions: [
        "Votre employeur en France (ou, pour un détachement, l'entreprise concernée) doit obtenir une autorisation de travail sur le site de l'ANEF avant votre demande de visa.",
        "La rémunération doit être au moins égale au SMIC, soit {fact:smic.monthly-gross} pour un temps plein, et au minimum prévu par la convention collective applicable.",
        "Sauf si le métier figure sur la liste des métiers en tension ou si une autre dispense s'applique, l'employeur doit prouver qu'aucun candidat adapté n'a été trouvé sur le marché du travail.",
        "Votre séjour doit dépasser un court séjour : pour un travail de {fact:schengen.short-stay-max-days} ou moins, on utilise un visa de court séjour avec autorisation de travail.",
        "Pour un détachement, l'employeur étranger doit aussi déclarer le détachement à l'administration du travail (déclaration SIPSI) avant le début de la mission.",
        "Certaines nationalités relèvent d'accords bilatéraux (les Algériens, par exemple, de l'accord franco-algérien). Vérifiez les règles propres à votre nationalité sur France-Visas.",
      ],
      documents: [
        "Passeport valable au moins {fact:passport.validity-beyond-stay} après la fin du séjour prévu, avec au moins {fact:passport.blank-pages} pages vierges.",
        "Formulaire de demande de visa long séjour rempli sur France-Visas, imprimé et signé.",
        "Photos d'identité récentes ({fact:photo.width} × {fact:photo.height}, datant de moins de {fact:photo.max-age}).",
        "Une copie de l'autorisation de travail accordée sur l'ANEF.",
        "Votre CDD ou, pour un détachement, votre contrat avec l'employeur étranger et la lettre de détachement précisant la durée et le lieu de la mission.",
        "Diplômes ou justificatifs d'expérience correspondant au poste.",
        "Un justificatif d'hébergement en France pour la durée du contrat.",
      ],
      costs: [
        "Frais de visa long séjour : {fact:long-stay-visa.fee}, payés lors de la demande ; France-Visas indique si un autre montant s'applique à votre nationalité.",
        "Validation du VLS-TS : une taxe payée en ligne par timbre fiscal électronique sur l'ANEF. Son montant est fixé par la loi et affiché pendant la démarche.",
        "Côté employeur : une taxe due à l'État lors de la première embauche d'un travailleur étranger, plus d'éventuels honoraires de conseil.",
        "Frais de service du centre de visas le cas échéant, traductions et copies certifiées.",
      ],
      processing:
        "La demande d'autorisation de travail de l'employeur est instruite d'abord, puis le consulat statue sur le visa après votre rendez-vous. Comme le contrat a une date de début fixée, demandez à l'employeur de déposer tôt et renseignez-vous sur les délais actuels auprès du consulat ou du centre de visas.",
      validity:
        "Le VLS-TS ou la carte de séjour « travailleur temporaire » est délivré pour la durée du contrat, dans la limite d'une durée maximale légale, et n'est pas délivré sous forme de carte pluriannuelle. Validez le VLS-TS sur l'ANEF dans les {fact:vls-ts.validation-deadline} suivant l'arrivée. Si un nouveau CDD suit, une nouvelle autorisation de travail et une nouvelle demande de titre sur l'ANEF sont nécessaires avant l'expiration du titre en cours.",
      workRights:
        "Vous ne pouvez travailler que pour l'employeur et sur le poste couverts par l'autorisation de travail, pendant la durée du contrat. Tout nouveau contrat ou changement d'employeur exige une nouvelle autorisation de travail. Si le contrat prend fin de façon anticipée, votre droit au séjour dépend des circonstances : contactez rapidement la préfecture.",
      family:
        "Le regroupement familial exige au moins {fact:family-reunification.min-residence} de séjour régulier et un titre d'une durée suffisante, ce que les séjours courts en CDD permettent rarement. Les membres de la famille ont en général besoin de leur propre visa (par exemple visiteur) s'ils souhaitent venir.",
      steps: [
        {
          title: "L'employeur demande l'autorisation de travail",
          body: "Votre employeur en France, ou l'entreprise qui vous accueille en détachement, dépose la demande d'autorisation de travail sur le site de l'ANEF avec le contrat ou les informations sur le détachement.",
        },
        {
          title: "Demande en ligne sur France-Visas",
          body: "Une fois l'autorisation accordée, remplissez la demande de visa long séjour sur france-visas.gouv.fr et prenez rendez-vous.",
        },
        {
          title: "Rendez-vous et biométrie",
          body: "Au consulat ou chez le prestataire de services de visas, déposez votre dossier, donnez vos empreintes et votre photo, et payez les frais de visa.",
        },
        {
          title: "Décision et arrivée",
          body: "En cas d'accord, un VLS-TS « travailleur temporaire » est apposé dans votre passeport. Vous entrez en France pour la date de début du contrat.",
        },
        {
          title: "Validez le VLS-TS en ligne",
          body: "Dans les {fact:vls-ts.validation-deadline} suivant l'arrivée, validez le visa sur le site de l'ANEF et payez la taxe. L'OFII peut ensuite vous convoquer à une visite médicale.",
        },
        {
          title: "Avant la fin du contrat",
          body: "Quittez la France à la fin du contrat et du titre ou, si un nouveau contrat est conclu, veillez à ce que la nouvelle autorisation de travail et la demande de titre sur l'ANEF soient déposées avant l'expiration de votre titre actuel.",
        },
      ],
      mistakes: [
        "Commencer à travailler avant la délivrance du visa, ou sous un visa de court séjour sans droit au travail.",
        "Oublier de valider le VLS-TS sur l'ANEF dans les {fact:vls-ts.validation-deadline} suivant l'arrivée.",
        "Signer un nouveau contrat ou travailler pour un autre employeur sans nouvelle autorisation de travail.",
        "Croire que le titre se prolonge simplement : chaque nouveau contrat exige une nouvelle autorisation et une nouvelle demande.",
        "Pour un détachement, oublier la déclaration SIPSI, ce qui expose l'employeur à des sanctions.",
      ],
    },
    ar: {
      title: "العامل المؤقت – العمل في فرنسا بعقد محدد المدة",
      summary:
        "لوظيفة بعقد محدد المدة أو لانتداب في فرنسا: يحصل صاحب العمل على رخصة العمل، ثم تطلب أنت تأشيرة VLS-TS «عامل مؤقت».",
      whoFor: [
        "مواطنو الدول من خارج الاتحاد الأوروبي الذين يوظفهم صاحب عمل في فرنسا بعقد عمل محدد المدة ({fr:contrat à durée déterminée}، CDD) بدلًا من عقد دائم.",
        "موظفو شركة قائمة في الخارج الذين يُنتدبون إلى فرنسا لتقديم خدمة ({fr:détachement})، عندما لا تنطبق قواعد النقل المؤقت داخل المجموعة (ICT).",
        "يخضع العمل الموسمي، مثل مواسم الجني، لمسار مستقل هو بطاقة إقامة العامل الموسمي ({fr:carte de séjour « travailleur saisonnier »}): اطّلع عليه إذا كان عملك موسميًا.",
      ],
      conditions: [
        "يجب أن يحصل صاحب عملك في فرنسا (أو، في حالة الانتداب، الشركة المعنية) على رخصة عمل ({fr:autorisation de travail}) على موقع ANEF قبل أن تطلب التأشيرة.",
        "يجب ألا يقل الأجر عن الحد الأدنى للأجور (SMIC)، أي {fact:smic.monthly-gross} للعمل بدوام كامل، وألا يقل عن الأجر الذي تحدده الاتفاقية الجماعية المعمول بها.",
        "ما لم تكن الوظيفة مدرجة في قائمة المهن التي تعاني صعوبات في التوظيف ({fr:métiers en tension}) أو ينطبق إعفاء آخر، يجب على صاحب العمل أن يثبت أنه لم يجد مترشحًا مناسبًا في سوق العمل الفرنسية.",
        "يجب أن تتجاوز إقامتك مدة الإقامة القصيرة: فللعمل مدة {fact:schengen.short-stay-max-days} أو أقل، تُستخدم بدلًا من ذلك تأشيرة إقامة قصيرة مع رخصة عمل.",
        "في حالة الانتداب، يجب على صاحب العمل الأجنبي أيضًا أن يصرّح بالانتداب لدى إدارة العمل الفرنسية (تصريح SIPSI) قبل بدء العمل.",
        "يخضع مواطنو بعض الدول لاتفاقيات ثنائية (كالجزائريين مثلًا، بموجب الاتفاق الفرنسي الجزائري، {fr:accord franco-algérien}). تحقق من القواعد الخاصة بجنسيتك على موقع France-Visas.",
      ],
      documents: [
        "جواز سفر صالح لمدة {fact:passport.validity-beyond-stay} على الأقل بعد نهاية الإقامة المقررة، ويحتوي على {fact:passport.blank-pages} صفحات فارغة على الأقل.",
        "استمارة طلب تأشيرة الإقامة الطويلة معبّأة على موقع France-Visas، مطبوعة وموقّعة.",
        "صور هوية حديثة ({fact:photo.width} × {fact:photo.height}، التُقطت منذ أقل من {fact:photo.max-age}).",
        "نسخة من رخصة العمل الممنوحة على موقع ANEF.",
        "عقدك المحدد المدة، أو في حالة الانتداب، عقدك مع صاحب العمل الأجنبي ورسالة الانتداب التي تحدد مدة المهمة ومكانها.",
        "شهادات أو إثباتات خبرة تتناسب مع الوظيفة.",
        "إثبات السكن في فرنسا طوال مدة العقد.",
      ],
      costs: [
        "رسوم تأشيرة الإقامة الطويلة: {fact:long-stay-visa.fee}، تُدفع عند تقديم الطلب؛ ويبيّن موقع France-Visas أي مبلغ مختلف ينطبق على جنسيتك.",
        "المصادقة على تأشيرة VLS-TS: رسم يُدفع عبر الإنترنت بطابع جبائي إلكتروني ({fr:timbre fiscal}) على موقع ANEF. يحدد القانون مبلغه ويظهر لك أثناء الإجراء.",
        "على عاتق صاحب العمل: رسم مستحق للدولة عند توظيف عامل أجنبي لأول مرة، إضافة إلى أتعاب المستشار إن وُجدت.",
        "رسوم خدمة مركز التأشيرات عند الاقتضاء، والترجمات، والنسخ المصدَّقة.",
      ],
      processing:
        "يُدرس طلب رخصة العمل الذي يقدمه صاحب العمل أولًا، ثم تبتّ القنصلية في التأشيرة بعد موعدك. وبما أن للعقد تاريخ بدء محددًا، اطلب من صاحب العمل أن يقدم الطلب مبكرًا، وتحقق من آجال الانتظار الحالية لدى القنصلية أو مركز التأشيرات.",
      validity:
        "تُمنح تأشيرة VLS-TS أو بطاقة الإقامة «عامل مؤقت» ({fr:carte de séjour « travailleur temporaire »}) لمدة عقدك، في حدود مدة قصوى قانونية، ولا تُمنح في شكل بطاقة متعددة السنوات. صادق على تأشيرة VLS-TS على موقع ANEF خلال {fact:vls-ts.validation-deadline} من وصولك. وإذا تلاه عقد جديد محدد المدة، فلا بد من رخصة عمل جديدة وطلب بطاقة إقامة جديد على موقع ANEF قبل انتهاء صلاحية البطاقة الحالية.",
      workRights:
        "لا يحق لك العمل إلا لدى صاحب العمل وفي الوظيفة اللذين تشملهما رخصة العمل، طوال مدة العقد. ويستلزم أي عقد جديد أو تغيير لصاحب العمل رخصة عمل جديدة. وإذا انتهى العقد قبل أوانه، فإن حقك في الإقامة يتوقف على الظروف: اتصل بالمحافظة ({fr:préfecture}) بسرعة.",
      family:
        "يشترط لمّ الشمل العائلي ({fr:regroupement familial}) إقامة نظامية لا تقل عن {fact:family-reunification.min-residence} وبطاقة إقامة بمدة كافية، وهو ما نادرًا ما تتيحه الإقامات القصيرة بعقود محددة المدة. ويحتاج أفراد العائلة عادةً إلى تأشيرتهم الخاصة (كزوار مثلًا) إذا أرادوا القدوم.",
      steps: [
        {
          title: "صاحب العمل يطلب رخصة العمل",
          body: "يقدم صاحب عملك في فرنسا، أو الشركة التي تستقبلك في إطار الانتداب، طلب رخصة العمل ({fr:autorisation de travail}) على موقع ANEF مع العقد أو تفاصيل الانتداب.",
        },
        {
          title: "تقديم الطلب عبر الإنترنت على France-Visas",
          body: "بعد منح الرخصة، املأ طلب تأشيرة الإقامة الطويلة على موقع france-visas.gouv.fr واحجز موعدًا.",
        },
        {
          title: "الموعد والبيانات البيومترية",
          body: "في القنصلية أو لدى مقدم خدمات التأشيرات، سلّم وثائقك، وسجّل بصماتك وصورتك، وادفع رسوم التأشيرة.",
        },
        {
          title: "القرار والوصول",
          body: "في حالة القبول، تُلصق في جواز سفرك تأشيرة VLS-TS «عامل مؤقت» ({fr:travailleur temporaire}). سافر إلى فرنسا في الموعد المحدد لبدء العقد.",
        },
        {
          title: "المصادقة على تأشيرة VLS-TS عبر الإنترنت",
          body: "خلال {fact:vls-ts.validation-deadline} من وصولك، صادق على التأشيرة على موقع ANEF وادفع الرسم. وقد يستدعيك OFII بعد ذلك لإجراء فحص طبي.",
        },
        {
          title: "قبل انتهاء العقد",
          body: "غادر فرنسا عند انتهاء العقد وبطاقة الإقامة، أو، إذا اتُّفق على عقد جديد، تأكد من تقديم طلب رخصة العمل الجديدة وطلب بطاقة الإقامة على موقع ANEF قبل انتهاء صلاحية بطاقتك الحالية.",
        },
      ],
      mistakes: [
        "بدء العمل قبل إصدار التأشيرة، أو بتأشيرة إقامة قصيرة لا تمنح حق العمل.",
        "نسيان المصادقة على تأشيرة VLS-TS على موقع ANEF خلال {fact:vls-ts.validation-deadline} من الوصول.",
        "توقيع عقد جديد أو العمل لدى صاحب عمل آخر دون رخصة عمل جديدة.",
        "الظن بأن بطاقة الإقامة تُمدَّد ببساطة: كل عقد جديد يحتاج إلى رخصة جديدة وطلب جديد.",
        "في حالة الانتداب، نسيان تصريح SIPSI، مما يعرّض صاحب العمل لعقوبات.",
      ],
    },
  },
};

export default visa;
