import type { VisaContent } from "../visa-content-types.ts";

const visa: VisaContent = {
  slug: "passeport-talent-chercheur",
  category: "talent",
  purposes: ["work"],
  keyFacts: [
    "talent.card.max-validity",
    "long-stay-visa.fee",
    "processing.talent",
    "vls-ts.validation-deadline",
    "job-search-business.validity",
  ],
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
    {
      url: "https://www.campusfrance.org/",
      label: {
        en: "Campus France: research and doctoral studies in France",
        fr: "Campus France : la recherche et le doctorat en France",
        ar: "Campus France: البحث العلمي والدكتوراه في فرنسا",
      },
    },
  ],
  talentRenaming: true,
  premiumSections: ["mistakes"],
  text: {
    en: {
      title: "Talent – researcher (talent – chercheur)",
      summary:
        "For researchers and university-level teachers holding a master's-level degree and hosted in France under a hosting agreement with an approved organisation.",
      whoFor: [
        "Researchers, postdoctoral fellows and doctoral candidates employed under a research contract, hosted by a university, research body, company or foundation approved to receive foreign researchers.",
        "Academics coming to teach at university level as part of a hosting agreement.",
        "Researchers admitted in another EU country who continue their research in France under an EU mobility programme (talent – chercheur – programme de mobilité).",
      ],
      conditions: [
        "A degree at least equivalent to a master's, obtained in France or abroad.",
        "A hosting agreement (convention d'accueil) signed with a public or private organisation approved for research or higher education, describing your research or teaching project and its length.",
        "Sufficient resources for your stay, which the host organisation certifies in the hosting agreement (salary, grant or other funding).",
        "Health insurance cover until you are affiliated to French social security, where the hosting agreement or consulate asks for it.",
        "Algerian nationals are governed by the Franco-Algerian agreement, which has its own researcher status (certificat de résidence scientifique): ask the consulate.",
      ],
      documents: [
        "Passport valid for at least {fact:passport.validity-beyond-stay} beyond your planned stay, with at least {fact:passport.blank-pages} blank pages.",
        "Identity photos of {fact:photo.width} × {fact:photo.height}, taken less than {fact:photo.max-age} ago.",
        "The France-Visas application summary and receipt.",
        "The hosting agreement (convention d'accueil) signed by the host organisation and by you.",
        "Your master's-level diploma, or doctorate, with a French translation if needed.",
        "Proof of resources if it is not already stated in the hosting agreement, for example your employment contract or grant letter.",
        "Proof of accommodation and, for accompanying family, translated marriage and birth certificates.",
      ],
      costs: [
        "Long-stay visa fee: {fact:long-stay-visa.fee}, unless you are exempt (for example as a holder of certain French government scholarships); France-Visas tells you.",
        "A tax stamp (timbre fiscal) bought online to validate the VLS-TS or to have the multi-year card issued; check the amount on Service-Public.fr.",
        "The visa service provider fee where applicable; some host institutions cover or reimburse these costs.",
      ],
      processing:
        "Consulates usually decide within {fact:processing.talent}. The host organisation needs time to prepare and sign the hosting agreement, so start with your international office or HR department several weeks before your planned arrival.",
      validity:
        "The card covers the length of the research programme stated in the hosting agreement, up to {fact:talent.card.max-validity}, and is renewable. For a shorter programme, you receive a VLS-TS marked talent – chercheur, to be validated online. At the end of your research, you can apply for the job-search or business-creation card, valid {fact:job-search-business.validity}.",
      workRights:
        "The card lets you carry out the research or teaching described in the hosting agreement, without an autorisation de travail. You may also teach at university level. Other paid work outside the agreement needs to be checked with the préfecture first.",
      family:
        "Your spouse and minor children can obtain a talent (famille) card with the same validity as yours, without the family reunification procedure, and your spouse may work in France.",
      steps: [
        {
          title: "Get the hosting agreement",
          body: "Your host organisation prepares the hosting agreement (convention d'accueil) once your position, funding and dates are settled. Make sure it is signed by both sides before you apply.",
        },
        {
          title: "Apply on France-Visas",
          body: "On france-visas.gouv.fr, apply for a long-stay visa as a researcher (talent – chercheur), then print the summary and book your appointment.",
        },
        {
          title: "Consulate appointment",
          body: "Submit your file with originals at the consulate or visa service provider, give your fingerprints and photo and pay the visa fee.",
        },
        {
          title: "Visa decision",
          body: "For a short programme, you receive a VLS-TS marked talent – chercheur; for a longer one, a long-stay visa stating that the residence card must be applied for.",
        },
        {
          title: "After arrival on ANEF",
          body: "Validate your VLS-TS online on ANEF within {fact:vls-ts.validation-deadline} of arrival, or apply on ANEF for the multi-year talent – chercheur card within the deadline stated on Service-Public.fr, and pay the tax stamp online.",
        },
        {
          title: "Settle in",
          body: "Collect your card when the préfecture invites you and register with French social security through your employer or host. Talent holders are exempt from the republican integration contract.",
        },
      ],
      mistakes: [
        "Travelling before the hosting agreement is signed, or on a short-stay visa that cannot be converted into a researcher permit in France.",
        "Choosing a student visa for a salaried research position: a doctoral candidate employed under a research contract usually fits the researcher category better.",
        "Letting the hosting agreement end without renewing the card, or without applying for the job-search card if you want to stay.",
        "Forgetting to validate the VLS-TS in time, which makes it impossible to travel back to France on it.",
      ],
    },
    fr: {
      title: "Talent – chercheur",
      summary:
        "Pour les chercheurs et enseignants de niveau universitaire titulaires d'un master, accueillis en France par un organisme agréé avec une convention d'accueil.",
      whoFor: [
        "Chercheurs, post-doctorants et doctorants sous contrat de recherche, accueillis par une université, un organisme de recherche, une entreprise ou une fondation agréés pour recevoir des chercheurs étrangers.",
        "Universitaires venant enseigner au niveau universitaire dans le cadre d'une convention d'accueil.",
        "Chercheurs admis dans un autre pays de l'Union européenne qui poursuivent leurs travaux en France dans le cadre d'un programme de mobilité européen (talent – chercheur – programme de mobilité).",
      ],
      conditions: [
        "Un diplôme au moins équivalent au master, obtenu en France ou à l'étranger.",
        "Une convention d'accueil signée avec un organisme public ou privé agréé pour la recherche ou l'enseignement supérieur, décrivant votre projet de recherche ou d'enseignement et sa durée.",
        "Des ressources suffisantes pour votre séjour, que l'organisme d'accueil atteste dans la convention (salaire, bourse ou autre financement).",
        "Une couverture santé jusqu'à votre affiliation à la sécurité sociale française, si la convention ou le consulat la demande.",
        "Les ressortissants algériens relèvent de l'accord franco-algérien, qui prévoit son propre statut de chercheur (certificat de résidence scientifique) : renseignez-vous auprès du consulat.",
      ],
      documents: [
        "Passeport valable au moins {fact:passport.validity-beyond-stay} après la fin du séjour prévu, avec au moins {fact:passport.blank-pages} pages vierges.",
        "Photos d'identité au format {fact:photo.width} × {fact:photo.height}, de moins de {fact:photo.max-age}.",
        "Le récapitulatif et le reçu de la demande France-Visas.",
        "La convention d'accueil signée par l'organisme d'accueil et par vous.",
        "Votre diplôme de niveau master, ou votre doctorat, traduit en français si nécessaire.",
        "Un justificatif de ressources s'il ne figure pas déjà dans la convention, par exemple votre contrat de travail ou votre lettre d'attribution de bourse.",
        "Un justificatif d'hébergement et, pour la famille qui vous accompagne, les actes de mariage et de naissance traduits.",
      ],
      costs: [
        "Frais de visa de long séjour : {fact:long-stay-visa.fee}, sauf exemption (par exemple pour certains boursiers du gouvernement français) ; France-Visas vous l'indique.",
        "Un timbre fiscal acheté en ligne pour valider le VLS-TS ou obtenir la carte pluriannuelle ; vérifiez le montant sur Service-Public.fr.",
        "Les frais du prestataire de visas le cas échéant ; certains établissements d'accueil les prennent en charge ou les remboursent.",
      ],
      processing:
        "Les consulats se prononcent généralement en {fact:processing.talent}. L'organisme d'accueil a besoin de temps pour préparer et signer la convention : contactez son service international ou ses ressources humaines plusieurs semaines avant l'arrivée prévue.",
      validity:
        "La carte couvre la durée du programme de recherche prévue par la convention d'accueil, dans la limite de {fact:talent.card.max-validity}, et se renouvelle. Pour un programme plus court, vous recevez un VLS-TS mention talent – chercheur, à valider en ligne. À la fin de vos travaux, vous pouvez demander la carte recherche d'emploi ou création d'entreprise, valable {fact:job-search-business.validity}.",
      workRights:
        "La carte permet d'exercer l'activité de recherche ou d'enseignement prévue par la convention d'accueil, sans autorisation de travail. Vous pouvez aussi enseigner au niveau universitaire. Toute autre activité rémunérée hors convention doit d'abord être vérifiée auprès de la préfecture.",
      family:
        "Votre conjoint et vos enfants mineurs peuvent obtenir une carte talent (famille) de même durée que la vôtre, sans passer par le regroupement familial, et votre conjoint peut travailler en France.",
      steps: [
        {
          title: "Obtenir la convention d'accueil",
          body: "Votre organisme d'accueil prépare la convention d'accueil une fois votre poste, votre financement et vos dates arrêtés. Vérifiez qu'elle est signée des deux côtés avant de déposer votre demande.",
        },
        {
          title: "Déposer la demande sur France-Visas",
          body: "Sur france-visas.gouv.fr, demandez un visa de long séjour de chercheur (talent – chercheur), puis imprimez le récapitulatif et prenez rendez-vous.",
        },
        {
          title: "Rendez-vous au consulat",
          body: "Déposez votre dossier avec les originaux au consulat ou chez le prestataire de visas, donnez vos empreintes et votre photo et payez les frais de visa.",
        },
        {
          title: "Décision sur le visa",
          body: "Pour un programme court, vous recevez un VLS-TS mention talent – chercheur ; pour un programme plus long, un visa de long séjour indiquant que la carte de séjour est à solliciter.",
        },
        {
          title: "Après l'arrivée, sur l'ANEF",
          body: "Validez votre VLS-TS en ligne sur l'ANEF dans les {fact:vls-ts.validation-deadline} suivant votre arrivée, ou demandez sur l'ANEF la carte pluriannuelle talent – chercheur dans le délai indiqué sur Service-Public.fr, et payez le timbre fiscal en ligne.",
        },
        {
          title: "S'installer",
          body: "Retirez votre carte lorsque la préfecture vous y invite et affiliez-vous à la sécurité sociale par l'intermédiaire de votre employeur ou de votre organisme d'accueil. Les titulaires d'une carte talent sont dispensés du contrat d'intégration républicaine.",
        },
      ],
      mistakes: [
        "Partir avant la signature de la convention d'accueil, ou avec un visa de court séjour qui ne peut pas être transformé en titre de chercheur en France.",
        "Choisir un visa étudiant pour un poste de recherche salarié : un doctorant sous contrat de recherche relève en général mieux de la catégorie chercheur.",
        "Laisser la convention arriver à son terme sans renouveler la carte, ou sans demander la carte recherche d'emploi si vous souhaitez rester.",
        "Oublier de valider le VLS-TS à temps, ce qui empêche de revenir en France avec ce visa.",
      ],
    },
    ar: {
      title: "بطاقة المواهب – باحث",
      summary:
        "للباحثين والأساتذة الجامعيين الحاصلين على شهادة بمستوى الماستر، الذين تستقبلهم في فرنسا هيئة معتمدة بموجب اتفاقية استقبال.",
      whoFor: [
        "الباحثون وباحثو ما بعد الدكتوراه وطلبة الدكتوراه العاملون بعقد بحث، الذين تستقبلهم جامعة أو هيئة بحثية أو شركة أو مؤسسة معتمدة لاستقبال الباحثين الأجانب.",
        "الأكاديميون القادمون للتدريس على المستوى الجامعي في إطار اتفاقية استقبال.",
        "الباحثون المقبولون في بلد آخر من الاتحاد الأوروبي الذين يواصلون أبحاثهم في فرنسا ضمن برنامج تنقل أوروبي ({fr:talent – chercheur – programme de mobilité}).",
      ],
      conditions: [
        "شهادة تعادل الماستر على الأقل، حصلت عليها في فرنسا أو في الخارج.",
        "اتفاقية استقبال ({fr:convention d'accueil}) موقّعة مع هيئة عامة أو خاصة معتمدة في مجال البحث أو التعليم العالي، تصف مشروعك البحثي أو التدريسي ومدته.",
        "موارد كافية لإقامتك، تشهد بها الهيئة المستقبِلة في اتفاقية الاستقبال (راتب أو منحة أو تمويل آخر).",
        "تغطية صحية إلى حين انتسابك إلى الضمان الاجتماعي الفرنسي، إذا طلبتها اتفاقية الاستقبال أو القنصلية.",
        "يخضع المواطنون الجزائريون للاتفاق الفرنسي الجزائري ({fr:accord franco-algérien})، الذي ينص على وضع خاص بالباحثين (شهادة الإقامة العلمية، {fr:certificat de résidence scientifique}): استفسر لدى القنصلية.",
      ],
      documents: [
        "جواز سفر صالح لمدة {fact:passport.validity-beyond-stay} على الأقل بعد نهاية الإقامة المقررة، ويحتوي على {fact:passport.blank-pages} صفحات فارغة على الأقل.",
        "صور هوية بمقاس {fact:photo.width} × {fact:photo.height}، التُقطت منذ أقل من {fact:photo.max-age}.",
        "ملخص طلب France-Visas وإيصاله.",
        "اتفاقية الاستقبال ({fr:convention d'accueil}) موقّعة من الهيئة المستقبِلة ومنك.",
        "شهادتك بمستوى الماستر أو شهادة الدكتوراه، مع ترجمة فرنسية عند الحاجة.",
        "إثبات الموارد إن لم يكن مذكورًا في اتفاقية الاستقبال، مثل عقد عملك أو رسالة منح المنحة.",
        "إثبات السكن، وبالنسبة إلى أفراد العائلة المرافقين لك، عقود الزواج وشهادات الميلاد مترجمة.",
      ],
      costs: [
        "رسوم تأشيرة الإقامة الطويلة: {fact:long-stay-visa.fee}، ما لم تكن معفى منها (مثلًا بصفتك حاصلًا على بعض منح الحكومة الفرنسية)؛ يوضح لك موقع France-Visas ذلك.",
        "طابع جبائي ({fr:timbre fiscal}) يُشترى عبر الإنترنت للمصادقة على تأشيرة VLS-TS أو لإصدار البطاقة متعددة السنوات؛ تحقق من المبلغ على موقع Service-Public.fr.",
        "رسوم مقدم خدمات التأشيرات عند الاقتضاء؛ وتتكفل بعض مؤسسات الاستقبال بهذه التكاليف أو تردّها إليك.",
      ],
      processing:
        "تبتّ القنصليات عادةً خلال {fact:processing.talent}. تحتاج الهيئة المستقبِلة إلى وقت لإعداد اتفاقية الاستقبال وتوقيعها، لذا تواصل مع مكتبها للعلاقات الدولية أو مصلحة الموارد البشرية قبل موعد وصولك المقرر بعدة أسابيع.",
      validity:
        "تغطي البطاقة مدة برنامج البحث المنصوص عليها في اتفاقية الاستقبال، في حدود {fact:talent.card.max-validity}، وهي قابلة للتجديد. وفي حالة برنامج أقصر، تحصل على تأشيرة VLS-TS تحمل عبارة «المواهب – باحث» ({fr:talent – chercheur})، تجب المصادقة عليها عبر الإنترنت. وعند انتهاء أبحاثك، يمكنك طلب بطاقة «البحث عن عمل أو إنشاء مشروع» ({fr:recherche d'emploi ou création d'entreprise})، الصالحة لمدة {fact:job-search-business.validity}.",
      workRights:
        "تسمح لك البطاقة بممارسة نشاط البحث أو التدريس المنصوص عليه في اتفاقية الاستقبال، دون رخصة عمل ({fr:autorisation de travail}). ويمكنك أيضًا التدريس على المستوى الجامعي. أما أي عمل مأجور آخر خارج الاتفاقية فيجب التحقق منه أولًا لدى المحافظة ({fr:préfecture}).",
      family:
        "يمكن لزوجك أو زوجتك ولأطفالك القُصَّر الحصول على بطاقة «المواهب – العائلة» ({fr:talent (famille)}) بمدة الصلاحية نفسها التي لبطاقتك، دون المرور بإجراء لمّ الشمل العائلي ({fr:regroupement familial})، ويحق لزوجك أو زوجتك العمل في فرنسا.",
      steps: [
        {
          title: "الحصول على اتفاقية الاستقبال",
          body: "تُعدّ الهيئة المستقبِلة اتفاقية الاستقبال ({fr:convention d'accueil}) بعد تحديد منصبك وتمويلك وتواريخك. تأكد من أنها موقّعة من الطرفين قبل تقديم طلبك.",
        },
        {
          title: "تقديم الطلب على France-Visas",
          body: "على موقع france-visas.gouv.fr، اطلب تأشيرة إقامة طويلة بصفة باحث ({fr:talent – chercheur})، ثم اطبع ملخص الطلب واحجز موعدك.",
        },
        {
          title: "الموعد في القنصلية",
          body: "قدّم ملفك مع الوثائق الأصلية في القنصلية أو لدى مقدم خدمات التأشيرات، وسجّل بصماتك وصورتك، وادفع رسوم التأشيرة.",
        },
        {
          title: "القرار بشأن التأشيرة",
          body: "في حالة برنامج قصير، تحصل على تأشيرة VLS-TS تحمل عبارة «المواهب – باحث» ({fr:talent – chercheur})؛ وفي حالة برنامج أطول، تحصل على تأشيرة إقامة طويلة تنص على أن بطاقة الإقامة يجب طلبها ({fr:carte de séjour à solliciter}).",
        },
        {
          title: "بعد الوصول، على ANEF",
          body: "صادق على تأشيرة VLS-TS عبر الإنترنت على موقع ANEF خلال {fact:vls-ts.validation-deadline} من وصولك، أو اطلب على ANEF بطاقة «المواهب – باحث» متعددة السنوات ضمن المهلة المذكورة على Service-Public.fr، وادفع الطابع الجبائي عبر الإنترنت.",
        },
        {
          title: "الاستقرار",
          body: "استلم بطاقتك عندما تدعوك المحافظة ({fr:préfecture})، وسجّل نفسك في الضمان الاجتماعي الفرنسي عن طريق صاحب عملك أو الهيئة المستقبِلة. حاملو بطاقة «المواهب» معفَون من عقد الاندماج الجمهوري ({fr:contrat d'intégration républicaine}).",
        },
      ],
      mistakes: [
        "السفر قبل توقيع اتفاقية الاستقبال، أو بتأشيرة إقامة قصيرة لا يمكن تحويلها إلى بطاقة إقامة باحث في فرنسا.",
        "اختيار تأشيرة الطالب لمنصب بحثي مأجور: طالب الدكتوراه العامل بعقد بحث يندرج في الغالب على نحو أنسب ضمن فئة الباحثين.",
        "ترك اتفاقية الاستقبال تنتهي دون تجديد البطاقة، أو دون طلب بطاقة البحث عن عمل إن كنت ترغب في البقاء.",
        "نسيان المصادقة على تأشيرة VLS-TS في الوقت المحدد، مما يجعل العودة بها إلى فرنسا مستحيلة.",
      ],
    },
  },
};

export default visa;
