import type { VisaContent } from "../visa-content-types.ts";

const visa: VisaContent = {
  slug: "passeport-talent-artistique",
  category: "talent",
  purposes: ["work"],
  keyFacts: [
    "talent.card.max-validity",
    "smic.monthly-gross",
    "talent.artist.min-monthly-resources",
    "long-stay-visa.fee",
    "processing.talent",
    "vls-ts.validation-deadline",
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
      title: "Talent – artist and performer (profession artistique et culturelle)",
      summary:
        "For performers and authors of literary or artistic works who come to France for their artistic career and earn enough from it.",
      whoFor: [
        "Artist-performers: actors, musicians, singers, dancers, circus and street artists, hired by a theatre, company, production house, orchestra or festival in France.",
        "Authors of literary or artistic works: writers, composers, visual artists, photographers, directors, working with publishers, galleries or producers.",
        "Artists planning a long stay in France; for a short tour or festival within the short-stay limit, a short-stay visa is usually used instead (check with the consulate).",
      ],
      conditions: [
        "You are an artist-performer within the meaning of the French intellectual property code, or the author of a literary or artistic work.",
        "You have one or more contracts or engagements with organisations whose main activity is creating or presenting works (performing arts, cinema, audiovisual, publishing, galleries), or another proof of income from your art.",
        "Your artistic activity brings you resources of at least {fact:talent.artist.min-monthly-resources}, the share of the full-time gross minimum wage (SMIC, {fact:smic.monthly-gross}) set by regulation; check the current requirement on Service-Public.fr.",
        "Algerian nationals fall under the Franco-Algerian agreement, which has its own provisions for artists: ask the consulate.",
      ],
      documents: [
        "Passport valid for at least {fact:passport.validity-beyond-stay} beyond your planned stay, with at least {fact:passport.blank-pages} blank pages.",
        "Identity photos of {fact:photo.width} × {fact:photo.height}, taken less than {fact:photo.max-age} ago.",
        "The France-Visas application summary and receipt.",
        "Your contracts, engagement letters or publishing and exhibition agreements in France, with dates and remuneration.",
        "Proof of your artistic career: portfolio, programmes, reviews, discography or bibliography.",
        "Proof of resources from your art: contracts, royalty statements, or bank statements for the last {fact:bank-statements.months}.",
        "Proof of accommodation, French translations of key documents and, for accompanying family, translated marriage and birth certificates.",
      ],
      costs: [
        "Long-stay visa fee: {fact:long-stay-visa.fee} per applicant.",
        "A tax stamp (timbre fiscal) to have the multi-year card issued or to validate a VLS-TS; check the amount on Service-Public.fr.",
        "Translations and any visa service provider fee; some organisers cover these costs, so ask.",
      ],
      processing:
        "Consulates usually decide within {fact:processing.talent}. Season and festival schedules are fixed well ahead: apply as soon as your contracts are signed.",
      validity:
        "The card usually covers the length of your engagements or project, up to {fact:talent.card.max-validity}, and is renewable if your artistic activity and resources continue. For a shorter stay, you receive a VLS-TS marked talent.",
      workRights:
        "The card lets you work in your artistic activity for the organisations you contract with; they do not need to request an autorisation de travail. Work outside your artistic field needs to be checked with the préfecture.",
      family:
        "Your spouse and minor children can receive a talent (famille) card for the same period as yours, without the family reunification procedure, and your spouse may work in France.",
      steps: [
        {
          title: "Sign your contracts",
          body: "Agree on your engagements or publishing and exhibition contracts in France and check that they bring the required resources over your stay.",
        },
        {
          title: "Apply on France-Visas",
          body: "On france-visas.gouv.fr, apply for a long-stay visa for a talent activity in the artistic and cultural professions, and print the summary.",
        },
        {
          title: "Consulate appointment",
          body: "Submit your file and originals at the consulate or visa service provider, give your biometrics and pay the visa fee.",
        },
        {
          title: "Visa decision",
          body: "You receive a VLS-TS marked talent for a shorter stay, or a long-stay visa stating that the residence card must be applied for.",
        },
        {
          title: "ANEF after arrival",
          body: "Validate your VLS-TS on ANEF within {fact:vls-ts.validation-deadline} of arrival, or apply on ANEF for your multi-year talent card within the deadline stated on Service-Public.fr, and pay the tax stamp.",
        },
        {
          title: "Collect the card",
          body: "Collect your card when the préfecture invites you. Talent holders are exempt from the republican integration contract.",
        },
      ],
      mistakes: [
        "Applying with vague promises of work rather than signed contracts or engagements.",
        "Planned resources below the regulatory level once spread over the whole stay.",
        "Using this card for a short tour: a short-stay visa, with the exemptions that apply to artists, is often simpler.",
        "Letting the card expire between two seasons instead of applying for renewal in time.",
      ],
    },
    fr: {
      title: "Talent – profession artistique et culturelle",
      summary:
        "Pour les artistes-interprètes et auteurs d'œuvres littéraires ou artistiques qui viennent exercer en France et vivent de leur art.",
      whoFor: [
        "Artistes-interprètes : comédiens, musiciens, chanteurs, danseurs, artistes de cirque et de rue, engagés par un théâtre, une compagnie, une société de production, un orchestre ou un festival en France.",
        "Auteurs d'œuvres littéraires ou artistiques : écrivains, compositeurs, plasticiens, photographes, réalisateurs, travaillant avec des éditeurs, galeries ou producteurs.",
        "Artistes qui prévoient un long séjour en France ; pour une tournée ou un festival dans la limite du court séjour, un visa de court séjour est en général utilisé (renseignez-vous auprès du consulat).",
      ],
      conditions: [
        "Vous êtes artiste-interprète au sens du code de la propriété intellectuelle, ou auteur d'une œuvre littéraire ou artistique.",
        "Vous avez un ou plusieurs contrats ou engagements avec des structures dont l'activité principale est la création ou la diffusion d'œuvres (spectacle vivant, cinéma, audiovisuel, édition, galeries), ou une autre preuve de revenus tirés de votre art.",
        "Votre activité artistique vous procure des ressources d'au moins {fact:talent.artist.min-monthly-resources}, la part du salaire minimum brut à temps plein (SMIC, {fact:smic.monthly-gross}) fixée par la réglementation ; vérifiez l'exigence en vigueur sur Service-Public.fr.",
        "Les ressortissants algériens relèvent de l'accord franco-algérien, qui prévoit ses propres dispositions pour les artistes : renseignez-vous auprès du consulat.",
      ],
      documents: [
        "Passeport valable au moins {fact:passport.validity-beyond-stay} après la fin du séjour prévu, avec au moins {fact:passport.blank-pages} pages vierges.",
        "Photos d'identité au format {fact:photo.width} × {fact:photo.height}, de moins de {fact:photo.max-age}.",
        "Le récapitulatif et le reçu de la demande France-Visas.",
        "Vos contrats, lettres d'engagement ou contrats d'édition et d'exposition en France, avec dates et rémunération.",
        "Les preuves de votre parcours artistique : portfolio, programmes, critiques, discographie ou bibliographie.",
        "Les justificatifs de ressources tirées de votre art : contrats, relevés de droits d'auteur ou relevés bancaires sur les {fact:bank-statements.months} précédant la demande.",
        "Un justificatif d'hébergement, les traductions en français des pièces principales et, pour la famille qui vous accompagne, les actes de mariage et de naissance traduits.",
      ],
      costs: [
        "Frais de visa de long séjour : {fact:long-stay-visa.fee} par demandeur.",
        "Un timbre fiscal pour la délivrance de la carte pluriannuelle ou la validation d'un VLS-TS ; vérifiez le montant sur Service-Public.fr.",
        "Les traductions et les éventuels frais du prestataire de visas ; certains organisateurs les prennent en charge, renseignez-vous.",
      ],
      processing:
        "Les consulats se prononcent généralement en {fact:processing.talent}. Les saisons et festivals se programment longtemps à l'avance : déposez votre demande dès la signature de vos contrats.",
      validity:
        "La carte couvre en général la durée de vos engagements ou de votre projet, dans la limite de {fact:talent.card.max-validity}, et se renouvelle si votre activité artistique et vos ressources se poursuivent. Pour un séjour plus court, vous recevez un VLS-TS mention talent.",
      workRights:
        "La carte vous permet d'exercer votre activité artistique pour les structures avec lesquelles vous contractez ; elles n'ont pas à demander d'autorisation de travail. Une activité hors de votre domaine artistique doit être vérifiée auprès de la préfecture.",
      family:
        "Votre conjoint et vos enfants mineurs peuvent recevoir une carte talent (famille) de même durée que la vôtre, sans passer par le regroupement familial, et votre conjoint peut travailler en France.",
      steps: [
        {
          title: "Signer vos contrats",
          body: "Concluez vos engagements ou vos contrats d'édition et d'exposition en France et vérifiez qu'ils vous procurent les ressources exigées sur toute la durée du séjour.",
        },
        {
          title: "Déposer la demande sur France-Visas",
          body: "Sur france-visas.gouv.fr, demandez un visa de long séjour pour une activité talent au titre des professions artistiques et culturelles, et imprimez le récapitulatif.",
        },
        {
          title: "Rendez-vous au consulat",
          body: "Déposez votre dossier et les originaux au consulat ou chez le prestataire de visas, donnez vos données biométriques et payez les frais de visa.",
        },
        {
          title: "Décision sur le visa",
          body: "Vous recevez un VLS-TS mention talent pour un séjour plus court, ou un visa de long séjour indiquant que la carte de séjour est à solliciter.",
        },
        {
          title: "L'ANEF après l'arrivée",
          body: "Validez votre VLS-TS sur l'ANEF dans les {fact:vls-ts.validation-deadline} suivant votre arrivée, ou demandez sur l'ANEF votre carte pluriannuelle talent dans le délai indiqué sur Service-Public.fr, et payez le timbre fiscal.",
        },
        {
          title: "Retirer la carte",
          body: "Retirez votre carte lorsque la préfecture vous y invite. Les titulaires d'une carte talent sont dispensés du contrat d'intégration républicaine.",
        },
      ],
      mistakes: [
        "Déposer la demande avec de vagues promesses de travail plutôt qu'avec des contrats ou engagements signés.",
        "Prévoir des ressources qui, réparties sur tout le séjour, restent sous le niveau réglementaire.",
        "Utiliser cette carte pour une tournée courte : un visa de court séjour, avec les dispenses prévues pour les artistes, est souvent plus simple.",
        "Laisser la carte expirer entre deux saisons au lieu d'en demander le renouvellement à temps.",
      ],
    },
    ar: {
      title: "المواهب – فنان ومؤدٍّ (مهنة فنية وثقافية)",
      summary:
        "للفنانين المؤدين ومؤلفي الأعمال الأدبية أو الفنية الذين يأتون إلى فرنسا من أجل مسيرتهم الفنية ويكسبون منها ما يكفيهم.",
      whoFor: [
        "الفنانون المؤدون ({fr:artistes-interprètes}): الممثلون والموسيقيون والمغنون والراقصون وفنانو السيرك والشارع، الذين يتعاقد معهم مسرح أو فرقة أو شركة إنتاج أو أوركسترا أو مهرجان في فرنسا.",
        "مؤلفو الأعمال الأدبية أو الفنية: الكتّاب والملحنون والفنانون التشكيليون والمصورون والمخرجون، الذين يعملون مع دور نشر أو أروقة فنية أو منتجين.",
        "الفنانون الذين يخططون لإقامة طويلة في فرنسا؛ أما الجولة القصيرة أو المهرجان في حدود الإقامة القصيرة، فتُستعمل لها عادةً تأشيرة إقامة قصيرة بدلًا من ذلك (استفسر لدى القنصلية).",
      ],
      conditions: [
        "أن تكون فنانًا مؤديًا بمفهوم قانون الملكية الفكرية الفرنسي ({fr:code de la propriété intellectuelle})، أو مؤلفًا لعمل أدبي أو فني.",
        "أن يكون لديك عقد أو أكثر، أو التزامات، مع هيئات نشاطها الرئيسي هو إبداع الأعمال أو عرضها (فنون العرض الحي، السينما، الإنتاج السمعي البصري، النشر، الأروقة الفنية)، أو أي إثبات آخر لمداخيل تجنيها من فنك.",
        "أن يدرّ عليك نشاطك الفني موارد لا تقل عن {fact:talent.artist.min-monthly-resources}، وهي النسبة من الحد الأدنى الإجمالي للأجور بدوام كامل (SMIC، {fact:smic.monthly-gross}) التي تحددها اللوائح؛ تحقّق من الشرط الساري على Service-Public.fr.",
        "يخضع المواطنون الجزائريون للاتفاق الفرنسي الجزائري ({fr:accord franco-algérien})، الذي ينص على أحكام خاصة بالفنانين: استفسر لدى القنصلية.",
      ],
      documents: [
        "جواز سفر صالح لمدة {fact:passport.validity-beyond-stay} على الأقل بعد نهاية إقامتك المقررة، وفيه {fact:passport.blank-pages} صفحات فارغة على الأقل.",
        "صور شمسية بمقاس {fact:photo.width} × {fact:photo.height}، التُقطت منذ أقل من {fact:photo.max-age}.",
        "ملخص طلب France-Visas ووصل استلامه.",
        "عقودك، أو رسائل التعاقد، أو عقود النشر والعرض في فرنسا، مع التواريخ والأجر.",
        "إثباتات مسيرتك الفنية: ملف الأعمال، والبرامج، والمقالات النقدية، وقائمة التسجيلات أو المؤلفات.",
        "إثباتات الموارد التي تجنيها من فنك: العقود، أو كشوف حقوق المؤلف، أو كشوف الحساب البنكي لآخر {fact:bank-statements.months}.",
        "إثبات السكن، وترجمات إلى الفرنسية للوثائق الرئيسية، وبالنسبة إلى أفراد الأسرة المرافقين لك، عقود الزواج وشهادات الميلاد مترجمة.",
      ],
      costs: [
        "رسوم تأشيرة الإقامة الطويلة: {fact:long-stay-visa.fee} عن كل مقدّم طلب.",
        "طابع جبائي ({fr:timbre fiscal}) لإصدار البطاقة متعددة السنوات أو للمصادقة على تأشيرة VLS-TS؛ تحقّق من المبلغ على Service-Public.fr.",
        "الترجمات والرسوم المحتملة لمقدّم خدمات التأشيرات؛ يتكفل بعض المنظمين بهذه التكاليف، فاسأل عن ذلك.",
      ],
      processing:
        "تبتّ القنصليات عادةً في الطلب خلال {fact:processing.talent}. وتُبرمَج المواسم والمهرجانات قبل وقت طويل: قدّم طلبك فور توقيع عقودك.",
      validity:
        "تغطي البطاقة عادةً مدة التزاماتك أو مشروعك، في حدود {fact:talent.card.max-validity}، وتُجدَّد إذا استمر نشاطك الفني واستمرت مواردك. وبالنسبة إلى الإقامة الأقصر، تحصل على تأشيرة VLS-TS تحمل عبارة «المواهب» ({fr:talent}).",
      workRights:
        "تسمح لك البطاقة بممارسة نشاطك الفني لدى الهيئات التي تتعاقد معها؛ ولا تحتاج هذه الهيئات إلى طلب رخصة عمل ({fr:autorisation de travail}). أما العمل خارج مجالك الفني فيجب التحقق منه لدى المحافظة ({fr:préfecture}).",
      family:
        "يمكن لزوجك أو زوجتك ولأطفالك القاصرين الحصول على بطاقة «المواهب (العائلة)» ({fr:talent (famille)}) للمدة نفسها لبطاقتك، دون المرور بإجراء لمّ الشمل العائلي ({fr:regroupement familial})، ويحق لزوجك أو زوجتك العمل في فرنسا.",
      steps: [
        {
          title: "وقّع عقودك",
          body: "اتفق على التزاماتك أو عقود النشر والعرض في فرنسا، وتحقق من أنها توفر لك الموارد المطلوبة طوال مدة إقامتك.",
        },
        {
          title: "قدّم طلبك على France-Visas",
          body: "على france-visas.gouv.fr، اطلب تأشيرة إقامة طويلة لنشاط «المواهب» في إطار المهن الفنية والثقافية، واطبع الملخص.",
        },
        {
          title: "الموعد في القنصلية",
          body: "أودِع ملفك والوثائق الأصلية في القنصلية أو لدى مقدّم خدمات التأشيرات، وقدّم بياناتك البيومترية، وادفع رسوم التأشيرة.",
        },
        {
          title: "قرار التأشيرة",
          body: "تحصل على تأشيرة VLS-TS تحمل عبارة «المواهب» ({fr:talent}) إذا كانت الإقامة أقصر، أو على تأشيرة إقامة طويلة تنص على وجوب طلب بطاقة الإقامة ({fr:carte de séjour à solliciter}).",
        },
        {
          title: "ANEF بعد الوصول",
          body: "صادق على تأشيرة VLS-TS على ANEF خلال {fact:vls-ts.validation-deadline} من وصولك، أو اطلب على ANEF بطاقة «المواهب» متعددة السنوات ضمن الأجل المبيّن على Service-Public.fr، وادفع الطابع الجبائي.",
        },
        {
          title: "تسلّم البطاقة",
          body: "تسلّم بطاقتك عندما تدعوك المحافظة ({fr:préfecture}) إلى ذلك. وحاملو بطاقة «المواهب» معفَون من عقد الاندماج الجمهوري ({fr:contrat d'intégration républicaine}).",
        },
      ],
      mistakes: [
        "تقديم الطلب بوعود عمل مبهمة بدلًا من عقود أو التزامات موقّعة.",
        "توقّع موارد تبقى، بعد توزيعها على مدة الإقامة كلها، دون المستوى الذي تحدده اللوائح.",
        "استعمال هذه البطاقة لجولة قصيرة: فتأشيرة الإقامة القصيرة، مع الإعفاءات المقررة للفنانين، غالبًا ما تكون أبسط.",
        "ترك البطاقة تنتهي صلاحيتها بين موسمين بدلًا من طلب تجديدها في الوقت المناسب.",
      ],
    },
  },
};

export default visa;
