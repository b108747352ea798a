import type { VisaContent } from "../visa-content-types.ts";

const visa: VisaContent = {
  slug: "vacances-travail",
  category: "other",
  purposes: ["work"],
  keyFacts: ["passport.validity-beyond-stay", "bank-statements.months", "smic.hourly-gross", "photo.max-age"],
  officialLinks: [
    {
      url: "https://france-visas.gouv.fr/jeune-voyageur-vacances-travail",
      label: {
        en: "France-Visas – Young traveller (working holiday)",
        fr: "France-Visas – Jeune voyageur (vacances-travail)",
        ar: "France-Visas – الشاب المسافر (عطلة وعمل)",
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
      url: "https://www.welcometofrance.com/",
      label: {
        en: "Welcome to France – living and working in France",
        fr: "Welcome to France – vivre et travailler en France",
        ar: "WelcomeToFrance.com – العيش والعمل في فرنسا",
      },
    },
  ],
  talentRenaming: false,
  premiumSections: ["mistakes"],
  text: {
    en: {
      title: "Working holiday (vacances-travail, PVT)",
      summary:
        "Young nationals of partner countries can spend a long holiday in France and work to fund it, under a bilateral working-holiday agreement.",
      whoFor: [
        "Young people who are nationals of a country or territory that has signed a working-holiday (or youth mobility) agreement with France. Only these nationals can apply.",
        "Travellers whose main purpose is to discover France, its culture and its language, and who want to work occasionally to top up their funds.",
        "Applicants travelling without dependent children, as agreements generally require.",
      ],
      conditions: [
        "Your nationality must be covered by an agreement with France; France-Visas lists the partner countries and territories. You usually apply in your country or territory of nationality.",
        "You must meet the age limits of your agreement. They differ from one agreement to another: check yours on France-Visas before you apply.",
        "Many agreements set an annual quota of visas; once it is reached, applications close until the next period.",
        "You must show the resources set by your agreement for the start of your stay, and a return ticket or the means to buy one.",
        "You need health insurance covering illness, hospitalisation and repatriation for the whole stay.",
        "As a rule, the programme cannot be repeated: a person who has already had a working-holiday visa for France cannot apply again.",
        "Age: {fact:working-holiday.age} on the day you apply in most partner countries, {fact:working-holiday.age-extended} for Argentina, Australia and Canada. France has agreements with {fact:working-holiday.partner-count} countries and territories: Argentina, Australia, Brazil, Canada, Chile, Colombia, Ecuador, Hong Kong, Japan, Mexico, New Zealand, Peru, Russia, South Korea, Taiwan and Uruguay.",
      ],
      documents: [
        "Passport valid for at least {fact:passport.validity-beyond-stay} beyond the end of your planned stay, with at least {fact:passport.blank-pages} blank pages.",
        "Long-stay visa application form completed on France-Visas, printed and signed.",
        "Recent identity photos ({fact:photo.width} × {fact:photo.height}, taken less than {fact:photo.max-age} ago).",
        "Proof of resources at the level set by your agreement, such as your last {fact:bank-statements.months} of bank statements.",
        "An insurance certificate covering illness, hospitalisation and repatriation for the whole stay.",
        "A return ticket, or proof that you can afford one.",
        "Any other document your agreement requires, such as a cover letter describing your travel plans, a medical certificate or a criminal-record certificate.",
      ],
      costs: [
        "Visa fee: it depends on the agreement, and some working-holiday visas are free. France-Visas shows the amount for your nationality.",
        "Health insurance for the whole stay.",
        "Travel, and the funds needed for the first weeks before you find work.",
      ],
      processing:
        "Processing depends on the consulate and on the quota calendar of your agreement. Apply as early as allowed, especially where quotas fill up quickly.",
      validity:
        "The visa covers the stay allowed by your agreement and generally cannot be extended, unless the agreement expressly provides for it. It is a temporary long-stay visa (VLS-T) that exempts you from a residence permit: there is no validation on ANEF, but check the wording on your visa sticker. Changing to another status while in France is generally not possible.",
      workRights:
        "You may work to top up your resources, usually without a separate work authorisation. Some agreements keep specific rules, such as a limit on the time spent with the same employer or a work authorisation requirement: check yours. Your employer makes the usual hiring declarations and must pay at least the minimum wage, {fact:smic.hourly-gross}.",
      family:
        "The visa is individual: partners and children cannot come as dependants. A partner who is also eligible must apply separately under their own agreement.",
      steps: [
        {
          title: "Check your agreement",
          body: "On France-Visas, check that your nationality is covered, the age limits, the resources required, the quota calendar and any specific documents.",
        },
        {
          title: "Apply online on France-Visas",
          body: "Complete the long-stay visa application on france-visas.gouv.fr, choosing the working-holiday purpose, and book an appointment.",
        },
        {
          title: "Appointment and biometrics",
          body: "At the visa centre or consulate in your country, hand in your documents, give your fingerprints and photo, and pay the fee if one applies.",
        },
        {
          title: "Decision and arrival",
          body: "If the visa is granted, enter France within its validity. No ANEF validation is needed for a VLS-T; keep your insurance certificate with you.",
        },
        {
          title: "Travel and work in France",
          body: "Find work as you go to fund your stay; make sure each employer declares you and pays at least the minimum wage.",
        },
        {
          title: "Leave before the visa expires",
          body: "Plan your departure before the end of the visa; staying beyond it makes your stay irregular and can affect future applications.",
        },
      ],
      mistakes: [
        "Applying after reaching the age limit of your agreement, or outside your country of nationality when the agreement does not allow it.",
        "Taking insurance that does not cover the whole stay or excludes repatriation.",
        "Treating the visa as a work permit: the main purpose must remain the holiday.",
        "Counting on changing status in France at the end of the stay.",
        "Staying after the visa has expired.",
      ],
    },
    fr: {
      title: "Vacances-travail (PVT)",
      summary:
        "Les jeunes ressortissants des pays partenaires peuvent passer de longues vacances en France et y travailler pour les financer, grâce à un accord bilatéral.",
      whoFor: [
        "Les jeunes ressortissants d'un pays ou territoire ayant signé avec la France un accord vacances-travail (ou de mobilité des jeunes). Seuls ces ressortissants peuvent en bénéficier.",
        "Les voyageurs dont le but principal est de découvrir la France, sa culture et sa langue, et qui veulent travailler ponctuellement pour compléter leurs ressources.",
        "Les candidats qui voyagent sans enfant à charge, comme l'exigent en général les accords.",
      ],
      conditions: [
        "Votre nationalité doit être couverte par un accord avec la France ; France-Visas donne la liste des pays et territoires partenaires. La demande se fait en principe dans votre pays ou territoire de nationalité.",
        "Vous devez respecter les limites d'âge de votre accord. Elles diffèrent d'un accord à l'autre : vérifiez la vôtre sur France-Visas avant de déposer la demande.",
        "De nombreux accords fixent un quota annuel de visas ; une fois atteint, les demandes sont closes jusqu'à la période suivante.",
        "Vous devez justifier des ressources prévues par votre accord pour le début du séjour, et d'un billet retour ou des moyens de l'acheter.",
        "Il vous faut une assurance couvrant maladie, hospitalisation et rapatriement pour toute la durée du séjour.",
        "En règle générale, le programme n'est pas renouvelable : une personne ayant déjà obtenu un visa vacances-travail pour la France ne peut pas en demander un nouveau.",
        "Âge : {fact:working-holiday.age} à la date de la demande dans la plupart des pays partenaires, {fact:working-holiday.age-extended} pour l'Argentine, l'Australie et le Canada. La France a conclu des accords avec {fact:working-holiday.partner-count} pays et territoires : Argentine, Australie, Brésil, Canada, Chili, Colombie, Corée du Sud, Équateur, Hong Kong, Japon, Mexique, Nouvelle-Zélande, Pérou, Russie, Taïwan et Uruguay.",
      ],
      documents: [
        "Passeport valable au moins {fact:passport.validity-beyond-stay} après la fin du séjour prévu, avec au moins {fact:passport.blank-pages} pages vierges.",
        "Formulaire de demande de visa long séjour rempli sur France-Visas, imprimé et signé.",
        "Photos d'identité récentes ({fact:photo.width} × {fact:photo.height}, datant de moins de {fact:photo.max-age}).",
        "La preuve de ressources au niveau fixé par votre accord, par exemple vos relevés bancaires couvrant les {fact:bank-statements.months} précédant la demande.",
        "Une attestation d'assurance couvrant maladie, hospitalisation et rapatriement pour toute la durée du séjour.",
        "Un billet retour, ou la preuve que vous pouvez en acheter un.",
        "Tout autre document exigé par votre accord, comme une lettre de motivation décrivant votre projet de voyage, un certificat médical ou un extrait de casier judiciaire.",
      ],
      costs: [
        "Frais de visa : ils dépendent de l'accord, et certains visas vacances-travail sont gratuits. France-Visas indique le montant pour votre nationalité.",
        "Une assurance santé pour toute la durée du séjour.",
        "Le voyage et les fonds nécessaires aux premières semaines, avant de trouver du travail.",
      ],
      processing:
        "Les délais dépendent du consulat et du calendrier des quotas de votre accord. Déposez la demande dès que possible, surtout lorsque les quotas sont vite atteints.",
      validity:
        "Le visa couvre le séjour autorisé par votre accord et n'est en général pas prolongeable, sauf si l'accord le prévoit expressément. C'est un visa de long séjour temporaire (VLS-T) dispensé de titre de séjour : il n'y a pas de validation sur l'ANEF, mais vérifiez la mention portée sur votre vignette. Changer de statut en France est en principe impossible.",
      workRights:
        "Vous pouvez travailler pour compléter vos ressources, en général sans autorisation de travail distincte. Certains accords prévoient des règles particulières, comme une durée limitée chez un même employeur ou une autorisation de travail : vérifiez le vôtre. Votre employeur effectue les déclarations d'embauche habituelles et doit vous payer au moins le SMIC, soit {fact:smic.hourly-gross}.",
      family:
        "Le visa est individuel : conjoint ou partenaire et enfants ne peuvent pas venir en tant qu'ayants droit. Un partenaire lui-même éligible doit déposer sa propre demande au titre de son accord.",
      steps: [
        {
          title: "Vérifiez votre accord",
          body: "Sur France-Visas, vérifiez que votre nationalité est couverte, les limites d'âge, les ressources exigées, le calendrier des quotas et les documents particuliers.",
        },
        {
          title: "Demande en ligne sur France-Visas",
          body: "Remplissez la demande de visa long séjour sur france-visas.gouv.fr en choisissant le motif vacances-travail, puis prenez rendez-vous.",
        },
        {
          title: "Rendez-vous et biométrie",
          body: "Au centre de visas ou au consulat de votre pays, déposez votre dossier, donnez vos empreintes et votre photo, et payez les frais s'il y en a.",
        },
        {
          title: "Décision et arrivée",
          body: "Si le visa est accordé, entrez en France pendant sa validité. Aucune validation sur l'ANEF n'est nécessaire pour un VLS-T ; gardez votre attestation d'assurance sur vous.",
        },
        {
          title: "Voyagez et travaillez en France",
          body: "Trouvez du travail au fil du séjour pour le financer ; veillez à ce que chaque employeur vous déclare et vous paie au moins le SMIC.",
        },
        {
          title: "Partez avant l'expiration du visa",
          body: "Prévoyez votre départ avant la fin du visa ; rester au-delà rend votre séjour irrégulier et peut nuire à vos demandes futures.",
        },
      ],
      mistakes: [
        "Déposer la demande après avoir dépassé la limite d'âge de votre accord, ou hors de votre pays de nationalité quand l'accord ne le permet pas.",
        "Souscrire une assurance qui ne couvre pas tout le séjour ou exclut le rapatriement.",
        "Traiter le visa comme un permis de travail : le but principal doit rester les vacances.",
        "Compter sur un changement de statut en France à la fin du séjour.",
        "Rester après l'expiration du visa.",
      ],
    },
    ar: {
      title: "عطلة وعمل (PVT)",
      summary:
        "يمكن للشباب من مواطني البلدان الشريكة قضاء عطلة طويلة في فرنسا والعمل فيها لتمويلها، بموجب اتفاق ثنائي للعطلة والعمل.",
      whoFor: [
        "الشباب من مواطني بلد أو إقليم وقّع مع فرنسا اتفاقًا للعطلة والعمل ({fr:vacances-travail}) (أو لتنقّل الشباب). ولا يحق التقدم بالطلب إلا لهؤلاء المواطنين.",
        "المسافرون الذين يكون غرضهم الرئيسي اكتشاف فرنسا وثقافتها ولغتها، ويريدون العمل من حين إلى آخر لاستكمال مواردهم.",
        "المترشحون الذين يسافرون دون أطفال يعولونهم، كما تشترط الاتفاقات عمومًا.",
      ],
      conditions: [
        "يجب أن تكون جنسيتك مشمولة باتفاق مع فرنسا؛ ويعرض موقع France-Visas قائمة البلدان والأقاليم الشريكة. ويُقدَّم الطلب عادةً في البلد أو الإقليم الذي تحمل جنسيته.",
        "يجب أن تحترم حدود السن التي ينص عليها اتفاقك. وهي تختلف من اتفاق إلى آخر: تحقّق من الحدود الخاصة باتفاقك على France-Visas قبل تقديم الطلب.",
        "تحدد اتفاقات كثيرة حصة سنوية من التأشيرات؛ وبمجرد بلوغها، يُغلَق باب الطلبات إلى الفترة التالية.",
        "يجب أن تُثبت توفرك على الموارد التي يحددها اتفاقك لبداية إقامتك، وعلى تذكرة عودة أو على الوسائل اللازمة لشرائها.",
        "تحتاج إلى تأمين صحي يغطي المرض والاستشفاء والترحيل إلى بلدك طوال مدة الإقامة.",
        "كقاعدة عامة، لا يمكن تكرار البرنامج: فالشخص الذي سبق أن حصل على تأشيرة عطلة وعمل لفرنسا لا يمكنه التقدم بطلب جديد.",
        "السن: {fact:working-holiday.age} في تاريخ تقديم الطلب في معظم البلدان الشريكة، و{fact:working-holiday.age-extended} بالنسبة إلى الأرجنتين وأستراليا وكندا. وقد أبرمت فرنسا اتفاقات مع {fact:working-holiday.partner-count} من البلدان والأقاليم: الأرجنتين، وأستراليا، والبرازيل، وكندا، وتشيلي، وكولومبيا، والإكوادور، وهونغ كونغ، واليابان، والمكسيك، ونيوزيلندا، والبيرو، وروسيا، وكوريا الجنوبية، وتايوان، والأوروغواي.",
      ],
      documents: [
        "جواز سفر صالح لمدة {fact:passport.validity-beyond-stay} على الأقل بعد نهاية إقامتك المقررة، وفيه {fact:passport.blank-pages} صفحات فارغة على الأقل.",
        "استمارة طلب تأشيرة الإقامة الطويلة معبّأة على France-Visas، مطبوعة وموقّعة.",
        "صور شمسية حديثة ({fact:photo.width} × {fact:photo.height}، التُقطت منذ أقل من {fact:photo.max-age}).",
        "إثبات الموارد بالمستوى الذي يحدده اتفاقك، مثل كشوف حسابك البنكي لآخر {fact:bank-statements.months}.",
        "شهادة تأمين تغطي المرض والاستشفاء والترحيل إلى بلدك طوال مدة الإقامة.",
        "تذكرة عودة، أو ما يثبت قدرتك على شرائها.",
        "أي وثيقة أخرى يشترطها اتفاقك، مثل رسالة تحفيز تصف مشروع سفرك، أو شهادة طبية، أو مستخرج من السجل العدلي ({fr:extrait de casier judiciaire}).",
      ],
      costs: [
        "رسوم التأشيرة: تتوقف على الاتفاق، وبعض تأشيرات العطلة والعمل مجانية. ويبيّن موقع France-Visas المبلغ الخاص بجنسيتك.",
        "تأمين صحي طوال مدة الإقامة.",
        "السفر، والأموال اللازمة للأسابيع الأولى قبل أن تجد عملًا.",
      ],
      processing:
        "تتوقف الآجال على القنصلية وعلى الجدول الزمني لحصص اتفاقك. قدّم طلبك في أبكر وقت مسموح به، خاصة حيث تُستنفد الحصص بسرعة.",
      validity:
        "تغطي التأشيرة الإقامة التي يسمح بها اتفاقك، ولا يمكن تمديدها عمومًا، إلا إذا نص الاتفاق على ذلك صراحةً. وهي تأشيرة إقامة طويلة مؤقتة (VLS-T) تُعفيك من بطاقة الإقامة ({fr:titre de séjour}): فلا مصادقة عليها على ANEF، لكن تحقّق من العبارة المدوَّنة على ملصق تأشيرتك. وتغيير الوضع وأنت في فرنسا غير ممكن عمومًا.",
      workRights:
        "يحق لك العمل لاستكمال مواردك، عادةً دون رخصة عمل ({fr:autorisation de travail}) مستقلة. وتحتفظ بعض الاتفاقات بقواعد خاصة، مثل حد للمدة التي تقضيها لدى المشغّل نفسه أو اشتراط رخصة عمل: تحقّق من اتفاقك. ويقوم مشغّلك بتصريحات التوظيف المعتادة، ويجب أن يدفع لك على الأقل الحد الأدنى للأجور (SMIC)، أي {fact:smic.hourly-gross}.",
      family:
        "التأشيرة فردية: لا يمكن للزوج أو الشريك ولا للأطفال القدوم بصفتهم أفرادًا تعولهم. وإذا كان شريكك مؤهلًا هو أيضًا، فعليه تقديم طلب مستقل بموجب اتفاقه.",
      steps: [
        {
          title: "تحقّق من اتفاقك",
          body: "على France-Visas، تحقّق من أن جنسيتك مشمولة، ومن حدود السن، والموارد المطلوبة، والجدول الزمني للحصص، وأي وثائق خاصة.",
        },
        {
          title: "قدّم طلبك عبر الإنترنت على France-Visas",
          body: "املأ طلب تأشيرة الإقامة الطويلة على france-visas.gouv.fr، مع اختيار غرض العطلة والعمل، ثم احجز موعدًا.",
        },
        {
          title: "الموعد والبيانات البيومترية",
          body: "في مركز التأشيرات أو القنصلية في بلدك، سلّم وثائقك، وسجّل بصماتك وصورتك، وادفع الرسوم إن وُجدت.",
        },
        {
          title: "القرار والوصول",
          body: "إذا مُنحت التأشيرة، فادخل فرنسا خلال مدة صلاحيتها. ولا حاجة إلى أي مصادقة على ANEF بالنسبة إلى تأشيرة VLS-T؛ واحتفظ بشهادة التأمين معك.",
        },
        {
          title: "سافر واعمل في فرنسا",
          body: "ابحث عن عمل خلال رحلتك لتمويل إقامتك؛ واحرص على أن يصرّح بك كل مشغّل وأن يدفع لك على الأقل الحد الأدنى للأجور.",
        },
        {
          title: "غادر قبل انتهاء صلاحية التأشيرة",
          body: "خطّط لمغادرتك قبل نهاية التأشيرة؛ فالبقاء بعدها يجعل إقامتك غير نظامية وقد يضر بطلباتك المستقبلية.",
        },
      ],
      mistakes: [
        "تقديم الطلب بعد تجاوز حد السن الذي ينص عليه اتفاقك، أو من خارج بلد جنسيتك عندما لا يسمح الاتفاق بذلك.",
        "اكتتاب تأمين لا يغطي الإقامة كلها أو يستثني الترحيل إلى البلد.",
        "معاملة التأشيرة كأنها رخصة عمل: يجب أن يظل الغرض الرئيسي هو العطلة.",
        "التعويل على تغيير الوضع في فرنسا عند نهاية الإقامة.",
        "البقاء بعد انتهاء صلاحية التأشيرة.",
      ],
    },
  },
};

export default visa;
