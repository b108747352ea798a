import type { VisaContent } from "../visa-content-types.ts";

const visa: VisaContent = {
  slug: "au-pair",
  category: "other",
  purposes: ["work"],
  keyFacts: ["long-stay-visa.fee", "vls-ts.validation-deadline", "passport.validity-beyond-stay", "photo.max-age"],
  officialLinks: [
    {
      url: "https://www.service-public.fr/particuliers/vosdroits/F15813",
      label: {
        en: "Service-Public.fr – Residence permit “jeune au pair”",
        fr: "Service-Public.fr – Carte de séjour « jeune au pair »",
        ar: "Service-Public.fr – بطاقة الإقامة لدى عائلة مضيفة (au pair)",
      },
    },
    {
      url: "https://www.service-public.fr/particuliers/vosdroits/R18919",
      label: {
        en: "Service-Public.fr – Agreement between the au pair and the host family (official form)",
        fr: "Service-Public.fr – Convention entre le jeune au pair et la famille d'accueil (formulaire officiel)",
        ar: "Service-Public.fr – الاتفاقية بين الشاب المقيم والعائلة المضيفة (استمارة رسمية)",
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
      title: "Au pair (jeune au pair)",
      summary:
        "Live with a French host family, help with childcare and light housework, and improve your French through courses, under a signed au pair agreement.",
      whoFor: [
        "Young non-EU nationals who want to improve their French and discover France by living with a host family.",
        "People ready to help with childcare and light household tasks in exchange for a room, meals and pocket money.",
        "Applicants who will attend French language or culture courses throughout the stay.",
      ],
      conditions: [
        "You must be within the age range set by the regulations for au pairs; check it on Service-Public.fr before you apply.",
        "The host family must be of a different nationality from yours, and you must have no family ties with it.",
        "You and the family sign the official au pair agreement (convention) before you apply. It sets your tasks and weekly hours, your rest days, your room and meals, your pocket money and the organisation of your courses. The maximum hours and the minimum pocket money are set by regulation, and the agreement may be more generous but never less.",
        "You need a basic knowledge of French, or a secondary-school education, or professional qualifications.",
        "You must enrol in and attend French language or culture courses; your attendance is checked if you apply to stay longer.",
        "The rules of the au pair card: aged {fact:au-pair.age}, at most {fact:au-pair.max-weekly-hours} hours of tasks a week with at least one full day off, and pocket money of at least {fact:au-pair.min-pocket-money}, all written in the agreement with the host family.",
      ],
      documents: [
        "Passport valid for at least {fact:passport.validity-beyond-stay} beyond the end of your planned stay, with at least {fact:passport.blank-pages} blank pages.",
        "Long-stay visa application form completed on France-Visas, printed and signed.",
        "Recent identity photos ({fact:photo.width} × {fact:photo.height}, taken less than {fact:photo.max-age} ago).",
        "The au pair agreement signed by you and the host family.",
        "Proof of your basic French, your secondary education or your professional qualifications.",
        "Proof of enrolment, or pre-enrolment, in French language or culture courses.",
        "A copy of the host family's identity documents and proof of address, as requested by the consulate.",
      ],
      costs: [
        "Long-stay visa fee: {fact:long-stay-visa.fee} at the standard rate; check on France-Visas whether a different rate applies to your case.",
        "VLS-TS validation: a tax paid online with an electronic tax stamp (timbre fiscal) on ANEF. The amount is set by law and shown during the procedure.",
        "Course fees, travel and insurance: check in the agreement what the host family pays and what remains for you.",
      ],
      processing:
        "Once the agreement is signed, the consulate decides after your appointment. Allow several weeks, more in busy seasons such as before the school year, and check current times with your consulate or visa centre.",
      validity:
        "The VLS-TS « jeune au pair » covers the length of the agreement, within the maximum set by regulation. Validate it on ANEF within {fact:vls-ts.validation-deadline} of arrival. A further stay is possible with a new agreement and an application for a carte de séjour « jeune au pair » on ANEF, within the overall maximum length of stay set by regulation.",
      workRights:
        "Your permit covers your au pair tasks with the host family, within the weekly hours set by the agreement and the regulations. It is not a general work permit: other jobs are not covered. Your weekly rest days and course times must be respected.",
      family: "The au pair permit is individual and gives your family no right to join you in France.",
      steps: [
        {
          title: "Find a host family",
          body: "Find a family directly or through an au pair agency, and check together that the family is of a different nationality and has no family ties with you.",
        },
        {
          title: "Sign the au pair agreement",
          body: "Complete and sign the official agreement: tasks, weekly hours, rest days, room and meals, pocket money and courses. Each of you keeps a copy.",
        },
        {
          title: "Apply online on France-Visas",
          body: "Complete the long-stay visa application on france-visas.gouv.fr, choosing the au pair purpose, and book an appointment.",
        },
        {
          title: "Appointment and biometrics",
          body: "At the consulate or visa service provider, hand in your documents and the agreement, give your fingerprints and photo, and pay the visa fee.",
        },
        {
          title: "Arrival and VLS-TS validation",
          body: "Travel to your host family and, within {fact:vls-ts.validation-deadline} of arrival, validate the VLS-TS on the ANEF website. The host family carries out the social-security formalities that apply to au pairs; check them with the URSSAF.",
        },
        {
          title: "Attend your courses",
          body: "Follow your French language or culture courses and keep proof of attendance: it is needed if you apply to stay longer or change host family with a new agreement.",
        },
      ],
      mistakes: [
        "Working more hours than the agreement allows, or being treated as a full-time domestic employee.",
        "Being hosted by relatives or by a family of your own nationality, which is not allowed.",
        "Not attending the courses, which can prevent any extension.",
        "Forgetting to validate the VLS-TS on ANEF within {fact:vls-ts.validation-deadline} of arrival.",
        "Moving to another family without signing a new agreement and informing the préfecture.",
      ],
    },
    fr: {
      title: "Jeune au pair",
      summary:
        "Vivre dans une famille d'accueil, aider à la garde des enfants et progresser en français grâce aux cours, dans le cadre d'une convention signée.",
      whoFor: [
        "Les jeunes ressortissants non européens qui veulent améliorer leur français et découvrir la France en vivant dans une famille d'accueil.",
        "Les personnes prêtes à aider à la garde des enfants et aux petits travaux ménagers, en échange du logement, des repas et d'argent de poche.",
        "Les candidats qui suivront des cours de langue ou de civilisation française pendant tout le séjour.",
      ],
      conditions: [
        "Vous devez avoir l'âge prévu par la réglementation pour les jeunes au pair ; vérifiez-le sur Service-Public.fr avant de déposer la demande.",
        "La famille d'accueil doit être d'une nationalité différente de la vôtre, et vous ne devez avoir aucun lien de parenté avec elle.",
        "Vous et la famille signez la convention officielle de jeune au pair avant la demande. Elle fixe vos tâches et vos heures hebdomadaires, vos jours de repos, votre logement et vos repas, votre argent de poche et l'organisation de vos cours. Le nombre d'heures maximal et l'argent de poche minimal sont fixés par la réglementation ; la convention peut être plus favorable, jamais moins.",
        "Vous devez avoir une connaissance de base du français, ou un niveau d'études secondaires, ou des qualifications professionnelles.",
        "Vous devez vous inscrire à des cours de langue ou de civilisation française et les suivre ; votre assiduité est vérifiée si vous demandez à prolonger votre séjour.",
        "Les règles de la carte jeune au pair : avoir {fact:au-pair.age}, au plus {fact:au-pair.max-weekly-hours} heures de tâches par semaine avec au moins un jour de repos, et un argent de poche d'au moins {fact:au-pair.min-pocket-money}, le tout inscrit dans la convention avec la famille d'accueil.",
      ],
      documents: [
        "Passeport valable au moins {fact:passport.validity-beyond-stay} après la fin du séjour prévu, avec au moins {fact:passport.blank-pages} pages vierges.",
        "Formulaire de demande de visa long séjour rempli sur France-Visas, imprimé et signé.",
        "Photos d'identité récentes ({fact:photo.width} × {fact:photo.height}, datant de moins de {fact:photo.max-age}).",
        "La convention de jeune au pair signée par vous et la famille d'accueil.",
        "La preuve de votre connaissance de base du français, de votre niveau d'études secondaires ou de vos qualifications professionnelles.",
        "Une attestation d'inscription, ou de pré-inscription, à des cours de langue ou de civilisation française.",
        "Une copie des pièces d'identité et du justificatif de domicile de la famille d'accueil, si le consulat les demande.",
      ],
      costs: [
        "Frais de visa long séjour : {fact:long-stay-visa.fee} au tarif normal ; vérifiez sur France-Visas si un autre tarif s'applique à votre cas.",
        "Validation du VLS-TS : une taxe payée en ligne par timbre fiscal électronique sur l'ANEF. Son montant est fixé par la loi et affiché pendant la démarche.",
        "Frais de cours, voyage et assurance : vérifiez dans la convention ce que la famille d'accueil prend en charge et ce qui reste à votre charge.",
      ],
      processing:
        "Une fois la convention signée, le consulat statue après votre rendez-vous. Prévoyez plusieurs semaines, davantage en période chargée comme avant la rentrée scolaire, et vérifiez les délais actuels auprès du consulat ou du centre de visas.",
      validity:
        "Le VLS-TS « jeune au pair » couvre la durée de la convention, dans la limite fixée par la réglementation. Validez-le sur l'ANEF dans les {fact:vls-ts.validation-deadline} suivant l'arrivée. Un séjour supplémentaire est possible avec une nouvelle convention et une demande de carte de séjour « jeune au pair » sur l'ANEF, dans la limite de la durée totale de séjour fixée par la réglementation.",
      workRights:
        "Votre titre couvre vos tâches de jeune au pair auprès de la famille d'accueil, dans la limite des heures hebdomadaires fixées par la convention et la réglementation. Ce n'est pas une autorisation générale de travail : les autres emplois ne sont pas couverts. Vos jours de repos et vos horaires de cours doivent être respectés.",
      family:
        "Le titre de jeune au pair est individuel et ne donne à votre famille aucun droit de vous rejoindre en France.",
      steps: [
        {
          title: "Trouvez une famille d'accueil",
          body: "Trouvez une famille directement ou par une agence au pair, et vérifiez ensemble que la famille est d'une autre nationalité que la vôtre et sans lien de parenté avec vous.",
        },
        {
          title: "Signez la convention",
          body: "Remplissez et signez la convention officielle : tâches, heures hebdomadaires, jours de repos, logement et repas, argent de poche et cours. Chacun en garde un exemplaire.",
        },
        {
          title: "Demande en ligne sur France-Visas",
          body: "Remplissez la demande de visa long séjour sur france-visas.gouv.fr en choisissant le motif jeune au pair, puis prenez rendez-vous.",
        },
        {
          title: "Rendez-vous et biométrie",
          body: "Au consulat ou chez le prestataire de services de visas, déposez votre dossier et la convention, donnez vos empreintes et votre photo, et payez les frais de visa.",
        },
        {
          title: "Arrivée et validation du VLS-TS",
          body: "Rejoignez votre famille d'accueil et, dans les {fact:vls-ts.validation-deadline} suivant l'arrivée, validez le VLS-TS sur le site de l'ANEF. La famille d'accueil accomplit les formalités sociales applicables aux jeunes au pair ; renseignez-vous auprès de l'URSSAF.",
        },
        {
          title: "Suivez vos cours",
          body: "Suivez vos cours de langue ou de civilisation française et conservez les attestations d'assiduité : elles sont nécessaires pour prolonger votre séjour ou changer de famille avec une nouvelle convention.",
        },
      ],
      mistakes: [
        "Travailler plus d'heures que la convention ne le prévoit, ou être traité comme un employé de maison à plein temps.",
        "Être accueilli par des proches ou par une famille de votre nationalité, ce qui n'est pas permis.",
        "Ne pas suivre les cours, ce qui peut empêcher toute prolongation.",
        "Oublier de valider le VLS-TS sur l'ANEF dans les {fact:vls-ts.validation-deadline} suivant l'arrivée.",
        "Changer de famille sans signer de nouvelle convention ni en informer la préfecture.",
      ],
    },
    ar: {
      title: "الإقامة لدى عائلة مضيفة (au pair)",
      summary:
        "عِش لدى عائلة فرنسية مضيفة، وساعد في رعاية الأطفال وفي الأعمال المنزلية الخفيفة، وحسّن لغتك الفرنسية من خلال الدروس، بموجب اتفاقية موقّعة مع العائلة.",
      whoFor: [
        "الشباب من خارج الاتحاد الأوروبي الذين يريدون تحسين لغتهم الفرنسية واكتشاف فرنسا من خلال العيش لدى عائلة مضيفة.",
        "الأشخاص المستعدون للمساعدة في رعاية الأطفال وفي الأعمال المنزلية الخفيفة مقابل غرفة ووجبات ومصروف جيب.",
        "المترشحون الذين سيتابعون دروسًا في اللغة أو الثقافة الفرنسية طوال مدة الإقامة.",
      ],
      conditions: [
        "يجب أن يكون عمرك ضمن الفئة العمرية التي تحددها اللوائح للشباب المقيمين لدى عائلات مضيفة؛ تحقق منها على موقع Service-Public.fr قبل تقديم طلبك.",
        "يجب أن تكون العائلة المضيفة من جنسية غير جنسيتك، وألا تربطك بها أي صلة قرابة.",
        "توقّع أنت والعائلة الاتفاقية الرسمية للإقامة لدى عائلة مضيفة ({fr:convention de jeune au pair}) قبل تقديم الطلب. وهي تحدد مهامك وساعاتك الأسبوعية، وأيام راحتك، وغرفتك ووجباتك، ومصروف جيبك، وتنظيم دروسك. تحدد اللوائح الحد الأقصى للساعات والحد الأدنى لمصروف الجيب، ويجوز أن تكون الاتفاقية أسخى من ذلك، لكن لا يجوز أبدًا أن تكون أقل منه.",
        "يجب أن تكون لديك معرفة أساسية باللغة الفرنسية، أو مستوى تعليم ثانوي، أو مؤهلات مهنية.",
        "يجب أن تسجّل في دروس اللغة أو الثقافة الفرنسية وأن تواظب عليها؛ ويُتحقق من مواظبتك إذا طلبت تمديد إقامتك.",
        "قواعد بطاقة الإقامة لدى عائلة مضيفة: أن يكون عمرك {fact:au-pair.age}، وألا تتجاوز المهام {fact:au-pair.max-weekly-hours} ساعة في الأسبوع مع يوم راحة كامل واحد على الأقل، وأن يبلغ مصروف الجيب {fact:au-pair.min-pocket-money} على الأقل، على أن يُكتب كل ذلك في الاتفاقية المبرمة مع العائلة المضيفة.",
      ],
      documents: [
        "جواز سفر صالح لمدة {fact:passport.validity-beyond-stay} على الأقل بعد نهاية الإقامة المقررة، ويحتوي على {fact:passport.blank-pages} صفحات فارغة على الأقل.",
        "استمارة طلب تأشيرة الإقامة الطويلة معبّأة على موقع France-Visas، مطبوعة وموقّعة.",
        "صور هوية حديثة ({fact:photo.width} × {fact:photo.height}، التُقطت منذ أقل من {fact:photo.max-age}).",
        "اتفاقية الإقامة لدى العائلة المضيفة موقّعة منك ومن العائلة.",
        "ما يثبت معرفتك الأساسية بالفرنسية، أو مستوى تعليمك الثانوي، أو مؤهلاتك المهنية.",
        "شهادة تسجيل، أو تسجيل مسبق، في دروس اللغة أو الثقافة الفرنسية.",
        "نسخة من وثائق هوية العائلة المضيفة وإثبات عنوانها، حسب ما تطلبه القنصلية.",
      ],
      costs: [
        "رسوم تأشيرة الإقامة الطويلة: {fact:long-stay-visa.fee} بالسعر العادي؛ تحقق على موقع France-Visas مما إذا كان سعر آخر ينطبق على حالتك.",
        "المصادقة على تأشيرة VLS-TS: رسم يُدفع عبر الإنترنت بطابع جبائي إلكتروني ({fr:timbre fiscal}) على موقع ANEF. يحدد القانون مبلغه ويظهر لك أثناء الإجراء.",
        "رسوم الدروس والسفر والتأمين: تحقق في الاتفاقية مما تتحمله العائلة المضيفة وما يبقى على عاتقك.",
      ],
      processing:
        "بعد توقيع الاتفاقية، تبتّ القنصلية في طلبك بعد موعدك. خصّص عدة أسابيع، وأكثر من ذلك في فترات الضغط مثل ما قبل الدخول المدرسي، وتحقق من الآجال الحالية لدى القنصلية أو مركز التأشيرات.",
      validity:
        "تغطي تأشيرة VLS-TS «{fr:jeune au pair}» مدة الاتفاقية، في حدود المدة القصوى التي تحددها اللوائح. صادق عليها على موقع ANEF خلال {fact:vls-ts.validation-deadline} من وصولك. ويمكن تمديد الإقامة باتفاقية جديدة وطلب بطاقة إقامة ({fr:carte de séjour « jeune au pair »}) على موقع ANEF، في حدود المدة الإجمالية القصوى للإقامة التي تحددها اللوائح.",
      workRights:
        "تغطي بطاقتك مهامك بصفتك مقيمًا لدى العائلة المضيفة، في حدود الساعات الأسبوعية التي تحددها الاتفاقية واللوائح. وهي ليست رخصة عمل عامة: الوظائف الأخرى غير مشمولة. ويجب احترام أيام راحتك الأسبوعية وأوقات دروسك.",
      family: "بطاقة الإقامة لدى عائلة مضيفة فردية، ولا تمنح عائلتك أي حق في الالتحاق بك في فرنسا.",
      steps: [
        {
          title: "العثور على عائلة مضيفة",
          body: "ابحث عن عائلة مباشرةً أو عبر وكالة متخصصة في الإقامة لدى العائلات ({fr:agence au pair})، وتحققا معًا من أن العائلة من جنسية غير جنسيتك وأنه لا تربطك بها أي صلة قرابة.",
        },
        {
          title: "توقيع اتفاقية الإقامة لدى العائلة",
          body: "املأ الاتفاقية الرسمية ووقّعها: المهام، والساعات الأسبوعية، وأيام الراحة، والغرفة والوجبات، ومصروف الجيب، والدروس. يحتفظ كل طرف بنسخة منها.",
        },
        {
          title: "تقديم الطلب عبر الإنترنت على France-Visas",
          body: "املأ طلب تأشيرة الإقامة الطويلة على موقع france-visas.gouv.fr، مع اختيار غرض الإقامة لدى عائلة مضيفة، ثم احجز موعدًا.",
        },
        {
          title: "الموعد والبيانات البيومترية",
          body: "في القنصلية أو لدى مقدم خدمات التأشيرات، سلّم وثائقك والاتفاقية، وسجّل بصماتك وصورتك، وادفع رسوم التأشيرة.",
        },
        {
          title: "الوصول والمصادقة على تأشيرة VLS-TS",
          body: "سافر إلى عائلتك المضيفة، وخلال {fact:vls-ts.validation-deadline} من وصولك صادق على تأشيرة VLS-TS على موقع ANEF. تتولى العائلة المضيفة إجراءات الضمان الاجتماعي المطبقة على المقيمين لدى العائلات؛ استفسر عنها لدى URSSAF.",
        },
        {
          title: "المواظبة على دروسك",
          body: "تابع دروس اللغة أو الثقافة الفرنسية واحتفظ بإثباتات المواظبة: ستحتاج إليها إذا طلبت تمديد إقامتك أو تغيير العائلة المضيفة باتفاقية جديدة.",
        },
      ],
      mistakes: [
        "العمل ساعات أكثر مما تسمح به الاتفاقية، أو معاملتك كعامل منزلي بدوام كامل.",
        "الإقامة لدى أقارب أو لدى عائلة من جنسيتك، وهو أمر غير مسموح به.",
        "عدم حضور الدروس، مما قد يحول دون أي تمديد.",
        "نسيان المصادقة على تأشيرة VLS-TS على موقع ANEF خلال {fact:vls-ts.validation-deadline} من الوصول.",
        "الانتقال إلى عائلة أخرى دون توقيع اتفاقية جديدة وإبلاغ المحافظة ({fr:préfecture}).",
      ],
    },
  },
};

export default visa;
