import type { VisaContent } from "../visa-content-types.ts";

const visa: VisaContent = {
  slug: "visiteur-touriste",
  category: "visitor",
  purposes: ["retire", "family"],
  keyFacts: [
    "smic.monthly-net",
    "long-stay-visa.fee",
    "schengen.short-stay-max-days",
    "schengen.short-stay-reference-period-days",
    "short-stay-visa.fee",
    "travel-insurance.min-cover",
  ],
  officialLinks: [
    {
      url: "https://france-visas.gouv.fr/web/france-visas/assistant-visa",
      label: {
        en: "France-Visas: visa wizard (do I need a visa?)",
        fr: "France-Visas : assistant visa (ai-je besoin d'un visa ?)",
        ar: "France-Visas: مساعد التأشيرة (هل أحتاج إلى تأشيرة؟)",
      },
    },
    {
      url: "https://france-visas.gouv.fr/web/france-visas/sejour-touristique-ou-prive",
      label: {
        en: "France-Visas: tourist or private stay",
        fr: "France-Visas : séjour touristique ou privé",
        ar: "France-Visas: إقامة سياحية أو خاصة",
      },
    },
    {
      url: "https://administration-etrangers-en-france.interieur.gouv.fr/",
      label: {
        en: "ANEF: validate your VLS-TS and renew your permit",
        fr: "ANEF : valider votre VLS-TS et renouveler votre titre",
        ar: "ANEF: المصادقة على تأشيرة VLS-TS وتجديد بطاقة الإقامة",
      },
    },
    {
      url: "https://www.service-public.fr/particuliers/vosdroits/N110",
      label: {
        en: "Service-Public.fr: foreigners in France",
        fr: "Service-Public.fr : étrangers en France",
        ar: "Service-Public.fr: الأجانب في فرنسا",
      },
    },
  ],
  talentRenaming: false,
  premiumSections: ["mistakes"],
  text: {
    en: {
      title: "Visitors and retirees: short stays and the long-stay visitor visa",
      summary:
        "Visit France for a short stay, or live in France without working on the long-stay visitor visa, including in retirement, with your own resources.",
      whoFor: [
        "Tourists and people visiting family or friends for a short stay, with a short-stay Schengen visa or, if their nationality is exempt, without a visa.",
        "Retirees who want to settle in France on their pension: there is no separate retiree visa or threshold, the visitor visa is the route.",
        "People who want to spend a long period in France living on savings, rental or investment income, without any professional activity in France.",
        "Family members who accompany a student or another resident and do not qualify for a family procedure of their own.",
      ],
      conditions: [
        "Short stay: no more than {fact:schengen.short-stay-max-days} in France and the rest of the Schengen area within any rolling period of {fact:schengen.short-stay-reference-period-days}, with a clear purpose, enough money for the stay and a return journey.",
        "Long stay: stable resources of your own of at least the net minimum wage, {fact:smic.monthly-net}, for each month of your stay. The same rule applies to retirees, and the consulate checks that the household's resources also cover any family members coming with you.",
        "Long stay: a written commitment not to carry out any professional activity in France.",
        "Health insurance covering you in France for the whole stay, including hospital care; for a short-stay visa, travel medical insurance of at least {fact:travel-insurance.min-cover}.",
        "Accommodation in France: a lease, a property deed, or a host's certificate. For a private short visit, the host obtains an attestation d'accueil from the town hall.",
      ],
      documents: [
        "Passport valid for at least {fact:passport.validity-beyond-stay} beyond your planned stay, with at least {fact:passport.blank-pages} blank pages.",
        "Recent identity photos of {fact:photo.width} × {fact:photo.height}, taken less than {fact:photo.max-age} ago, meeting the French standard.",
        "Proof of resources: pension statements, rental or investment income, and bank statements for the last {fact:bank-statements.months}.",
        "A health insurance certificate stating the cover, the ceilings and the period, with no gap from your arrival.",
        "Proof of accommodation in France: lease, property deed, host's certificate, or hotel bookings for a short stay.",
        "For the long stay: a signed and dated statement that you will not work in France, and a letter explaining your plans.",
        "The visa application completed on France-Visas, with its summary and receipt.",
      ],
      costs: [
        "Long-stay visa fee: {fact:long-stay-visa.fee}. Short-stay Schengen visa fee: {fact:short-stay-visa.fee} for an adult, where your nationality needs a visa.",
        "After arrival with a long-stay visitor visa: the tax stamp (timbre fiscal) to validate it online, then a tax stamp for each residence permit. Check the current amounts on Service-Public.fr.",
        "Private health insurance for as long as you are not covered by the French health system, plus the visa service provider's fee where the consulate uses one.",
        "Short-stay visa for a child aged six to eleven: {fact:short-stay-visa.fee-child}. At the Schengen border, the Entry/Exit System (EES), in operation since {fact:ees.start}, records your fingerprints and photo instead of a stamp; visa-exempt travellers will also need an ETIAS travel authorisation ({fact:etias.fee}), planned for the {fact:etias.start} and not yet started when we last checked: see the EU's ETIAS page before you travel.",
      ],
      processing:
        "Short-stay visas are usually decided within a few weeks; long-stay visitor visas can take longer, especially in busy seasons. Apply well before your planned departure, but not so early that your documents are out of date. Typical time, from our experience: {fact:processing.visitor}.",
      validity:
        "A short-stay visa is valid for the dates on the sticker, within the Schengen limit. A long-stay visitor visa (VLS-TS « visiteur ») serves as your first residence permit once validated online. You then renew on ANEF with a residence permit « visiteur », as long as you still meet the conditions. After several years of lawful residence you may apply for a resident card, such as « résident de longue durée – UE », valid {fact:resident-card.validity}, which has its own resources, integration and French language conditions.",
      workRights:
        "No work is allowed: neither a job in France nor a self-employed activity. If you plan to keep working remotely for an employer or clients abroad, ask the consulate before applying and do not assume it is accepted; the visitor status is meant for people who do not work in France.",
      family:
        "Each family member applies for their own visa, at the same time if possible. The consulate assesses whether the household's resources cover everyone: plan for more than the individual minimum when a spouse or children come with you.",
      steps: [
        {
          title: "Check which visa you need",
          body: "Use the France-Visas visa wizard with your nationality, country of residence, purpose and length of stay. It tells you whether you need a visa and which documents to provide.",
        },
        {
          title: "Apply online on France-Visas",
          body: "On france-visas.gouv.fr, choose a short-stay visa for tourism or a private visit, or a long-stay visa « visiteur », then fill in the form and print the summary.",
        },
        {
          title: "Appointment and biometrics",
          body: "Attend your appointment at the French consulate or the visa service provider in your country of residence with your originals; your fingerprints and photo are taken and you pay the fee.",
        },
        {
          title: "Decision and travel",
          body: "The consulate decides and returns your passport. Check the dates, the number of entries and, for a long stay, the mention VLS-TS « visiteur ».",
        },
        {
          title: "Validate your long-stay visa",
          body: "Within {fact:vls-ts.validation-deadline} of arrival, validate the VLS-TS online on the ANEF website and pay the tax stamp. If the OFII invites you to a medical check, attend it.",
        },
        {
          title: "Renew on ANEF",
          body: "Before your visa expires, apply on ANEF for a residence permit « visiteur » with updated proof of resources, health insurance and address.",
        },
      ],
      mistakes: [
        "Entering on a short stay, with or without a visa, and hoping to switch to a long stay in France: the long-stay visa must be requested from your country of residence.",
        "Counting the short-stay days wrongly: the limit covers the whole Schengen area and applies over a rolling period, not per calendar year.",
        "Working remotely or starting a small business while on a visitor permit without checking that it is allowed.",
        "Health insurance with low ceilings, large exclusions or a gap between arrival and the start of cover.",
        "Relying on a one-off transfer or a relative's promise rather than regular, documented income.",
      ],
    },
    fr: {
      title: "Visiteurs et retraités : courts séjours et visa de long séjour visiteur",
      summary:
        "Visiter la France pour un court séjour, ou vivre en France sans travailler avec le visa long séjour visiteur, y compris à la retraite, sur vos ressources.",
      whoFor: [
        "Touristes et personnes en visite familiale ou privée pour un court séjour, avec un visa Schengen de court séjour ou, si leur nationalité en est dispensée, sans visa.",
        "Retraités qui veulent s'installer en France avec leur pension : il n'existe ni visa ni seuil propres aux retraités, c'est le visa visiteur qui s'applique.",
        "Personnes qui veulent passer une longue période en France en vivant de leur épargne ou de revenus locatifs ou financiers, sans aucune activité professionnelle en France.",
        "Membres de famille qui accompagnent un étudiant ou un autre résident et ne relèvent d'aucune procédure familiale propre.",
      ],
      conditions: [
        "Court séjour : au plus {fact:schengen.short-stay-max-days} en France et dans le reste de l'espace Schengen sur toute période glissante de {fact:schengen.short-stay-reference-period-days}, avec un objet clair, des moyens suffisants pour le séjour et le retour.",
        "Long séjour : des ressources propres et stables au moins égales au Smic net, soit {fact:smic.monthly-net}, pour chaque mois de séjour. La même règle s'applique aux retraités, et le consulat vérifie que les ressources du foyer couvrent aussi les membres de famille qui vous accompagnent.",
        "Long séjour : un engagement écrit à n'exercer aucune activité professionnelle en France.",
        "Une assurance maladie qui vous couvre en France pendant tout le séjour, hospitalisation comprise ; pour un visa de court séjour, une assurance voyage d'au moins {fact:travel-insurance.min-cover}.",
        "Un logement en France : bail, titre de propriété ou attestation d'hébergement. Pour une visite privée de court séjour, l'hébergeant obtient une attestation d'accueil en mairie.",
      ],
      documents: [
        "Passeport valable au moins {fact:passport.validity-beyond-stay} après la fin du séjour prévu, avec au moins {fact:passport.blank-pages} pages vierges.",
        "Photos d'identité récentes de {fact:photo.width} × {fact:photo.height}, datant de moins de {fact:photo.max-age}, conformes à la norme française.",
        "Justificatifs de ressources : relevés de pension, revenus locatifs ou financiers, et relevés bancaires couvrant les {fact:bank-statements.months} précédant la demande.",
        "Une attestation d'assurance maladie précisant les garanties, les plafonds et la période, sans interruption depuis votre arrivée.",
        "Justificatif de logement en France : bail, titre de propriété, attestation d'hébergement, ou réservations d'hôtel pour un court séjour.",
        "Pour le long séjour : une déclaration signée et datée par laquelle vous vous engagez à ne pas travailler en France, et une lettre expliquant votre projet.",
        "Le formulaire de demande rempli sur France-Visas, avec son récapitulatif et son reçu.",
      ],
      costs: [
        "Frais de visa de long séjour : {fact:long-stay-visa.fee}. Frais de visa Schengen de court séjour : {fact:short-stay-visa.fee} pour un adulte, si votre nationalité y est soumise.",
        "Après l'arrivée avec un visa de long séjour visiteur : le timbre fiscal pour le valider en ligne, puis un timbre fiscal pour chaque titre de séjour. Vérifiez les montants en vigueur sur Service-Public.fr.",
        "Une assurance santé privée tant que vous n'êtes pas couvert par l'Assurance Maladie, ainsi que les frais du prestataire de services de visas si le consulat en utilise un.",
        "Visa de court séjour pour un enfant de six à onze ans : {fact:short-stay-visa.fee-child}. À la frontière Schengen, le système d'entrée/sortie (EES), en service depuis le {fact:ees.start}, enregistre vos empreintes et votre photo à la place du tampon ; les voyageurs dispensés de visa devront aussi obtenir une autorisation de voyage ETIAS ({fact:etias.fee}), prévue pour le {fact:etias.start} et pas encore en service lors de notre dernière vérification : consultez la page ETIAS de l'Union européenne avant de partir.",
      ],
      processing:
        "Les visas de court séjour sont en général décidés en quelques semaines ; les visas de long séjour visiteur peuvent prendre plus de temps, surtout en haute saison. Déposez bien avant le départ prévu, mais pas trop tôt pour que vos justificatifs restent récents. Délai habituel, d'après notre expérience : {fact:processing.visitor}.",
      validity:
        "Un visa de court séjour est valable aux dates de la vignette, dans la limite Schengen. Un visa de long séjour visiteur (VLS-TS « visiteur ») tient lieu de premier titre de séjour une fois validé en ligne. Vous le renouvelez ensuite sur l'ANEF avec une carte de séjour « visiteur », tant que vous remplissez les conditions. Après plusieurs années de séjour régulier, vous pouvez demander une carte de résident, comme la carte « résident de longue durée – UE », valable {fact:resident-card.validity}, soumise à ses propres conditions de ressources, d'intégration et de langue française.",
      workRights:
        "Aucune activité professionnelle n'est permise : ni emploi salarié en France ni activité indépendante. Si vous comptez continuer à télétravailler pour un employeur ou des clients à l'étranger, interrogez le consulat avant de déposer et ne présumez pas que ce soit accepté ; le statut de visiteur vise les personnes qui ne travaillent pas en France.",
      family:
        "Chaque membre de la famille demande son propre visa, si possible en même temps. Le consulat vérifie que les ressources du foyer couvrent tout le monde : prévoyez davantage que le minimum individuel si un conjoint ou des enfants vous accompagnent.",
      steps: [
        {
          title: "Vérifier le visa nécessaire",
          body: "Utilisez l'assistant visa de France-Visas avec votre nationalité, votre pays de résidence, l'objet et la durée du séjour. Il indique si un visa est nécessaire et quelles pièces fournir.",
        },
        {
          title: "Demande en ligne sur France-Visas",
          body: "Sur france-visas.gouv.fr, choisissez un visa de court séjour pour tourisme ou visite privée, ou un visa de long séjour « visiteur », puis remplissez le formulaire et imprimez le récapitulatif.",
        },
        {
          title: "Rendez-vous et biométrie",
          body: "Présentez-vous au consulat de France ou chez le prestataire de services de visas de votre pays de résidence avec vos originaux ; vos empreintes et votre photo sont relevées et vous payez les frais.",
        },
        {
          title: "Décision et départ",
          body: "Le consulat statue et vous restitue votre passeport. Vérifiez les dates, le nombre d'entrées et, pour un long séjour, la mention VLS-TS « visiteur ».",
        },
        {
          title: "Valider votre visa de long séjour",
          body: "Dans les {fact:vls-ts.validation-deadline} suivant l'arrivée, validez le VLS-TS en ligne sur le site de l'ANEF et payez le timbre fiscal. Si l'OFII vous convoque à une visite médicale, présentez-vous.",
        },
        {
          title: "Renouveler sur l'ANEF",
          body: "Avant l'expiration de votre visa, demandez sur l'ANEF une carte de séjour « visiteur » avec des justificatifs à jour de ressources, d'assurance maladie et de domicile.",
        },
      ],
      mistakes: [
        "Entrer pour un court séjour, avec ou sans visa, en espérant passer à un long séjour en France : le visa de long séjour se demande depuis votre pays de résidence.",
        "Mal compter les jours de court séjour : la limite vaut pour tout l'espace Schengen et s'apprécie sur une période glissante, pas par année civile.",
        "Télétravailler ou lancer une petite activité avec un titre visiteur sans avoir vérifié que c'est permis.",
        "Une assurance santé aux plafonds bas, aux exclusions nombreuses ou qui ne commence pas dès l'arrivée.",
        "S'appuyer sur un virement ponctuel ou la promesse d'un proche plutôt que sur des revenus réguliers et justifiés.",
      ],
    },
    ar: {
      title: "الزوار والمتقاعدون: الإقامات القصيرة وتأشيرة الإقامة الطويلة بصفة زائر",
      summary:
        "زُر فرنسا في إقامة قصيرة، أو عِش فيها دون عمل بتأشيرة الإقامة الطويلة بصفة زائر، بما في ذلك عند التقاعد، معتمدًا على مواردك الخاصة.",
      whoFor: [
        "السياح والأشخاص الذين يزورون الأهل أو الأصدقاء في إقامة قصيرة، بتأشيرة شنغن للإقامة القصيرة أو من دون تأشيرة إذا كانت جنسيتهم معفاة منها.",
        "المتقاعدون الذين يريدون الاستقرار في فرنسا اعتمادًا على معاشهم: لا توجد تأشيرة ولا حد أدنى خاص بالمتقاعدين، بل تأشيرة الزائر هي الطريق.",
        "الأشخاص الذين يريدون قضاء مدة طويلة في فرنسا والعيش من مدخراتهم أو من مداخيل الإيجار أو الاستثمار، دون أي نشاط مهني في فرنسا.",
        "أفراد الأسرة الذين يرافقون طالبًا أو مقيمًا آخر ولا يستوفون شروط أي إجراء عائلي خاص بهم.",
      ],
      conditions: [
        "الإقامة القصيرة: لا تتجاوز {fact:schengen.short-stay-max-days} في فرنسا وبقية فضاء شنغن خلال أي فترة متحركة مدتها {fact:schengen.short-stay-reference-period-days}، مع غرض واضح، وأموال كافية للإقامة، ورحلة العودة.",
        "الإقامة الطويلة: موارد خاصة بك ومستقرة لا تقل عن الحد الأدنى الصافي للأجور، أي {fact:smic.monthly-net}، عن كل شهر من إقامتك. وتنطبق القاعدة نفسها على المتقاعدين، وتتحقق القنصلية من أن موارد الأسرة تغطي أيضًا أفراد الأسرة الذين يرافقونك.",
        "الإقامة الطويلة: تعهد كتابي بعدم ممارسة أي نشاط مهني في فرنسا.",
        "تأمين صحي يغطيك في فرنسا طوال مدة الإقامة، بما في ذلك العلاج في المستشفى؛ وبالنسبة إلى تأشيرة الإقامة القصيرة، تأمين سفر طبي لا تقل تغطيته عن {fact:travel-insurance.min-cover}.",
        "سكن في فرنسا: عقد إيجار، أو سند ملكية، أو شهادة إيواء ({fr:attestation d'hébergement}) من المضيف. وفي حالة زيارة خاصة قصيرة، يحصل المضيف على شهادة استقبال ({fr:attestation d'accueil}) من البلدية ({fr:mairie}).",
      ],
      documents: [
        "جواز سفر صالح لمدة {fact:passport.validity-beyond-stay} على الأقل بعد نهاية إقامتك المقررة، وفيه {fact:passport.blank-pages} صفحات فارغة على الأقل.",
        "صور شمسية حديثة بمقاس {fact:photo.width} × {fact:photo.height}، التُقطت منذ أقل من {fact:photo.max-age}، ومطابقة للمعايير الفرنسية.",
        "إثبات الموارد: كشوف المعاش، ومداخيل الإيجار أو الاستثمار، وكشوف الحساب البنكي عن آخر {fact:bank-statements.months}.",
        "شهادة تأمين صحي تبيّن التغطية والسقوف والمدة، دون أي انقطاع منذ وصولك.",
        "إثبات السكن في فرنسا: عقد إيجار، أو سند ملكية، أو شهادة إيواء من المضيف، أو حجوزات فندقية للإقامة القصيرة.",
        "بالنسبة إلى الإقامة الطويلة: تصريح موقّع ومؤرّخ تتعهد فيه بعدم العمل في فرنسا، ورسالة تشرح فيها مشروعك.",
        "طلب التأشيرة المعبّأ على France-Visas، مع ملخصه ووصل الاستلام.",
      ],
      costs: [
        "رسوم تأشيرة الإقامة الطويلة: {fact:long-stay-visa.fee}. رسوم تأشيرة شنغن للإقامة القصيرة: {fact:short-stay-visa.fee} للراشد، إذا كانت جنسيتك تتطلب تأشيرة.",
        "بعد الوصول بتأشيرة إقامة طويلة بصفة زائر: الطابع الجبائي ({fr:timbre fiscal}) للمصادقة عليها عبر الإنترنت، ثم طابع جبائي عن كل بطاقة إقامة. تحقّق من المبالغ السارية على Service-Public.fr.",
        "تأمين صحي خاص ما دمت غير مشمول بنظام التأمين الصحي الفرنسي، إضافة إلى رسوم مقدّم خدمات التأشيرات إذا كانت القنصلية تعتمد عليه.",
        "تأشيرة الإقامة القصيرة لطفل يتراوح عمره بين ست سنوات وإحدى عشرة سنة: {fact:short-stay-visa.fee-child}. وعلى حدود شنغن، يسجّل نظام الدخول والخروج (EES)، المعمول به منذ {fact:ees.start}، بصماتك وصورتك بدلًا من الختم؛ كما سيحتاج المسافرون المعفون من التأشيرة إلى تصريح سفر ETIAS ({fact:etias.fee})، المقرر في {fact:etias.start}، والذي لم يكن قد بدأ العمل به عند آخر تحقق أجريناه: راجع صفحة ETIAS الخاصة بالاتحاد الأوروبي قبل السفر.",
      ],
      processing:
        "يُبتّ في تأشيرات الإقامة القصيرة عادةً خلال بضعة أسابيع؛ وقد تستغرق تأشيرات الإقامة الطويلة بصفة زائر وقتًا أطول، لا سيما في مواسم الذروة. قدّم طلبك قبل موعد سفرك المقرر بوقت كافٍ، ولكن ليس مبكرًا جدًا حتى لا تصبح وثائقك قديمة. المدة المعتادة، حسب تجربتنا: {fact:processing.visitor}.",
      validity:
        "تأشيرة الإقامة القصيرة صالحة في التواريخ المدوّنة على الملصق، في حدود قاعدة شنغن. أما تأشيرة الإقامة الطويلة بصفة زائر (VLS-TS «زائر»، {fr:visiteur}) فتقوم مقام أول بطاقة إقامة لك بعد المصادقة عليها عبر الإنترنت. ثم تجددها على ANEF ببطاقة إقامة «زائر» ({fr:carte de séjour visiteur})، ما دمت مستوفيًا للشروط. وبعد عدة سنوات من الإقامة النظامية، يمكنك أن تطلب بطاقة مقيم، مثل بطاقة «مقيم لمدة طويلة – الاتحاد الأوروبي» ({fr:résident de longue durée – UE})، الصالحة لمدة {fact:resident-card.validity}، والتي لها شروطها الخاصة من حيث الموارد والاندماج واللغة الفرنسية.",
      workRights:
        "لا يُسمح بأي عمل: لا وظيفة في فرنسا ولا نشاط مستقل. إذا كنت تنوي مواصلة العمل عن بُعد لحساب مشغّل أو عملاء في الخارج، فاسأل القنصلية قبل تقديم الطلب ولا تفترض أن ذلك مقبول؛ فصفة الزائر مخصصة لمن لا يعملون في فرنسا.",
      family:
        "يطلب كل فرد من أفراد الأسرة تأشيرته الخاصة، في الوقت نفسه إن أمكن. وتقدّر القنصلية ما إذا كانت موارد الأسرة تغطي الجميع: خطّط لأكثر من الحد الأدنى الفردي إذا رافقك زوجك أو زوجتك أو أطفالك.",
      steps: [
        {
          title: "تحقّق من التأشيرة التي تحتاجها",
          body: "استخدم مساعد التأشيرة على France-Visas مع إدخال جنسيتك وبلد إقامتك وغرض الإقامة ومدتها. سيخبرك إن كنت تحتاج إلى تأشيرة وما الوثائق التي يجب تقديمها.",
        },
        {
          title: "قدّم طلبك عبر الإنترنت على France-Visas",
          body: "على france-visas.gouv.fr، اختر تأشيرة إقامة قصيرة للسياحة أو لزيارة خاصة، أو تأشيرة إقامة طويلة بصفة «زائر» ({fr:visiteur})، ثم املأ الاستمارة واطبع الملخص.",
        },
        {
          title: "الموعد والبيانات البيومترية",
          body: "احضر موعدك في القنصلية الفرنسية أو لدى مقدّم خدمات التأشيرات في بلد إقامتك ومعك الوثائق الأصلية؛ تؤخذ بصماتك وصورتك وتدفع الرسوم.",
        },
        {
          title: "القرار والسفر",
          body: "تبتّ القنصلية في الطلب وتعيد إليك جواز سفرك. تحقّق من التواريخ وعدد مرات الدخول، وبالنسبة إلى الإقامة الطويلة، من عبارة VLS-TS «زائر» ({fr:visiteur}).",
        },
        {
          title: "صادق على تأشيرة الإقامة الطويلة",
          body: "خلال {fact:vls-ts.validation-deadline} من الوصول، صادق على تأشيرة VLS-TS عبر الإنترنت في موقع ANEF وادفع الطابع الجبائي. وإذا استدعاك المكتب الفرنسي للهجرة والإدماج (OFII) لفحص طبي، فاحضره.",
        },
        {
          title: "جدّد على ANEF",
          body: "قبل انتهاء صلاحية تأشيرتك، اطلب على ANEF بطاقة إقامة «زائر» ({fr:carte de séjour visiteur}) مع إثباتات محدَّثة للموارد والتأمين الصحي والعنوان.",
        },
      ],
      mistakes: [
        "الدخول في إقامة قصيرة، بتأشيرة أو من دونها، على أمل التحول إلى إقامة طويلة وأنت في فرنسا: يجب طلب تأشيرة الإقامة الطويلة من بلد إقامتك.",
        "الخطأ في حساب أيام الإقامة القصيرة: يشمل الحد فضاء شنغن كله ويُحتسب على فترة متحركة، لا على السنة الميلادية.",
        "العمل عن بُعد أو إطلاق نشاط صغير وأنت تحمل بطاقة زائر دون التحقق من أن ذلك مسموح به.",
        "تأمين صحي بسقوف منخفضة، أو باستثناءات كثيرة، أو مع فجوة بين الوصول وبداية التغطية.",
        "الاعتماد على تحويل مالي لمرة واحدة أو على وعد من قريب بدلًا من مداخيل منتظمة وموثّقة.",
      ],
    },
  },
};

export default visa;
