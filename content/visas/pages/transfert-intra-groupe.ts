import type { VisaContent } from "../visa-content-types.ts";

const visa: VisaContent = {
  slug: "transfert-intra-groupe",
  category: "work",
  purposes: ["work"],
  keyFacts: ["smic.monthly-gross", "long-stay-visa.fee", "vls-ts.validation-deadline", "passport.validity-beyond-stay"],
  officialLinks: [
    {
      url: "https://www.service-public.fr/particuliers/vosdroits/F33952",
      label: {
        en: "Service-Public.fr – Multi-year residence permit “salarié détaché ICT”",
        fr: "Service-Public.fr – Carte de séjour pluriannuelle « salarié détaché ICT »",
        ar: "Service-Public.fr – بطاقة الإقامة متعددة السنوات «موظف منتدَب ICT»",
      },
    },
    {
      url: "https://www.welcometofrance.com/fiche/salaries-detaches-ict",
      label: {
        en: "Welcome to France – ICT seconded employees",
        fr: "Welcome to France – Salariés détachés ICT",
        ar: "WelcomeToFrance.com – الموظفون المنتدَبون ICT",
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
      title: "Intra-company transfer (salarié détaché ICT)",
      summary:
        "For managers and experts sent by their employer abroad to a company of the same group in France, while keeping their foreign employment contract.",
      whoFor: [
        "Non-EU managers (cadres) and experts employed by a company established outside the European Union and transferred temporarily to a French entity of the same group.",
        "Employees who keep their employment contract with the foreign company during the assignment (a French contract with the French entity leads instead to the talent route for employees on assignment).",
        "Trainees transferred within a group follow a related route, « stagiaire ICT », with its own conditions.",
      ],
      conditions: [
        "You are transferred to an establishment or company of the same group in France to hold a senior management post or to bring expertise.",
        "You have worked in the group for a minimum period before the transfer, as required by the CESEDA; check the current length on Service-Public.fr.",
        "Your employment contract with the company abroad continues throughout the transfer, and the posting letter states the length, place and pay of the assignment.",
        "Your pay is at least the minimum wage ({fact:smic.monthly-gross}) and consistent with what comparable employees in France receive.",
        "The host entity in France obtains the work authorisation on the ANEF website; the labour-market test does not apply to this route. The foreign employer also files the posting declaration (SIPSI) before the assignment starts.",
        "Algerian nationals follow the Franco-Algerian agreement and other rules apply to them; EU, EEA and Swiss nationals need no permit.",
      ],
      documents: [
        "Passport valid for at least {fact:passport.validity-beyond-stay} beyond the end of your planned stay, with at least {fact:passport.blank-pages} blank pages.",
        "Long-stay visa application form completed on France-Visas, printed and signed.",
        "Recent identity photos ({fact:photo.width} × {fact:photo.height}, taken less than {fact:photo.max-age} ago).",
        "Your employment contract with the company abroad and the posting (assignment) letter.",
        "Proof that both companies belong to the same group, and proof of your length of service in the group.",
        "Diplomas or evidence of the management or expert functions you will hold.",
        "A copy of the work authorisation granted on ANEF.",
        "Civil-status documents for you and, if they come with you, your spouse and children.",
      ],
      costs: [
        "Long-stay visa fee: {fact:long-stay-visa.fee} per applicant, paid when you apply; France-Visas shows any different amount for your nationality.",
        "Taxes paid online with electronic tax stamps (timbres fiscaux) when you validate the VLS-TS or receive the multi-year card; the amounts are set by law and shown on ANEF.",
        "Employer side: the group usually bears the adviser's fees and any tax due for hiring foreign staff; agree on this in the assignment letter.",
      ],
      processing:
        "The work authorisation is examined first, then the visa after your appointment at the consulate or visa centre. Groups that move staff often plan several weeks ahead; check current times with your consulate.",
      validity:
        "For a short transfer, a VLS-TS « salarié détaché ICT » covers the stay once validated on ANEF within {fact:vls-ts.validation-deadline} of arrival. For a longer transfer, you apply on ANEF for the multi-year carte de séjour « salarié détaché ICT », issued for the length of the transfer up to a legal maximum. It cannot be renewed: at the end of the transfer, you leave France or switch to another permit whose conditions you meet; a new transfer is possible only after a period spent outside the European Union.",
      workRights:
        "You may work only for the group, in the management or expert role covered by the transfer. A change of post or host entity must be reported and may require a new authorisation. Social-security affiliation depends on the agreements between France and your employer's country: ask your employer.",
      family:
        "Your spouse and children can apply at the same time for a residence permit « salarié détaché ICT (famille) » valid as long as yours, without going through family reunification. Your spouse may work in France with this permit.",
      steps: [
        {
          title: "The group prepares the transfer",
          body: "The foreign employer issues the posting letter, and the French host entity files the work authorisation request on the ANEF website. The SIPSI posting declaration is filed before the assignment starts.",
        },
        {
          title: "Apply online on France-Visas",
          body: "Complete the long-stay visa application on france-visas.gouv.fr for you and any accompanying family members, then book an appointment.",
        },
        {
          title: "Appointment and biometrics",
          body: "At the consulate or visa service provider, hand in your documents, give your fingerprints and photo, and pay the visa fee.",
        },
        {
          title: "Decision and arrival",
          body: "If the visa is granted, travel to France for the start of the assignment.",
        },
        {
          title: "Validate the VLS-TS or apply for the card",
          body: "Within {fact:vls-ts.validation-deadline} of arrival, validate the VLS-TS on the ANEF website and pay the tax; if your visa says you must obtain a card, apply for the multi-year card on ANEF instead. The OFII may invite you to a medical check.",
        },
        {
          title: "End of the transfer",
          body: "Plan the end of the assignment in advance: leave France when the transfer ends, or apply on ANEF for another permit before your current one expires if you meet its conditions.",
        },
      ],
      mistakes: [
        "Being transferred for a role that is neither a senior management post nor expertise: the ICT route is then refused.",
        "Not having the required length of service in the group before the transfer.",
        "Signing a French employment contract while applying as a seconded employee: this is a different route.",
        "Assuming the ICT card can be renewed: it cannot, and the end of the transfer must be planned.",
        "Forgetting to validate the VLS-TS on ANEF within {fact:vls-ts.validation-deadline} of arrival.",
      ],
    },
    fr: {
      title: "Salarié détaché ICT (transfert temporaire intragroupe)",
      summary:
        "Pour les cadres et experts envoyés par leur employeur étranger dans une entreprise du même groupe en France, en gardant leur contrat de travail étranger.",
      whoFor: [
        "Les cadres et experts non européens employés par une entreprise établie hors de l'Union européenne et transférés temporairement dans une entité française du même groupe.",
        "Les salariés qui conservent leur contrat de travail avec l'entreprise étrangère pendant la mission (un contrat français avec l'entité française relève au contraire de la carte talent « salarié en mission »).",
        "Les stagiaires transférés au sein d'un groupe relèvent d'une voie voisine, « stagiaire ICT », avec ses propres conditions.",
      ],
      conditions: [
        "Vous êtes transféré dans un établissement ou une entreprise du même groupe en France pour occuper un poste d'encadrement supérieur ou apporter une expertise.",
        "Vous justifiez d'une ancienneté minimale dans le groupe avant le transfert, fixée par le CESEDA ; vérifiez la durée en vigueur sur Service-Public.fr.",
        "Votre contrat de travail avec l'entreprise étrangère se poursuit pendant tout le transfert, et la lettre de détachement précise la durée, le lieu et la rémunération de la mission.",
        "Votre rémunération est au moins égale au SMIC ({fact:smic.monthly-gross}) et cohérente avec celle des salariés comparables en France.",
        "L'entité d'accueil en France obtient l'autorisation de travail sur le site de l'ANEF ; la situation de l'emploi n'est pas opposable pour cette voie. L'employeur étranger dépose aussi la déclaration de détachement (SIPSI) avant le début de la mission.",
        "Les ressortissants algériens relèvent de l'accord franco-algérien et d'autres règles s'appliquent à eux ; les ressortissants de l'UE, de l'EEE et suisses n'ont pas besoin de titre.",
      ],
      documents: [
        "Passeport valable au moins {fact:passport.validity-beyond-stay} après la fin du séjour prévu, avec au moins {fact:passport.blank-pages} pages vierges.",
        "Formulaire de demande de visa long séjour rempli sur France-Visas, imprimé et signé.",
        "Photos d'identité récentes ({fact:photo.width} × {fact:photo.height}, datant de moins de {fact:photo.max-age}).",
        "Votre contrat de travail avec l'entreprise étrangère et la lettre de détachement (ordre de mission).",
        "La preuve que les deux entreprises appartiennent au même groupe et celle de votre ancienneté dans le groupe.",
        "Diplômes ou justificatifs des fonctions d'encadrement ou d'expertise que vous exercerez.",
        "Une copie de l'autorisation de travail accordée sur l'ANEF.",
        "Actes d'état civil pour vous et, s'ils vous accompagnent, votre conjoint et vos enfants.",
      ],
      costs: [
        "Frais de visa long séjour : {fact:long-stay-visa.fee} par demandeur, payés lors de la demande ; France-Visas indique si un autre montant s'applique à votre nationalité.",
        "Taxes payées en ligne par timbres fiscaux électroniques lors de la validation du VLS-TS ou de la remise de la carte pluriannuelle ; montants fixés par la loi et affichés sur l'ANEF.",
        "Côté employeur : le groupe prend en général en charge les honoraires de conseil et la taxe éventuellement due pour l'emploi de salariés étrangers ; précisez-le dans la lettre de détachement.",
      ],
      processing:
        "L'autorisation de travail est instruite d'abord, puis le visa après votre rendez-vous au consulat ou au centre de visas. Les groupes qui déplacent souvent du personnel s'y prennent plusieurs semaines à l'avance ; vérifiez les délais actuels auprès du consulat.",
      validity:
        "Pour un transfert court, un VLS-TS « salarié détaché ICT » couvre le séjour une fois validé sur l'ANEF dans les {fact:vls-ts.validation-deadline} suivant l'arrivée. Pour un transfert plus long, vous demandez sur l'ANEF la carte de séjour pluriannuelle « salarié détaché ICT », délivrée pour la durée du transfert dans la limite d'une durée maximale légale. Elle n'est pas renouvelable : à la fin du transfert, vous quittez la France ou passez à un autre titre dont vous remplissez les conditions ; un nouveau transfert n'est possible qu'après une période passée hors de l'Union européenne.",
      workRights:
        "Vous ne pouvez travailler que pour le groupe, dans les fonctions d'encadrement ou d'expertise couvertes par le transfert. Un changement de poste ou d'entité d'accueil doit être signalé et peut exiger une nouvelle autorisation. L'affiliation à la sécurité sociale dépend des accords entre la France et le pays de votre employeur : renseignez-vous auprès de lui.",
      family:
        "Votre conjoint et vos enfants peuvent demander en même temps un titre « salarié détaché ICT (famille) » valable aussi longtemps que le vôtre, sans passer par le regroupement familial. Votre conjoint peut travailler en France avec ce titre.",
      steps: [
        {
          title: "Le groupe prépare le transfert",
          body: "L'employeur étranger établit la lettre de détachement et l'entité d'accueil française dépose la demande d'autorisation de travail sur le site de l'ANEF. La déclaration de détachement SIPSI est faite avant le début de la mission.",
        },
        {
          title: "Demande en ligne sur France-Visas",
          body: "Remplissez la demande de visa long séjour sur france-visas.gouv.fr pour vous et les membres de votre famille qui vous accompagnent, puis prenez rendez-vous.",
        },
        {
          title: "Rendez-vous et biométrie",
          body: "Au consulat ou chez le prestataire de services de visas, déposez votre dossier, donnez vos empreintes et votre photo, et payez les frais de visa.",
        },
        {
          title: "Décision et arrivée",
          body: "Si le visa est accordé, vous entrez en France pour le début de la mission.",
        },
        {
          title: "Validez le VLS-TS ou demandez la carte",
          body: "Dans les {fact:vls-ts.validation-deadline} suivant l'arrivée, validez le VLS-TS sur le site de l'ANEF et payez la taxe ; si votre visa indique qu'une carte est à solliciter, demandez plutôt la carte pluriannuelle sur l'ANEF. L'OFII peut vous convoquer à une visite médicale.",
        },
        {
          title: "Fin du transfert",
          body: "Anticipez la fin de la mission : quittez la France à la fin du transfert, ou demandez sur l'ANEF un autre titre avant l'expiration du vôtre si vous en remplissez les conditions.",
        },
      ],
      mistakes: [
        "Être transféré sur un poste qui n'est ni d'encadrement supérieur ni d'expertise : la voie ICT est alors refusée.",
        "Ne pas avoir l'ancienneté requise dans le groupe avant le transfert.",
        "Signer un contrat de travail français tout en demandant le statut de salarié détaché : il s'agit d'une autre voie.",
        "Croire que la carte ICT est renouvelable : elle ne l'est pas, et la fin du transfert doit être préparée.",
        "Oublier de valider le VLS-TS sur l'ANEF dans les {fact:vls-ts.validation-deadline} suivant l'arrivée.",
      ],
    },
    ar: {
      title: "النقل المؤقت داخل المجموعة (الموظف المنتدَب ICT)",
      summary:
        "للمديرين والخبراء الذين يرسلهم صاحب عملهم في الخارج إلى شركة تابعة للمجموعة نفسها في فرنسا، مع احتفاظهم بعقد عملهم الأجنبي.",
      whoFor: [
        "المديرون ({fr:cadres}) والخبراء من خارج الاتحاد الأوروبي الذين تشغّلهم شركة قائمة خارج الاتحاد الأوروبي ويُنقلون مؤقتًا إلى كيان فرنسي تابع للمجموعة نفسها.",
        "الموظفون الذين يحتفظون بعقد عملهم مع الشركة الأجنبية طوال المهمة (أما العقد الفرنسي مع الكيان الفرنسي فيندرج بدلًا من ذلك ضمن مسار «المواهب» للموظفين في مهمة، {fr:talent – salarié en mission}).",
        "يخضع المتدربون المنقولون داخل مجموعة لمسار قريب، «متدرب ICT» ({fr:stagiaire ICT})، له شروطه الخاصة.",
      ],
      conditions: [
        "تُنقل إلى مؤسسة أو شركة تابعة للمجموعة نفسها في فرنسا لشغل منصب في الإدارة العليا أو لتقديم خبرة.",
        "عملت في المجموعة مدة دنيا قبل النقل، كما يشترط قانون دخول الأجانب وإقامتهم وحق اللجوء (CESEDA)؛ تحقق من المدة المعمول بها حاليًا على موقع Service-Public.fr.",
        "يستمر عقد عملك مع الشركة في الخارج طوال مدة النقل، وتحدد رسالة الانتداب مدة المهمة ومكانها وأجرها.",
        "لا يقل أجرك عن الحد الأدنى للأجور ({fact:smic.monthly-gross}) ويتناسب مع ما يتقاضاه الموظفون المماثلون في فرنسا.",
        "يحصل الكيان المستقبِل في فرنسا على رخصة العمل ({fr:autorisation de travail}) على موقع ANEF؛ ولا يُطبَّق اختبار سوق العمل ({fr:opposabilité de la situation de l'emploi}) على هذا المسار. ويقدّم صاحب العمل الأجنبي أيضًا تصريح الانتداب (SIPSI) قبل بدء المهمة.",
        "يخضع المواطنون الجزائريون للاتفاق الفرنسي الجزائري ({fr:accord franco-algérien}) وتنطبق عليهم قواعد أخرى؛ أما مواطنو الاتحاد الأوروبي والمنطقة الاقتصادية الأوروبية وسويسرا فلا يحتاجون إلى بطاقة إقامة.",
      ],
      documents: [
        "جواز سفر صالح لمدة {fact:passport.validity-beyond-stay} على الأقل بعد نهاية الإقامة المقررة، ويحتوي على {fact:passport.blank-pages} صفحات فارغة على الأقل.",
        "استمارة طلب تأشيرة الإقامة الطويلة معبّأة على موقع France-Visas، مطبوعة وموقّعة.",
        "صور هوية حديثة ({fact:photo.width} × {fact:photo.height}، التُقطت منذ أقل من {fact:photo.max-age}).",
        "عقد عملك مع الشركة في الخارج ورسالة الانتداب (أمر المهمة).",
        "ما يثبت انتماء الشركتين إلى المجموعة نفسها، وما يثبت أقدميتك في المجموعة.",
        "شهادات أو ما يثبت مهام الإدارة أو الخبرة التي ستتولاها.",
        "نسخة من رخصة العمل الممنوحة على موقع ANEF.",
        "وثائق الحالة المدنية الخاصة بك، وبزوجك أو زوجتك وأطفالك إذا رافقوك.",
      ],
      costs: [
        "رسوم تأشيرة الإقامة الطويلة: {fact:long-stay-visa.fee} لكل مقدم طلب، تُدفع عند تقديم الطلب؛ ويبيّن موقع France-Visas أي مبلغ مختلف ينطبق على جنسيتك.",
        "رسوم تُدفع عبر الإنترنت بطوابع جبائية إلكترونية ({fr:timbres fiscaux}) عند المصادقة على تأشيرة VLS-TS أو عند تسلّم البطاقة متعددة السنوات؛ يحدد القانون مبالغها وتظهر على موقع ANEF.",
        "على عاتق صاحب العمل: تتحمل المجموعة عادةً أتعاب المستشار وأي رسم مستحق على توظيف عمال أجانب؛ احرصوا على الاتفاق على ذلك في رسالة الانتداب.",
      ],
      processing:
        "تُدرس رخصة العمل أولًا، ثم التأشيرة بعد موعدك في القنصلية أو مركز التأشيرات. والمجموعات التي تنقل موظفيها كثيرًا تخطط لذلك قبل عدة أسابيع؛ تحقق من الآجال الحالية لدى القنصلية.",
      validity:
        "في حالة نقل قصير، تغطي تأشيرة VLS-TS «{fr:salarié détaché ICT}» الإقامة بعد المصادقة عليها على موقع ANEF خلال {fact:vls-ts.validation-deadline} من وصولك. وفي حالة نقل أطول، تطلب على موقع ANEF بطاقة الإقامة متعددة السنوات ({fr:carte de séjour pluriannuelle « salarié détaché ICT »})، التي تُمنح لمدة النقل في حدود مدة قصوى قانونية. ولا يمكن تجديدها: عند انتهاء النقل، تغادر فرنسا أو تنتقل إلى بطاقة إقامة أخرى تستوفي شروطها؛ ولا يمكن إجراء نقل جديد إلا بعد فترة تقضيها خارج الاتحاد الأوروبي.",
      workRights:
        "لا يحق لك العمل إلا لصالح المجموعة، في مهام الإدارة أو الخبرة التي يشملها النقل. ويجب التصريح بأي تغيير في المنصب أو الكيان المستقبِل، وقد يستلزم ذلك رخصة جديدة. ويتوقف الانتساب إلى الضمان الاجتماعي على الاتفاقيات المبرمة بين فرنسا وبلد صاحب عملك: استفسر لدى صاحب عملك.",
      family:
        "يمكن لزوجك أو زوجتك ولأطفالك أن يطلبوا في الوقت نفسه بطاقة إقامة ({fr:salarié détaché ICT (famille)}) صالحة طوال مدة صلاحية بطاقتك، دون المرور بإجراء لمّ الشمل العائلي ({fr:regroupement familial}). ويحق لزوجك أو زوجتك العمل في فرنسا بهذه البطاقة.",
      steps: [
        {
          title: "المجموعة تُعدّ النقل",
          body: "يصدر صاحب العمل الأجنبي رسالة الانتداب، ويقدّم الكيان الفرنسي المستقبِل طلب رخصة العمل على موقع ANEF. ويُقدَّم تصريح الانتداب SIPSI قبل بدء المهمة.",
        },
        {
          title: "تقديم الطلب عبر الإنترنت على France-Visas",
          body: "املأ طلب تأشيرة الإقامة الطويلة على موقع france-visas.gouv.fr لك ولأفراد عائلتك المرافقين لك، ثم احجز موعدًا.",
        },
        {
          title: "الموعد والبيانات البيومترية",
          body: "في القنصلية أو لدى مقدم خدمات التأشيرات، سلّم وثائقك، وسجّل بصماتك وصورتك، وادفع رسوم التأشيرة.",
        },
        {
          title: "القرار والوصول",
          body: "إذا مُنحت التأشيرة، سافر إلى فرنسا لبدء المهمة.",
        },
        {
          title: "المصادقة على تأشيرة VLS-TS أو طلب البطاقة",
          body: "خلال {fact:vls-ts.validation-deadline} من وصولك، صادق على تأشيرة VLS-TS على موقع ANEF وادفع الرسم؛ وإذا كانت تأشيرتك تنص على وجوب الحصول على بطاقة، فاطلب بدلًا من ذلك البطاقة متعددة السنوات على موقع ANEF. وقد يستدعيك OFII لإجراء فحص طبي.",
        },
        {
          title: "نهاية النقل",
          body: "خطّط لنهاية المهمة مسبقًا: غادر فرنسا عند انتهاء النقل، أو اطلب على موقع ANEF بطاقة إقامة أخرى قبل انتهاء صلاحية بطاقتك الحالية إذا كنت تستوفي شروطها.",
        },
      ],
      mistakes: [
        "النقل إلى منصب ليس في الإدارة العليا ولا يتطلب خبرة: عندئذ يُرفض مسار ICT.",
        "عدم استيفاء الأقدمية المطلوبة في المجموعة قبل النقل.",
        "توقيع عقد عمل فرنسي مع التقدم بطلب بصفة موظف منتدَب: فهذا مسار مختلف.",
        "الظن بأن بطاقة ICT قابلة للتجديد: فهي ليست كذلك، ويجب التخطيط لنهاية النقل.",
        "نسيان المصادقة على تأشيرة VLS-TS على موقع ANEF خلال {fact:vls-ts.validation-deadline} من الوصول.",
      ],
    },
  },
};

export default visa;
