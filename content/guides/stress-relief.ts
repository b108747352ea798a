import type { GuideContent } from "./guide-types.ts";

const guide: GuideContent = {
  slug: "stress-relief",
  type: "page",
  updatedOn: "2026-11-22",
  officialLinks: [
    {
      url: "https://www.service-public.fr/particuliers/vosdroits/F163",
      label: {
        en: "Service-Public.fr – choosing a GP (médecin traitant)",
        fr: "Service-Public.fr – médecin traitant et parcours de soins",
        ar: "Service-Public.fr – الطبيب المعالج ومسار العلاج",
      },
    },
  ],
  text: {
    en: {
      title: "Coping with relocation stress",
      description:
        "Moving to France is exciting and tiring. Practical ways to reduce uncertainty, pace the paperwork, rest, stay connected and know when to ask for help.",
      sections: [
        {
          id: "normal-reactions",
          heading: "What you feel is normal",
          blocks: [
            {
              kind: "paragraph",
              text: "A move abroad changes almost everything at once: home, language, work, friends, routines, even how you buy bread. It is normal to feel excited one day and overwhelmed the next. Stress is not a sign that you made the wrong choice; it is how the mind reacts to a lot of change and uncertainty.",
            },
            {
              kind: "list",
              items: [
                "Trouble sleeping, or feeling tired even after a full night.",
                "Irritability, or crying more easily than usual.",
                "Going over the same worries about documents, money or deadlines.",
                "Missing people and places, sometimes more than you expected.",
                "Feeling less confident when you cannot express yourself as well as in your own language.",
              ],
            },
            {
              kind: "note",
              text: "These reactions usually ease as things settle. If they stay strong for a long time or stop you from functioning, read the last section of this page.",
            },
          ],
        },
        {
          id: "plan-to-reduce-uncertainty",
          heading: "Plan to reduce uncertainty",
          blocks: [
            {
              kind: "paragraph",
              text: "Much of relocation stress comes from not knowing what comes next. A written plan turns a vague worry into a list of steps you can see, and shows you what is already done.",
            },
            {
              kind: "steps",
              items: [
                {
                  title: "Write down what you know",
                  body: "Your visa route, its main conditions, your target date and your budget. Our assessment and visa pages help you fill the gaps.",
                },
                {
                  title: "Separate what you control from what you don't",
                  body: "You control your documents and the date you apply; you do not control the processing time. Put your energy into the first and leave a margin for the second.",
                },
                {
                  title: "Plan backwards from your moving date",
                  body: "Note what must happen before you leave, on arrival and in the first months. Our timeline calculator can help.",
                },
                {
                  title: "Prepare a plan B for the big items",
                  body: "Temporary housing if your flat falls through, savings if your first salary comes late. Knowing the fallback makes the main plan less frightening.",
                },
              ],
            },
          ],
        },
        {
          id: "paperwork-small-steps",
          heading: "Paperwork in small steps",
          blocks: [
            {
              kind: "paragraph",
              text: "French administration has a reputation, and the pile of forms can feel endless. It becomes manageable when you break it into small, concrete actions.",
            },
            {
              kind: "list",
              items: [
                'Choose one task per session, such as "scan my diploma", rather than "do the visa".',
                "Set a short, fixed time for paperwork, then stop, even if you are not finished.",
                "Keep one folder, on paper and on your computer, with a copy of every document and every receipt.",
                "Tick off each finished task where you can see it: progress you can see is calming.",
                "When you are stuck, ask: the official sources, our help center, or a friend who has done it before.",
              ],
            },
          ],
        },
        {
          id: "sleep-and-routine",
          heading: "Sleep and routine",
          blocks: [
            {
              kind: "paragraph",
              text: "When everything around you is new, a few fixed habits give your days a shape. They do not need to be ambitious.",
            },
            {
              kind: "list",
              items: [
                "Go to bed and get up at roughly the same time, including after a long journey: daylight in the morning helps your body adjust.",
                "Keep screens and administrative e-mails out of the last part of the evening.",
                "Move every day: a walk to discover your neighbourhood counts.",
                "Eat regular meals, and explore the local market rather than relying only on quick food.",
                "Keep one small ritual from home, such as a favourite breakfast, a song or a weekly call.",
              ],
            },
          ],
        },
        {
          id: "staying-connected",
          heading: "Staying connected",
          blocks: [
            {
              kind: "paragraph",
              text: "Loneliness is one of the hardest parts of moving. Keep your existing ties and start new ones at the same time, without waiting until your French is perfect.",
            },
            {
              kind: "list",
              items: [
                "Schedule regular calls with family and friends, so that they do not depend on how busy you are.",
                "Join something that meets regularly: a sports club, a choir, a volunteering group or a language exchange.",
                "Ask your town hall about its welcome events; many towns have associations that help newcomers.",
                "Say yes to small invitations, even a coffee with a colleague.",
                "Be patient with yourself: friendships in a new place take time to grow.",
              ],
            },
          ],
        },
        {
          id: "culture-shock",
          heading: "Culture shock comes in waves",
          blocks: [
            {
              kind: "paragraph",
              text: "Many people go through similar phases after a move. They do not follow a fixed schedule, they can come back, and not everyone feels all of them, but knowing them helps you recognise what is happening.",
            },
            {
              kind: "steps",
              items: [
                {
                  title: "Honeymoon",
                  body: "Everything is new and exciting: the food, the streets, the feeling of a fresh start.",
                },
                {
                  title: "Frustration",
                  body: "The differences start to weigh: slow procedures, unwritten social rules, the effort of speaking another language all day. This is often the hardest time, and it is temporary.",
                },
                {
                  title: "Adjustment",
                  body: "You learn how things work, find your places and people, and laugh about what used to annoy you.",
                },
                {
                  title: "Feeling at home",
                  body: "You move between both cultures with more ease, keeping what you value from each.",
                },
              ],
            },
          ],
        },
        {
          id: "breathing-exercise",
          heading: "Breathing exercise",
          blocks: [
            {
              kind: "paragraph",
              text: "Slow breathing is a simple way to calm your body when stress rises, before an appointment at the prefecture or when you cannot fall asleep. Sit comfortably, relax your shoulders, and let your breath be a little slower than usual. Never force it.",
            },
            {
              kind: "steps",
              items: [
                {
                  title: "Inhale",
                  body: "Breathe in gently through your nose on a slow count, letting your belly rise.",
                },
                {
                  title: "Hold",
                  body: "Keep the air in for a short, comfortable pause, without strain.",
                },
                {
                  title: "Exhale",
                  body: "Breathe out slowly through your mouth, a little longer than you breathed in, as if you were blowing on a hot drink.",
                },
                {
                  title: "Rest",
                  body: "Pause briefly with empty lungs before the next breath. Repeat the cycle for a few minutes.",
                },
              ],
            },
            {
              kind: "paragraph",
              text: "The circle on this page guides you: breathe in while it grows, hold while it stays full, breathe out while it shrinks, and rest while it stays small. Start it when you are ready and stop it whenever you like. If your device is set to reduce motion, the circle does not move: follow the steps above instead, at your own pace.",
            },
            {
              kind: "note",
              text: "If you feel dizzy, stop and breathe normally. This exercise helps with everyday stress; it does not replace care from a health professional.",
            },
          ],
        },
        {
          id: "when-to-seek-help",
          heading: "When to seek professional help",
          blocks: [
            {
              kind: "paragraph",
              text: "Ask for help if you feel low or anxious most days for several weeks, if you stop sleeping or eating properly, if you withdraw from everyone, or if you find it hard to get through the day. Asking early is a sign of good sense, not weakness.",
            },
            {
              kind: "list",
              items: [
                "Your GP: in France, the médecin traitant you declare to the health insurance is the first person to see. GPs treat stress, anxiety and depression, and can refer you to a psychologist or a psychiatrist.",
                'Psychologist sessions: some are reimbursed by the health insurance under the "Mon soutien psy" scheme; ameli.fr explains the current conditions.',
                "Students: university health services offer free appointments, often including psychologists.",
                "Not yet registered with the health insurance? You can still see a doctor and pay the consultation; keep the receipt.",
              ],
            },
            {
              kind: "note",
              text: "If you have thoughts of suicide, or are worried about someone, call the national suicide-prevention line below: it is free and open day and night. In an emergency, call the European emergency number, free from any phone.",
            },
            { kind: "help-numbers" },
          ],
        },
      ],
    },
    fr: {
      title: "Gérer le stress de l'expatriation",
      description:
        "S'installer en France est enthousiasmant et épuisant. Des conseils concrets pour réduire l'incertitude, doser les démarches, se reposer et demander de l'aide.",
      sections: [
        {
          id: "normal-reactions",
          heading: "Ce que vous ressentez est normal",
          blocks: [
            {
              kind: "paragraph",
              text: "Un départ à l'étranger change presque tout en même temps : le logement, la langue, le travail, les amis, les habitudes, jusqu'à la façon d'acheter son pain. Il est normal d'être enthousiaste un jour et débordé le lendemain. Le stress n'est pas le signe d'un mauvais choix ; c'est la réaction de l'esprit face à beaucoup de changements et d'incertitude.",
            },
            {
              kind: "list",
              items: [
                "Des difficultés à dormir, ou de la fatigue même après une nuit complète.",
                "De l'irritabilité, ou les larmes qui viennent plus facilement que d'habitude.",
                "Les mêmes inquiétudes qui tournent en boucle : documents, argent, échéances.",
                "Le manque des proches et des lieux, parfois plus fort que prévu.",
                "Moins de confiance en soi quand on ne peut pas s'exprimer aussi bien que dans sa langue.",
              ],
            },
            {
              kind: "note",
              text: "Ces réactions s'atténuent en général à mesure que les choses se mettent en place. Si elles restent fortes longtemps ou vous empêchent de fonctionner, lisez la dernière partie de cette page.",
            },
          ],
        },
        {
          id: "plan-to-reduce-uncertainty",
          heading: "Planifier pour réduire l'incertitude",
          blocks: [
            {
              kind: "paragraph",
              text: "Une grande partie du stress vient de ne pas savoir ce qui vient ensuite. Un plan écrit transforme une inquiétude floue en une liste d'étapes visibles, et montre ce qui est déjà fait.",
            },
            {
              kind: "steps",
              items: [
                {
                  title: "Notez ce que vous savez",
                  body: "Votre visa, ses principales conditions, votre date visée et votre budget. Notre évaluation et nos pages de visa vous aident à compléter ce qui manque.",
                },
                {
                  title: "Distinguez ce qui dépend de vous",
                  body: "Vous maîtrisez vos documents et la date de votre demande ; pas le délai de traitement. Mettez votre énergie dans le premier et gardez une marge pour le second.",
                },
                {
                  title: "Planifiez à rebours depuis votre date de départ",
                  body: "Notez ce qui doit être fait avant le départ, à l'arrivée et pendant les premiers mois. Notre calculateur de calendrier peut vous aider.",
                },
                {
                  title: "Prévoyez un plan B pour les points importants",
                  body: "Un logement temporaire si l'appartement tombe à l'eau, de l'épargne si le premier salaire arrive tard. Connaître la solution de repli rend le plan principal moins effrayant.",
                },
              ],
            },
          ],
        },
        {
          id: "paperwork-small-steps",
          heading: "Les démarches, pas à pas",
          blocks: [
            {
              kind: "paragraph",
              text: "L'administration française a sa réputation, et la pile de formulaires peut sembler sans fin. Elle devient gérable quand on la découpe en petites actions concrètes.",
            },
            {
              kind: "list",
              items: [
                "Choisissez une seule tâche par séance, par exemple « numériser mon diplôme », plutôt que « faire le visa ».",
                "Réservez un temps court et fixe aux démarches, puis arrêtez-vous, même si vous n'avez pas fini.",
                "Gardez un seul dossier, papier et numérique, avec une copie de chaque document et de chaque récépissé.",
                "Cochez chaque tâche terminée là où vous la voyez : un progrès visible rassure.",
                "Quand vous bloquez, demandez : aux sources officielles, à notre centre d'aide, ou à quelqu'un qui l'a déjà fait.",
              ],
            },
          ],
        },
        {
          id: "sleep-and-routine",
          heading: "Sommeil et habitudes",
          blocks: [
            {
              kind: "paragraph",
              text: "Quand tout est nouveau autour de vous, quelques habitudes fixes donnent une forme à vos journées. Elles n'ont pas besoin d'être ambitieuses.",
            },
            {
              kind: "list",
              items: [
                "Couchez-vous et levez-vous à peu près à la même heure, y compris après un long voyage : la lumière du matin aide le corps à s'adapter.",
                "Éloignez les écrans et les e-mails administratifs de la fin de soirée.",
                "Bougez chaque jour : une promenade pour découvrir votre quartier compte.",
                "Prenez des repas réguliers, et découvrez le marché du quartier plutôt que de vous contenter de repas rapides.",
                "Gardez un petit rituel de chez vous : un petit-déjeuner préféré, une chanson, un appel chaque semaine.",
              ],
            },
          ],
        },
        {
          id: "staying-connected",
          heading: "Rester en lien",
          blocks: [
            {
              kind: "paragraph",
              text: "La solitude est l'une des parties les plus difficiles d'un départ. Entretenez vos liens existants et créez-en de nouveaux en même temps, sans attendre que votre français soit parfait.",
            },
            {
              kind: "list",
              items: [
                "Fixez des appels réguliers avec votre famille et vos amis, pour qu'ils ne dépendent pas de votre emploi du temps.",
                "Rejoignez une activité régulière : club de sport, chorale, association de bénévoles ou échange linguistique.",
                "Renseignez-vous à la mairie sur les événements d'accueil ; beaucoup de villes ont des associations qui aident les nouveaux arrivants.",
                "Acceptez les petites invitations, même un café avec un collègue.",
                "Soyez patient avec vous-même : les amitiés dans un nouveau lieu mettent du temps à naître.",
              ],
            },
          ],
        },
        {
          id: "culture-shock",
          heading: "Le choc culturel arrive par vagues",
          blocks: [
            {
              kind: "paragraph",
              text: "Beaucoup de personnes traversent des phases semblables après un départ. Elles ne suivent pas de calendrier fixe, peuvent revenir, et tout le monde ne les vit pas toutes, mais les connaître aide à comprendre ce qui se passe.",
            },
            {
              kind: "steps",
              items: [
                {
                  title: "La lune de miel",
                  body: "Tout est nouveau et enthousiasmant : la cuisine, les rues, le sentiment d'un nouveau départ.",
                },
                {
                  title: "La frustration",
                  body: "Les différences commencent à peser : démarches lentes, codes sociaux implicites, effort de parler une autre langue toute la journée. C'est souvent la période la plus dure, et elle est passagère.",
                },
                {
                  title: "L'ajustement",
                  body: "Vous comprenez comment les choses fonctionnent, trouvez vos lieux et vos personnes, et riez de ce qui vous agaçait.",
                },
                {
                  title: "Se sentir chez soi",
                  body: "Vous passez d'une culture à l'autre plus facilement, en gardant ce que vous appréciez de chacune.",
                },
              ],
            },
          ],
        },
        {
          id: "breathing-exercise",
          heading: "Exercice de respiration",
          blocks: [
            {
              kind: "paragraph",
              text: "Respirer lentement est un moyen simple d'apaiser le corps quand le stress monte, avant un rendez-vous en préfecture ou quand le sommeil ne vient pas. Asseyez-vous confortablement, relâchez les épaules et laissez votre respiration ralentir un peu. Ne forcez jamais.",
            },
            {
              kind: "steps",
              items: [
                {
                  title: "Inspirez",
                  body: "Inspirez doucement par le nez en comptant lentement, en laissant le ventre se gonfler.",
                },
                {
                  title: "Retenez",
                  body: "Gardez l'air un court moment, confortablement, sans effort.",
                },
                {
                  title: "Expirez",
                  body: "Expirez lentement par la bouche, un peu plus longtemps que l'inspiration, comme pour souffler sur une boisson chaude.",
                },
                {
                  title: "Reposez-vous",
                  body: "Marquez une brève pause, poumons vides, avant la respiration suivante. Répétez le cycle pendant quelques minutes.",
                },
              ],
            },
            {
              kind: "paragraph",
              text: "Le cercle de cette page vous guide : inspirez pendant qu'il grandit, retenez pendant qu'il reste plein, expirez pendant qu'il rétrécit, et reposez-vous pendant qu'il reste petit. Lancez-le quand vous êtes prêt et arrêtez-le quand vous voulez. Si votre appareil est réglé pour réduire les animations, le cercle ne bouge pas : suivez alors les étapes ci-dessus, à votre rythme.",
            },
            {
              kind: "note",
              text: "Si vous avez la tête qui tourne, arrêtez et respirez normalement. Cet exercice aide face au stress du quotidien ; il ne remplace pas l'accompagnement d'un professionnel de santé.",
            },
          ],
        },
        {
          id: "when-to-seek-help",
          heading: "Quand consulter un professionnel",
          blocks: [
            {
              kind: "paragraph",
              text: "Demandez de l'aide si vous vous sentez abattu ou anxieux presque tous les jours pendant plusieurs semaines, si vous ne dormez ou ne mangez plus correctement, si vous vous isolez de tous, ou si vos journées deviennent difficiles à traverser. Demander de l'aide tôt est une preuve de bon sens, pas de faiblesse.",
            },
            {
              kind: "list",
              items: [
                "Votre médecin généraliste : en France, le médecin traitant déclaré à l'Assurance Maladie est la première personne à consulter. Il soigne le stress, l'anxiété et la dépression, et peut vous orienter vers un psychologue ou un psychiatre.",
                "Séances de psychologue : certaines sont remboursées par l'Assurance Maladie dans le cadre du dispositif « Mon soutien psy » ; ameli.fr en précise les conditions actuelles.",
                "Étudiants : les services de santé universitaires proposent des consultations gratuites, souvent avec des psychologues.",
                "Pas encore inscrit à l'Assurance Maladie ? Vous pouvez quand même consulter un médecin et payer la consultation ; gardez le justificatif.",
              ],
            },
            {
              kind: "note",
              text: "Si vous avez des idées suicidaires, ou si vous vous inquiétez pour quelqu'un, appelez la ligne nationale de prévention du suicide ci-dessous : elle est gratuite et joignable jour et nuit. En cas d'urgence, appelez le numéro d'urgence européen, gratuit depuis tout téléphone.",
            },
            { kind: "help-numbers" },
          ],
        },
      ],
    },
    ar: {
      title: "التعامل مع ضغط الانتقال",
      description:
        "الانتقال إلى فرنسا مثير ومتعب. طرق عملية لتقليل الغموض، وتنظيم الإجراءات، والراحة، والبقاء على تواصل، ومعرفة متى تطلب المساعدة.",
      sections: [
        {
          id: "normal-reactions",
          heading: "ما تشعر به أمر طبيعي",
          blocks: [
            {
              kind: "paragraph",
              text: "الانتقال إلى الخارج يغيّر كل شيء تقريبًا دفعة واحدة: السكن، واللغة، والعمل، والأصدقاء، والعادات اليومية، وحتى طريقة شراء الخبز. من الطبيعي أن تشعر بالحماس يومًا وبالإرهاق في اليوم التالي. والضغط النفسي ليس دليلًا على أنك أخطأت الاختيار؛ بل هو ردّ فعل العقل أمام كثير من التغيير وعدم اليقين.",
            },
            {
              kind: "list",
              items: [
                "صعوبة في النوم، أو الشعور بالتعب حتى بعد ليلة نوم كاملة.",
                "سرعة الانفعال، أو البكاء بسهولة أكبر من المعتاد.",
                "تكرار المخاوف نفسها بشأن الوثائق أو المال أو المواعيد النهائية.",
                "الحنين إلى الأشخاص والأماكن، وأحيانًا أكثر مما كنت تتوقع.",
                "تراجع الثقة بالنفس حين لا تستطيع التعبير عن نفسك كما تفعل بلغتك.",
              ],
            },
            {
              kind: "note",
              text: "تخفّ ردود الفعل هذه عادةً مع استقرار الأمور. وإذا بقيت قوية لمدة طويلة أو منعتك من القيام بشؤونك اليومية، فاقرأ القسم الأخير من هذه الصفحة.",
            },
          ],
        },
        {
          id: "plan-to-reduce-uncertainty",
          heading: "خطّط لتقليل الغموض",
          blocks: [
            {
              kind: "paragraph",
              text: "ينبع جزء كبير من ضغط الانتقال من عدم معرفة ما سيأتي بعد ذلك. فالخطة المكتوبة تحوّل القلق المبهم إلى قائمة خطوات تراها أمامك، وتُظهر لك ما أنجزته بالفعل.",
            },
            {
              kind: "steps",
              items: [
                {
                  title: "دوّن ما تعرفه",
                  body: "مسار التأشيرة الذي اخترته، وأهم شروطه، والتاريخ الذي تستهدفه، وميزانيتك. تساعدك صفحات التقييم والتأشيرات لدينا على سدّ ما ينقصك من معلومات.",
                },
                {
                  title: "افصل ما تتحكم فيه عما لا تتحكم فيه",
                  body: "أنت تتحكم في وثائقك وفي تاريخ تقديم طلبك؛ لكنك لا تتحكم في مدة معالجته. ضع طاقتك في الأول واترك هامشًا للثاني.",
                },
                {
                  title: "خطّط بالعكس انطلاقًا من تاريخ انتقالك",
                  body: "دوّن ما يجب إنجازه قبل سفرك، وعند وصولك، وخلال الأشهر الأولى. ويمكن أن تساعدك أداة حساب الجدول الزمني لدينا.",
                },
                {
                  title: "جهّز خطة بديلة للأمور الكبرى",
                  body: "سكن مؤقت إذا لم تحصل على الشقة في النهاية، ومدخرات إذا تأخر راتبك الأول. فمعرفة الحل البديل تجعل الخطة الأساسية أقل إثارة للخوف.",
                },
              ],
            },
          ],
        },
        {
          id: "paperwork-small-steps",
          heading: "الإجراءات الإدارية خطوة بخطوة",
          blocks: [
            {
              kind: "paragraph",
              text: "للإدارة الفرنسية سمعتها، وقد تبدو كومة الاستمارات بلا نهاية. لكنها تصبح في متناولك حين تقسّمها إلى مهام صغيرة وملموسة.",
            },
            {
              kind: "list",
              items: [
                "اختر مهمة واحدة في كل جلسة، مثل «مسح شهادتي ضوئيًا»، بدلًا من «إنجاز التأشيرة».",
                "خصّص وقتًا قصيرًا ومحددًا للإجراءات، ثم توقف، حتى لو لم تنتهِ.",
                "احتفظ بملف واحد، ورقي وعلى حاسوبك، فيه نسخة من كل وثيقة ومن كل إيصال.",
                "ضع علامة على كل مهمة منتهية في مكان تراه: فالتقدم الذي تراه بعينك يبعث على الطمأنينة.",
                "حين تتعثر، اسأل: المصادر الرسمية، أو مركز المساعدة لدينا، أو صديقًا مرّ بالتجربة نفسها من قبل.",
              ],
            },
          ],
        },
        {
          id: "sleep-and-routine",
          heading: "النوم والعادات اليومية",
          blocks: [
            {
              kind: "paragraph",
              text: "حين يكون كل ما حولك جديدًا، تمنح بعض العادات الثابتة أيامك شكلًا واضحًا. ولا يلزم أن تكون عادات طموحة.",
            },
            {
              kind: "list",
              items: [
                "نَم واستيقظ في الوقت نفسه تقريبًا، حتى بعد سفر طويل: ضوء النهار في الصباح يساعد جسمك على التأقلم.",
                "أبعد الشاشات ورسائل البريد الإلكتروني الإدارية عن آخر ساعات المساء.",
                "تحرّك كل يوم: حتى نزهة تكتشف بها حيّك تُحسب.",
                "تناول وجباتك في أوقات منتظمة، واكتشف السوق المحلي بدلًا من الاعتماد على الأكل السريع وحده.",
                "حافظ على عادة صغيرة من بلدك، مثل فطور تحبه، أو أغنية، أو مكالمة أسبوعية.",
              ],
            },
          ],
        },
        {
          id: "staying-connected",
          heading: "البقاء على تواصل",
          blocks: [
            {
              kind: "paragraph",
              text: "الوحدة من أصعب جوانب الانتقال. حافظ على روابطك القائمة وابدأ روابط جديدة في الوقت نفسه، دون أن تنتظر حتى تصبح لغتك الفرنسية مثالية.",
            },
            {
              kind: "list",
              items: [
                "حدّد مواعيد منتظمة للاتصال بعائلتك وأصدقائك، حتى لا تتوقف على مدى انشغالك.",
                "انضم إلى نشاط يجتمع بانتظام: نادٍ رياضي، أو جوقة غنائية، أو مجموعة تطوعية، أو لقاءات لتبادل اللغات.",
                "اسأل البلدية ({fr:mairie}) عن فعاليات استقبال الوافدين؛ ففي كثير من المدن جمعيات تساعد القادمين الجدد.",
                "اقبل الدعوات الصغيرة، ولو كانت لشرب قهوة مع زميل.",
                "تحلَّ بالصبر مع نفسك: الصداقات في مكان جديد تحتاج إلى وقت لتنمو.",
              ],
            },
          ],
        },
        {
          id: "culture-shock",
          heading: "الصدمة الثقافية تأتي على موجات",
          blocks: [
            {
              kind: "paragraph",
              text: "يمرّ كثير من الناس بمراحل متشابهة بعد الانتقال. لا تتبع هذه المراحل جدولًا ثابتًا، وقد تعود من جديد، ولا يمرّ بها الجميع كلها، لكن معرفتها تساعدك على فهم ما يحدث لك.",
            },
            {
              kind: "steps",
              items: [
                {
                  title: "شهر العسل",
                  body: "كل شيء جديد ومثير: الطعام، والشوارع، والإحساس ببداية جديدة.",
                },
                {
                  title: "الإحباط",
                  body: "تبدأ الفروق في إثقال كاهلك: بطء الإجراءات، والقواعد الاجتماعية غير المكتوبة، والجهد الذي يتطلبه التحدث بلغة أخرى طوال اليوم. وغالبًا ما تكون هذه أصعب مرحلة، لكنها مؤقتة.",
                },
                {
                  title: "التأقلم",
                  body: "تتعلم كيف تسير الأمور، وتجد أماكنك وأناسك، وتضحك مما كان يزعجك من قبل.",
                },
                {
                  title: "الشعور بأنك في بيتك",
                  body: "تنتقل بين الثقافتين بسهولة أكبر، محتفظًا بما تقدّره في كل منهما.",
                },
              ],
            },
          ],
        },
        {
          id: "breathing-exercise",
          heading: "تمرين التنفس",
          blocks: [
            {
              kind: "paragraph",
              text: "التنفس البطيء طريقة بسيطة لتهدئة جسمك حين يشتد التوتر، قبل موعد في المحافظة ({fr:préfecture}) أو حين لا تستطيع النوم. اجلس في وضع مريح، وأرخِ كتفيك، ودع تنفسك يصبح أبطأ قليلًا من المعتاد. ولا تُجبر نفسك أبدًا.",
            },
            {
              kind: "steps",
              items: [
                {
                  title: "الشهيق",
                  body: "استنشق الهواء برفق من أنفك وأنت تعدّ ببطء، تاركًا بطنك يرتفع.",
                },
                {
                  title: "حبس النفَس",
                  body: "أبقِ الهواء في صدرك وقفةً قصيرة ومريحة، دون إجهاد.",
                },
                {
                  title: "الزفير",
                  body: "أخرج الهواء ببطء من فمك، مدةً أطول قليلًا من الشهيق، كأنك تنفخ على مشروب ساخن.",
                },
                {
                  title: "الراحة",
                  body: "توقف لحظة قصيرة ورئتاك فارغتان قبل النفَس التالي. كرّر الدورة لبضع دقائق.",
                },
              ],
            },
            {
              kind: "paragraph",
              text: "ترشدك الدائرة في هذه الصفحة: خذ شهيقًا وهي تكبر، واحبس نفسك وهي ممتلئة، وازفر وهي تصغر، واسترح وهي صغيرة. شغّلها حين تكون مستعدًا وأوقفها متى شئت. وإذا كان جهازك مضبوطًا على تقليل الحركة، فلن تتحرك الدائرة: اتبع حينها الخطوات المذكورة أعلاه، على إيقاعك الخاص.",
            },
            {
              kind: "note",
              text: "إذا شعرت بالدوار، فتوقف وتنفس بشكل طبيعي. يساعد هذا التمرين على مواجهة ضغوط الحياة اليومية؛ لكنه لا يغني عن الرعاية التي يقدمها أخصائي صحي.",
            },
          ],
        },
        {
          id: "when-to-seek-help",
          heading: "متى تطلب مساعدة مختص",
          blocks: [
            {
              kind: "paragraph",
              text: "اطلب المساعدة إذا شعرت بالحزن أو القلق في معظم الأيام لعدة أسابيع، أو إذا لم تعد تنام أو تأكل بشكل سليم، أو إذا انعزلت عن الجميع، أو إذا صار من الصعب عليك أن تكمل يومك. وطلب المساعدة مبكرًا دليل على الحكمة، لا على الضعف.",
            },
            {
              kind: "list",
              items: [
                "طبيبك العام: في فرنسا، الطبيب المعالج ({fr:médecin traitant}) الذي تصرّح به لدى التأمين الصحي ({fr:Assurance Maladie}) هو أول من تراجعه. يعالج الأطباء العامون التوتر والقلق والاكتئاب، ويمكنهم توجيهك إلى أخصائي نفسي أو طبيب نفسي.",
                "جلسات الأخصائي النفسي: يسدّد التأمين الصحي تكاليف بعضها في إطار برنامج «{fr:Mon soutien psy}»؛ ويوضح موقع ameli.fr شروطه الحالية.",
                "الطلاب: تقدّم الخدمات الصحية الجامعية مواعيد مجانية، غالبًا مع أخصائيين نفسيين.",
                "لم تسجّل بعد في التأمين الصحي؟ يمكنك مع ذلك مراجعة طبيب ودفع ثمن الاستشارة؛ واحتفظ بالإيصال.",
              ],
            },
            {
              kind: "note",
              text: "إذا راودتك أفكار انتحارية، أو كنت قلقًا على شخص ما، فاتصل بالخط الوطني للوقاية من الانتحار المذكور أدناه: إنه مجاني ومتاح ليلًا ونهارًا. وفي حالة الطوارئ، اتصل برقم الطوارئ الأوروبي، وهو مجاني من أي هاتف.",
            },
            { kind: "help-numbers" },
          ],
        },
      ],
    },
  },
};

export default guide;
