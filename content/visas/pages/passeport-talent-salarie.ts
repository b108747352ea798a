import type { VisaContent } from "../visa-content-types.ts";

const visa: VisaContent = {
  slug: "passeport-talent-salarie",
  category: "talent",
  purposes: ["work"],
  keyFacts: [
    "talent.qualified-employee.min-annual-salary",
    "talent.card.max-validity",
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
        en: "ANEF: validate your visa, apply for or change your residence permit",
        fr: "ANEF : valider votre visa, demander ou changer de titre de séjour",
        ar: "ANEF: صادق على تأشيرتك، أو اطلب بطاقة إقامتك أو غيّرها",
      },
    },
  ],
  talentRenaming: true,
  premiumSections: ["mistakes"],
  text: {
    en: {
      title: "Talent – qualified employee (talent – salarié qualifié)",
      summary:
        "A multi-year card for graduates of a French master's-level degree hired in France on a qualifying salary, and for staff of innovative companies.",
      whoFor: [
        "Holders of a degree at least equivalent to a master's, obtained in France from a nationally accredited higher-education institution, who are hired by an employer in France.",
        "Graduates of a Mastère spécialisé or a Master of Science labelled by the Conférence des grandes écoles.",
        "Employees recruited by an innovative company (a young innovative company, or a company recognised as innovative by a public body) to work on its research, development or innovation project.",
        "International students already in France who finish their master's and move straight into a job: they can change status on ANEF without going back to their country.",
      ],
      conditions: [
        "A degree at least equivalent to a master's obtained in France; a master's obtained abroad does not qualify for this card (the EU Blue Card may suit you instead).",
        "An employment contract with an employer established in France, permanent (CDI) or fixed-term (CDD) long enough to justify a long stay.",
        "A gross salary of at least {fact:talent.qualified-employee.min-annual-salary}, as written in the contract.",
        "For employees of an innovative company: proof of the company's status (young innovative company or public recognition of its innovative character) and duties linked to its research or innovation project, with the same salary threshold; check the exact conditions for this case on Service-Public.fr.",
        "Employees transferred within their group to a French entity are covered by the same card under specific conditions: see the page on employees on assignment.",
      ],
      documents: [
        "Passport valid for at least {fact:passport.validity-beyond-stay} beyond your planned stay, with at least {fact:passport.blank-pages} blank pages.",
        "Identity photos of {fact:photo.width} × {fact:photo.height}, taken less than {fact:photo.max-age} ago.",
        "The France-Visas application summary and receipt (or, if you are already in France, your current residence permit for the ANEF change-of-status application).",
        "Your employment contract or promise of employment, signed by you and the employer, showing the job, the start date and the gross annual salary.",
        "Your French master's-level diploma, or a certificate of success (attestation de réussite) from the institution if the diploma has not yet been issued.",
        "For an innovative company: the document proving its young innovative company status or its recognition as innovative by a public body.",
        "The employer's registration extract (extrait Kbis) if the consulate asks for it, and proof of accommodation in France.",
        "For accompanying family: marriage and birth certificates, translated and, where required, legalised or apostilled.",
      ],
      costs: [
        "Long-stay visa fee: {fact:long-stay-visa.fee} when you apply from abroad (no visa fee for a change of status in France).",
        "A tax stamp (timbre fiscal) bought online to validate your VLS-TS or to have the multi-year card issued; check the current amount on Service-Public.fr.",
        "Any visa service provider fee, and translations of documents that are not in French.",
      ],
      processing:
        "Consulates usually decide within {fact:processing.talent}. For a change of status in France, apply on ANEF well before your current permit expires: your application receipt lets you stay while it is examined, and your employer can tell you when you may start.",
      validity:
        "The card follows the length of your employment contract, up to {fact:talent.card.max-validity}, and is renewable as long as you still meet the conditions. For a shorter contract, the consulate issues a VLS-TS marked talent, to be validated online after arrival.",
      workRights:
        "The card is your work permit: your employer does not apply for an autorisation de travail. As for any foreign employee, the employer checks your residence document with the préfecture before you start and declares your hire. If you change employer, the new job must still meet the conditions; inform the préfecture.",
      family:
        "Your spouse and minor children receive a talent (famille) card with the same validity as yours, without the family reunification procedure, and your spouse may work. They can apply with you or later.",
      steps: [
        {
          title: "Secure the job offer",
          body: "Agree on a contract that meets the salary threshold and get it signed. The employer does not file a work-permit application, but provides the contract and, for an innovative company, proof of its status.",
        },
        {
          title: "Apply on France-Visas or on ANEF",
          body: "From abroad, complete the long-stay visa application for a talent – qualified employee activity on france-visas.gouv.fr. If you already live in France, for example as a student, apply for a change of status on the ANEF website instead, before your current permit expires.",
        },
        {
          title: "Consulate appointment",
          body: "Submit your file with the originals at the French consulate or its visa service provider, give your fingerprints and photo and pay the visa fee.",
        },
        {
          title: "Visa issued",
          body: "According to the length of your contract, you receive a VLS-TS marked talent or a long-stay visa stating that the residence card must be applied for (carte de séjour à solliciter).",
        },
        {
          title: "After arrival",
          body: "Validate your VLS-TS online on ANEF within {fact:vls-ts.validation-deadline} of arrival, or apply on ANEF for your multi-year talent card within the deadline stated on Service-Public.fr. Pay the tax stamp online.",
        },
        {
          title: "Collect your card",
          body: "Keep your attestation or récépissé until the préfecture invites you to collect the card. Talent holders are exempt from the republican integration contract; follow any OFII instructions you receive.",
        },
      ],
      mistakes: [
        "Applying with a master's degree earned outside France: this card requires a French degree, and a foreign degree points to the EU Blue Card or the employee card.",
        "Signing a contract whose gross annual salary is below the threshold, for instance because of part-time hours or because bonuses were counted.",
        "Letting a student permit expire before applying for the change of status on ANEF.",
        "Changing employer without checking that the new job still meets the conditions and without informing the préfecture.",
      ],
    },
    fr: {
      title: "Talent – salarié qualifié",
      summary:
        "Une carte pluriannuelle pour les diplômés d'un master obtenu en France recrutés avec un salaire suffisant, et pour les salariés d'entreprises innovantes.",
      whoFor: [
        "Les titulaires d'un diplôme au moins équivalent au master, obtenu en France dans un établissement d'enseignement supérieur habilité au plan national, recrutés par un employeur en France.",
        "Les diplômés d'un Mastère spécialisé ou d'un Master of Science labellisé par la Conférence des grandes écoles.",
        "Les salariés recrutés par une entreprise innovante (jeune entreprise innovante ou entreprise reconnue innovante par un organisme public) pour travailler sur son projet de recherche, de développement ou d'innovation.",
        "Les étudiants internationaux déjà en France qui terminent leur master et passent directement à l'emploi : ils changent de statut sur l'ANEF sans repartir dans leur pays.",
      ],
      conditions: [
        "Un diplôme au moins équivalent au master obtenu en France ; un master obtenu à l'étranger ne permet pas d'obtenir cette carte (la carte bleue européenne peut alors convenir).",
        "Un contrat de travail avec un employeur établi en France, à durée indéterminée (CDI) ou à durée déterminée (CDD) suffisamment long pour justifier un long séjour.",
        "Une rémunération brute d'au moins {fact:talent.qualified-employee.min-annual-salary}, inscrite au contrat.",
        "Pour les salariés d'une entreprise innovante : la preuve du statut de l'entreprise (jeune entreprise innovante ou reconnaissance de son caractère innovant par un organisme public) et des fonctions liées à son projet de recherche ou d'innovation, avec le même seuil de rémunération ; vérifiez les conditions exactes de ce cas sur Service-Public.fr.",
        "Les salariés mutés au sein de leur groupe vers une entité française relèvent de la même carte à des conditions propres : voir la page sur les salariés en mission.",
      ],
      documents: [
        "Passeport valable au moins {fact:passport.validity-beyond-stay} après la fin du séjour prévu, avec au moins {fact:passport.blank-pages} pages vierges.",
        "Photos d'identité au format {fact:photo.width} × {fact:photo.height}, de moins de {fact:photo.max-age}.",
        "Le récapitulatif et le reçu de la demande France-Visas (ou, si vous êtes déjà en France, votre titre de séjour en cours pour la demande de changement de statut sur l'ANEF).",
        "Votre contrat de travail ou promesse d'embauche, signé par vous et l'employeur, précisant le poste, la date de début et la rémunération brute annuelle.",
        "Votre diplôme français de niveau master, ou une attestation de réussite de l'établissement si le diplôme n'est pas encore délivré.",
        "Pour une entreprise innovante : le document prouvant son statut de jeune entreprise innovante ou sa reconnaissance comme entreprise innovante par un organisme public.",
        "L'extrait Kbis de l'employeur si le consulat le demande, et un justificatif d'hébergement en France.",
        "Pour la famille qui vous accompagne : actes de mariage et de naissance, traduits et, si nécessaire, légalisés ou apostillés.",
      ],
      costs: [
        "Frais de visa de long séjour : {fact:long-stay-visa.fee} pour une demande depuis l'étranger (pas de frais de visa pour un changement de statut en France).",
        "Un timbre fiscal acheté en ligne pour valider votre VLS-TS ou obtenir la carte pluriannuelle ; vérifiez le montant en vigueur sur Service-Public.fr.",
        "Les éventuels frais du prestataire de visas et les traductions des documents qui ne sont pas en français.",
      ],
      processing:
        "Les consulats se prononcent généralement en {fact:processing.talent}. Pour un changement de statut en France, déposez votre demande sur l'ANEF bien avant l'expiration de votre titre actuel : l'attestation de dépôt vous permet de rester pendant l'instruction, et votre employeur vous indique quand vous pouvez commencer.",
      validity:
        "La carte suit la durée de votre contrat de travail, dans la limite de {fact:talent.card.max-validity}, et se renouvelle tant que vous remplissez les conditions. Pour un contrat plus court, le consulat délivre un VLS-TS mention talent, à valider en ligne après l'arrivée.",
      workRights:
        "La carte vaut autorisation de travail : votre employeur ne demande pas d'autorisation de travail. Comme pour tout salarié étranger, il vérifie votre titre auprès de la préfecture avant l'embauche et déclare votre embauche. Si vous changez d'employeur, le nouveau poste doit toujours remplir les conditions ; informez la préfecture.",
      family:
        "Votre conjoint et vos enfants mineurs reçoivent une carte talent (famille) de même durée que la vôtre, sans passer par le regroupement familial, et votre conjoint peut travailler. Ils peuvent déposer leur demande avec vous ou plus tard.",
      steps: [
        {
          title: "Obtenir l'offre d'emploi",
          body: "Convenez d'un contrat qui atteint le seuil de rémunération et faites-le signer. L'employeur ne dépose pas de demande d'autorisation de travail, mais fournit le contrat et, pour une entreprise innovante, la preuve de son statut.",
        },
        {
          title: "Déposer la demande sur France-Visas ou sur l'ANEF",
          body: "Depuis l'étranger, remplissez sur france-visas.gouv.fr la demande de visa de long séjour pour une activité talent – salarié qualifié. Si vous résidez déjà en France, par exemple comme étudiant, demandez plutôt un changement de statut sur le site de l'ANEF, avant l'expiration de votre titre.",
        },
        {
          title: "Rendez-vous au consulat",
          body: "Déposez votre dossier avec les originaux au consulat de France ou chez son prestataire de visas, donnez vos empreintes et votre photo et payez les frais de visa.",
        },
        {
          title: "Délivrance du visa",
          body: "Selon la durée de votre contrat, vous recevez un VLS-TS mention talent ou un visa de long séjour indiquant que la carte de séjour est à solliciter.",
        },
        {
          title: "Après l'arrivée",
          body: "Validez votre VLS-TS en ligne sur l'ANEF dans les {fact:vls-ts.validation-deadline} suivant votre arrivée, ou demandez sur l'ANEF votre carte pluriannuelle talent dans le délai indiqué sur Service-Public.fr. Payez le timbre fiscal en ligne.",
        },
        {
          title: "Retirer votre carte",
          body: "Conservez votre attestation ou votre récépissé jusqu'à ce que la préfecture vous invite à retirer la carte. Les titulaires d'une carte talent sont dispensés du contrat d'intégration républicaine ; suivez les éventuelles instructions de l'OFII.",
        },
      ],
      mistakes: [
        "Demander cette carte avec un master obtenu hors de France : elle exige un diplôme français, et un diplôme étranger oriente vers la carte bleue européenne ou la carte salarié.",
        "Signer un contrat dont la rémunération brute annuelle est sous le seuil, par exemple à cause d'un temps partiel ou parce que des primes ont été comptées.",
        "Laisser expirer son titre étudiant avant de demander le changement de statut sur l'ANEF.",
        "Changer d'employeur sans vérifier que le nouveau poste remplit toujours les conditions et sans informer la préfecture.",
      ],
    },
    ar: {
      title: "المواهب – أجير مؤهل",
      summary:
        "بطاقة متعددة السنوات لخريجي شهادة فرنسية من مستوى الماستر الذين يُوظَّفون في فرنسا بأجر يستوفي الشرط، ولأجراء الشركات المبتكرة.",
      whoFor: [
        "حاملو شهادة تعادل الماستر على الأقل، حصلوا عليها في فرنسا من مؤسسة تعليم عالٍ معتمدة على المستوى الوطني، ويوظّفهم مشغّل في فرنسا.",
        "خريجو «الماستر المتخصص» ({fr:Mastère spécialisé}) أو «ماستر العلوم» ({fr:Master of Science}) الحاصل على تصنيف مؤتمر المدارس الكبرى ({fr:Conférence des grandes écoles}).",
        "الأجراء الذين توظّفهم شركة مبتكرة (شركة ناشئة مبتكرة ({fr:jeune entreprise innovante})، أو شركة تعترف هيئة عمومية بطابعها المبتكر) للعمل على مشروعها في البحث أو التطوير أو الابتكار.",
        "الطلبة الدوليون الموجودون في فرنسا الذين يُنهون الماستر وينتقلون مباشرة إلى العمل: يمكنهم تغيير وضعهم على ANEF دون العودة إلى بلدهم.",
      ],
      conditions: [
        "شهادة تعادل الماستر على الأقل حصلت عليها في فرنسا؛ أما الماستر المحصَّل عليه في الخارج فلا يخوّل الحصول على هذه البطاقة (وقد تناسبك بدلًا منها البطاقة الزرقاء الأوروبية).",
        "عقد عمل مع مشغّل مستقر في فرنسا، غير محدد المدة (CDI) أو محدد المدة (CDD) بمدة كافية لتبرير إقامة طويلة.",
        "أجر إجمالي لا يقل عن {fact:talent.qualified-employee.min-annual-salary}، مدوَّن في العقد.",
        "بالنسبة إلى أجراء شركة مبتكرة: إثبات وضع الشركة (شركة ناشئة مبتكرة أو اعتراف هيئة عمومية بطابعها المبتكر)، وأن مهامك مرتبطة بمشروعها في البحث أو الابتكار، مع حد الأجر نفسه؛ تحقّق من الشروط الدقيقة لهذه الحالة على Service-Public.fr.",
        "الأجراء المنقولون داخل مجموعتهم إلى كيان فرنسي تشملهم البطاقة نفسها وفق شروط خاصة: راجع الصفحة المخصصة للأجراء في مهمة.",
      ],
      documents: [
        "جواز سفر صالح لمدة {fact:passport.validity-beyond-stay} على الأقل بعد نهاية إقامتك المقررة، وفيه {fact:passport.blank-pages} صفحات فارغة على الأقل.",
        "صور شمسية بمقاس {fact:photo.width} × {fact:photo.height}، التُقطت منذ أقل من {fact:photo.max-age}.",
        "ملخص طلب France-Visas ووصل استلامه (أو، إذا كنت في فرنسا أصلًا، بطاقة إقامتك الحالية من أجل طلب تغيير الوضع على ANEF).",
        "عقد عملك أو وعد التوظيف، موقّعًا منك ومن المشغّل، ويبيّن المنصب وتاريخ بدء العمل والأجر الإجمالي السنوي.",
        "شهادتك الفرنسية من مستوى الماستر، أو شهادة نجاح ({fr:attestation de réussite}) من المؤسسة إذا لم تُسلَّم الشهادة بعد.",
        "بالنسبة إلى شركة مبتكرة: الوثيقة التي تثبت وضعها كشركة ناشئة مبتكرة أو اعتراف هيئة عمومية بها كشركة مبتكرة.",
        "مستخرج السجل التجاري للمشغّل ({fr:extrait Kbis}) إذا طلبته القنصلية، وإثبات السكن في فرنسا.",
        "بالنسبة إلى أفراد الأسرة المرافقين: عقود الزواج وشهادات الميلاد، مترجمة، ومصدَّقة أو مختومة بالأبوستيل عند الاقتضاء.",
      ],
      costs: [
        "رسوم تأشيرة الإقامة الطويلة: {fact:long-stay-visa.fee} عند تقديم الطلب من الخارج (لا رسوم تأشيرة عند تغيير الوضع داخل فرنسا).",
        "طابع جبائي ({fr:timbre fiscal}) يُشترى عبر الإنترنت للمصادقة على تأشيرة VLS-TS أو لإصدار البطاقة متعددة السنوات؛ تحقّق من المبلغ الساري على Service-Public.fr.",
        "رسوم مقدّم خدمات التأشيرات إن وُجدت، وترجمة الوثائق غير المحررة بالفرنسية.",
      ],
      processing:
        "تبتّ القنصليات عادةً في الطلب خلال {fact:processing.talent}. أما لتغيير الوضع داخل فرنسا، فقدّم طلبك على ANEF قبل انتهاء صلاحية بطاقتك الحالية بوقت كافٍ: تسمح لك شهادة إيداع الطلب ({fr:attestation de dépôt}) بالبقاء أثناء دراسة ملفك، ويُخبرك مشغّلك متى يمكنك بدء العمل.",
      validity:
        "تتبع البطاقة مدة عقد عملك، في حدود {fact:talent.card.max-validity}، وتُجدَّد ما دمت تستوفي الشروط. وبالنسبة إلى العقد الأقصر، تمنح القنصلية تأشيرة VLS-TS تحمل عبارة «المواهب» ({fr:talent})، تجب المصادقة عليها عبر الإنترنت بعد الوصول.",
      workRights:
        "البطاقة هي رخصة عملك: لا يطلب مشغّلك رخصة عمل ({fr:autorisation de travail}). وكما هو الشأن مع أي أجير أجنبي، يتحقق المشغّل من وثيقة إقامتك لدى المحافظة ({fr:préfecture}) قبل بدء العمل ويصرّح بتوظيفك. وإذا غيّرت مشغّلك، فيجب أن تظل الوظيفة الجديدة مستوفية للشروط؛ وأبلغ المحافظة بذلك.",
      family:
        "يحصل زوجك أو زوجتك وأطفالك القاصرون على بطاقة «المواهب (العائلة)» ({fr:talent (famille)}) بالمدة نفسها لبطاقتك، دون المرور بإجراء لمّ الشمل العائلي ({fr:regroupement familial})، ويحق لزوجك أو زوجتك العمل. ويمكنهم تقديم طلبهم معك أو لاحقًا.",
      steps: [
        {
          title: "احصل على عرض العمل",
          body: "اتفق على عقد يبلغ حد الأجر واحرص على توقيعه. لا يودع المشغّل طلب رخصة عمل، لكنه يقدّم العقد، وكذلك ما يثبت وضعه إذا كان شركة مبتكرة.",
        },
        {
          title: "قدّم طلبك على France-Visas أو على ANEF",
          body: "من الخارج، املأ على france-visas.gouv.fr طلب تأشيرة الإقامة الطويلة لنشاط «المواهب – أجير مؤهل» ({fr:talent – salarié qualifié}). وإذا كنت تقيم في فرنسا أصلًا، كطالب مثلًا، فاطلب بدلًا من ذلك تغيير الوضع على موقع ANEF، قبل انتهاء صلاحية بطاقتك الحالية.",
        },
        {
          title: "الموعد في القنصلية",
          body: "أودِع ملفك مع الوثائق الأصلية في القنصلية الفرنسية أو لدى مقدّم خدمات التأشيرات التابع لها، وقدّم بصماتك وصورتك، وادفع رسوم التأشيرة.",
        },
        {
          title: "إصدار التأشيرة",
          body: "حسب مدة عقدك، تحصل على تأشيرة VLS-TS تحمل عبارة «المواهب» ({fr:talent})، أو على تأشيرة إقامة طويلة تنص على وجوب طلب بطاقة الإقامة ({fr:carte de séjour à solliciter}).",
        },
        {
          title: "بعد الوصول",
          body: "صادق على تأشيرة VLS-TS عبر الإنترنت في ANEF خلال {fact:vls-ts.validation-deadline} من وصولك، أو اطلب على ANEF بطاقة «المواهب» متعددة السنوات ضمن الأجل المبيّن على Service-Public.fr. وادفع الطابع الجبائي عبر الإنترنت.",
        },
        {
          title: "تسلّم بطاقتك",
          body: "احتفظ بالشهادة ({fr:attestation}) أو وصل الإيداع ({fr:récépissé}) إلى أن تدعوك المحافظة ({fr:préfecture}) لتسلّم البطاقة. وحاملو بطاقة «المواهب» معفَون من عقد الاندماج الجمهوري ({fr:contrat d'intégration républicaine})؛ واتبع أي تعليمات تصلك من OFII.",
        },
      ],
      mistakes: [
        "تقديم الطلب بشهادة ماستر حصلت عليها خارج فرنسا: تشترط هذه البطاقة شهادة فرنسية، أما الشهادة الأجنبية فتوجّهك نحو البطاقة الزرقاء الأوروبية أو بطاقة «أجير» ({fr:salarié}).",
        "توقيع عقد يقل أجره الإجمالي السنوي عن الحد المطلوب، مثلًا بسبب العمل بدوام جزئي أو لأن المكافآت احتُسبت فيه.",
        "ترك بطاقة الإقامة الطلابية تنتهي صلاحيتها قبل طلب تغيير الوضع على ANEF.",
        "تغيير المشغّل دون التحقق من أن الوظيفة الجديدة ما زالت تستوفي الشروط ودون إبلاغ المحافظة ({fr:préfecture}).",
      ],
    },
  },
};

export default visa;
