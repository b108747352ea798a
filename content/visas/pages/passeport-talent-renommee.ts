import type { VisaContent } from "../visa-content-types.ts";

const visa: VisaContent = {
  slug: "passeport-talent-renommee",
  category: "talent",
  purposes: ["work"],
  keyFacts: ["talent.card.max-validity", "long-stay-visa.fee", "processing.talent", "vls-ts.validation-deadline"],
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
      title: "Talent – national or international renown",
      summary:
        "For people of established national or international renown who come to France to pursue their career in science, letters, the arts, education or sport.",
      whoFor: [
        "Scientists, writers, intellectuals and educators whose work is recognised nationally or internationally.",
        "Artists with an established reputation who do not fit the artist-performer category, or who come for a broader project.",
        "Elite athletes and coaches coming to France to pursue their sports career.",
      ],
      conditions: [
        "Your national or international renown is established in a scientific, literary, artistic, intellectual, educational or sports field, and you can prove it.",
        "You come to France to carry out an activity in that same field, described in a concrete project (engagements, club, institution, publisher, programme).",
        "You have sufficient resources to live in France for the length of your stay.",
        "The consulate assesses your renown case by case, so the quality of the evidence matters. Algerian nationals fall under the Franco-Algerian agreement: ask the consulate.",
      ],
      documents: [
        "Passport valid for at least {fact:passport.validity-beyond-stay} beyond your planned stay, with at least {fact:passport.blank-pages} blank pages.",
        "Identity photos of {fact:photo.width} × {fact:photo.height}, taken less than {fact:photo.max-age} ago.",
        "The France-Visas application summary and receipt.",
        "Evidence of your renown: major prizes and awards, publications, international competitions and rankings, press coverage, letters from recognised institutions.",
        "A description of your project in France with supporting documents: contracts, invitations, club or institution agreements.",
        "Proof of resources: contracts, income statements, or bank statements for the last {fact:bank-statements.months}.",
        "Translations into French of documents in another language, and for accompanying family, translated marriage and birth certificates.",
      ],
      costs: [
        "Long-stay visa fee: {fact:long-stay-visa.fee} per applicant.",
        "A tax stamp (timbre fiscal) to have the multi-year card issued or to validate a VLS-TS; check the amount on Service-Public.fr.",
        "Translations of your evidence and any visa service provider fee.",
      ],
      processing:
        "Consulates usually decide within {fact:processing.talent}, but a file based on renown may take longer to assess. A well-organised, translated dossier speeds up the review.",
      validity:
        "The card is valid for up to {fact:talent.card.max-validity}, and is renewable while you continue your activity in France with sufficient resources.",
      workRights:
        "The card lets you carry out the activity in your field of renown that justified it, without an autorisation de travail. Work in an unrelated field needs to be checked with the préfecture.",
      family:
        "Your spouse and minor children can receive a talent (famille) card for the same period as yours, without the family reunification procedure, and your spouse may work in France.",
      steps: [
        {
          title: "Build your renown file",
          body: "Gather and translate the strongest evidence of your reputation and the documents describing your project in France.",
        },
        {
          title: "Apply on France-Visas",
          body: "On france-visas.gouv.fr, apply for a long-stay visa for a talent activity based on national or international renown, and print the summary.",
        },
        {
          title: "Consulate appointment",
          body: "Submit your file and originals at the consulate or visa service provider, give your biometrics and pay the visa fee.",
        },
        {
          title: "Visa decision",
          body: "The consulate issues a long-stay visa stating that the residence card must be applied for, or a VLS-TS marked talent for a shorter stay.",
        },
        {
          title: "ANEF after arrival",
          body: "Apply on ANEF for your multi-year talent card within the deadline stated on Service-Public.fr, or validate your VLS-TS on ANEF within {fact:vls-ts.validation-deadline} of arrival, and pay the tax stamp.",
        },
        {
          title: "Collect the card",
          body: "Collect the card when the préfecture invites you. Talent holders are exempt from the republican integration contract.",
        },
      ],
      mistakes: [
        "Relying on self-published material or social-media figures instead of independent recognition such as prizes, rankings and press coverage.",
        "Submitting proof of renown without a concrete project in France.",
        "Sending untranslated evidence, which the consulate may not take into account.",
      ],
    },
    fr: {
      title: "Talent – renommée nationale ou internationale",
      summary:
        "Pour les personnes de renommée nationale ou internationale qui viennent en France poursuivre leur carrière scientifique, artistique, éducative ou sportive.",
      whoFor: [
        "Scientifiques, écrivains, intellectuels et pédagogues dont les travaux sont reconnus au niveau national ou international.",
        "Artistes à la réputation établie qui ne relèvent pas de la catégorie artiste-interprète ou qui viennent pour un projet plus large.",
        "Sportifs et entraîneurs de haut niveau venant poursuivre leur carrière en France.",
      ],
      conditions: [
        "Votre renommée nationale ou internationale est établie dans un domaine scientifique, littéraire, artistique, intellectuel, éducatif ou sportif, et vous pouvez la prouver.",
        "Vous venez en France pour exercer une activité dans ce même domaine, décrite dans un projet concret (engagements, club, institution, éditeur, programme).",
        "Vous disposez de ressources suffisantes pour vivre en France pendant votre séjour.",
        "Le consulat apprécie votre renommée au cas par cas : la qualité des preuves est déterminante. Les ressortissants algériens relèvent de l'accord franco-algérien : renseignez-vous auprès du consulat.",
      ],
      documents: [
        "Passeport valable au moins {fact:passport.validity-beyond-stay} après la fin du séjour prévu, avec au moins {fact:passport.blank-pages} pages vierges.",
        "Photos d'identité au format {fact:photo.width} × {fact:photo.height}, de moins de {fact:photo.max-age}.",
        "Le récapitulatif et le reçu de la demande France-Visas.",
        "Les preuves de votre renommée : grands prix et distinctions, publications, compétitions et classements internationaux, articles de presse, lettres d'institutions reconnues.",
        "Une présentation de votre projet en France avec les pièces qui l'appuient : contrats, invitations, accords avec un club ou une institution.",
        "Des justificatifs de ressources : contrats, relevés de revenus ou relevés bancaires sur les {fact:bank-statements.months} précédant la demande.",
        "Les traductions en français des documents rédigés dans une autre langue et, pour la famille qui vous accompagne, les actes de mariage et de naissance traduits.",
      ],
      costs: [
        "Frais de visa de long séjour : {fact:long-stay-visa.fee} par demandeur.",
        "Un timbre fiscal pour la délivrance de la carte pluriannuelle ou la validation d'un VLS-TS ; vérifiez le montant sur Service-Public.fr.",
        "La traduction de vos preuves et les éventuels frais du prestataire de visas.",
      ],
      processing:
        "Les consulats se prononcent généralement en {fact:processing.talent}, mais un dossier fondé sur la renommée peut demander plus de temps d'examen. Un dossier bien organisé et traduit accélère l'instruction.",
      validity:
        "La carte est valable jusqu'à {fact:talent.card.max-validity} et se renouvelle tant que vous poursuivez votre activité en France avec des ressources suffisantes.",
      workRights:
        "La carte permet d'exercer, sans autorisation de travail, l'activité liée au domaine de renommée qui l'a justifiée. Une activité dans un domaine sans rapport doit être vérifiée auprès de la préfecture.",
      family:
        "Votre conjoint et vos enfants mineurs peuvent recevoir une carte talent (famille) de même durée que la vôtre, sans passer par le regroupement familial, et votre conjoint peut travailler en France.",
      steps: [
        {
          title: "Constituer le dossier de renommée",
          body: "Rassemblez et faites traduire les preuves les plus solides de votre réputation et les documents décrivant votre projet en France.",
        },
        {
          title: "Déposer la demande sur France-Visas",
          body: "Sur france-visas.gouv.fr, demandez un visa de long séjour pour une activité talent fondée sur la renommée nationale ou internationale, et imprimez le récapitulatif.",
        },
        {
          title: "Rendez-vous au consulat",
          body: "Déposez votre dossier et les originaux au consulat ou chez le prestataire de visas, donnez vos données biométriques et payez les frais de visa.",
        },
        {
          title: "Décision sur le visa",
          body: "Le consulat délivre un visa de long séjour indiquant que la carte de séjour est à solliciter, ou un VLS-TS mention talent pour un séjour plus court.",
        },
        {
          title: "L'ANEF après l'arrivée",
          body: "Demandez sur l'ANEF votre carte pluriannuelle talent dans le délai indiqué sur Service-Public.fr, ou validez votre VLS-TS sur l'ANEF dans les {fact:vls-ts.validation-deadline} suivant votre arrivée, et payez le timbre fiscal.",
        },
        {
          title: "Retirer la carte",
          body: "Retirez la carte lorsque la préfecture vous y invite. Les titulaires d'une carte talent sont dispensés du contrat d'intégration républicaine.",
        },
      ],
      mistakes: [
        "S'appuyer sur des publications à compte d'auteur ou des chiffres de réseaux sociaux plutôt que sur une reconnaissance indépendante : prix, classements, presse.",
        "Prouver sa renommée sans présenter de projet concret en France.",
        "Envoyer des preuves non traduites, que le consulat peut ne pas prendre en compte.",
      ],
    },
    ar: {
      title: "المواهب – شهرة وطنية أو دولية",
      summary:
        "للأشخاص ذوي الشهرة الوطنية أو الدولية الثابتة الذين يأتون إلى فرنسا لمواصلة مسيرتهم في العلوم أو الآداب أو الفنون أو التعليم أو الرياضة.",
      whoFor: [
        "العلماء والكتّاب والمثقفون والمربّون الذين تحظى أعمالهم باعتراف على المستوى الوطني أو الدولي.",
        "الفنانون ذوو السمعة الراسخة الذين لا تنطبق عليهم فئة الفنان المؤدي ({fr:artiste-interprète})، أو الذين يأتون من أجل مشروع أوسع.",
        "الرياضيون والمدرّبون من المستوى العالي الذين يأتون إلى فرنسا لمواصلة مسيرتهم الرياضية.",
      ],
      conditions: [
        "أن تكون شهرتك الوطنية أو الدولية ثابتة في مجال علمي أو أدبي أو فني أو فكري أو تربوي أو رياضي، وأن تكون قادرًا على إثباتها.",
        "أن تأتي إلى فرنسا لممارسة نشاط في المجال نفسه، موصوف في مشروع ملموس (التزامات، نادٍ، مؤسسة، دار نشر، برنامج).",
        "أن تكون لديك موارد كافية للعيش في فرنسا طوال مدة إقامتك.",
        "تقدّر القنصلية شهرتك حالةً بحالة، لذا فإن جودة الأدلة حاسمة. ويخضع المواطنون الجزائريون للاتفاق الفرنسي الجزائري ({fr:accord franco-algérien}): استفسر لدى القنصلية.",
      ],
      documents: [
        "جواز سفر صالح لمدة {fact:passport.validity-beyond-stay} على الأقل بعد نهاية إقامتك المقررة، وفيه {fact:passport.blank-pages} صفحات فارغة على الأقل.",
        "صور شمسية بمقاس {fact:photo.width} × {fact:photo.height}، التُقطت منذ أقل من {fact:photo.max-age}.",
        "ملخص طلب France-Visas ووصل استلامه.",
        "أدلة شهرتك: الجوائز والتكريمات الكبرى، والمنشورات، والمسابقات والتصنيفات الدولية، والتغطية الصحفية، ورسائل من مؤسسات معترف بها.",
        "عرض لمشروعك في فرنسا مع الوثائق التي تدعمه: العقود، والدعوات، والاتفاقات مع نادٍ أو مؤسسة.",
        "إثباتات الموارد: العقود، أو كشوف المداخيل، أو كشوف الحساب البنكي لآخر {fact:bank-statements.months}.",
        "ترجمات إلى الفرنسية للوثائق المحررة بلغة أخرى، وبالنسبة إلى أفراد الأسرة المرافقين لك، عقود الزواج وشهادات الميلاد مترجمة.",
      ],
      costs: [
        "رسوم تأشيرة الإقامة الطويلة: {fact:long-stay-visa.fee} عن كل مقدّم طلب.",
        "طابع جبائي ({fr:timbre fiscal}) لإصدار البطاقة متعددة السنوات أو للمصادقة على تأشيرة VLS-TS؛ تحقّق من المبلغ على Service-Public.fr.",
        "ترجمة أدلتك، والرسوم المحتملة لمقدّم خدمات التأشيرات.",
      ],
      processing:
        "تبتّ القنصليات عادةً في الطلب خلال {fact:processing.talent}، لكن دراسة ملف قائم على الشهرة قد تستغرق وقتًا أطول. والملف المنظَّم جيدًا والمترجَم يسرّع دراسة الطلب.",
      validity:
        "البطاقة صالحة لمدة أقصاها {fact:talent.card.max-validity}، وتُجدَّد ما دمت تواصل نشاطك في فرنسا بموارد كافية.",
      workRights:
        "تسمح لك البطاقة، دون رخصة عمل ({fr:autorisation de travail})، بممارسة النشاط المرتبط بمجال الشهرة الذي بُرِّرت به. أما العمل في مجال لا علاقة له بذلك، فيجب التحقق منه لدى المحافظة ({fr:préfecture}).",
      family:
        "يمكن لزوجك أو زوجتك ولأطفالك القاصرين الحصول على بطاقة «المواهب (العائلة)» ({fr:talent (famille)}) للمدة نفسها لبطاقتك، دون المرور بإجراء لمّ الشمل العائلي ({fr:regroupement familial})، ويحق لزوجك أو زوجتك العمل في فرنسا.",
      steps: [
        {
          title: "أعدّ ملف شهرتك",
          body: "اجمع أقوى الأدلة على سمعتك وترجمها، مع الوثائق التي تصف مشروعك في فرنسا.",
        },
        {
          title: "قدّم طلبك على France-Visas",
          body: "على france-visas.gouv.fr، اطلب تأشيرة إقامة طويلة لنشاط «المواهب» قائم على الشهرة الوطنية أو الدولية، واطبع الملخص.",
        },
        {
          title: "الموعد في القنصلية",
          body: "أودِع ملفك والوثائق الأصلية في القنصلية أو لدى مقدّم خدمات التأشيرات، وقدّم بياناتك البيومترية، وادفع رسوم التأشيرة.",
        },
        {
          title: "قرار التأشيرة",
          body: "تمنح القنصلية تأشيرة إقامة طويلة تنص على وجوب طلب بطاقة الإقامة ({fr:carte de séjour à solliciter})، أو تأشيرة VLS-TS تحمل عبارة «المواهب» ({fr:talent}) إذا كانت الإقامة أقصر.",
        },
        {
          title: "ANEF بعد الوصول",
          body: "اطلب على ANEF بطاقة «المواهب» متعددة السنوات ضمن الأجل المبيّن على Service-Public.fr، أو صادق على تأشيرة VLS-TS على ANEF خلال {fact:vls-ts.validation-deadline} من وصولك، وادفع الطابع الجبائي.",
        },
        {
          title: "تسلّم البطاقة",
          body: "تسلّم البطاقة عندما تدعوك المحافظة ({fr:préfecture}) إلى ذلك. وحاملو بطاقة «المواهب» معفَون من عقد الاندماج الجمهوري ({fr:contrat d'intégration républicaine}).",
        },
      ],
      mistakes: [
        "الاعتماد على منشورات على نفقة المؤلف أو على أرقام شبكات التواصل الاجتماعي بدلًا من اعتراف مستقل مثل الجوائز والتصنيفات والتغطية الصحفية.",
        "تقديم أدلة على الشهرة دون مشروع ملموس في فرنسا.",
        "إرسال أدلة غير مترجمة، قد لا تأخذها القنصلية بعين الاعتبار.",
      ],
    },
  },
};

export default visa;
