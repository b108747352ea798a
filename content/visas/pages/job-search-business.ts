import type { VisaContent } from "../visa-content-types.ts";

const visa: VisaContent = {
  slug: "job-search-business",
  category: "business-investment",
  purposes: ["work", "business"],
  keyFacts: [
    "job-search-business.validity",
    "vls-ts.validation-deadline",
    "long-stay-visa.fee",
    "passport.validity-beyond-stay",
  ],
  officialLinks: [
    {
      url: "https://www.service-public.fr/particuliers/vosdroits/F17319",
      label: {
        en: "Service-Public.fr – Residence permit “job search or business creation”",
        fr: "Service-Public.fr – Carte de séjour « recherche d'emploi ou création d'entreprise »",
        ar: "Service-Public.fr – بطاقة الإقامة «البحث عن عمل أو إنشاء مشروع»",
      },
    },
    {
      url: "https://administration-etrangers-en-france.interieur.gouv.fr/",
      label: {
        en: "ANEF – residence permit applications online",
        fr: "ANEF – demandes de titre de séjour en ligne",
        ar: "ANEF – تقديم طلبات بطاقات الإقامة عبر الإنترنت",
      },
    },
    {
      url: "https://france-visas.gouv.fr/",
      label: {
        en: "France-Visas – long-stay visa for graduates applying from abroad",
        fr: "France-Visas – visa long séjour pour les diplômés résidant à l'étranger",
        ar: "France-Visas – تأشيرة الإقامة الطويلة للخريجين الذين يقدمون طلبهم من الخارج",
      },
    },
    {
      url: "https://www.campusfrance.org/",
      label: {
        en: "Campus France – studying and graduating in France",
        fr: "Campus France – étudier et être diplômé en France",
        ar: "Campus France – الدراسة والتخرج في فرنسا",
      },
    },
  ],
  talentRenaming: false,
  premiumSections: ["mistakes"],
  text: {
    en: {
      title: "Job search or business creation (recent graduates and researchers)",
      summary:
        "Graduated or finished your research in France? This permit gives you time to find a first job or create a company before switching to a work permit.",
      whoFor: [
        "International students who have obtained in France a master's degree or equivalent, a licence professionnelle, or a Mastère Spécialisé or MSc labelled by the Conférence des grandes écoles.",
        "Researchers who held a researcher residence permit and have completed their research work in France.",
        "Former graduates who have left France and want to come back to look for a job or create a company, within the time limit after graduation set by the CESEDA.",
      ],
      conditions: [
        "You held a student or researcher residence permit (or a validated VLS-TS) in France and obtained an eligible diploma, or completed your research.",
        "If you are in France, apply on ANEF before your current permit expires. If you are abroad, apply for a long-stay visa on France-Visas within the time limit after graduation.",
        "Your aim is to gain a first professional experience related to your studies or research, or to create a company in a related field; if you plan to create a company, show the project.",
        "You have health insurance covering your stay.",
        "Nationals of countries that have signed a bilateral agreement on migration with France may have specific, sometimes more favourable rules; Algerians follow the Franco-Algerian agreement. Check the rules for your nationality.",
      ],
      documents: [
        "Passport valid for at least {fact:passport.validity-beyond-stay} beyond the end of your planned stay (with at least {fact:passport.blank-pages} blank pages if you apply for a visa from abroad).",
        "Your current student or researcher residence permit, or your validated VLS-TS.",
        "Your diploma, or the certificate of success issued by your institution if the diploma is not yet available; researchers provide proof that their research is completed.",
        "Proof of health insurance.",
        "A recent proof of address in France (for example a utility bill) if you apply from France.",
        "Recent identity photos ({fact:photo.width} × {fact:photo.height}, taken less than {fact:photo.max-age} ago).",
        "If you plan to create a company: a description of the project in a field related to your studies.",
      ],
      costs: [
        "From abroad: the long-stay visa fee, {fact:long-stay-visa.fee}, paid when you apply.",
        "In France: a tax paid with an electronic tax stamp (timbre fiscal) when the card is issued; the amount is set by law and shown on ANEF.",
        "Living costs during your job search: plan your budget, as no allowance comes with this permit.",
      ],
      processing:
        "In France, file on ANEF before your permit expires: you then receive a certificate that lets you stay legally while your application is examined. From abroad, the consulate decides after your appointment; allow several weeks and check current times.",
      validity:
        "The permit is valid {fact:job-search-business.validity} and cannot be renewed. Before it ends, switch to the permit that matches your new situation: salarié, a carte de séjour talent (for example qualified employee or EU Blue Card) or entrepreneur. From abroad, you receive a VLS-TS « recherche d'emploi/création d'entreprise » to validate on ANEF within {fact:vls-ts.validation-deadline} of arrival.",
      workRights:
        "The permit lets you look for and take a job related to your studies or research, with pay above a threshold set by regulation, or create a company in a related field. When you have such a job or a company, apply on ANEF to change status; for a job meeting these conditions, the labour-market test does not apply. Check on Service-Public.fr which other work is allowed in your case.",
      family:
        "This permit gives your family no right to join you. Family reunification requires at least {fact:family-reunification.min-residence} of regular residence plus resources and housing, which the short, non-renewable validity rarely allows; family members in France need their own permit.",
      steps: [
        {
          title: "Check your eligibility before graduating",
          body: "Make sure your diploma is on the eligible list and note when your student or researcher permit expires.",
        },
        {
          title: "Apply on ANEF or France-Visas",
          body: "In France, apply on the ANEF website before your permit expires. From abroad, complete the long-stay visa application on france-visas.gouv.fr and book an appointment at the consulate or visa service provider, where your fingerprints and photo are taken.",
        },
        {
          title: "Stay covered while it is examined",
          body: "In France, keep the certificate issued by ANEF: it covers your stay while your application is examined. From abroad, wait for the consulate's decision before travelling.",
        },
        {
          title: "Receive the card or validate the visa",
          body: "Collect your card at the préfecture when notified, or, if you arrived with a VLS-TS, validate it on ANEF within {fact:vls-ts.validation-deadline} of arrival.",
        },
        {
          title: "Find the job or create the company",
          body: "Look for a job related to your studies with pay above the regulatory threshold, or set up your company in a related field.",
        },
        {
          title: "Change status before expiry",
          body: "As soon as you have the job or the company, apply on ANEF for the matching permit; do not wait for the last weeks of validity.",
        },
      ],
      mistakes: [
        "Letting your student permit expire before applying: you then lose access to this permit from France.",
        "Assuming every diploma qualifies: a general bachelor's degree, for example, is not enough.",
        "Accepting a job unrelated to your studies or below the pay threshold and expecting to change status on that basis.",
        "Waiting until the card is about to expire before applying for a work permit, as it cannot be renewed.",
      ],
    },
    fr: {
      title: "Recherche d'emploi ou création d'entreprise (jeunes diplômés et chercheurs)",
      summary:
        "Diplômé ou chercheur ayant terminé ses travaux en France ? Cette carte laisse le temps de trouver un premier emploi ou de créer une entreprise.",
      whoFor: [
        "Les étudiants internationaux ayant obtenu en France un master ou un diplôme équivalent, une licence professionnelle, ou un Mastère Spécialisé ou MSc labellisé par la Conférence des grandes écoles.",
        "Les chercheurs titulaires d'une carte de séjour chercheur qui ont achevé leurs travaux de recherche en France.",
        "Les anciens diplômés qui ont quitté la France et veulent y revenir pour chercher un emploi ou créer une entreprise, dans le délai après l'obtention du diplôme fixé par le CESEDA.",
      ],
      conditions: [
        "Vous étiez titulaire d'une carte de séjour étudiant ou chercheur (ou d'un VLS-TS validé) en France et avez obtenu un diplôme éligible, ou achevé vos travaux de recherche.",
        "Si vous êtes en France, déposez la demande sur l'ANEF avant l'expiration de votre titre. Si vous êtes à l'étranger, demandez un visa long séjour sur France-Visas dans le délai suivant l'obtention du diplôme.",
        "Votre objectif est une première expérience professionnelle en lien avec vos études ou vos recherches, ou la création d'une entreprise dans un domaine correspondant ; si vous voulez créer une entreprise, présentez le projet.",
        "Vous disposez d'une assurance maladie couvrant votre séjour.",
        "Les ressortissants des pays ayant signé avec la France un accord sur les flux migratoires peuvent bénéficier de règles particulières, parfois plus favorables ; les Algériens relèvent de l'accord franco-algérien. Vérifiez les règles propres à votre nationalité.",
      ],
      documents: [
        "Passeport valable au moins {fact:passport.validity-beyond-stay} après la fin du séjour prévu (avec au moins {fact:passport.blank-pages} pages vierges si vous demandez un visa depuis l'étranger).",
        "Votre carte de séjour étudiant ou chercheur en cours de validité, ou votre VLS-TS validé.",
        "Votre diplôme, ou l'attestation de réussite délivrée par votre établissement si le diplôme n'est pas encore disponible ; les chercheurs prouvent l'achèvement de leurs travaux.",
        "Un justificatif d'assurance maladie.",
        "Un justificatif de domicile récent en France (par exemple une facture d'énergie) si vous faites la demande depuis la France.",
        "Photos d'identité récentes ({fact:photo.width} × {fact:photo.height}, datant de moins de {fact:photo.max-age}).",
        "Si vous voulez créer une entreprise : une présentation du projet dans un domaine lié à vos études.",
      ],
      costs: [
        "Depuis l'étranger : les frais de visa long séjour, {fact:long-stay-visa.fee}, payés lors de la demande.",
        "En France : une taxe payée par timbre fiscal électronique lors de la remise de la carte ; montant fixé par la loi et affiché sur l'ANEF.",
        "Vos frais de vie pendant la recherche d'emploi : prévoyez votre budget, aucune allocation n'accompagne cette carte.",
      ],
      processing:
        "En France, déposez la demande sur l'ANEF avant l'expiration de votre titre : vous recevez alors une attestation qui couvre votre séjour pendant l'instruction. Depuis l'étranger, le consulat statue après votre rendez-vous ; prévoyez plusieurs semaines et vérifiez les délais actuels.",
      validity:
        "La carte est valable {fact:job-search-business.validity} et n'est pas renouvelable. Avant son expiration, passez au titre correspondant à votre nouvelle situation : salarié, carte de séjour talent (par exemple salarié qualifié ou carte bleue européenne) ou entrepreneur. Depuis l'étranger, vous recevez un VLS-TS « recherche d'emploi/création d'entreprise » à valider sur l'ANEF dans les {fact:vls-ts.validation-deadline} suivant l'arrivée.",
      workRights:
        "La carte permet de chercher et d'occuper un emploi en lien avec vos études ou vos recherches, assorti d'une rémunération supérieure à un seuil fixé par la réglementation, ou de créer une entreprise dans un domaine correspondant. Une fois l'emploi ou l'entreprise trouvé, demandez un changement de statut sur l'ANEF ; pour un emploi qui remplit ces conditions, la situation de l'emploi n'est pas opposable. Vérifiez sur Service-Public.fr quelles autres activités sont permises dans votre cas.",
      family:
        "Cette carte ne donne pas à votre famille le droit de vous rejoindre. Le regroupement familial exige au moins {fact:family-reunification.min-residence} de séjour régulier ainsi que des ressources et un logement, ce que la durée courte et non renouvelable de la carte permet rarement ; les membres de la famille présents en France ont besoin de leur propre titre.",
      steps: [
        {
          title: "Vérifiez votre éligibilité avant le diplôme",
          body: "Assurez-vous que votre diplôme fait partie des diplômes éligibles et notez la date d'expiration de votre titre étudiant ou chercheur.",
        },
        {
          title: "Demande sur l'ANEF ou France-Visas",
          body: "En France, faites la demande sur le site de l'ANEF avant l'expiration de votre titre. Depuis l'étranger, remplissez la demande de visa long séjour sur france-visas.gouv.fr et prenez rendez-vous au consulat ou chez le prestataire de services de visas, où vos empreintes et votre photo sont relevées.",
        },
        {
          title: "Restez couvert pendant l'instruction",
          body: "En France, conservez l'attestation délivrée par l'ANEF : elle couvre votre séjour pendant l'instruction. Depuis l'étranger, attendez la décision du consulat avant de voyager.",
        },
        {
          title: "Recevez la carte ou validez le visa",
          body: "Retirez votre carte en préfecture lorsque vous y êtes invité ou, si vous êtes arrivé avec un VLS-TS, validez-le sur l'ANEF dans les {fact:vls-ts.validation-deadline} suivant l'arrivée.",
        },
        {
          title: "Trouvez l'emploi ou créez l'entreprise",
          body: "Cherchez un emploi en lien avec vos études, rémunéré au-dessus du seuil réglementaire, ou créez votre entreprise dans un domaine correspondant.",
        },
        {
          title: "Changez de statut avant l'expiration",
          body: "Dès que vous avez l'emploi ou l'entreprise, demandez sur l'ANEF le titre correspondant ; n'attendez pas les dernières semaines de validité.",
        },
      ],
      mistakes: [
        "Laisser expirer votre titre étudiant avant de déposer la demande : vous perdez alors l'accès à cette carte depuis la France.",
        "Croire que tout diplôme convient : une licence générale, par exemple, ne suffit pas.",
        "Accepter un emploi sans lien avec vos études ou sous le seuil de rémunération en comptant changer de statut sur cette base.",
        "Attendre que la carte arrive à expiration pour demander un titre de travail, alors qu'elle n'est pas renouvelable.",
      ],
    },
    ar: {
      title: "البحث عن عمل أو إنشاء مشروع (حديثو التخرج والباحثون)",
      summary:
        "تخرّجت أو أنهيت أبحاثك في فرنسا؟ تمنحك هذه البطاقة وقتًا لإيجاد أول وظيفة أو لإنشاء شركة قبل الانتقال إلى بطاقة إقامة للعمل.",
      whoFor: [
        "الطلاب الدوليون الحاصلون في فرنسا على شهادة ماستر أو ما يعادلها، أو على إجازة مهنية ({fr:licence professionnelle})، أو على شهادة {fr:Mastère Spécialisé} أو MSc معتمدة من مؤتمر المدارس الكبرى ({fr:Conférence des grandes écoles}).",
        "الباحثون الذين كانوا يحملون بطاقة إقامة باحث وأنهوا أعمالهم البحثية في فرنسا.",
        "الخريجون السابقون الذين غادروا فرنسا ويريدون العودة إليها للبحث عن عمل أو لإنشاء شركة، ضمن المهلة التي يحددها قانون دخول الأجانب وإقامتهم وحق اللجوء (CESEDA) بعد الحصول على الشهادة.",
      ],
      conditions: [
        "كنت تحمل في فرنسا بطاقة إقامة طالب أو باحث (أو تأشيرة VLS-TS مصادقًا عليها)، وحصلت على شهادة مؤهِّلة، أو أنهيت أبحاثك.",
        "إذا كنت في فرنسا، فقدّم طلبك على موقع ANEF قبل انتهاء صلاحية بطاقتك الحالية. وإذا كنت في الخارج، فاطلب تأشيرة إقامة طويلة على موقع France-Visas ضمن المهلة المحددة بعد الحصول على الشهادة.",
        "هدفك اكتساب أول خبرة مهنية ذات صلة بدراستك أو أبحاثك، أو إنشاء شركة في مجال ذي صلة؛ وإذا كنت تنوي إنشاء شركة، فقدّم المشروع.",
        "لديك تأمين صحي يغطي مدة إقامتك.",
        "قد يستفيد مواطنو الدول التي وقّعت مع فرنسا اتفاقًا ثنائيًا بشأن الهجرة من قواعد خاصة، تكون أحيانًا أفضل؛ ويخضع الجزائريون للاتفاق الفرنسي الجزائري ({fr:accord franco-algérien}). تحقق من القواعد الخاصة بجنسيتك.",
      ],
      documents: [
        "جواز سفر صالح لمدة {fact:passport.validity-beyond-stay} على الأقل بعد نهاية الإقامة المقررة (ويحتوي على {fact:passport.blank-pages} صفحات فارغة على الأقل إذا طلبت تأشيرة من الخارج).",
        "بطاقة إقامتك الحالية كطالب أو باحث، أو تأشيرة VLS-TS المصادق عليها.",
        "شهادتك، أو شهادة النجاح ({fr:attestation de réussite}) التي تسلّمها مؤسستك إذا لم تكن الشهادة متاحة بعد؛ ويقدّم الباحثون ما يثبت انتهاء أبحاثهم.",
        "إثبات التأمين الصحي.",
        "إثبات عنوان حديث في فرنسا (فاتورة كهرباء مثلًا) إذا قدّمت الطلب من فرنسا.",
        "صور هوية حديثة ({fact:photo.width} × {fact:photo.height}، التُقطت منذ أقل من {fact:photo.max-age}).",
        "إذا كنت تنوي إنشاء شركة: عرض للمشروع في مجال ذي صلة بدراستك.",
      ],
      costs: [
        "من الخارج: رسوم تأشيرة الإقامة الطويلة، {fact:long-stay-visa.fee}، تُدفع عند تقديم الطلب.",
        "في فرنسا: رسم يُدفع بطابع جبائي إلكتروني ({fr:timbre fiscal}) عند تسليم البطاقة؛ يحدد القانون مبلغه ويظهر على موقع ANEF.",
        "تكاليف معيشتك أثناء البحث عن عمل: خطّط لميزانيتك، إذ لا ترافق هذه البطاقة أي منحة.",
      ],
      processing:
        "في فرنسا، قدّم طلبك على موقع ANEF قبل انتهاء صلاحية بطاقتك: ستحصل حينئذ على شهادة تسمح لك بالبقاء بصفة قانونية أثناء دراسة طلبك. ومن الخارج، تبتّ القنصلية في الطلب بعد موعدك؛ خصّص عدة أسابيع وتحقق من الآجال الحالية.",
      validity:
        "تصلح البطاقة لمدة {fact:job-search-business.validity} ولا يمكن تجديدها. وقبل انتهائها، انتقل إلى بطاقة الإقامة التي تناسب وضعك الجديد: بطاقة الأجير ({fr:salarié})، أو بطاقة الإقامة «المواهب» ({fr:carte de séjour talent})، مثل فئة الموظف المؤهَّل أو البطاقة الزرقاء الأوروبية، أو بطاقة رائد الأعمال. ومن الخارج، تحصل على تأشيرة VLS-TS «{fr:recherche d'emploi/création d'entreprise}» تصادق عليها على موقع ANEF خلال {fact:vls-ts.validation-deadline} من وصولك.",
      workRights:
        "تسمح لك البطاقة بالبحث عن وظيفة ذات صلة بدراستك أو أبحاثك وشغلها، بأجر يفوق حدًا تحدده اللوائح، أو بإنشاء شركة في مجال ذي صلة. وعندما تحصل على مثل هذه الوظيفة أو تُنشئ الشركة، قدّم طلب تغيير الوضع على موقع ANEF؛ وبالنسبة إلى وظيفة تستوفي هذه الشروط، لا يُطبَّق اختبار سوق العمل ({fr:opposabilité de la situation de l'emploi}). تحقق على موقع Service-Public.fr من الأعمال الأخرى المسموح بها في حالتك.",
      family:
        "لا تمنح هذه البطاقة عائلتك أي حق في الالتحاق بك. ويشترط لمّ الشمل العائلي ({fr:regroupement familial}) إقامة نظامية لا تقل عن {fact:family-reunification.min-residence}، إضافة إلى موارد وسكن، وهو ما نادرًا ما تتيحه مدة صلاحية البطاقة القصيرة وغير القابلة للتجديد؛ ويحتاج أفراد العائلة الموجودون في فرنسا إلى بطاقات إقامتهم الخاصة.",
      steps: [
        {
          title: "التحقق من أهليتك قبل التخرج",
          body: "تأكد من أن شهادتك ضمن قائمة الشهادات المؤهِّلة، وسجّل تاريخ انتهاء صلاحية بطاقة إقامتك كطالب أو باحث.",
        },
        {
          title: "تقديم الطلب على ANEF أو France-Visas",
          body: "في فرنسا، قدّم طلبك على موقع ANEF قبل انتهاء صلاحية بطاقتك. ومن الخارج، املأ طلب تأشيرة الإقامة الطويلة على موقع france-visas.gouv.fr واحجز موعدًا في القنصلية أو لدى مقدم خدمات التأشيرات، حيث تُؤخذ بصماتك وصورتك.",
        },
        {
          title: "البقاء في وضع نظامي أثناء دراسة الطلب",
          body: "في فرنسا، احتفظ بالشهادة التي يصدرها موقع ANEF: فهي تغطي إقامتك أثناء دراسة طلبك. ومن الخارج، انتظر قرار القنصلية قبل السفر.",
        },
        {
          title: "استلام البطاقة أو المصادقة على التأشيرة",
          body: "استلم بطاقتك من المحافظة ({fr:préfecture}) عند إشعارك بذلك، أو، إذا وصلت بتأشيرة VLS-TS، صادق عليها على موقع ANEF خلال {fact:vls-ts.validation-deadline} من وصولك.",
        },
        {
          title: "إيجاد الوظيفة أو إنشاء الشركة",
          body: "ابحث عن وظيفة ذات صلة بدراستك بأجر يفوق الحد الذي تحدده اللوائح، أو أنشئ شركتك في مجال ذي صلة.",
        },
        {
          title: "تغيير الوضع قبل انتهاء الصلاحية",
          body: "بمجرد حصولك على الوظيفة أو إنشاء الشركة، اطلب على موقع ANEF بطاقة الإقامة المناسبة؛ ولا تنتظر الأسابيع الأخيرة من الصلاحية.",
        },
      ],
      mistakes: [
        "ترك بطاقة إقامتك كطالب تنتهي قبل تقديم الطلب: تفقد حينئذ إمكانية الحصول على هذه البطاقة من داخل فرنسا.",
        "الظن بأن كل شهادة مؤهِّلة: فشهادة الإجازة العامة ({fr:licence générale})، مثلًا، لا تكفي.",
        "قبول وظيفة لا صلة لها بدراستك أو بأجر أقل من الحد المطلوب، مع التعويل على تغيير الوضع على هذا الأساس.",
        "الانتظار حتى تقترب البطاقة من انتهاء صلاحيتها قبل طلب بطاقة إقامة للعمل، مع أنها غير قابلة للتجديد.",
      ],
    },
  },
};

export default visa;
