import type { GuideContent } from "./guide-types.ts";

const guide: GuideContent = {
  slug: "help",
  type: "page",
  updatedOn: "2026-11-22",
  officialLinks: [
    {
      url: "https://france-visas.gouv.fr/",
      label: {
        en: "France-Visas – the official visa website",
        fr: "France-Visas – le site officiel des visas",
        ar: "France-Visas – الموقع الرسمي للتأشيرات",
      },
    },
    {
      url: "https://administration-etrangers-en-france.interieur.gouv.fr/",
      label: {
        en: "ANEF – online residence permit services",
        fr: "ANEF – démarches en ligne pour les titres de séjour",
        ar: "ANEF – الخدمات الإلكترونية الخاصة ببطاقات الإقامة",
      },
    },
    {
      url: "https://www.service-public.fr/",
      label: {
        en: "Service-Public.fr – official administrative information",
        fr: "Service-Public.fr – le site officiel de l'administration",
        ar: "Service-Public.fr – المعلومات الإدارية الرسمية",
      },
    },
  ],
  text: {
    en: {
      title: "Help center",
      description:
        "Answers about Passerelle: the free assessment, plans and done-for-you packages, timelines, your account and your data, and how to reach our team.",
      sections: [
        {
          id: "reach-us",
          heading: "How to reach us",
          blocks: [
            {
              kind: "paragraph",
              text: "Most questions are answered below. If yours is not, we are happy to help in English or French.",
            },
            {
              kind: "list",
              items: [
                "By e-mail: write to the contact address shown in the footer of every page. We answer every message.",
                "Free consultation: describe your plans in the consultation form on the home page, and we contact you within a day to arrange your free consultation with an adviser.",
                "Subscribers and done-for-you clients: your plan includes priority e-mail support, and done-for-you clients also reach their assigned team from the dashboard.",
              ],
            },
          ],
        },
        {
          id: "urgent-help",
          heading: "Urgent help in France",
          blocks: [
            {
              kind: "paragraph",
              text: "We answer within a day, which is too slow in an emergency. If you or someone near you is in danger, call one of these free public lines instead; they answer day and night.",
            },
            { kind: "help-numbers" },
          ],
        },
        {
          id: "what-we-can-do",
          heading: "What we can do for you",
          blocks: [
            {
              kind: "list",
              items: [
                "Help you find which French visa or residence route fits your situation, and explain its conditions in plain language.",
                "Show every figure about French immigration with its official source and the date it was checked.",
                "Help you compare cities, plan a budget and a timeline, and prepare your documents.",
                "With a done-for-you package, have our team prepare and follow your file with you from start to finish.",
              ],
            },
          ],
        },
        {
          id: "what-we-cannot-do",
          heading: "What we cannot do",
          blocks: [
            {
              kind: "list",
              items: [
                "Give legal advice or represent you before the authorities: Passerelle is not a law firm. For a complex legal situation, consult a lawyer.",
                "Decide on or speed up your application: visas and residence cards are granted only by French consulates, prefectures and the other competent authorities.",
                "Guarantee an outcome, even when your assessment shows a strong match.",
                "Replace the official channels: applications and official fees always go through France-Visas, ANEF, the consulates and the prefectures.",
              ],
            },
            {
              kind: "note",
              text: "Passerelle gives guidance, not legal advice. Rules change: always check the official source linked on each page before you apply.",
            },
          ],
        },
        {
          id: "before-you-write",
          heading: "Before you write to us",
          blocks: [
            {
              kind: "steps",
              items: [
                {
                  title: "Check the visa page",
                  body: "Each visa page lists the conditions, documents, costs and steps, with links to the official sources.",
                },
                {
                  title: "Note the reference of an error",
                  body: "If something went wrong, the error message shows a reference. Copy it into your message: it lets us find the problem quickly.",
                },
                {
                  title: "Tell us your situation briefly",
                  body: "Your nationality, the reason for your move and your intended date help us answer precisely. Never send passport scans or other documents by e-mail: done-for-you clients upload them securely from their dashboard.",
                },
              ],
            },
          ],
        },
        {
          id: "languages-and-access",
          heading: "Languages and accessibility",
          blocks: [
            {
              kind: "paragraph",
              text: "The whole site is available in English and French. Arabic is being added, with a right-to-left layout; pages not yet translated are shown in English. Choose your language with the switcher in the header: we remember your choice with a small necessary cookie. If something on the site is hard to use with a keyboard, a screen reader or zoom, please tell us so that we can fix it.",
            },
          ],
        },
      ],
    },
    fr: {
      title: "Centre d'aide",
      description:
        "Réponses sur Passerelle : évaluation gratuite, formules et offres clés en main, délais, compte et données, et comment joindre notre équipe.",
      sections: [
        {
          id: "reach-us",
          heading: "Comment nous joindre",
          blocks: [
            {
              kind: "paragraph",
              text: "La plupart des questions trouvent leur réponse ci-dessous. Sinon, nous vous aidons volontiers en français ou en anglais.",
            },
            {
              kind: "list",
              items: [
                "Par e-mail : écrivez à l'adresse de contact indiquée en bas de chaque page. Nous répondons à chaque message.",
                "Consultation gratuite : décrivez votre projet dans le formulaire de consultation de la page d'accueil ; nous vous contactons dans la journée pour organiser votre consultation gratuite avec un conseiller.",
                "Abonnés et clients clés en main : votre formule comprend un support prioritaire par e-mail, et les clients clés en main joignent aussi leur équipe dédiée depuis le tableau de bord.",
              ],
            },
          ],
        },
        {
          id: "urgent-help",
          heading: "Aide urgente en France",
          blocks: [
            {
              kind: "paragraph",
              text: "Nous répondons dans la journée, ce qui est trop lent en cas d'urgence. Si vous ou une personne près de vous êtes en danger, appelez plutôt l'une de ces lignes publiques gratuites ; elles répondent jour et nuit.",
            },
            { kind: "help-numbers" },
          ],
        },
        {
          id: "what-we-can-do",
          heading: "Ce que nous pouvons faire pour vous",
          blocks: [
            {
              kind: "list",
              items: [
                "Vous aider à trouver le visa ou le titre de séjour français adapté à votre situation, et en expliquer les conditions simplement.",
                "Afficher chaque chiffre sur l'immigration en France avec sa source officielle et sa date de vérification.",
                "Vous aider à comparer les villes, prévoir un budget et un calendrier, et préparer vos documents.",
                "Avec une offre clés en main, confier à notre équipe la préparation et le suivi de votre dossier du début à la fin.",
              ],
            },
          ],
        },
        {
          id: "what-we-cannot-do",
          heading: "Ce que nous ne pouvons pas faire",
          blocks: [
            {
              kind: "list",
              items: [
                "Donner un conseil juridique ou vous représenter auprès des administrations : Passerelle n'est pas un cabinet d'avocats. Pour une situation juridique complexe, consultez un avocat.",
                "Décider de votre demande ou l'accélérer : les visas et cartes de séjour sont accordés uniquement par les consulats, préfectures et autres autorités françaises compétentes.",
                "Garantir une issue, même lorsque votre évaluation indique une forte compatibilité.",
                "Remplacer les canaux officiels : les demandes et les frais officiels passent toujours par France-Visas, l'ANEF, les consulats et les préfectures.",
              ],
            },
            {
              kind: "note",
              text: "Passerelle vous oriente mais ne fournit pas de conseil juridique. Les règles évoluent : vérifiez toujours la source officielle citée sur chaque page avant de déposer une demande.",
            },
          ],
        },
        {
          id: "before-you-write",
          heading: "Avant de nous écrire",
          blocks: [
            {
              kind: "steps",
              items: [
                {
                  title: "Consultez la page du visa",
                  body: "Chaque page de visa présente les conditions, les documents, les coûts et les étapes, avec des liens vers les sources officielles.",
                },
                {
                  title: "Notez la référence d'une erreur",
                  body: "Si quelque chose n'a pas fonctionné, le message d'erreur affiche une référence. Recopiez-la dans votre message : elle nous permet de retrouver rapidement le problème.",
                },
                {
                  title: "Décrivez brièvement votre situation",
                  body: "Votre nationalité, le motif de votre installation et la date envisagée nous aident à répondre précisément. N'envoyez jamais de copie de passeport ou d'autres documents par e-mail : les clients clés en main les déposent de façon sécurisée depuis leur tableau de bord.",
                },
              ],
            },
          ],
        },
        {
          id: "languages-and-access",
          heading: "Langues et accessibilité",
          blocks: [
            {
              kind: "paragraph",
              text: "Tout le site est disponible en français et en anglais. L'arabe est en cours d'ajout, avec une mise en page de droite à gauche ; les pages pas encore traduites s'affichent en anglais. Choisissez votre langue avec le sélecteur de l'en-tête : nous mémorisons votre choix grâce à un petit cookie nécessaire. Si une partie du site est difficile à utiliser au clavier, avec un lecteur d'écran ou un zoom, signalez-le-nous pour que nous puissions la corriger.",
            },
          ],
        },
      ],
    },
    ar: {
      title: "مركز المساعدة",
      description:
        "إجابات عن Passerelle: التقييم المجاني، والخطط وباقات الخدمة الشاملة، والآجال، وحسابك وبياناتك، وطريقة التواصل مع فريقنا.",
      sections: [
        {
          id: "reach-us",
          heading: "كيف تتواصل معنا",
          blocks: [
            {
              kind: "paragraph",
              text: "ستجد أدناه الإجابة عن معظم الأسئلة. وإن لم تجد جواب سؤالك، يسعدنا أن نساعدك بالإنجليزية أو بالفرنسية.",
            },
            {
              kind: "list",
              items: [
                "عبر البريد الإلكتروني: راسلنا على عنوان التواصل الظاهر في أسفل كل صفحة. نحن نرد على كل رسالة.",
                "استشارة مجانية: صِف مشروعك في نموذج الاستشارة على الصفحة الرئيسية، وسنتواصل معك خلال يوم لترتيب استشارتك المجانية مع مستشار.",
                "المشتركون وعملاء الخدمة الشاملة: تشمل خطتك دعمًا ذا أولوية عبر البريد الإلكتروني، كما يتواصل عملاء الخدمة الشاملة مع الفريق المخصص لهم من لوحة التحكم.",
              ],
            },
          ],
        },
        {
          id: "urgent-help",
          heading: "مساعدة عاجلة في فرنسا",
          blocks: [
            {
              kind: "paragraph",
              text: "نرد خلال يوم، وهذا بطيء جدًا في حالات الطوارئ. إذا كنت أنت أو شخص قريب منك في خطر، فاتصل بدلًا من ذلك بأحد هذه الخطوط العامة المجانية؛ فهي تجيب ليلًا ونهارًا.",
            },
            { kind: "help-numbers" },
          ],
        },
        {
          id: "what-we-can-do",
          heading: "ما يمكننا فعله من أجلك",
          blocks: [
            {
              kind: "list",
              items: [
                "مساعدتك على معرفة التأشيرة أو مسار الإقامة الفرنسي الذي يناسب وضعك، وشرح شروطه بلغة بسيطة.",
                "عرض كل رقم يتعلق بالهجرة إلى فرنسا مع مصدره الرسمي وتاريخ التحقق منه.",
                "مساعدتك على المقارنة بين المدن، ووضع ميزانية وجدول زمني، وتحضير وثائقك.",
                "مع باقة الخدمة الشاملة، يتولى فريقنا تحضير ملفك ومتابعته معك من البداية إلى النهاية.",
              ],
            },
          ],
        },
        {
          id: "what-we-cannot-do",
          heading: "ما لا يمكننا فعله",
          blocks: [
            {
              kind: "list",
              items: [
                "تقديم استشارة قانونية أو تمثيلك أمام الإدارات: Passerelle ليست مكتب محاماة. وإذا كان وضعك القانوني معقدًا، فاستشر محاميًا.",
                "البتّ في طلبك أو تسريعه: لا تمنح التأشيرات وبطاقات الإقامة إلا القنصليات الفرنسية والمحافظات ({fr:préfectures}) وغيرها من السلطات الفرنسية المختصة.",
                "ضمان نتيجة معينة، حتى حين يُظهر تقييمك توافقًا قويًا.",
                "الحلول محل القنوات الرسمية: تمرّ الطلبات والرسوم الرسمية دائمًا عبر France-Visas و ANEF والقنصليات والمحافظات.",
              ],
            },
            {
              kind: "note",
              text: "تقدّم Passerelle توجيهًا، لا استشارة قانونية. والقواعد تتغير: تحقق دائمًا من المصدر الرسمي المذكور في كل صفحة قبل تقديم طلبك.",
            },
          ],
        },
        {
          id: "before-you-write",
          heading: "قبل أن تراسلنا",
          blocks: [
            {
              kind: "steps",
              items: [
                {
                  title: "راجع صفحة التأشيرة",
                  body: "تعرض كل صفحة تأشيرة الشروط والوثائق والتكاليف والخطوات، مع روابط إلى المصادر الرسمية.",
                },
                {
                  title: "دوّن مرجع الخطأ",
                  body: "إذا حدث خلل ما، تعرض رسالة الخطأ مرجعًا. انسخه في رسالتك: فهو يتيح لنا العثور على المشكلة بسرعة.",
                },
                {
                  title: "صِف لنا وضعك باختصار",
                  body: "جنسيتك، وسبب انتقالك، والتاريخ الذي تنويه، كلها تساعدنا على إجابتك بدقة. ولا ترسل أبدًا نسخًا من جواز سفرك أو وثائق أخرى عبر البريد الإلكتروني: يرفعها عملاء الخدمة الشاملة بشكل آمن من لوحة التحكم الخاصة بهم.",
                },
              ],
            },
          ],
        },
        {
          id: "languages-and-access",
          heading: "اللغات وسهولة الاستخدام",
          blocks: [
            {
              kind: "paragraph",
              text: "الموقع كله متاح بالإنجليزية والفرنسية. ونحن بصدد إضافة العربية، بتخطيط من اليمين إلى اليسار؛ وتُعرض الصفحات التي لم تُترجم بعد بالإنجليزية. اختر لغتك من أداة تبديل اللغة في أعلى الصفحة: نحتفظ باختيارك بفضل ملف تعريف ارتباط صغير وضروري. وإذا وجدت صعوبة في استخدام أي جزء من الموقع بلوحة المفاتيح أو بقارئ الشاشة أو بالتكبير، فأخبرنا بذلك حتى نتمكن من إصلاحه.",
            },
          ],
        },
      ],
    },
  },
  faq: {
    en: [
      {
        id: "what-is-passerelle",
        category: "general",
        question: "What is Passerelle?",
        answer:
          "Passerelle helps you plan a move to France: a free visa assessment, clear visa guides with official sources, city comparisons, planning tools, an assistant for subscribers, and done-for-you support from our team. France is the only destination we cover.",
      },
      {
        id: "legal-advice",
        category: "general",
        question: "Is Passerelle legal advice?",
        answer:
          "No. Passerelle gives guidance, not legal advice. We are not a law firm or a government service, and the French authorities decide on every application. Each visa page links to the official sources so that you can check the rules before you apply.",
      },
      {
        id: "languages",
        category: "general",
        question: "Which languages is the site available in?",
        answer:
          "English and French, everywhere on the site, in e-mails and in documents. Arabic is in progress; pages not yet translated are shown in English. Change the language with the switcher in the header.",
      },
      {
        id: "assessment-free",
        category: "assessment",
        question: "Is the quick assessment free, and do I need an account?",
        answer:
          "It is free, unlimited and needs no account. You answer three short questions (your country, your profession and your monthly income range) and see the visa routes that fit you best, with their main requirements.",
      },
      {
        id: "assessment-reliability",
        category: "assessment",
        question: "How reliable is the result?",
        answer:
          "The match shows how well your answers fit each route's main conditions. It is a starting point, not a decision: the conditions, documents and official sources on the visa page tell you what the authorities will check. For a personalised review, ask for a free consultation.",
      },
      {
        id: "detailed-assessment",
        category: "assessment",
        question: "What is the detailed assessment?",
        answer:
          "A longer assessment that also considers your family, experience, education, annual income and timeline, and is saved to your account. The Free Explorer plan includes a detailed assessment each month; Premium Relocator and done-for-you clients have no limit.",
      },
      {
        id: "what-is-free",
        category: "pricing",
        question: "What can I use for free?",
        answer:
          "The quick assessment, all guides and visa overviews, the basic city comparison, the free starter guide and the relocation checklist by e-mail. Some detailed visa sections, the assistant and the advanced calculators are part of the Premium Relocator plan.",
      },
      {
        id: "plans-and-packages",
        category: "pricing",
        question: "Where can I see your plans and done-for-you packages?",
        answer:
          "On the pricing page: the subscription plans (billed monthly or yearly) and the done-for-you packages for individuals and families, for entrepreneurs and businesses, and for EU/EEA citizens, each with what is included and its guarantee.",
      },
      {
        id: "official-fees",
        category: "pricing",
        question: "Do your prices include visa fees?",
        answer:
          "No. Official fees are paid directly to the French authorities; for example, the long-stay visa fee is {fact:long-stay-visa.fee}. The pricing page shows an estimate of the external fees for each done-for-you package, and each visa page lists its own costs.",
      },
      {
        id: "refunds",
        category: "pricing",
        question: "Can I get a refund?",
        answer:
          "Yes, under the money-back guarantee shown next to each product on the pricing page. Write to the contact address in the footer with your order reference.",
      },
      {
        id: "when-to-start",
        category: "timeline",
        question: "When should I start my application?",
        answer:
          "As early as you can once your project is clear. Gathering documents often takes longer than the application itself, and some, such as bank statements or a police certificate, must be recent when you apply. Our timeline calculator helps you plan backwards from your moving date.",
      },
      {
        id: "processing-times",
        category: "timeline",
        question: "How long does a visa take?",
        answer:
          "It depends on the visa and the consulate. As an indication, a talent residence card, the EU Blue Card included, usually takes {fact:processing.talent}. Each visa page shows its own processing time with its source. After arrival, a long-stay visa that serves as a residence permit must be validated online within {fact:vls-ts.validation-deadline}.",
      },
      {
        id: "consultation-response",
        category: "timeline",
        question: "How quickly will you answer my consultation request?",
        answer:
          "We contact you within a day of your request to arrange your free consultation. You also receive a confirmation by e-mail.",
      },
      {
        id: "account-needed",
        category: "account",
        question: "Do I need an account?",
        answer:
          "Not to read the guides or run the quick assessment. An account lets you save detailed assessments, subscribe to a plan and, for done-for-you clients, follow your file, tasks and documents on the dashboard.",
      },
      {
        id: "delete-data",
        category: "privacy",
        question: "How do I delete my data?",
        answer:
          "If you have an account, you can download or delete your data from your account settings. For anything else, such as an address given for the checklist, write to the contact address in the footer and we will delete it. The privacy policy explains what we keep and for how long.",
      },
      {
        id: "cookies-tracking",
        category: "privacy",
        question: "Do you track me with cookies?",
        answer:
          "No. We use only necessary cookies: one for your language, one for your cookie choices and, when you sign in, a session cookie. We use no analytics or advertising cookies today, and would only ever add them with your consent.",
      },
    ],
    fr: [
      {
        id: "what-is-passerelle",
        category: "general",
        question: "Qu'est-ce que Passerelle ?",
        answer:
          "Passerelle vous aide à préparer votre installation en France : une évaluation de visa gratuite, des guides de visa clairs avec leurs sources officielles, des comparaisons de villes, des outils de planification, un assistant pour les abonnés et un accompagnement clés en main par notre équipe. La France est la seule destination que nous couvrons.",
      },
      {
        id: "legal-advice",
        category: "general",
        question: "Passerelle fournit-il un conseil juridique ?",
        answer:
          "Non. Passerelle vous oriente mais ne fournit pas de conseil juridique. Nous ne sommes ni un cabinet d'avocats ni un service de l'État, et ce sont les autorités françaises qui statuent sur chaque demande. Chaque page de visa renvoie aux sources officielles pour que vous puissiez vérifier les règles avant de déposer votre demande.",
      },
      {
        id: "languages",
        category: "general",
        question: "Dans quelles langues le site est-il disponible ?",
        answer:
          "En français et en anglais, sur tout le site, dans les e-mails et dans les documents. L'arabe est en cours ; les pages pas encore traduites s'affichent en anglais. Changez de langue avec le sélecteur de l'en-tête.",
      },
      {
        id: "assessment-free",
        category: "assessment",
        question: "L'évaluation rapide est-elle gratuite, et faut-il un compte ?",
        answer:
          "Elle est gratuite, illimitée et ne demande pas de compte. Vous répondez à trois courtes questions (votre pays, votre profession et votre tranche de revenus mensuels) et voyez les visas les plus adaptés à votre profil, avec leurs principales conditions.",
      },
      {
        id: "assessment-reliability",
        category: "assessment",
        question: "Quelle est la fiabilité du résultat ?",
        answer:
          "La compatibilité indique dans quelle mesure vos réponses correspondent aux principales conditions de chaque visa. C'est un point de départ, pas une décision : les conditions, documents et sources officielles de la page du visa vous disent ce que vérifieront les autorités. Pour un examen personnalisé, demandez une consultation gratuite.",
      },
      {
        id: "detailed-assessment",
        category: "assessment",
        question: "Qu'est-ce que l'évaluation détaillée ?",
        answer:
          "Une évaluation plus complète qui tient aussi compte de votre famille, de votre expérience, de vos diplômes, de vos revenus annuels et de votre calendrier, et qui est enregistrée dans votre compte. La formule Free Explorer comprend une évaluation détaillée par mois ; Premium Relocator et les clients clés en main n'ont pas de limite.",
      },
      {
        id: "what-is-free",
        category: "pricing",
        question: "Qu'est-ce qui est gratuit ?",
        answer:
          "L'évaluation rapide, tous les guides et présentations de visas, la comparaison de villes de base, le guide de démarrage gratuit et la checklist d'installation par e-mail. Certaines sections détaillées des visas, l'assistant et les calculateurs avancés font partie de la formule Premium Relocator.",
      },
      {
        id: "plans-and-packages",
        category: "pricing",
        question: "Où voir vos formules et offres clés en main ?",
        answer:
          "Sur la page des tarifs : les abonnements (facturés au mois ou à l'année) et les offres clés en main pour les particuliers et familles, pour les entrepreneurs et entreprises, et pour les citoyens de l'UE/EEE, chacune avec son contenu et sa garantie.",
      },
      {
        id: "official-fees",
        category: "pricing",
        question: "Vos prix incluent-ils les frais de visa ?",
        answer:
          "Non. Les frais officiels se paient directement aux autorités françaises ; par exemple, le visa de long séjour coûte {fact:long-stay-visa.fee}. La page des tarifs indique une estimation des frais externes pour chaque offre clés en main, et chaque page de visa détaille ses propres coûts.",
      },
      {
        id: "refunds",
        category: "pricing",
        question: "Puis-je être remboursé ?",
        answer:
          "Oui, selon la garantie « satisfait ou remboursé » indiquée à côté de chaque produit sur la page des tarifs. Écrivez à l'adresse de contact en bas de page avec la référence de votre commande.",
      },
      {
        id: "when-to-start",
        category: "timeline",
        question: "Quand dois-je commencer ma demande ?",
        answer:
          "Dès que votre projet est clair. Réunir les documents prend souvent plus de temps que la demande elle-même, et certains, comme les relevés bancaires ou l'extrait de casier judiciaire, doivent être récents au moment du dépôt. Notre calculateur de calendrier vous aide à planifier à rebours depuis votre date de départ.",
      },
      {
        id: "processing-times",
        category: "timeline",
        question: "Combien de temps faut-il pour obtenir un visa ?",
        answer:
          "Cela dépend du visa et du consulat. À titre indicatif, une carte de séjour talent, carte bleue européenne comprise, demande en général {fact:processing.talent}. Chaque page de visa indique son délai avec sa source. Après l'arrivée, un visa de long séjour valant titre de séjour doit être validé en ligne dans un délai de {fact:vls-ts.validation-deadline}.",
      },
      {
        id: "consultation-response",
        category: "timeline",
        question: "Sous quel délai répondez-vous à une demande de consultation ?",
        answer:
          "Nous vous contactons dans la journée qui suit votre demande pour organiser votre consultation gratuite. Vous recevez aussi une confirmation par e-mail.",
      },
      {
        id: "account-needed",
        category: "account",
        question: "Ai-je besoin d'un compte ?",
        answer:
          "Pas pour lire les guides ni pour l'évaluation rapide. Un compte permet d'enregistrer des évaluations détaillées, de souscrire une formule et, pour les clients clés en main, de suivre dossier, tâches et documents depuis le tableau de bord.",
      },
      {
        id: "delete-data",
        category: "privacy",
        question: "Comment supprimer mes données ?",
        answer:
          "Si vous avez un compte, vous pouvez télécharger ou supprimer vos données depuis ses paramètres. Pour le reste, par exemple une adresse donnée pour la checklist, écrivez à l'adresse de contact en bas de page et nous la supprimerons. La politique de confidentialité explique ce que nous conservons et pendant combien de temps.",
      },
      {
        id: "cookies-tracking",
        category: "privacy",
        question: "Me suivez-vous avec des cookies ?",
        answer:
          "Non. Nous n'utilisons que des cookies nécessaires : un pour votre langue, un pour vos choix en matière de cookies et, lorsque vous êtes connecté, un cookie de session. Nous n'utilisons aujourd'hui aucun cookie de mesure d'audience ni publicitaire, et n'en ajouterions qu'avec votre consentement.",
      },
    ],
    ar: [
      {
        id: "what-is-passerelle",
        category: "general",
        question: "ما هي Passerelle؟",
        answer:
          "تساعدك Passerelle على التخطيط للانتقال إلى فرنسا: تقييم مجاني للتأشيرة، وأدلة واضحة للتأشيرات مع مصادرها الرسمية، ومقارنات بين المدن، وأدوات للتخطيط، ومساعد للمشتركين، ومرافقة شاملة من فريقنا. وفرنسا هي الوجهة الوحيدة التي نغطيها.",
      },
      {
        id: "legal-advice",
        category: "general",
        question: "هل تقدّم Passerelle استشارة قانونية؟",
        answer:
          "لا. تقدّم Passerelle توجيهًا، لا استشارة قانونية. لسنا مكتب محاماة ولا جهة حكومية، والسلطات الفرنسية هي التي تبتّ في كل طلب. وتحيل كل صفحة تأشيرة إلى المصادر الرسمية حتى تتمكن من التحقق من القواعد قبل تقديم طلبك.",
      },
      {
        id: "languages",
        category: "general",
        question: "بأي لغات يتوفر الموقع؟",
        answer:
          "بالإنجليزية والفرنسية، في الموقع كله، وفي رسائل البريد الإلكتروني، وفي الوثائق. والعربية قيد الإضافة؛ وتُعرض الصفحات التي لم تُترجم بعد بالإنجليزية. غيّر اللغة من أداة تبديل اللغة في أعلى الصفحة.",
      },
      {
        id: "assessment-free",
        category: "assessment",
        question: "هل التقييم السريع مجاني، وهل أحتاج إلى حساب؟",
        answer:
          "إنه مجاني وغير محدود ولا يتطلب حسابًا. تجيب عن ثلاثة أسئلة قصيرة (بلدك، ومهنتك، وشريحة دخلك الشهري) فتظهر لك مسارات التأشيرة الأنسب لك، مع أهم شروطها.",
      },
      {
        id: "assessment-reliability",
        category: "assessment",
        question: "ما مدى موثوقية النتيجة؟",
        answer:
          "تُظهر درجة التوافق مدى انطباق إجاباتك على الشروط الرئيسية لكل مسار. إنها نقطة انطلاق، لا قرار: فالشروط والوثائق والمصادر الرسمية في صفحة التأشيرة تخبرك بما ستتحقق منه السلطات. وللحصول على دراسة مخصصة لوضعك، اطلب استشارة مجانية.",
      },
      {
        id: "detailed-assessment",
        category: "assessment",
        question: "ما هو التقييم المفصّل؟",
        answer:
          "تقييم أطول يأخذ في الحسبان أيضًا عائلتك، وخبرتك، ومؤهلاتك الدراسية، ودخلك السنوي، وجدولك الزمني، ويُحفظ في حسابك. تتضمن خطة Free Explorer تقييمًا مفصلًا كل شهر؛ أما مشتركو Premium Relocator وعملاء الخدمة الشاملة فلا حدّ لهم.",
      },
      {
        id: "what-is-free",
        category: "pricing",
        question: "ما الذي يمكنني استخدامه مجانًا؟",
        answer:
          "التقييم السريع، وجميع الأدلة والعروض العامة للتأشيرات، والمقارنة الأساسية بين المدن، ودليل البداية المجاني، وقائمة التحضير للانتقال عبر البريد الإلكتروني. أما بعض الأقسام المفصلة في صفحات التأشيرات، والمساعد، والحاسبات المتقدمة، فهي جزء من خطة Premium Relocator.",
      },
      {
        id: "plans-and-packages",
        category: "pricing",
        question: "أين أجد خططكم وباقات الخدمة الشاملة؟",
        answer:
          "في صفحة الأسعار: خطط الاشتراك (بفوترة شهرية أو سنوية)، وباقات الخدمة الشاملة للأفراد والعائلات، ولرواد الأعمال والشركات، ولمواطني الاتحاد الأوروبي والمنطقة الاقتصادية الأوروبية، مع ما تتضمنه كل باقة وضمانها.",
      },
      {
        id: "official-fees",
        category: "pricing",
        question: "هل تشمل أسعاركم رسوم التأشيرة؟",
        answer:
          "لا. تُدفع الرسوم الرسمية مباشرة إلى السلطات الفرنسية؛ فعلى سبيل المثال، رسوم تأشيرة الإقامة الطويلة ({fr:visa de long séjour}) هي {fact:long-stay-visa.fee}. وتعرض صفحة الأسعار تقديرًا للرسوم الخارجية لكل باقة من باقات الخدمة الشاملة، وتذكر كل صفحة تأشيرة تكاليفها الخاصة.",
      },
      {
        id: "refunds",
        category: "pricing",
        question: "هل يمكنني استرداد أموالي؟",
        answer:
          "نعم، وفق ضمان استرداد الأموال المبيَّن بجانب كل منتج في صفحة الأسعار. راسلنا على عنوان التواصل في أسفل الصفحة مع ذكر مرجع طلب الشراء الخاص بك.",
      },
      {
        id: "when-to-start",
        category: "timeline",
        question: "متى يجب أن أبدأ طلبي؟",
        answer:
          "في أقرب وقت ممكن بعد أن يتضح مشروعك. فجمع الوثائق يستغرق غالبًا وقتًا أطول من الطلب نفسه، وبعضها، مثل كشوف الحساب البنكي أو شهادة السوابق العدلية، يجب أن يكون حديثًا عند تقديم الطلب. وتساعدك أداة حساب الجدول الزمني لدينا على التخطيط بالعكس انطلاقًا من تاريخ انتقالك.",
      },
      {
        id: "processing-times",
        category: "timeline",
        question: "كم من الوقت تستغرق التأشيرة؟",
        answer:
          "يتوقف ذلك على التأشيرة وعلى القنصلية. وعلى سبيل الإشارة، تستغرق بطاقة الإقامة «المواهب» ({fr:carte de séjour talent})، بما فيها البطاقة الزرقاء الأوروبية ({fr:carte bleue européenne})، عادةً {fact:processing.talent}. وتعرض كل صفحة تأشيرة مدة معالجتها مع مصدرها. وبعد الوصول، تجب المصادقة على تأشيرة الإقامة الطويلة التي تعادل بطاقة الإقامة ({fr:visa de long séjour valant titre de séjour}، VLS-TS) عبر الإنترنت خلال {fact:vls-ts.validation-deadline}.",
      },
      {
        id: "consultation-response",
        category: "timeline",
        question: "ما مدى سرعة ردكم على طلب الاستشارة؟",
        answer: "نتواصل معك خلال يوم من طلبك لترتيب استشارتك المجانية. كما تتلقى تأكيدًا عبر البريد الإلكتروني.",
      },
      {
        id: "account-needed",
        category: "account",
        question: "هل أحتاج إلى حساب؟",
        answer:
          "لا حاجة إليه لقراءة الأدلة أو لإجراء التقييم السريع. ويتيح لك الحساب حفظ التقييمات المفصلة، والاشتراك في خطة، كما يتيح لعملاء الخدمة الشاملة متابعة ملفهم ومهامهم ووثائقهم من لوحة التحكم.",
      },
      {
        id: "delete-data",
        category: "privacy",
        question: "كيف أحذف بياناتي؟",
        answer:
          "إذا كان لديك حساب، يمكنك تنزيل بياناتك أو حذفها من إعدادات حسابك. ولأي شيء آخر، مثل عنوان بريد قدّمته لتلقي قائمة التحضير، راسلنا على عنوان التواصل في أسفل الصفحة وسنحذفه. وتشرح سياسة الخصوصية ما نحتفظ به والمدة التي نحتفظ به خلالها.",
      },
      {
        id: "cookies-tracking",
        category: "privacy",
        question: "هل تتعقبونني بملفات تعريف الارتباط؟",
        answer:
          "لا. لا نستخدم إلا ملفات تعريف الارتباط الضرورية: واحد للغتك، وواحد لاختياراتك بشأن ملفات تعريف الارتباط، وعند تسجيل دخولك، ملف خاص بالجلسة. ولا نستخدم اليوم أي ملفات تعريف ارتباط لقياس الجمهور أو للإعلانات، ولن نضيفها أبدًا إلا بموافقتك.",
      },
    ],
  },
};

export default guide;
