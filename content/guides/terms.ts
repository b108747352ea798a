import type { GuideContent } from "./guide-types.ts";

const guide: GuideContent = {
  slug: "terms",
  type: "page",
  updatedOn: "2026-11-22",
  officialLinks: [],
  text: {
    en: {
      title: "Terms of use",
      description:
        "The rules for using Passerelle: guidance, not legal advice; accounts; acceptable use; paid services and refunds; liability; French law.",
      sections: [
        {
          id: "about",
          heading: "What Passerelle is",
          blocks: [
            {
              kind: "paragraph",
              text: "Passerelle is an online service that helps people prepare a move to France: a visa assessment, guides, city comparisons, planning tools, an assistant for subscribers, and done-for-you support delivered by our team. These terms apply to everyone who uses the site. By using it, you accept them; if you do not, please do not use the service.",
            },
            {
              kind: "note",
              text: "Passerelle gives guidance, not legal advice. We are not a law firm and not a government service, and we do not represent you before the authorities. Visa and residence decisions are taken only by the French consulates, prefectures and other competent authorities, and the rules can change. Always check the official sources linked on our pages before you apply; for a complex legal situation, consult a lawyer.",
            },
          ],
        },
        {
          id: "accounts",
          heading: "Accounts",
          blocks: [
            {
              kind: "list",
              items: [
                "Many features, including the quick assessment and all guides, work without an account. Saving assessments, subscriptions and done-for-you services need one.",
                "You must give accurate information and keep it up to date, and you must be of legal age to enter into a contract.",
                "Keep your password to yourself. You are responsible for what is done with your account; tell us at once if you think someone else has used it.",
                "You can delete your account at any time from its settings or by writing to us. We may suspend or close an account that breaks these terms, after warning you unless the breach is serious or the law prevents it.",
              ],
            },
          ],
        },
        {
          id: "acceptable-use",
          heading: "Acceptable use",
          blocks: [
            {
              kind: "paragraph",
              text: "Use Passerelle for your own relocation planning, or for that of the people you help with their agreement. You must not:",
            },
            {
              kind: "list",
              items: [
                "give false information or documents, or use the service to prepare a fraudulent application;",
                "upload content that is unlawful, that infringes someone else's rights, or that contains malicious code;",
                "try to access accounts, data or parts of the service that are not yours, or to get around plan restrictions or security measures;",
                "overload the service, or copy its content on a large scale by automated means;",
                "resell or republish the content or the assistant's answers as your own service;",
                "harass or abuse our team or other users.",
              ],
            },
          ],
        },
        {
          id: "paid-services",
          heading: "Paid services",
          blocks: [
            {
              kind: "paragraph",
              text: "Paid services are shown with their price and content on the pricing page: the paid PDF guide, the monthly or yearly subscription plans, and the done-for-you packages. Before you pay, you see what is included and the price including taxes. Card payments are processed by Stripe.",
            },
            {
              kind: "list",
              items: [
                "Subscriptions renew automatically at the end of each billing period until you cancel. You can cancel at any time; you keep access until the end of the period already paid.",
                "Done-for-you packages are governed by their own conditions, which describe the services, the deliverables, the timing and the guarantee, and which you accept when you order. If those conditions and these terms differ, the package conditions prevail for that package.",
                "Our prices never include the official fees charged by the French authorities or by third parties (visa fees, translations, certified copies and similar). The pricing page gives an estimate of these external fees where relevant.",
                "We may change our prices for the future. A change never applies to a period or a package already paid, and subscribers are told before it applies to them.",
              ],
            },
          ],
        },
        {
          id: "refunds",
          heading: "Refunds and guarantees",
          blocks: [
            {
              kind: "paragraph",
              text: "Each paid product comes with the money-back guarantee shown next to it on the pricing page, which states how long it lasts and how to use it. To ask for a refund under a guarantee, write to the contact address in the footer with your order reference; refunds are made to the card used for payment.",
            },
            {
              kind: "paragraph",
              text: "If you are a consumer, these guarantees come on top of your legal rights, including the right of withdrawal for purchases made at a distance where it applies. For digital content delivered immediately, such as the PDF guide, you ask for immediate delivery and acknowledge that you lose the right of withdrawal once the download is available; the guarantee shown on the pricing page still applies.",
            },
          ],
        },
        {
          id: "intellectual-property",
          heading: "Intellectual property",
          blocks: [
            {
              kind: "paragraph",
              text: "The texts, guides, checklists, PDF guides, design, logo and software of Passerelle belong to us or to our licensors and are protected by intellectual property law. You may read, download and print them for your own personal use. Any other reproduction or distribution needs our written permission.",
            },
            {
              kind: "paragraph",
              text: "The documents and information you give us remain yours. You allow us to use them only to provide the service you asked for, as described in our privacy policy.",
            },
          ],
        },
        {
          id: "liability",
          heading: "Our responsibility and its limits",
          blocks: [
            {
              kind: "list",
              items: [
                "We take care to keep our content accurate and up to date, and every figure about French immigration shows its official source and the date it was checked. We cannot guarantee that the information is complete or that it still matches rules that changed after that date.",
                "We do not guarantee the outcome of any application. A visa or residence card can be refused for reasons that depend only on the authorities.",
                "We are not responsible for the content of official or third-party websites we link to, or for delays caused by the authorities or by third parties.",
                "We do our best to keep the service available, but it may be interrupted for maintenance or for reasons beyond our control.",
                "Nothing in these terms limits our liability where the law does not allow it to be limited, in particular for gross negligence, wilful misconduct, or personal injury, or the rights that consumers hold under French consumer law.",
              ],
            },
          ],
        },
        {
          id: "changes-and-termination",
          heading: "Changes to these terms",
          blocks: [
            {
              kind: "paragraph",
              text: "We may update these terms, for example when we add a feature or when the law changes. The date of the last update is shown on this page. If a change affects you significantly, we will tell you in advance by e-mail or on the site. If you do not accept the new terms, you can close your account before they apply; a subscription can be cancelled and a service already paid continues under the terms accepted when you ordered it.",
            },
          ],
        },
        {
          id: "law-and-contact",
          heading: "Governing law and contact",
          blocks: [
            {
              kind: "paragraph",
              text: "These terms are governed by French law. In case of a disagreement, write to us first: most problems are solved quickly that way. If you are a consumer, you may also use a consumer mediation service free of charge, and you keep the protection of the mandatory rules of the country where you live. Failing an amicable solution, the dispute is brought before the competent French courts, subject to the rules that protect consumers.",
            },
            {
              kind: "paragraph",
              text: "For any question about these terms, write to the contact address shown in the footer of every page.",
            },
          ],
        },
      ],
    },
    fr: {
      title: "Conditions d'utilisation",
      description:
        "Les règles d'utilisation de Passerelle : orientation, pas conseil juridique ; comptes, usage, services payants, remboursements, responsabilité, droit français.",
      sections: [
        {
          id: "about",
          heading: "Ce qu'est Passerelle",
          blocks: [
            {
              kind: "paragraph",
              text: "Passerelle est un service en ligne qui aide à préparer une installation en France : une évaluation de visa, des guides, des comparaisons de villes, des outils de planification, un assistant pour les abonnés et un accompagnement clés en main assuré par notre équipe. Ces conditions s'appliquent à toute personne qui utilise le site. En l'utilisant, vous les acceptez ; si vous ne les acceptez pas, merci de ne pas utiliser le service.",
            },
            {
              kind: "note",
              text: "Passerelle vous oriente mais ne fournit pas de conseil juridique. Nous ne sommes ni un cabinet d'avocats ni un service de l'État, et nous ne vous représentons pas auprès des administrations. Les décisions de visa et de séjour sont prises uniquement par les consulats, préfectures et autres autorités françaises compétentes, et les règles peuvent changer. Vérifiez toujours les sources officielles citées sur nos pages avant de déposer une demande ; pour une situation juridique complexe, consultez un avocat.",
            },
          ],
        },
        {
          id: "accounts",
          heading: "Comptes",
          blocks: [
            {
              kind: "list",
              items: [
                "De nombreuses fonctions, dont l'évaluation rapide et tous les guides, s'utilisent sans compte. Enregistrer des évaluations, s'abonner ou souscrire une offre clés en main en nécessite un.",
                "Vous devez fournir des informations exactes et les tenir à jour, et être majeur pour conclure un contrat.",
                "Gardez votre mot de passe pour vous. Vous êtes responsable de l'usage de votre compte ; prévenez-nous immédiatement si vous pensez que quelqu'un d'autre l'a utilisé.",
                "Vous pouvez supprimer votre compte à tout moment depuis ses paramètres ou en nous écrivant. Nous pouvons suspendre ou fermer un compte qui enfreint ces conditions, après vous avoir prévenu, sauf manquement grave ou obstacle légal.",
              ],
            },
          ],
        },
        {
          id: "acceptable-use",
          heading: "Utilisation acceptable",
          blocks: [
            {
              kind: "paragraph",
              text: "Utilisez Passerelle pour préparer votre propre installation, ou celle des personnes que vous aidez avec leur accord. Il est interdit :",
            },
            {
              kind: "list",
              items: [
                "de fournir des informations ou documents faux, ou d'utiliser le service pour préparer une demande frauduleuse ;",
                "de déposer des contenus illicites, portant atteinte aux droits d'autrui ou contenant du code malveillant ;",
                "de tenter d'accéder à des comptes, des données ou des parties du service qui ne sont pas les vôtres, ou de contourner les restrictions des formules ou les mesures de sécurité ;",
                "de surcharger le service ou d'en copier le contenu à grande échelle par des moyens automatisés ;",
                "de revendre ou republier le contenu ou les réponses de l'assistant comme votre propre service ;",
                "de harceler ou d'insulter notre équipe ou d'autres utilisateurs.",
              ],
            },
          ],
        },
        {
          id: "paid-services",
          heading: "Services payants",
          blocks: [
            {
              kind: "paragraph",
              text: "Les services payants sont présentés avec leur prix et leur contenu sur la page des tarifs : le guide PDF payant, les abonnements mensuels ou annuels et les offres clés en main. Avant de payer, vous voyez ce qui est inclus et le prix toutes taxes comprises. Les paiements par carte sont traités par Stripe.",
            },
            {
              kind: "list",
              items: [
                "Les abonnements se renouvellent automatiquement à la fin de chaque période de facturation jusqu'à résiliation. Vous pouvez résilier à tout moment ; vous gardez l'accès jusqu'à la fin de la période déjà payée.",
                "Les offres clés en main sont régies par leurs propres conditions, qui décrivent les prestations, les livrables, les délais et la garantie, et que vous acceptez lors de la commande. En cas de différence avec les présentes conditions, les conditions de l'offre prévalent pour cette offre.",
                "Nos prix n'incluent jamais les frais officiels perçus par les autorités françaises ou par des tiers (frais de visa, traductions, copies certifiées…). La page des tarifs donne une estimation de ces frais externes lorsque c'est utile.",
                "Nous pouvons modifier nos prix pour l'avenir. Un changement ne s'applique jamais à une période ou une offre déjà payée, et les abonnés sont prévenus avant qu'il ne les concerne.",
              ],
            },
          ],
        },
        {
          id: "refunds",
          heading: "Remboursements et garanties",
          blocks: [
            {
              kind: "paragraph",
              text: "Chaque produit payant bénéficie de la garantie « satisfait ou remboursé » indiquée à côté de lui sur la page des tarifs, qui précise sa durée et comment l'utiliser. Pour demander un remboursement au titre d'une garantie, écrivez à l'adresse de contact indiquée en bas de page en précisant la référence de votre commande ; le remboursement est fait sur la carte utilisée pour le paiement.",
            },
            {
              kind: "paragraph",
              text: "Si vous êtes consommateur, ces garanties s'ajoutent à vos droits légaux, dont le droit de rétractation pour les achats à distance lorsqu'il s'applique. Pour un contenu numérique fourni immédiatement, comme le guide PDF, vous demandez sa fourniture immédiate et reconnaissez perdre votre droit de rétractation dès que le téléchargement est disponible ; la garantie indiquée sur la page des tarifs continue de s'appliquer.",
            },
          ],
        },
        {
          id: "intellectual-property",
          heading: "Propriété intellectuelle",
          blocks: [
            {
              kind: "paragraph",
              text: "Les textes, guides, checklists, guides PDF, la présentation, le logo et les logiciels de Passerelle nous appartiennent ou appartiennent à nos concédants, et sont protégés par le droit de la propriété intellectuelle. Vous pouvez les consulter, les télécharger et les imprimer pour votre usage personnel. Toute autre reproduction ou diffusion nécessite notre autorisation écrite.",
            },
            {
              kind: "paragraph",
              text: "Les documents et informations que vous nous confiez restent les vôtres. Vous nous autorisez à les utiliser uniquement pour fournir le service demandé, comme le décrit notre politique de confidentialité.",
            },
          ],
        },
        {
          id: "liability",
          heading: "Notre responsabilité et ses limites",
          blocks: [
            {
              kind: "list",
              items: [
                "Nous veillons à l'exactitude et à la mise à jour de nos contenus, et chaque chiffre sur l'immigration en France indique sa source officielle et sa date de vérification. Nous ne pouvons pas garantir que l'information est complète ni qu'elle correspond encore à des règles modifiées après cette date.",
                "Nous ne garantissons pas l'issue d'une demande. Un visa ou une carte de séjour peut être refusé pour des raisons qui relèvent des seules autorités.",
                "Nous ne sommes pas responsables du contenu des sites officiels ou tiers vers lesquels nous renvoyons, ni des délais dus aux administrations ou à des tiers.",
                "Nous faisons de notre mieux pour que le service reste disponible, mais il peut être interrompu pour maintenance ou pour des raisons indépendantes de notre volonté.",
                "Rien dans ces conditions ne limite notre responsabilité lorsque la loi ne le permet pas, notamment en cas de faute lourde ou intentionnelle ou de dommage corporel, ni les droits que le droit français de la consommation reconnaît aux consommateurs.",
              ],
            },
          ],
        },
        {
          id: "changes-and-termination",
          heading: "Modification de ces conditions",
          blocks: [
            {
              kind: "paragraph",
              text: "Nous pouvons mettre à jour ces conditions, par exemple lors de l'ajout d'une fonction ou d'une évolution de la loi. La date de la dernière mise à jour figure sur cette page. Si une modification vous concerne de manière importante, nous vous prévenons à l'avance par e-mail ou sur le site. Si vous n'acceptez pas les nouvelles conditions, vous pouvez fermer votre compte avant leur entrée en vigueur ; un abonnement peut être résilié, et un service déjà payé se poursuit selon les conditions acceptées lors de la commande.",
            },
          ],
        },
        {
          id: "law-and-contact",
          heading: "Droit applicable et contact",
          blocks: [
            {
              kind: "paragraph",
              text: "Ces conditions sont régies par le droit français. En cas de désaccord, écrivez-nous d'abord : la plupart des problèmes se règlent rapidement ainsi. Si vous êtes consommateur, vous pouvez aussi recourir gratuitement à un médiateur de la consommation, et vous conservez la protection des règles impératives du pays où vous résidez. À défaut de solution amiable, le litige est porté devant les tribunaux français compétents, sous réserve des règles protectrices des consommateurs.",
            },
            {
              kind: "paragraph",
              text: "Pour toute question sur ces conditions, écrivez à l'adresse de contact indiquée en bas de chaque page.",
            },
          ],
        },
      ],
    },
    ar: {
      title: "شروط الاستخدام",
      description:
        "قواعد استخدام Passerelle: توجيه وليس استشارة قانونية؛ الحسابات؛ الاستخدام المقبول؛ الخدمات المدفوعة واسترداد المال؛ المسؤولية؛ القانون الفرنسي.",
      sections: [
        {
          id: "about",
          heading: "ما هي Passerelle",
          blocks: [
            {
              kind: "paragraph",
              text: "Passerelle خدمة إلكترونية تساعد الأشخاص على التحضير للانتقال إلى فرنسا: تقييم للتأشيرة، وأدلة، ومقارنات بين المدن، وأدوات للتخطيط، ومساعد للمشتركين، ومرافقة شاملة يقدّمها فريقنا. وتسري هذه الشروط على كل من يستخدم الموقع. وباستخدامك له فإنك تقبلها؛ وإن لم تقبلها، فنرجو ألا تستخدم الخدمة.",
            },
            {
              kind: "note",
              text: "تقدّم Passerelle التوجيه وليس الاستشارة القانونية. فلسنا مكتب محاماة ولا جهة حكومية، ولا نمثّلك أمام الإدارات. ولا تتخذ قرارات التأشيرة والإقامة إلا القنصليات الفرنسية والمحافظات ({fr:préfectures}) وغيرها من السلطات الفرنسية المختصة، وقد تتغير القواعد. تحقّق دائمًا من المصادر الرسمية المذكورة في صفحاتنا قبل تقديم طلبك؛ وفي حالة قانونية معقدة، استشر محاميًا.",
            },
          ],
        },
        {
          id: "accounts",
          heading: "الحسابات",
          blocks: [
            {
              kind: "list",
              items: [
                "تعمل ميزات كثيرة دون حساب، منها التقييم السريع وجميع الأدلة. أما حفظ التقييمات والاشتراك والخدمات الشاملة فتتطلب حسابًا.",
                "يجب أن تقدّم معلومات دقيقة وأن تُبقيها محدَّثة، وأن تكون قد بلغت سن الرشد القانونية لإبرام عقد.",
                "احتفظ بكلمة مرورك لنفسك. فأنت مسؤول عمّا يُفعل بحسابك؛ وأبلغنا فورًا إذا اعتقدت أن شخصًا آخر قد استخدمه.",
                "يمكنك حذف حسابك في أي وقت من إعداداته أو بمراسلتنا. ويجوز لنا تعليق حساب يخالف هذه الشروط أو إغلاقه، بعد إنذارك، ما لم تكن المخالفة جسيمة أو يحُل القانون دون ذلك.",
              ],
            },
          ],
        },
        {
          id: "acceptable-use",
          heading: "الاستخدام المقبول",
          blocks: [
            {
              kind: "paragraph",
              text: "استخدم Passerelle للتخطيط لانتقالك أنت، أو لانتقال الأشخاص الذين تساعدهم بموافقتهم. ويُحظر عليك:",
            },
            {
              kind: "list",
              items: [
                "تقديم معلومات أو مستندات كاذبة، أو استخدام الخدمة لإعداد طلب احتيالي؛",
                "رفع محتوى غير مشروع، أو يمسّ حقوق الغير، أو يحتوي على شيفرة خبيثة؛",
                "محاولة الوصول إلى حسابات أو بيانات أو أجزاء من الخدمة ليست لك، أو التحايل على قيود الخطط أو على تدابير الأمان؛",
                "إثقال الخدمة بما يفوق طاقتها، أو نسخ محتواها على نطاق واسع بوسائل آلية؛",
                "إعادة بيع المحتوى أو إجابات المساعد أو إعادة نشرها على أنها خدمتك الخاصة؛",
                "مضايقة فريقنا أو المستخدمين الآخرين أو الإساءة إليهم.",
              ],
            },
          ],
        },
        {
          id: "paid-services",
          heading: "الخدمات المدفوعة",
          blocks: [
            {
              kind: "paragraph",
              text: "تُعرض الخدمات المدفوعة بأسعارها ومحتواها في صفحة الأسعار: الدليل المدفوع بصيغة PDF، وخطط الاشتراك الشهرية أو السنوية، وباقات الخدمة الشاملة. وقبل الدفع، ترى ما هو مشمول والسعر شاملًا جميع الضرائب. وتعالج شركة Stripe المدفوعات بالبطاقة.",
            },
            {
              kind: "list",
              items: [
                "تتجدّد الاشتراكات تلقائيًا في نهاية كل فترة فوترة إلى أن تلغيها. ويمكنك الإلغاء في أي وقت؛ ويبقى لك حق الوصول حتى نهاية الفترة المدفوعة سلفًا.",
                "تخضع باقات الخدمة الشاملة لشروطها الخاصة، التي تصف الخدمات والمُخرَجات والآجال والضمان، والتي تقبلها عند الطلب. وفي حال وجود اختلاف بين تلك الشروط وهذه الشروط، تسود شروط الباقة فيما يخص تلك الباقة.",
                "لا تشمل أسعارنا أبدًا الرسوم الرسمية التي تستوفيها السلطات الفرنسية أو أطراف أخرى (رسوم التأشيرة، والترجمات، والنسخ المصدَّقة، وما شابه ذلك). وتعطي صفحة الأسعار تقديرًا لهذه الرسوم الخارجية عندما يكون ذلك مفيدًا.",
                "يجوز لنا تعديل أسعارنا بالنسبة إلى المستقبل. ولا يسري أي تغيير أبدًا على فترة أو باقة دُفع ثمنها سلفًا، ويُبلَّغ المشتركون قبل أن يسري عليهم.",
              ],
            },
          ],
        },
        {
          id: "refunds",
          heading: "استرداد المال والضمانات",
          blocks: [
            {
              kind: "paragraph",
              text: "يرافق كلَّ منتج مدفوع ضمانُ استرداد المال ({fr:satisfait ou remboursé}) المبيَّن بجانبه في صفحة الأسعار، والذي يحدد مدته وطريقة الاستفادة منه. ولطلب استرداد المال بموجب ضمان، راسلنا على عنوان التواصل المبيَّن في أسفل الصفحة مع ذكر مرجع طلبك؛ ويُرَدّ المبلغ إلى البطاقة المستخدمة في الدفع.",
            },
            {
              kind: "paragraph",
              text: "إذا كنت مستهلكًا، فهذه الضمانات تُضاف إلى حقوقك القانونية، ومنها حق العدول ({fr:droit de rétractation}) عن المشتريات عن بُعد حين ينطبق. أما المحتوى الرقمي الذي يُسلَّم فورًا، مثل الدليل بصيغة PDF، فإنك تطلب تسليمه الفوري وتُقرّ بأنك تفقد حقك في العدول بمجرد إتاحة التنزيل؛ ويظل الضمان المبيَّن في صفحة الأسعار ساريًا.",
            },
          ],
        },
        {
          id: "intellectual-property",
          heading: "الملكية الفكرية",
          blocks: [
            {
              kind: "paragraph",
              text: "النصوص والأدلة وقوائم التحقق والأدلة بصيغة PDF والتصميم والشعار والبرمجيات الخاصة بـ Passerelle ملكٌ لنا أو للجهات التي منحتنا ترخيصها، وهي محمية بقانون الملكية الفكرية. ويمكنك الاطلاع عليها وتنزيلها وطباعتها لاستخدامك الشخصي. وأي نسخ أو نشر آخر يتطلب إذنًا كتابيًا منا.",
            },
            {
              kind: "paragraph",
              text: "تبقى المستندات والمعلومات التي تقدّمها لنا ملكًا لك. وأنت تأذن لنا باستخدامها فقط لتقديم الخدمة التي طلبتها، على النحو الموضَّح في سياسة الخصوصية لدينا.",
            },
          ],
        },
        {
          id: "liability",
          heading: "مسؤوليتنا وحدودها",
          blocks: [
            {
              kind: "list",
              items: [
                "نحرص على أن يكون محتوانا دقيقًا ومحدَّثًا، ويبيّن كل رقم يخص الهجرة إلى فرنسا مصدره الرسمي وتاريخ التحقق منه. ولا يمكننا ضمان أن المعلومات كاملة، ولا أنها لا تزال مطابقة لقواعد تغيّرت بعد ذلك التاريخ.",
                "لا نضمن نتيجة أي طلب. فقد تُرفض التأشيرة أو بطاقة الإقامة ({fr:carte de séjour}) لأسباب تعود إلى السلطات وحدها.",
                "لسنا مسؤولين عن محتوى المواقع الرسمية أو مواقع الغير التي نحيل إليها، ولا عن التأخيرات التي تسببها الإدارات أو أطراف أخرى.",
                "نبذل قصارى جهدنا لإبقاء الخدمة متاحة، لكنها قد تنقطع لأعمال الصيانة أو لأسباب خارجة عن إرادتنا.",
                "لا شيء في هذه الشروط يحدّ من مسؤوليتنا حيث لا يسمح القانون بتحديدها، ولا سيما في حالة الخطأ الجسيم أو العمدي ({fr:faute lourde ou intentionnelle}) أو الضرر الجسدي، ولا يحدّ من الحقوق التي يكفلها قانون الاستهلاك الفرنسي ({fr:droit français de la consommation}) للمستهلكين.",
              ],
            },
          ],
        },
        {
          id: "changes-and-termination",
          heading: "تعديل هذه الشروط",
          blocks: [
            {
              kind: "paragraph",
              text: "يجوز لنا تحديث هذه الشروط، مثلًا عند إضافة ميزة أو عند تغيّر القانون. ويظهر تاريخ آخر تحديث في هذه الصفحة. وإذا كان تعديلٌ ما يمسّك على نحو مهم، فسنُعلمك به مسبقًا بالبريد الإلكتروني أو على الموقع. وإذا لم تقبل الشروط الجديدة، يمكنك إغلاق حسابك قبل سريانها؛ ويمكن إلغاء الاشتراك، أما الخدمة المدفوعة سلفًا فتستمر وفق الشروط التي قبلتها عند طلبها.",
            },
          ],
        },
        {
          id: "law-and-contact",
          heading: "القانون الواجب التطبيق والتواصل",
          blocks: [
            {
              kind: "paragraph",
              text: "تخضع هذه الشروط للقانون الفرنسي. وفي حال وجود خلاف، راسلنا أولًا: فمعظم المشكلات تُحلّ بسرعة بهذه الطريقة. وإذا كنت مستهلكًا، يمكنك أيضًا اللجوء مجانًا إلى وسيط الاستهلاك ({fr:médiateur de la consommation})، وتحتفظ بالحماية التي توفرها القواعد الآمرة في البلد الذي تقيم فيه. وفي حال تعذّر الحل الودي، يُرفع النزاع أمام المحاكم الفرنسية المختصة، مع مراعاة القواعد التي تحمي المستهلكين.",
            },
            {
              kind: "paragraph",
              text: "لأي سؤال عن هذه الشروط، راسلنا على عنوان التواصل المبيَّن في أسفل كل صفحة.",
            },
          ],
        },
      ],
    },
  },
};

export default guide;
