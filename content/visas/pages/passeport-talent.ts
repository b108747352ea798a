import type { VisaContent } from "../visa-content-types.ts";

const visa: VisaContent = {
  slug: "passeport-talent",
  category: "talent",
  purposes: ["work", "business"],
  keyFacts: [
    "talent.card.max-validity",
    "talent.qualified-employee.min-annual-salary",
    "eu-blue-card.min-annual-salary",
    "investor.min-investment",
    "long-stay-visa.fee",
    "processing.talent",
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
        ar: "France-Visas: اطلب تأشيرة الإقامة الطويلة",
      },
    },
    {
      url: "https://administration-etrangers-en-france.interieur.gouv.fr/",
      label: {
        en: "ANEF: validate your visa or apply for your card online",
        fr: "ANEF : valider votre visa ou demander votre carte en ligne",
        ar: "ANEF: صادق على تأشيرتك أو اطلب بطاقتك عبر الإنترنت",
      },
    },
    {
      url: "https://www.welcometofrance.com/",
      label: {
        en: "Welcome to France: guides for international talent",
        fr: "Welcome to France : guides pour les talents internationaux",
        ar: "WelcomeToFrance.com: أدلة للمواهب الدولية",
      },
    },
  ],
  talentRenaming: true,
  premiumSections: ["mistakes"],
  text: {
    en: {
      title: "Talent residence permit (carte de séjour talent, formerly passeport talent)",
      summary:
        "France's multi-year residence permit for qualified employees, researchers, founders, investors, executives and artists, with their families.",
      whoFor: [
        "Since the decree of {fact:talent.categories-decree}, the categories are: talent – qualified employee (which now also covers former “employee on assignment” and innovative-company staff), talent – EU Blue Card, talent – researcher, talent – project holder (which replaces business creation, innovative project and economic investor), talent – company officer, talent – artistic and cultural profession, talent – national or international renown, and the new talent – medical and pharmacy profession; family members receive a talent (family) card.",
        "Qualified and highly qualified employees: graduates of a French master's-level programme, staff of innovative companies, employees transferred within their group with a French contract, and EU Blue Card workers.",
        "Researchers and university-level teachers hosted by an approved research or higher-education organisation.",
        "Business creators, leaders of an innovative economic project, economic investors, and legal representatives (mandataires sociaux) of a company established in France.",
        "Artists and performers, people of national or international renown, and doctors, dentists, midwives and pharmacists under the dedicated medical category.",
      ],
      conditions: [
        "You are not a national of the EU, the EEA or Switzerland, and you come to France for a long stay to carry out the activity of one talent category.",
        "You meet the specific conditions of that category: for example a gross salary of at least {fact:talent.qualified-employee.min-annual-salary} for a qualified employee, at least {fact:eu-blue-card.min-annual-salary} for the EU Blue Card, or an investment of at least {fact:investor.min-investment} for an economic investor.",
        "You can prove your activity with the documents your category requires: employment contract, hosting agreement (convention d'accueil), business plan, recognition of an innovative project, contracts with cultural organisations or evidence of your renown.",
        "Your presence is not a threat to public order, and you accept to sign the commitment to respect the principles of the Republic that the immigration law attaches to residence permit applications.",
        "Algerian nationals are governed by the Franco-Algerian agreement and generally cannot obtain the talent card: ask the consulate which certificat de résidence applies to you.",
      ],
      documents: [
        "Passport valid for at least {fact:passport.validity-beyond-stay} beyond your planned stay, with at least {fact:passport.blank-pages} blank pages.",
        "Recent identity photos of {fact:photo.width} × {fact:photo.height}, taken less than {fact:photo.max-age} ago, meeting the French standard.",
        "The long-stay visa application completed on France-Visas, with its printed summary and receipt.",
        "The key proof of your category: employment contract or promise of employment, hosting agreement, business plan and proof of funds, investment documents, recognition of an innovative project, or evidence of renown.",
        "Diplomas and certificates of professional experience where your category requires them, with a French translation if they are in another language.",
        "Proof of accommodation for your first weeks in France.",
        "For accompanying family: marriage and birth certificates, translated and, where required, legalised or apostilled.",
      ],
      costs: [
        "Long-stay visa fee: {fact:long-stay-visa.fee}, paid when you submit your application (some applicants are exempt; France-Visas tells you when you fill in the form).",
        "A tax stamp (timbre fiscal) bought online, either to validate a VLS-TS or to have the multi-year card issued; check the current amount on Service-Public.fr before paying.",
        "The service fee of the visa service provider where the consulate uses one, plus translations and certified copies of your documents.",
      ],
      processing:
        "Talent applications are handled as a priority; consulates usually decide within {fact:processing.talent}. Apply well ahead of your start date and allow more time during busy periods. The card itself is produced after your ANEF application in France; your attestation or récépissé covers you in the meantime.",
      validity:
        "The card is valid for up to {fact:talent.card.max-validity} and is renewable. Its length usually follows your contract, mission, hosting agreement or project. For a shorter stay, the consulate issues a long-stay visa equivalent to a residence permit (VLS-TS) marked talent instead.",
      workRights:
        "The talent card is also a work permit: no autorisation de travail is needed, so your employer has no work-permit application to file. You may carry out the activity that justified the card: the job with your employer, research under the hosting agreement, the company you created or manage, or your artistic work. A change of activity may require a new card.",
      family:
        "Your spouse and minor children can receive a talent (famille) card valid for the same period as yours, without the family reunification procedure, and your spouse may work in France. They can apply at the same time as you or join you later.",
      steps: [
        {
          title: "Identify your category",
          body: "Pick the exact sub-category that fits your situation: conditions and documents differ. Ask your employer, host laboratory or partner organisation for the documents only they can provide.",
        },
        {
          title: "Apply online on France-Visas",
          body: "On france-visas.gouv.fr, choose a long-stay visa for a talent activity, fill in the form, upload or list your documents and print the summary. Each family member has their own application.",
        },
        {
          title: "Appointment and biometrics",
          body: "Attend your appointment at the French consulate or at the visa service provider in your country of residence with your originals. Your fingerprints and photo are taken and you pay the visa fee.",
        },
        {
          title: "Decision and visa",
          body: "The consulate decides and returns your passport. Depending on the planned length of your stay, you receive a VLS-TS marked talent, or a long-stay visa stating that a residence card must be applied for (carte de séjour à solliciter).",
        },
        {
          title: "Arrival: ANEF formalities",
          body: "With a VLS-TS, validate it online on the ANEF website within {fact:vls-ts.validation-deadline} of arrival and pay the tax stamp. With a visa to be followed by a card, apply for the multi-year talent card on ANEF as soon as you arrive, within the deadline stated on Service-Public.fr.",
        },
        {
          title: "Receive your card",
          body: "The préfecture tells you when your card is ready to collect; keep your attestation or récépissé until then. If the OFII contacts you, follow its instructions; talent holders are exempt from the republican integration contract (contrat d'intégration républicaine).",
        },
      ],
      mistakes: [
        "Choosing the wrong category, for example applying as a qualified employee with a master's degree obtained abroad, which only counts for other categories such as the EU Blue Card.",
        "Relying on bonuses or allowances to reach a salary threshold: the consulate checks the gross annual pay written in your contract.",
        "Missing the ANEF deadline after arrival, which can leave you without a valid right to stay and to work.",
        "Starting a different activity than the one the card was issued for, such as another job or a side business, without checking with the préfecture.",
        "Leaving family applications for later when they could be filed with yours and processed together.",
      ],
    },
    fr: {
      title: "Carte de séjour talent (ex-passeport talent)",
      summary:
        "La carte de séjour pluriannuelle pour salariés qualifiés, chercheurs, créateurs, investisseurs, dirigeants et artistes, avec leur famille.",
      whoFor: [
        "Depuis le décret du {fact:talent.categories-decree}, les catégories sont : talent – salarié qualifié (qui couvre désormais l'ancien « salarié en mission » et les salariés d'entreprises innovantes), talent – carte bleue européenne, talent – chercheur, talent – porteur de projet (qui remplace création d'entreprise, projet économique innovant et investisseur économique), talent – mandataire social, talent – profession artistique et culturelle, talent – renommée nationale ou internationale, et la nouvelle carte talent – profession médicale et de la pharmacie ; la famille reçoit une carte talent (famille).",
        "Salariés qualifiés et hautement qualifiés : diplômés d'un master obtenu en France, salariés d'entreprises innovantes, salariés mutés au sein de leur groupe avec un contrat français et titulaires de la carte bleue européenne.",
        "Chercheurs et enseignants de niveau universitaire accueillis par un organisme de recherche ou d'enseignement supérieur agréé.",
        "Créateurs d'entreprise, porteurs d'un projet économique innovant, investisseurs économiques et mandataires sociaux d'une société établie en France.",
        "Artistes et interprètes, personnes de renommée nationale ou internationale, ainsi que médecins, chirurgiens-dentistes, sages-femmes et pharmaciens au titre de la catégorie médicale.",
      ],
      conditions: [
        "Vous n'êtes pas ressortissant de l'Union européenne, de l'EEE ou de la Suisse et vous venez en France pour un long séjour afin d'exercer l'activité d'une catégorie talent.",
        "Vous remplissez les conditions propres à cette catégorie : par exemple une rémunération brute d'au moins {fact:talent.qualified-employee.min-annual-salary} pour un salarié qualifié, d'au moins {fact:eu-blue-card.min-annual-salary} pour la carte bleue européenne, ou un investissement d'au moins {fact:investor.min-investment} pour un investisseur économique.",
        "Vous justifiez votre activité avec les pièces exigées par votre catégorie : contrat de travail, convention d'accueil, business plan, reconnaissance d'un projet innovant, contrats avec des structures culturelles ou preuves de votre renommée.",
        "Votre présence ne menace pas l'ordre public, et vous acceptez de signer le contrat d'engagement à respecter les principes de la République que la loi immigration attache aux demandes de titre de séjour.",
        "Les ressortissants algériens relèvent de l'accord franco-algérien et ne peuvent en général pas obtenir la carte talent : demandez au consulat quel certificat de résidence vous concerne.",
      ],
      documents: [
        "Passeport valable au moins {fact:passport.validity-beyond-stay} après la fin du séjour prévu, avec au moins {fact:passport.blank-pages} pages vierges.",
        "Photos d'identité récentes au format {fact:photo.width} × {fact:photo.height}, de moins de {fact:photo.max-age}, conformes à la norme française.",
        "La demande de visa de long séjour remplie sur France-Visas, avec son récapitulatif et son reçu imprimés.",
        "La pièce maîtresse de votre catégorie : contrat de travail ou promesse d'embauche, convention d'accueil, business plan et justificatifs de fonds, pièces de l'investissement, reconnaissance du projet innovant ou preuves de renommée.",
        "Diplômes et certificats de travail lorsque votre catégorie les exige, traduits en français s'ils sont rédigés dans une autre langue.",
        "Un justificatif d'hébergement pour vos premières semaines en France.",
        "Pour la famille qui vous accompagne : actes de mariage et de naissance, traduits et, si nécessaire, légalisés ou apostillés.",
      ],
      costs: [
        "Frais de visa de long séjour : {fact:long-stay-visa.fee}, payés au dépôt de la demande (certains demandeurs en sont exemptés ; France-Visas l'indique lors de la saisie).",
        "Un timbre fiscal acheté en ligne, soit pour valider un VLS-TS, soit pour la délivrance de la carte pluriannuelle ; vérifiez le montant en vigueur sur Service-Public.fr avant de payer.",
        "Les frais de service du prestataire de visas lorsque le consulat y recourt, ainsi que les traductions et copies certifiées de vos documents.",
      ],
      processing:
        "Les demandes talent sont traitées en priorité ; les consulats se prononcent généralement en {fact:processing.talent}. Déposez votre demande bien avant votre date de début et prévoyez davantage de temps en période chargée. La carte elle-même est fabriquée après votre demande sur l'ANEF en France ; votre attestation ou votre récépissé vous couvre en attendant.",
      validity:
        "La carte est valable jusqu'à {fact:talent.card.max-validity} et renouvelable. Sa durée suit en général celle de votre contrat, de votre mission, de votre convention d'accueil ou de votre projet. Pour un séjour plus court, le consulat délivre à la place un visa de long séjour valant titre de séjour (VLS-TS) mention talent.",
      workRights:
        "La carte talent vaut autorisation de travail : aucune autorisation de travail n'est à demander, votre employeur n'a donc aucune démarche de ce type à faire. Vous exercez l'activité qui a justifié la carte : l'emploi chez votre employeur, la recherche prévue par la convention d'accueil, la société que vous avez créée ou que vous dirigez, ou votre activité artistique. Changer d'activité peut exiger une nouvelle carte.",
      family:
        "Votre conjoint et vos enfants mineurs peuvent obtenir une carte talent (famille) de même durée que la vôtre, sans passer par le regroupement familial, et votre conjoint peut travailler en France. Ils peuvent déposer leur demande en même temps que vous ou vous rejoindre plus tard.",
      steps: [
        {
          title: "Identifier votre catégorie",
          body: "Choisissez la sous-catégorie exacte qui correspond à votre situation : conditions et pièces diffèrent. Demandez à votre employeur, à votre laboratoire d'accueil ou à votre structure partenaire les documents qu'eux seuls peuvent fournir.",
        },
        {
          title: "Déposer la demande sur France-Visas",
          body: "Sur france-visas.gouv.fr, choisissez un visa de long séjour pour une activité talent, remplissez le formulaire, joignez ou listez vos pièces et imprimez le récapitulatif. Chaque membre de la famille a sa propre demande.",
        },
        {
          title: "Rendez-vous et biométrie",
          body: "Présentez-vous avec vos originaux au consulat de France ou chez le prestataire de visas de votre pays de résidence. Vos empreintes et votre photo sont relevées et vous payez les frais de visa.",
        },
        {
          title: "Décision et visa",
          body: "Le consulat statue et vous rend votre passeport. Selon la durée prévue de votre séjour, vous recevez un VLS-TS mention talent, ou un visa de long séjour indiquant qu'une carte de séjour est à solliciter.",
        },
        {
          title: "À l'arrivée : démarches sur l'ANEF",
          body: "Avec un VLS-TS, validez-le en ligne sur le site de l'ANEF dans les {fact:vls-ts.validation-deadline} suivant votre arrivée et payez le timbre fiscal. Avec un visa « carte de séjour à solliciter », demandez la carte pluriannuelle talent sur l'ANEF dès votre arrivée, dans le délai indiqué sur Service-Public.fr.",
        },
        {
          title: "Recevoir votre carte",
          body: "La préfecture vous prévient lorsque votre carte est prête ; conservez votre attestation ou votre récépissé d'ici là. Si l'OFII vous contacte, suivez ses instructions ; les titulaires d'une carte talent sont dispensés du contrat d'intégration républicaine.",
        },
      ],
      mistakes: [
        "Se tromper de catégorie, par exemple demander la carte salarié qualifié avec un master obtenu à l'étranger, qui ne compte que pour d'autres catégories comme la carte bleue européenne.",
        "Compter sur des primes ou indemnités pour atteindre un seuil de rémunération : le consulat vérifie la rémunération brute annuelle inscrite au contrat.",
        "Laisser passer le délai de démarche sur l'ANEF après l'arrivée, ce qui peut vous priver d'un droit au séjour et au travail valable.",
        "Exercer une autre activité que celle pour laquelle la carte a été délivrée, comme un autre emploi ou une activité annexe, sans vérifier auprès de la préfecture.",
        "Reporter les demandes de la famille alors qu'elles pouvaient être déposées et traitées avec la vôtre.",
      ],
    },
    ar: {
      title: "بطاقة الإقامة «المواهب» (التي كانت تُسمّى سابقًا «جواز المواهب»)",
      summary:
        "بطاقة الإقامة الفرنسية متعددة السنوات للأجراء المؤهلين والباحثين ومؤسسي المشاريع والمستثمرين والمسيّرين والفنانين، مع أسرهم.",
      whoFor: [
        "منذ المرسوم الصادر في {fact:talent.categories-decree}، أصبحت الفئات كالتالي: «المواهب – أجير مؤهل» ({fr:talent – salarié qualifié}) (التي تشمل الآن ما كان يُعرف سابقًا بـ«أجير في مهمة» ({fr:salarié en mission}) وأجراء الشركات المبتكرة)، و«المواهب – البطاقة الزرقاء الأوروبية» ({fr:talent – carte bleue européenne})، و«المواهب – باحث» ({fr:talent – chercheur})، و«المواهب – حامل مشروع» ({fr:talent – porteur de projet}) (التي تحل محل إنشاء مقاولة والمشروع الاقتصادي المبتكر والمستثمر الاقتصادي)، و«المواهب – ممثل قانوني لشركة» ({fr:talent – mandataire social})، و«المواهب – مهنة فنية وثقافية» ({fr:talent – profession artistique et culturelle})، و«المواهب – شهرة وطنية أو دولية» ({fr:talent – renommée nationale ou internationale})، والفئة الجديدة «المواهب – مهنة طبية وصيدلانية» ({fr:talent – profession médicale et de la pharmacie})؛ ويحصل أفراد الأسرة على بطاقة «المواهب (العائلة)» ({fr:talent (famille)}).",
        "الأجراء المؤهلون وذوو الكفاءات العالية: خريجو برنامج ماستر في فرنسا، وأجراء الشركات المبتكرة، والأجراء المنقولون داخل مجموعتهم بعقد فرنسي، والعاملون بالبطاقة الزرقاء الأوروبية.",
        "الباحثون والأساتذة من المستوى الجامعي الذين تستقبلهم هيئة بحث أو تعليم عالٍ معتمدة.",
        "منشئو المقاولات، وأصحاب المشاريع الاقتصادية المبتكرة، والمستثمرون الاقتصاديون، والممثلون القانونيون ({fr:mandataires sociaux}) لشركة قائمة في فرنسا.",
        "الفنانون والمؤدّون، والأشخاص ذوو الشهرة الوطنية أو الدولية، والأطباء وأطباء الأسنان والقابلات والصيادلة في إطار الفئة الطبية المخصصة لهم.",
      ],
      conditions: [
        "ألا تكون من مواطني الاتحاد الأوروبي أو المنطقة الاقتصادية الأوروبية أو سويسرا، وأن تأتي إلى فرنسا لإقامة طويلة من أجل ممارسة نشاط يندرج في إحدى فئات «المواهب».",
        "أن تستوفي الشروط الخاصة بتلك الفئة: مثلًا أجر إجمالي لا يقل عن {fact:talent.qualified-employee.min-annual-salary} للأجير المؤهل، ولا يقل عن {fact:eu-blue-card.min-annual-salary} للبطاقة الزرقاء الأوروبية، أو استثمار لا يقل عن {fact:investor.min-investment} للمستثمر الاقتصادي.",
        "أن تثبت نشاطك بالوثائق التي تتطلبها فئتك: عقد العمل، أو اتفاقية الاستقبال ({fr:convention d'accueil})، أو خطة العمل، أو الاعتراف بمشروع مبتكر، أو عقود مع هيئات ثقافية، أو أدلة على شهرتك.",
        "ألا يشكّل وجودك تهديدًا للنظام العام، وأن تقبل توقيع عقد الالتزام باحترام مبادئ الجمهورية ({fr:contrat d'engagement à respecter les principes de la République}) الذي يربطه قانون الهجرة بطلبات بطاقة الإقامة.",
        "يخضع المواطنون الجزائريون للاتفاق الفرنسي الجزائري ({fr:accord franco-algérien}) ولا يمكنهم في الغالب الحصول على بطاقة «المواهب»: اسأل القنصلية عن شهادة الإقامة ({fr:certificat de résidence}) التي تنطبق عليك.",
      ],
      documents: [
        "جواز سفر صالح لمدة {fact:passport.validity-beyond-stay} على الأقل بعد نهاية إقامتك المقررة، وفيه {fact:passport.blank-pages} صفحات فارغة على الأقل.",
        "صور شمسية حديثة بمقاس {fact:photo.width} × {fact:photo.height}، التُقطت منذ أقل من {fact:photo.max-age}، ومطابقة للمعايير الفرنسية.",
        "طلب تأشيرة الإقامة الطويلة المعبّأ على France-Visas، مع ملخصه ووصل الاستلام مطبوعَين.",
        "الوثيقة الأساسية لفئتك: عقد العمل أو وعد بالتوظيف، أو اتفاقية الاستقبال، أو خطة العمل مع إثبات الأموال، أو وثائق الاستثمار، أو الاعتراف بالمشروع المبتكر، أو أدلة الشهرة.",
        "الشهادات وشهادات الخبرة المهنية إذا كانت فئتك تتطلبها، مع ترجمة إلى الفرنسية إذا كانت محررة بلغة أخرى.",
        "إثبات السكن للأسابيع الأولى من إقامتك في فرنسا.",
        "بالنسبة إلى أفراد الأسرة المرافقين: عقود الزواج وشهادات الميلاد، مترجمة، ومصدَّقة أو مختومة بالأبوستيل عند الاقتضاء.",
      ],
      costs: [
        "رسوم تأشيرة الإقامة الطويلة: {fact:long-stay-visa.fee}، تُدفع عند إيداع الطلب (بعض مقدّمي الطلبات معفَون منها؛ ويخبرك موقع France-Visas بذلك عند ملء الاستمارة).",
        "طابع جبائي ({fr:timbre fiscal}) يُشترى عبر الإنترنت، إما للمصادقة على تأشيرة VLS-TS وإما لإصدار البطاقة متعددة السنوات؛ تحقّق من المبلغ الساري على Service-Public.fr قبل الدفع.",
        "رسوم خدمة مقدّم خدمات التأشيرات إذا كانت القنصلية تعتمد عليه، إضافة إلى ترجمات وثائقك ونسخها المصدَّقة.",
      ],
      processing:
        "تُعالَج طلبات «المواهب» بالأولوية؛ وتبتّ القنصليات فيها عادةً خلال {fact:processing.talent}. قدّم طلبك قبل تاريخ بدء نشاطك بوقت كافٍ، وخصّص وقتًا أطول في فترات الضغط. أما البطاقة نفسها فتُصنع بعد تقديم طلبك على ANEF في فرنسا؛ وتغطيك في الأثناء الشهادة ({fr:attestation}) أو وصل الإيداع ({fr:récépissé}).",
      validity:
        "البطاقة صالحة لمدة قد تصل إلى {fact:talent.card.max-validity}، وهي قابلة للتجديد. وتتبع مدتها في الغالب مدة عقدك أو مهمتك أو اتفاقية الاستقبال أو مشروعك. وبالنسبة إلى الإقامة الأقصر، تمنح القنصلية بدلًا منها تأشيرة إقامة طويلة تقوم مقام بطاقة الإقامة (VLS-TS) تحمل عبارة «المواهب» ({fr:talent}).",
      workRights:
        "بطاقة «المواهب» هي أيضًا رخصة عمل: لا حاجة إلى رخصة عمل ({fr:autorisation de travail})، وبالتالي ليس على مشغّلك أن يودع أي طلب لرخصة العمل. يحق لك ممارسة النشاط الذي بُرّرت به البطاقة: الوظيفة لدى مشغّلك، أو البحث في إطار اتفاقية الاستقبال، أو الشركة التي أنشأتها أو تسيّرها، أو عملك الفني. وقد يتطلب تغيير النشاط بطاقة جديدة.",
      family:
        "يمكن لزوجك أو زوجتك وأطفالك القاصرين الحصول على بطاقة «المواهب (العائلة)» ({fr:talent (famille)}) صالحة للمدة نفسها لبطاقتك، دون المرور بإجراء لمّ الشمل العائلي ({fr:regroupement familial})، ويحق لزوجك أو زوجتك العمل في فرنسا. ويمكنهم تقديم طلبهم في الوقت نفسه معك أو الالتحاق بك لاحقًا.",
      steps: [
        {
          title: "حدّد فئتك",
          body: "اختر الفئة الفرعية الدقيقة التي تناسب وضعك: فالشروط والوثائق تختلف من فئة إلى أخرى. واطلب من مشغّلك أو مختبر الاستقبال أو الهيئة الشريكة الوثائق التي لا يستطيع أحد غيرهم تقديمها.",
        },
        {
          title: "قدّم طلبك عبر الإنترنت على France-Visas",
          body: "على france-visas.gouv.fr، اختر تأشيرة إقامة طويلة لنشاط «المواهب»، واملأ الاستمارة، وحمّل وثائقك أو اذكرها في القائمة، واطبع الملخص. ولكل فرد من أفراد الأسرة طلبه الخاص.",
        },
        {
          title: "الموعد والبيانات البيومترية",
          body: "احضر موعدك في القنصلية الفرنسية أو لدى مقدّم خدمات التأشيرات في بلد إقامتك ومعك الوثائق الأصلية. تؤخذ بصماتك وصورتك وتدفع رسوم التأشيرة.",
        },
        {
          title: "القرار والتأشيرة",
          body: "تبتّ القنصلية في الطلب وتعيد إليك جواز سفرك. وحسب المدة المقررة لإقامتك، تحصل على تأشيرة VLS-TS تحمل عبارة «المواهب» ({fr:talent})، أو على تأشيرة إقامة طويلة تنص على وجوب طلب بطاقة إقامة ({fr:carte de séjour à solliciter}).",
        },
        {
          title: "عند الوصول: إجراءات ANEF",
          body: "إذا كانت لديك تأشيرة VLS-TS، فصادق عليها عبر الإنترنت في موقع ANEF خلال {fact:vls-ts.validation-deadline} من وصولك وادفع الطابع الجبائي. وإذا كانت لديك تأشيرة يجب أن تليها بطاقة، فاطلب بطاقة «المواهب» متعددة السنوات على ANEF فور وصولك، ضمن الأجل المبيّن على Service-Public.fr.",
        },
        {
          title: "تسلّم بطاقتك",
          body: "تُعلمك المحافظة ({fr:préfecture}) عندما تصبح بطاقتك جاهزة للتسلّم؛ احتفظ بالشهادة ({fr:attestation}) أو وصل الإيداع ({fr:récépissé}) إلى ذلك الحين. وإذا تواصل معك المكتب الفرنسي للهجرة والإدماج (OFII)، فاتبع تعليماته؛ وحاملو بطاقة «المواهب» معفَون من عقد الاندماج الجمهوري ({fr:contrat d'intégration républicaine}).",
        },
      ],
      mistakes: [
        "اختيار فئة خاطئة، مثل تقديم الطلب بصفة أجير مؤهل بشهادة ماستر حصلت عليها في الخارج، وهي لا تُحتسب إلا في فئات أخرى مثل البطاقة الزرقاء الأوروبية.",
        "الاعتماد على المكافآت أو التعويضات لبلوغ حد الأجر: تتحقق القنصلية من الأجر الإجمالي السنوي المدوّن في عقدك.",
        "تفويت أجل إجراءات ANEF بعد الوصول، مما قد يتركك بلا حق صالح في الإقامة والعمل.",
        "ممارسة نشاط غير الذي مُنحت البطاقة من أجله، مثل وظيفة أخرى أو نشاط جانبي، دون التحقق من ذلك لدى المحافظة ({fr:préfecture}).",
        "تأجيل طلبات أفراد الأسرة في حين كان يمكن إيداعها مع طلبك ومعالجتها معه.",
      ],
    },
  },
};

export default visa;
