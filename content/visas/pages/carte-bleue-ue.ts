import type { VisaContent } from "../visa-content-types.ts";

const visa: VisaContent = {
  slug: "carte-bleue-ue",
  category: "talent",
  purposes: ["work"],
  keyFacts: [
    "eu-blue-card.min-annual-salary",
    "eu-blue-card.min-contract-length",
    "eu-blue-card.max-validity",
    "processing.talent",
    "long-stay-visa.fee",
  ],
  officialLinks: [
    {
      url: "https://www.welcometofrance.com/fiche/passeport-talent-cbe",
      label: {
        en: "Welcome to France: highly qualified workers – EU Blue Card",
        fr: "Welcome to France : travailleurs hautement qualifiés – carte bleue européenne",
        ar: "WelcomeToFrance.com: العمال ذوو الكفاءات العالية – البطاقة الزرقاء الأوروبية",
      },
    },
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
  ],
  talentRenaming: true,
  premiumSections: ["mistakes", "steps"],
  text: {
    en: {
      title: "EU Blue Card (talent – carte bleue européenne)",
      summary:
        "France's residence permit for highly qualified employees: a high salary, a qualifying contract and a degree or equivalent experience, with EU mobility.",
      whoFor: [
        "Highly qualified professionals hired in France, such as engineers, IT specialists, finance experts and managers, including with a degree obtained abroad.",
        "Experienced professionals without a long degree whose experience is recognised as equivalent under the recast EU Blue Card directive.",
        "EU Blue Card holders who have lived at least {fact:eu-blue-card.eu-long-term-mobility-after} in another EU country (for a first move) and want to take up a highly qualified job in France.",
        "Already in France on another permit? You can apply on ANEF for a change of status if you meet the conditions.",
      ],
      conditions: [
        "An employment contract or binding job offer for a highly qualified job with an employer in France, lasting at least {fact:eu-blue-card.min-contract-length}.",
        "A gross salary of at least {fact:eu-blue-card.min-annual-salary}, as written in the contract.",
        "Higher professional qualifications: a higher-education degree sanctioning a programme of at least the minimum length set by the directive (bachelor's level or above), or professional experience at a comparable level for the length the recast directive allows; for ICT managers and specialists, a shorter recent experience can be accepted. Check the exact requirements on Service-Public.fr.",
        "For a regulated profession (health, law, architecture and others), the authorisation or recognition needed to practise it in France.",
        "Algerian nationals fall under the Franco-Algerian agreement, which has its own rules: ask the consulate which permit applies.",
      ],
      documents: [
        "Passport valid for at least {fact:passport.validity-beyond-stay} beyond your planned stay, with at least {fact:passport.blank-pages} blank pages.",
        "Identity photos of {fact:photo.width} × {fact:photo.height}, taken less than {fact:photo.max-age} ago.",
        "The France-Visas application summary and receipt, or, from another EU country, your current EU Blue Card.",
        "The employment contract or binding job offer signed by both parties, stating the duties, the length and the gross annual salary.",
        "Your higher-education diploma with a French translation, or certificates from previous employers proving your professional experience (dates, positions, level of responsibility).",
        "For a regulated profession, the document allowing you to practise in France.",
        "Proof of accommodation and, for accompanying family, marriage and birth certificates, translated and, where required, legalised or apostilled.",
      ],
      costs: [
        "Long-stay visa fee: {fact:long-stay-visa.fee} per applicant when you apply from outside the EU.",
        "A tax stamp (timbre fiscal) bought online, to validate a VLS-TS or to have the multi-year card issued; check the current amount on Service-Public.fr.",
        "The visa service provider fee where the consulate uses one, and translations of diplomas and employment certificates. Many employers cover these costs.",
      ],
      processing:
        "Blue Card applications go through the talent procedure, including a review of your qualifications: allow {fact:processing.talent} for a decision, as for the other talent cards. Apply as soon as the contract is signed, and allow extra time if your diplomas need translating.",
      validity:
        "The card follows your employment contract, up to {fact:eu-blue-card.max-validity}; for a short contract it covers the contract plus a short additional period. It is renewable while you keep a highly qualified job that meets the conditions.",
      workRights:
        "The card is your work permit for highly qualified employment: your employer does not apply for an autorisation de travail. You must tell the préfecture about a change of employer, and a limited period of unemployment does not in itself cost you the card if you report it. After {fact:eu-blue-card.eu-long-term-mobility-after} in France, you can move to another EU country under the simpler rules for Blue Card holders.",
      family:
        "Your spouse and minor children receive a talent (famille) card for the same period as yours, without the family reunification procedure, and your spouse may work in France. Family members can apply with you or join you later.",
      steps: [
        {
          title: "Check the job against the criteria",
          body: "With your employer, confirm that the contract length, the gross annual salary and your qualifications meet the Blue Card conditions. The employer provides the signed contract but files no work-permit application.",
        },
        {
          title: "Apply on France-Visas",
          body: "On france-visas.gouv.fr, apply for a long-stay visa for a talent activity under the EU Blue Card and print the summary. If you already hold a Blue Card in another EU country, check on Service-Public.fr how to apply directly in France after arrival.",
        },
        {
          title: "Consulate appointment and biometrics",
          body: "Submit your file with originals at the French consulate or visa service provider in your country of residence, give your fingerprints and photo and pay the visa fee.",
        },
        {
          title: "Visa decision",
          body: "The consulate returns your passport with a VLS-TS marked talent – carte bleue européenne for a shorter contract, or a long-stay visa stating that the residence card must be applied for.",
        },
        {
          title: "Before your first day",
          body: "As for any foreign employee, your employer checks your visa or residence document with the préfecture before the hire and declares your employment. In general, you can start work under the visa issued for the Blue Card while your card is being prepared.",
        },
        {
          title: "ANEF formalities after arrival",
          body: "Validate your VLS-TS online on the ANEF website within {fact:vls-ts.validation-deadline} of arrival, or apply on ANEF for the multi-year card within the deadline stated on Service-Public.fr, and pay the tax stamp online.",
        },
        {
          title: "Collect your card",
          body: "The préfecture invites you to collect the card; your attestation or récépissé covers you until then. Talent holders, including Blue Card holders, are exempt from the republican integration contract; follow any OFII instructions you receive.",
        },
      ],
      mistakes: [
        "Counting bonuses, allowances or benefits in kind to reach the salary threshold: the gross annual salary in the contract must reach it on its own.",
        "Signing a contract shorter than the minimum length, or a part-time contract that brings the salary below the threshold.",
        "Applying as a talent – qualified employee with a degree obtained abroad, when the Blue Card is the right route.",
        "Changing employer without informing the préfecture, or without checking that the new job still meets the Blue Card conditions.",
        "Sending diplomas or employment certificates without translations, or experience certificates that do not show dates and level of responsibility.",
      ],
    },
    fr: {
      title: "Carte bleue européenne (talent – carte bleue européenne)",
      summary:
        "Le titre de séjour des salariés hautement qualifiés : salaire élevé, contrat suffisant, diplôme ou expérience équivalente, et mobilité dans l'Union.",
      whoFor: [
        "Professionnels hautement qualifiés recrutés en France, comme des ingénieurs, informaticiens, experts financiers et cadres, y compris avec un diplôme obtenu à l'étranger.",
        "Professionnels expérimentés sans long cursus dont l'expérience est reconnue comme équivalente par la directive refondue sur la carte bleue européenne.",
        "Titulaires d'une carte bleue européenne ayant séjourné au moins {fact:eu-blue-card.eu-long-term-mobility-after} dans un autre pays de l'Union (pour une première mobilité) qui veulent occuper un emploi hautement qualifié en France.",
        "Déjà en France avec un autre titre ? Vous pouvez demander un changement de statut sur l'ANEF si vous remplissez les conditions.",
      ],
      conditions: [
        "Un contrat de travail ou une offre ferme d'emploi hautement qualifié chez un employeur en France, d'une durée d'au moins {fact:eu-blue-card.min-contract-length}.",
        "Une rémunération brute d'au moins {fact:eu-blue-card.min-annual-salary}, inscrite au contrat.",
        "Des qualifications professionnelles élevées : un diplôme de l'enseignement supérieur sanctionnant un cursus d'au moins la durée minimale fixée par la directive (niveau licence ou plus), ou une expérience professionnelle de niveau comparable pendant la durée admise par la directive refondue ; pour les cadres et spécialistes des technologies de l'information et de la communication, une expérience récente plus courte peut suffire. Vérifiez les exigences exactes sur Service-Public.fr.",
        "Pour une profession réglementée (santé, droit, architecture, etc.), l'autorisation ou la reconnaissance nécessaire pour l'exercer en France.",
        "Les ressortissants algériens relèvent de l'accord franco-algérien, qui a ses propres règles : demandez au consulat quel titre s'applique.",
      ],
      documents: [
        "Passeport valable au moins {fact:passport.validity-beyond-stay} après la fin du séjour prévu, avec au moins {fact:passport.blank-pages} pages vierges.",
        "Photos d'identité au format {fact:photo.width} × {fact:photo.height}, de moins de {fact:photo.max-age}.",
        "Le récapitulatif et le reçu de la demande France-Visas, ou, depuis un autre pays de l'Union, votre carte bleue européenne en cours de validité.",
        "Le contrat de travail ou l'offre ferme d'emploi signé par les deux parties, précisant les fonctions, la durée et la rémunération brute annuelle.",
        "Votre diplôme de l'enseignement supérieur traduit en français, ou les certificats de vos employeurs précédents prouvant votre expérience professionnelle (dates, postes, niveau de responsabilité).",
        "Pour une profession réglementée, le document vous autorisant à l'exercer en France.",
        "Un justificatif d'hébergement et, pour la famille qui vous accompagne, les actes de mariage et de naissance traduits et, si nécessaire, légalisés ou apostillés.",
      ],
      costs: [
        "Frais de visa de long séjour : {fact:long-stay-visa.fee} par demandeur lorsque vous déposez la demande hors de l'Union européenne.",
        "Un timbre fiscal acheté en ligne, pour valider un VLS-TS ou obtenir la carte pluriannuelle ; vérifiez le montant en vigueur sur Service-Public.fr.",
        "Les frais du prestataire de visas lorsque le consulat y recourt, et la traduction des diplômes et certificats de travail. Beaucoup d'employeurs prennent ces frais en charge.",
      ],
      processing:
        "Les demandes de carte bleue européenne suivent la procédure talent, avec un examen de vos qualifications : comptez {fact:processing.talent} pour obtenir une décision, comme pour les autres cartes talent. Déposez votre demande dès la signature du contrat et prévoyez plus de temps si vos diplômes doivent être traduits.",
      validity:
        "La carte suit votre contrat de travail, dans la limite de {fact:eu-blue-card.max-validity} ; pour un contrat court, elle couvre le contrat augmenté d'une courte période. Elle se renouvelle tant que vous occupez un emploi hautement qualifié remplissant les conditions.",
      workRights:
        "La carte vaut autorisation de travail pour un emploi hautement qualifié : votre employeur ne demande pas d'autorisation de travail. Vous devez signaler à la préfecture tout changement d'employeur, et une période de chômage limitée ne vous fait pas perdre la carte à elle seule si vous la déclarez. Après {fact:eu-blue-card.eu-long-term-mobility-after} en France, vous pouvez partir dans un autre pays de l'Union selon les règles simplifiées prévues pour les titulaires de la carte bleue.",
      family:
        "Votre conjoint et vos enfants mineurs reçoivent une carte talent (famille) de même durée que la vôtre, sans passer par le regroupement familial, et votre conjoint peut travailler en France. Les membres de la famille peuvent déposer leur demande avec vous ou vous rejoindre plus tard.",
      steps: [
        {
          title: "Vérifier le poste au regard des critères",
          body: "Avec votre employeur, vérifiez que la durée du contrat, la rémunération brute annuelle et vos qualifications remplissent les conditions de la carte bleue. L'employeur fournit le contrat signé mais ne dépose aucune demande d'autorisation de travail.",
        },
        {
          title: "Déposer la demande sur France-Visas",
          body: "Sur france-visas.gouv.fr, demandez un visa de long séjour pour une activité talent au titre de la carte bleue européenne et imprimez le récapitulatif. Si vous détenez déjà une carte bleue d'un autre pays de l'Union, vérifiez sur Service-Public.fr comment déposer directement votre demande en France après l'arrivée.",
        },
        {
          title: "Rendez-vous au consulat et biométrie",
          body: "Déposez votre dossier avec les originaux au consulat de France ou chez le prestataire de visas de votre pays de résidence, donnez vos empreintes et votre photo et payez les frais de visa.",
        },
        {
          title: "Décision sur le visa",
          body: "Le consulat vous rend votre passeport avec un VLS-TS mention talent – carte bleue européenne pour un contrat plus court, ou un visa de long séjour indiquant que la carte de séjour est à solliciter.",
        },
        {
          title: "Avant votre premier jour",
          body: "Comme pour tout salarié étranger, votre employeur vérifie votre visa ou votre titre auprès de la préfecture avant l'embauche et déclare votre embauche. En général, vous pouvez commencer à travailler sous couvert du visa délivré au titre de la carte bleue pendant la préparation de votre carte.",
        },
        {
          title: "Démarches sur l'ANEF après l'arrivée",
          body: "Validez votre VLS-TS en ligne sur le site de l'ANEF dans les {fact:vls-ts.validation-deadline} suivant votre arrivée, ou demandez sur l'ANEF la carte pluriannuelle dans le délai indiqué sur Service-Public.fr, et payez le timbre fiscal en ligne.",
        },
        {
          title: "Retirer votre carte",
          body: "La préfecture vous invite à retirer la carte ; votre attestation ou votre récépissé vous couvre jusque-là. Les titulaires d'une carte talent, dont la carte bleue, sont dispensés du contrat d'intégration républicaine ; suivez les éventuelles instructions de l'OFII.",
        },
      ],
      mistakes: [
        "Compter des primes, indemnités ou avantages en nature pour atteindre le seuil : la rémunération brute annuelle du contrat doit l'atteindre à elle seule.",
        "Signer un contrat plus court que la durée minimale, ou un temps partiel qui fait passer la rémunération sous le seuil.",
        "Demander la carte talent – salarié qualifié avec un diplôme obtenu à l'étranger, alors que la carte bleue est la bonne voie.",
        "Changer d'employeur sans informer la préfecture, ou sans vérifier que le nouveau poste remplit toujours les conditions de la carte bleue.",
        "Envoyer des diplômes ou certificats de travail sans traduction, ou des certificats d'expérience qui n'indiquent ni les dates ni le niveau de responsabilité.",
      ],
    },
    ar: {
      title: "البطاقة الزرقاء الأوروبية (بطاقة المواهب – البطاقة الزرقاء الأوروبية)",
      summary:
        "بطاقة الإقامة الفرنسية للأجراء ذوي الكفاءات العالية: أجر مرتفع، وعقد مستوفٍ للشروط، وشهادة أو خبرة معادلة، مع إمكانية التنقل داخل الاتحاد الأوروبي.",
      whoFor: [
        "المهنيون ذوو الكفاءات العالية الذين يُوظَّفون في فرنسا، مثل المهندسين والمختصين في المعلوميات وخبراء المالية والأطر، بما في ذلك من حصلوا على شهادتهم في الخارج.",
        "المهنيون ذوو الخبرة الذين لا يحملون شهادة جامعية طويلة، وتُعترف بخبرتهم على أنها معادلة بموجب التوجيه الأوروبي المعدَّل بشأن البطاقة الزرقاء.",
        "حاملو البطاقة الزرقاء الأوروبية الذين أقاموا {fact:eu-blue-card.eu-long-term-mobility-after} على الأقل في بلد آخر من الاتحاد الأوروبي (بالنسبة إلى أول انتقال) ويريدون شغل وظيفة عالية الكفاءة في فرنسا.",
        "هل أنت في فرنسا أصلًا ببطاقة إقامة أخرى؟ يمكنك أن تطلب تغيير الوضعية على ANEF إذا استوفيت الشروط.",
      ],
      conditions: [
        "عقد عمل أو عرض عمل مُلزِم لوظيفة عالية الكفاءة لدى مشغّل في فرنسا، لا تقل مدته عن {fact:eu-blue-card.min-contract-length}.",
        "أجر إجمالي لا يقل عن {fact:eu-blue-card.min-annual-salary}، كما هو مدوّن في العقد.",
        "مؤهلات مهنية عليا: شهادة من التعليم العالي تتوّج مسارًا دراسيًا لا تقل مدته عن الحد الأدنى الذي يحدده التوجيه (مستوى الإجازة أو أعلى)، أو خبرة مهنية بمستوى مماثل للمدة التي يقبلها التوجيه المعدَّل؛ وبالنسبة إلى الأطر والمختصين في تكنولوجيا المعلومات والاتصال، قد تُقبل خبرة حديثة أقصر. تحقّق من الشروط الدقيقة على Service-Public.fr.",
        "بالنسبة إلى المهن المنظَّمة (الصحة، والقانون، والهندسة المعمارية وغيرها)، الترخيص أو الاعتراف اللازم لممارستها في فرنسا.",
        "يخضع المواطنون الجزائريون للاتفاق الفرنسي الجزائري ({fr:accord franco-algérien})، الذي له قواعده الخاصة: اسأل القنصلية عن بطاقة الإقامة التي تنطبق عليك.",
      ],
      documents: [
        "جواز سفر صالح لمدة {fact:passport.validity-beyond-stay} على الأقل بعد نهاية إقامتك المقررة، وفيه {fact:passport.blank-pages} صفحات فارغة على الأقل.",
        "صور شمسية بمقاس {fact:photo.width} × {fact:photo.height}، التُقطت منذ أقل من {fact:photo.max-age}.",
        "ملخص طلب France-Visas ووصل استلامه، أو بطاقتك الزرقاء الأوروبية الحالية إذا كنت قادمًا من بلد آخر من الاتحاد الأوروبي.",
        "عقد العمل أو عرض العمل المُلزِم موقّعًا من الطرفين، يحدد المهام والمدة والأجر الإجمالي السنوي.",
        "شهادتك من التعليم العالي مع ترجمة إلى الفرنسية، أو شهادات من مشغّليك السابقين تثبت خبرتك المهنية (التواريخ، والمناصب، ومستوى المسؤولية).",
        "بالنسبة إلى المهن المنظَّمة، الوثيقة التي تسمح لك بممارستها في فرنسا.",
        "إثبات السكن، وبالنسبة إلى أفراد الأسرة المرافقين، عقود الزواج وشهادات الميلاد مترجمة، ومصدَّقة أو مختومة بالأبوستيل عند الاقتضاء.",
      ],
      costs: [
        "رسوم تأشيرة الإقامة الطويلة: {fact:long-stay-visa.fee} عن كل مقدّم طلب عندما تقدّم الطلب من خارج الاتحاد الأوروبي.",
        "طابع جبائي ({fr:timbre fiscal}) يُشترى عبر الإنترنت، للمصادقة على تأشيرة VLS-TS أو لإصدار البطاقة متعددة السنوات؛ تحقّق من المبلغ الساري على Service-Public.fr.",
        "رسوم مقدّم خدمات التأشيرات إذا كانت القنصلية تعتمد عليه، وترجمة الشهادات وشهادات العمل. يتكفل كثير من المشغّلين بهذه التكاليف.",
      ],
      processing:
        "تمر طلبات البطاقة الزرقاء عبر إجراء «المواهب» ({fr:talent})، بما في ذلك دراسة مؤهلاتك: احسب {fact:processing.talent} للحصول على قرار، كما هو الحال في بطاقات المواهب الأخرى. قدّم طلبك فور توقيع العقد، وخصّص وقتًا إضافيًا إذا كانت شهاداتك تحتاج إلى ترجمة.",
      validity:
        "تتبع البطاقة مدة عقد عملك، في حدود {fact:eu-blue-card.max-validity}؛ وبالنسبة إلى العقد القصير، تغطي مدة العقد مضافًا إليها فترة قصيرة. وهي قابلة للتجديد ما دمت تشغل وظيفة عالية الكفاءة تستوفي الشروط.",
      workRights:
        "البطاقة هي رخصة عملك في الوظائف عالية الكفاءة: لا يطلب مشغّلك رخصة عمل ({fr:autorisation de travail}). يجب أن تُبلغ المحافظة ({fr:préfecture}) بأي تغيير للمشغّل، ولا تفقد البطاقة بمجرد فترة بطالة محدودة إذا صرّحت بها. وبعد {fact:eu-blue-card.eu-long-term-mobility-after} في فرنسا، يمكنك الانتقال إلى بلد آخر من الاتحاد الأوروبي وفق القواعد المبسّطة الخاصة بحاملي البطاقة الزرقاء.",
      family:
        "يحصل زوجك أو زوجتك وأطفالك القاصرون على بطاقة «المواهب (العائلة)» ({fr:talent (famille)}) بالمدة نفسها لبطاقتك، دون المرور بإجراء لمّ الشمل العائلي ({fr:regroupement familial})، ويحق لزوجك أو زوجتك العمل في فرنسا. ويمكن لأفراد الأسرة تقديم طلبهم معك أو الالتحاق بك لاحقًا.",
      steps: [
        {
          title: "تحقّق من توافق المنصب مع المعايير",
          body: "تحقّق مع مشغّلك من أن مدة العقد والأجر الإجمالي السنوي ومؤهلاتك تستوفي شروط البطاقة الزرقاء. يقدّم المشغّل العقد الموقّع، لكنه لا يودع أي طلب لرخصة العمل.",
        },
        {
          title: "قدّم طلبك على France-Visas",
          body: "على france-visas.gouv.fr، اطلب تأشيرة إقامة طويلة لنشاط «المواهب» في إطار البطاقة الزرقاء الأوروبية، واطبع الملخص. وإذا كنت تحمل أصلًا بطاقة زرقاء من بلد آخر من الاتحاد الأوروبي، فتحقّق على Service-Public.fr من كيفية تقديم طلبك مباشرة في فرنسا بعد الوصول.",
        },
        {
          title: "موعد القنصلية والبيانات البيومترية",
          body: "أودع ملفك مع الوثائق الأصلية في القنصلية الفرنسية أو لدى مقدّم خدمات التأشيرات في بلد إقامتك، وقدّم بصماتك وصورتك، وادفع رسوم التأشيرة.",
        },
        {
          title: "قرار التأشيرة",
          body: "تعيد إليك القنصلية جواز سفرك وفيه تأشيرة VLS-TS تحمل عبارة {fr:talent – carte bleue européenne} إذا كان العقد أقصر، أو تأشيرة إقامة طويلة تنص على وجوب طلب بطاقة الإقامة ({fr:carte de séjour à solliciter}).",
        },
        {
          title: "قبل يومك الأول في العمل",
          body: "كما هو الحال مع أي أجير أجنبي، يتحقق مشغّلك من تأشيرتك أو وثيقة إقامتك لدى المحافظة ({fr:préfecture}) قبل التوظيف، ويصرّح بتوظيفك. وبشكل عام، يمكنك أن تبدأ العمل بموجب التأشيرة الصادرة في إطار البطاقة الزرقاء ريثما تُجهَّز بطاقتك.",
        },
        {
          title: "إجراءات ANEF بعد الوصول",
          body: "صادق على تأشيرة VLS-TS عبر الإنترنت في موقع ANEF خلال {fact:vls-ts.validation-deadline} من وصولك، أو اطلب على ANEF البطاقة متعددة السنوات ({fr:carte pluriannuelle}) ضمن الأجل المبيّن على Service-Public.fr، وادفع الطابع الجبائي عبر الإنترنت.",
        },
        {
          title: "تسلّم بطاقتك",
          body: "تدعوك المحافظة ({fr:préfecture}) إلى تسلّم البطاقة؛ وتغطيك الشهادة ({fr:attestation}) أو وصل الإيداع ({fr:récépissé}) إلى ذلك الحين. حاملو بطاقات «المواهب»، ومنهم حاملو البطاقة الزرقاء، معفَون من عقد الاندماج الجمهوري ({fr:contrat d'intégration républicaine})؛ اتبع أي تعليمات قد تصلك من المكتب الفرنسي للهجرة والإدماج (OFII).",
        },
      ],
      mistakes: [
        "احتساب المكافآت أو التعويضات أو المزايا العينية لبلوغ حد الأجر: يجب أن يبلغه الأجر الإجمالي السنوي المدوّن في العقد وحده.",
        "توقيع عقد أقصر من المدة الدنيا، أو عقد بدوام جزئي ينزل بالأجر تحت الحد المطلوب.",
        "تقديم طلب بصفة «المواهب – أجير مؤهل» ({fr:talent – salarié qualifié}) بشهادة حصلت عليها في الخارج، في حين أن البطاقة الزرقاء هي الطريق المناسب.",
        "تغيير المشغّل دون إبلاغ المحافظة ({fr:préfecture})، أو دون التحقق من أن المنصب الجديد ما زال يستوفي شروط البطاقة الزرقاء.",
        "إرسال الشهادات أو شهادات العمل دون ترجمة، أو شهادات خبرة لا تبيّن التواريخ ولا مستوى المسؤولية.",
      ],
    },
  },
};

export default visa;
