import type { GuideContent } from "./guide-types.ts";

const guide: GuideContent = {
  slug: "privacy-policy",
  type: "page",
  updatedOn: "2026-11-25",
  officialLinks: [],
  text: {
    en: {
      title: "Privacy policy",
      description:
        "What personal data Passerelle collects, why, how long we keep it, who processes it for us, and how to exercise your rights under the GDPR.",
      sections: [
        {
          id: "who-we-are",
          heading: "Who we are",
          blocks: [
            {
              kind: "paragraph",
              text: 'Passerelle is an online service that helps people plan a move to France. Passerelle ("we", "us") is the controller of the personal data described on this page, within the meaning of the General Data Protection Regulation (GDPR) and the French Data Protection Act (loi Informatique et Libertés).',
            },
            {
              kind: "paragraph",
              text: "We collect as little as we can, we do not sell personal data, and we do not use it for advertising. For any question about this policy or your data, write to the contact address shown in the footer of every page.",
            },
          ],
        },
        {
          id: "data-we-collect",
          heading: "What we collect",
          blocks: [
            {
              kind: "list",
              items: [
                "Checklist requests: when you ask for the relocation checklist, we store your e-mail address, the language of the page, the page you sent it from and the time of the request, and, if you came from a conversation with our assistant, a reference to that conversation.",
                "E-mails we send: each e-mail (for example the checklist or a confirmation) is written to an outbox before delivery, with the recipient address, its content, its delivery status and the time it was sent.",
                "Server logs: like any website, our servers record technical data about each request, including your IP address, the address requested, the result, the time and a request identifier. The identifier also appears in error messages so that we can find a problem you report.",
                "Cookies: a language cookie and a consent cookie (see below).",
                "The quick assessment: your answers (country, profession, income range) are used to compute your result. Without an account they are linked only to a random session identifier, not to your name or e-mail address.",
                "Accounts, when you create one: your name, e-mail address, a securely hashed password (we never store it in readable form), nationality, profession, plan, language and newsletter choice, and the assessments you save.",
                "Consultation requests, when you send one: your e-mail address, country of origin, type of application, your message and the page language.",
                "Done-for-you clients: the documents you upload and the messages and tasks exchanged with our team, which can include identity documents and information about your family.",
                "Assistant conversations, when you use the assistant on a paid plan: your questions and its answers, so that you can find them again.",
                "Payments: Stripe processes card payments for us. Your card details are entered on Stripe's pages and never reach our servers; we receive only the payment status, the amount, the product bought and a customer reference.",
              ],
            },
          ],
        },
        {
          id: "purposes-and-legal-bases",
          heading: "Why we use it, and on what legal basis",
          blocks: [
            {
              kind: "list",
              items: [
                "To send you the checklist and the e-mails you asked for: your consent, given when you submit the form. You can withdraw it at any time.",
                "To provide your account, the plan you chose, a done-for-you service, a consultation you requested or a purchase: the performance of a contract with you, or steps you asked for before entering into one.",
                "To keep the service secure and working (logs, rate limits against abuse, error investigation) and to prevent fraud: our legitimate interest in operating a safe and reliable service.",
                "To remember your language: our legitimate interest in showing the site in the language you chose; this cookie is strictly necessary.",
                "To keep invoices and payment records: our legal obligations under French accounting and tax law.",
                "Counting visits with our own analytics, and marketing cookies if we ever use them: only your consent, given in the cookie banner.",
              ],
            },
            {
              kind: "note",
              text: "Passerelle does not make decisions about you that have legal or similarly significant effects by automated means alone. The assessment result is an indication to help you read the official rules; the French authorities decide on every application.",
            },
          ],
        },
        {
          id: "cookies",
          heading: "Cookies",
          blocks: [
            {
              kind: "paragraph",
              text: "We use the cookies needed for the site to work, a session cookie when you sign in and, only if you accept analytics, one analytics cookie of our own. They do not track you across other websites.",
            },
            {
              kind: "list",
              items: [
                "passerelle_lang (necessary): remembers the language you chose, so that pages are shown in it.",
                "passerelle_consent (necessary): remembers your cookie choices, so that the banner does not appear on every page.",
                "A session cookie (necessary, when you sign in): keeps you signed in securely; it cannot be read by scripts on the page.",
                "passerelle_visitor (analytics, only if you accept analytics): a random identifier, so that a visit is counted once per browser; it cannot be read by scripts on the page and is removed as soon as you withdraw that consent.",
              ],
            },
            {
              kind: "paragraph",
              text: 'Our analytics are our own: no third-party script, nothing sent to another company. They run only if you accept the analytics category. We then record which of our pages was viewed (its address without anything after "?"), the language, the time and the random identifier above, and the moments you start or complete the wizard, leave your e-mail address or complete a purchase, only to count them. We never record your IP address, your browser, your e-mail address or your account with them. We use no marketing cookies today. Refusing changes nothing else on the site, and you can change your choice at any time from the "Cookie settings" link in the footer.',
            },
          ],
        },
        {
          id: "processors-and-transfers",
          heading: "Who processes data for us, and international transfers",
          blocks: [
            {
              kind: "paragraph",
              text: "Only the people at Passerelle who need the data for their work can see it: for example our team sees the documents of the done-for-you clients it looks after. We also rely on a small number of processors, who act only on our instructions under a contract that meets the GDPR:",
            },
            {
              kind: "list",
              items: [
                "A hosting provider, which runs our servers and database and stores uploaded files.",
                "An e-mail delivery provider, which delivers the e-mails in our outbox.",
                "Stripe, which processes card payments and, for its own legal obligations such as fraud prevention, acts as an independent controller.",
                "An AI model provider, only if we use one to generate assistant answers; in that case your question and the passages used to answer it are sent to it, without your name or e-mail address.",
              ],
            },
            {
              kind: "paragraph",
              text: "We prefer providers that store data in the European Union. When a provider processes data outside the European Economic Area, the transfer is covered by an adequacy decision of the European Commission or by the Commission's standard contractual clauses, with additional safeguards where needed. You can ask us for details of these safeguards.",
            },
            {
              kind: "paragraph",
              text: "We may also disclose data when the law requires it, for example at the request of a court or a competent authority.",
            },
          ],
        },
        {
          id: "retention",
          heading: "How long we keep it",
          blocks: [
            {
              kind: "list",
              items: [
                "Checklist e-mail addresses: as long as you stay subscribed. When you ask us to stop, we delete the address.",
                "Copies of sent e-mails in our outbox: for a limited period, to confirm delivery and investigate problems, then deleted.",
                "Server logs: for a short period, then deleted.",
                "Accounts: as long as your account exists. When you delete it, its data is erased, except what we must keep by law.",
                "Consultation requests: as long as needed to answer and follow up on your request, then deleted.",
                "Done-for-you files and uploaded documents: for the duration of the service, then deleted, unless you ask us to delete them sooner or the law requires us to keep part of them.",
                "Invoices and payment records: for the period required by French accounting law.",
                "Analytics records: thirteen months, then deleted.",
                "Cookies: the consent cookie expires after six months, after which we ask for your choice again; the language cookie expires after a year; the session cookie ends when you sign out or when it expires; the analytics cookie expires after six months, or at once when you withdraw your consent.",
              ],
            },
          ],
        },
        {
          id: "security",
          heading: "How we protect it",
          blocks: [
            {
              kind: "list",
              items: [
                "All traffic to the site is encrypted (HTTPS).",
                "Passwords are stored only as a hash made with a memory-hard algorithm; nobody at Passerelle can read them.",
                "Sign-in attempts and forms are rate limited to slow down abuse.",
                "Uploaded documents are checked by their content and stored outside the public website.",
                "Access to personal data is limited to the people who need it.",
              ],
            },
            {
              kind: "paragraph",
              text: "If a breach ever put your data at risk, we would inform the CNIL and, where the law requires it, you.",
            },
          ],
        },
        {
          id: "your-rights",
          heading: "Your rights and how to exercise them",
          blocks: [
            {
              kind: "list",
              items: [
                "Access: get a copy of the data we hold about you.",
                "Rectification: have inaccurate data corrected.",
                "Erasure: have your data deleted, unless the law requires us to keep it.",
                "Portability: receive the data you gave us in a structured, machine-readable format.",
                "Objection: object to processing based on our legitimate interest.",
                "Restriction: ask us to pause processing while a request is examined.",
                "Withdrawal of consent: at any time, without affecting what was done before.",
                "Instructions after death: give instructions on what should happen to your data, as French law allows.",
              ],
            },
            {
              kind: "steps",
              items: [
                {
                  title: "Write to us",
                  body: "Send your request to the contact address shown in the footer, from the e-mail address concerned if possible. If you have an account, you can also download or delete your data from your account settings.",
                },
                {
                  title: "We check it is you",
                  body: "We may ask for information to confirm your identity, only when we have a reasonable doubt, and never more than needed.",
                },
                {
                  title: "We answer",
                  body: "We reply without undue delay and within the time limit set by the GDPR, and tell you if we need longer for a complex request.",
                },
                {
                  title: "If you are not satisfied",
                  body: "You can lodge a complaint with the CNIL (Commission nationale de l'informatique et des libertés), the French data protection authority, on cnil.fr.",
                },
              ],
            },
          ],
        },
        {
          id: "changes",
          heading: "Changes to this policy",
          blocks: [
            {
              kind: "paragraph",
              text: "We update this policy when our service or the law changes. The date of the last update is shown on this page. If a change significantly affects how we use your data, we will tell you in advance, by e-mail if you have an account or on the site, and ask for your consent again where it is required.",
            },
            {
              kind: "note",
              text: "This service is not intended for children. If you believe a child has given us personal data, write to us and we will delete it.",
            },
          ],
        },
      ],
    },
    fr: {
      title: "Politique de confidentialité",
      description:
        "Les données personnelles que collecte Passerelle, pourquoi, combien de temps, qui les traite pour nous, et comment exercer vos droits selon le RGPD.",
      sections: [
        {
          id: "who-we-are",
          heading: "Qui sommes-nous",
          blocks: [
            {
              kind: "paragraph",
              text: "Passerelle est un service en ligne qui aide à préparer une installation en France. Passerelle (« nous ») est responsable du traitement des données personnelles décrites sur cette page, au sens du Règlement général sur la protection des données (RGPD) et de la loi Informatique et Libertés.",
            },
            {
              kind: "paragraph",
              text: "Nous collectons le moins possible, nous ne vendons pas de données personnelles et nous ne les utilisons pas à des fins publicitaires. Pour toute question sur cette politique ou sur vos données, écrivez à l'adresse de contact indiquée en bas de chaque page.",
            },
          ],
        },
        {
          id: "data-we-collect",
          heading: "Ce que nous collectons",
          blocks: [
            {
              kind: "list",
              items: [
                "Demandes de checklist : lorsque vous demandez la checklist d'installation, nous enregistrons votre adresse e-mail, la langue de la page, la page d'où vous l'avez envoyée et l'heure de la demande, ainsi que, si vous veniez d'une conversation avec notre assistant, une référence à cette conversation.",
                "E-mails envoyés : chaque e-mail (par exemple la checklist ou une confirmation) est écrit dans une file d'envoi avant d'être remis, avec l'adresse du destinataire, son contenu, son état d'envoi et l'heure d'envoi.",
                "Journaux du serveur : comme tout site web, nos serveurs enregistrent des données techniques sur chaque requête, dont votre adresse IP, l'adresse demandée, le résultat, l'heure et un identifiant de requête. Cet identifiant figure aussi dans les messages d'erreur, pour que nous retrouvions un problème que vous nous signalez.",
                "Cookies : un cookie de langue et un cookie de consentement (voir plus bas).",
                "L'évaluation rapide : vos réponses (pays, profession, tranche de revenus) servent à calculer votre résultat. Sans compte, elles ne sont liées qu'à un identifiant de session aléatoire, ni à votre nom ni à votre adresse e-mail.",
                "Comptes, si vous en créez un : votre nom, votre adresse e-mail, un mot de passe haché de manière sûre (jamais conservé sous forme lisible), votre nationalité, votre profession, votre formule, votre langue, votre choix concernant la newsletter et les évaluations que vous enregistrez.",
                "Demandes de consultation, si vous en envoyez une : votre adresse e-mail, votre pays d'origine, le type de demande, votre message et la langue de la page.",
                "Clients des offres clés en main : les documents que vous déposez, ainsi que les messages et tâches échangés avec notre équipe, qui peuvent contenir des pièces d'identité et des informations sur votre famille.",
                "Conversations avec l'assistant, si vous l'utilisez avec une formule payante : vos questions et ses réponses, pour que vous puissiez les retrouver.",
                "Paiements : Stripe traite pour nous les paiements par carte. Vos données de carte sont saisies sur les pages de Stripe et n'arrivent jamais sur nos serveurs ; nous recevons seulement l'état du paiement, le montant, le produit acheté et une référence client.",
              ],
            },
          ],
        },
        {
          id: "purposes-and-legal-bases",
          heading: "Pourquoi nous les utilisons, et sur quelle base légale",
          blocks: [
            {
              kind: "list",
              items: [
                "Vous envoyer la checklist et les e-mails demandés : votre consentement, donné en envoyant le formulaire. Vous pouvez le retirer à tout moment.",
                "Fournir votre compte, la formule choisie, une offre clés en main, une consultation demandée ou un achat : l'exécution d'un contrat avec vous, ou de mesures prises à votre demande avant sa conclusion.",
                "Assurer la sécurité et le bon fonctionnement du service (journaux, limitation des abus, analyse des erreurs) et prévenir la fraude : notre intérêt légitime à exploiter un service sûr et fiable.",
                "Mémoriser votre langue : notre intérêt légitime à afficher le site dans la langue choisie ; ce cookie est strictement nécessaire.",
                "Conserver les factures et justificatifs de paiement : nos obligations légales en matière comptable et fiscale.",
                "Mesure d'audience par nos propres outils, et cookies marketing si nous en utilisons un jour : uniquement votre consentement, donné dans le bandeau cookies.",
              ],
            },
            {
              kind: "note",
              text: "Passerelle ne prend à votre sujet aucune décision produisant des effets juridiques ou similaires sur le seul fondement d'un traitement automatisé. Le résultat de l'évaluation est une indication pour vous aider à lire les règles officielles ; ce sont les autorités françaises qui statuent sur chaque demande.",
            },
          ],
        },
        {
          id: "cookies",
          heading: "Cookies",
          blocks: [
            {
              kind: "paragraph",
              text: "Nous utilisons les cookies nécessaires au fonctionnement du site, un cookie de session lorsque vous vous connectez et, seulement si vous acceptez la mesure d'audience, un cookie de mesure d'audience qui nous est propre. Ils ne vous suivent pas sur d'autres sites.",
            },
            {
              kind: "list",
              items: [
                "passerelle_lang (nécessaire) : mémorise la langue choisie pour afficher les pages dans cette langue.",
                "passerelle_consent (nécessaire) : mémorise vos choix en matière de cookies, pour que le bandeau ne s'affiche pas à chaque page.",
                "Un cookie de session (nécessaire, lorsque vous êtes connecté) : vous garde connecté de façon sûre ; il ne peut pas être lu par les scripts de la page.",
                "passerelle_visitor (mesure d'audience, seulement si vous l'acceptez) : un identifiant aléatoire, pour compter une visite une seule fois par navigateur ; il ne peut pas être lu par les scripts de la page et il est supprimé dès que vous retirez ce consentement.",
              ],
            },
            {
              kind: "paragraph",
              text: "Le bandeau cookies propose aussi des catégories mesure d'audience, marketing et préférences. Notre mesure d'audience nous est propre : aucun script tiers, rien n'est transmis à une autre entreprise. Elle ne fonctionne que si vous acceptez la catégorie mesure d'audience. Nous enregistrons alors la page consultée (son adresse sans ce qui suit « ? »), la langue, l'heure et l'identifiant aléatoire ci-dessus, ainsi que le moment où vous commencez ou terminez l'assistant, laissez votre adresse e-mail ou finalisez un achat, uniquement pour les compter. Nous n'y associons jamais votre adresse IP, votre navigateur, votre adresse e-mail ni votre compte. Nous n'utilisons aujourd'hui aucun cookie marketing. Refuser ne change rien d'autre sur le site, et vous pouvez modifier votre choix à tout moment depuis le lien « Paramètres des cookies » en bas de page.",
            },
          ],
        },
        {
          id: "processors-and-transfers",
          heading: "Qui traite les données pour nous, et transferts internationaux",
          blocks: [
            {
              kind: "paragraph",
              text: "Seules les personnes de Passerelle qui en ont besoin pour leur travail accèdent aux données : par exemple, notre équipe voit les documents des clients clés en main qu'elle accompagne. Nous faisons aussi appel à un petit nombre de sous-traitants, qui agissent uniquement sur nos instructions, dans le cadre d'un contrat conforme au RGPD :",
            },
            {
              kind: "list",
              items: [
                "Un hébergeur, qui fait fonctionner nos serveurs et notre base de données et stocke les fichiers déposés.",
                "Un prestataire d'envoi d'e-mails, qui remet les e-mails de notre file d'envoi.",
                "Stripe, qui traite les paiements par carte et agit comme responsable de traitement indépendant pour ses propres obligations légales, comme la prévention de la fraude.",
                "Un fournisseur de modèle d'IA, seulement si nous en utilisons un pour générer les réponses de l'assistant ; votre question et les extraits utilisés pour y répondre lui sont alors transmis, sans votre nom ni votre adresse e-mail.",
              ],
            },
            {
              kind: "paragraph",
              text: "Nous privilégions des prestataires qui stockent les données dans l'Union européenne. Lorsqu'un prestataire traite des données hors de l'Espace économique européen, le transfert est encadré par une décision d'adéquation de la Commission européenne ou par les clauses contractuelles types de la Commission, avec des garanties supplémentaires si nécessaire. Vous pouvez nous demander le détail de ces garanties.",
            },
            {
              kind: "paragraph",
              text: "Nous pouvons aussi communiquer des données lorsque la loi l'impose, par exemple à la demande d'un juge ou d'une autorité compétente.",
            },
          ],
        },
        {
          id: "retention",
          heading: "Combien de temps nous les conservons",
          blocks: [
            {
              kind: "list",
              items: [
                "Adresses e-mail de la checklist : tant que vous restez inscrit. Lorsque vous nous demandez d'arrêter, nous supprimons l'adresse.",
                "Copies des e-mails envoyés dans notre file d'envoi : pendant une durée limitée, pour confirmer la remise et analyser les problèmes, puis supprimées.",
                "Journaux du serveur : pendant une courte durée, puis supprimés.",
                "Comptes : tant que votre compte existe. Lorsque vous le supprimez, ses données sont effacées, sauf ce que la loi nous oblige à conserver.",
                "Demandes de consultation : le temps nécessaire pour y répondre et assurer le suivi, puis supprimées.",
                "Dossiers clés en main et documents déposés : pendant la durée du service, puis supprimés, sauf si vous demandez une suppression plus tôt ou si la loi nous oblige à en conserver une partie.",
                "Factures et justificatifs de paiement : pendant la durée imposée par le droit comptable français.",
                "Mesure d'audience : treize mois, puis supprimée.",
                "Cookies : le cookie de consentement expire au bout de six mois, après quoi nous vous redemandons votre choix ; le cookie de langue expire au bout d'un an ; le cookie de session prend fin à la déconnexion ou à son expiration ; le cookie de mesure d'audience expire au bout de six mois, ou aussitôt que vous retirez votre consentement.",
              ],
            },
          ],
        },
        {
          id: "security",
          heading: "Comment nous les protégeons",
          blocks: [
            {
              kind: "list",
              items: [
                "Tous les échanges avec le site sont chiffrés (HTTPS).",
                "Les mots de passe ne sont conservés que sous forme d'empreinte calculée par un algorithme coûteux en mémoire ; personne chez Passerelle ne peut les lire.",
                "Les tentatives de connexion et les formulaires sont limités en fréquence pour freiner les abus.",
                "Les documents déposés sont contrôlés d'après leur contenu et stockés en dehors du site public.",
                "L'accès aux données personnelles est réservé aux personnes qui en ont besoin.",
              ],
            },
            {
              kind: "paragraph",
              text: "Si une violation mettait un jour vos données en danger, nous en informerions la CNIL et, lorsque la loi l'exige, vous-même.",
            },
          ],
        },
        {
          id: "your-rights",
          heading: "Vos droits et comment les exercer",
          blocks: [
            {
              kind: "list",
              items: [
                "Accès : obtenir une copie des données que nous détenons sur vous.",
                "Rectification : faire corriger des données inexactes.",
                "Effacement : faire supprimer vos données, sauf obligation légale de les conserver.",
                "Portabilité : recevoir les données que vous nous avez fournies dans un format structuré et lisible par machine.",
                "Opposition : vous opposer aux traitements fondés sur notre intérêt légitime.",
                "Limitation : nous demander de suspendre un traitement pendant l'examen d'une demande.",
                "Retrait du consentement : à tout moment, sans remettre en cause ce qui a été fait avant.",
                "Directives après la mort : définir le sort de vos données après votre décès, comme le permet la loi française.",
              ],
            },
            {
              kind: "steps",
              items: [
                {
                  title: "Écrivez-nous",
                  body: "Envoyez votre demande à l'adresse de contact indiquée en bas de page, si possible depuis l'adresse e-mail concernée. Si vous avez un compte, vous pouvez aussi télécharger ou supprimer vos données depuis les paramètres de votre compte.",
                },
                {
                  title: "Nous vérifions qu'il s'agit bien de vous",
                  body: "Nous pouvons demander des informations pour confirmer votre identité, uniquement en cas de doute raisonnable, et jamais plus que nécessaire.",
                },
                {
                  title: "Nous répondons",
                  body: "Nous répondons dans les meilleurs délais et dans le délai prévu par le RGPD, et vous prévenons si une demande complexe nécessite plus de temps.",
                },
                {
                  title: "Si la réponse ne vous satisfait pas",
                  body: "Vous pouvez adresser une réclamation à la CNIL (Commission nationale de l'informatique et des libertés), l'autorité française de protection des données, sur cnil.fr.",
                },
              ],
            },
          ],
        },
        {
          id: "changes",
          heading: "Modifications de cette politique",
          blocks: [
            {
              kind: "paragraph",
              text: "Nous mettons cette politique à jour lorsque notre service ou la loi évolue. La date de la dernière mise à jour figure sur cette page. Si une modification change sensiblement l'usage de vos données, nous vous prévenons à l'avance, par e-mail si vous avez un compte ou sur le site, et vous demandons à nouveau votre consentement lorsqu'il est nécessaire.",
            },
            {
              kind: "note",
              text: "Ce service ne s'adresse pas aux enfants. Si vous pensez qu'un enfant nous a transmis des données personnelles, écrivez-nous et nous les supprimerons.",
            },
          ],
        },
      ],
    },
    ar: {
      title: "سياسة الخصوصية",
      description:
        "ما البيانات الشخصية التي تجمعها Passerelle، ولماذا، وكم نحتفظ بها، ومن يعالجها لحسابنا، وكيف تمارس حقوقك بموجب اللائحة العامة لحماية البيانات.",
      sections: [
        {
          id: "who-we-are",
          heading: "من نحن",
          blocks: [
            {
              kind: "paragraph",
              text: "Passerelle خدمة إلكترونية تساعد الأشخاص على التحضير للانتقال إلى فرنسا. وتُعدّ Passerelle («نحن») المسؤولَ عن المعالجة ({fr:responsable du traitement}) فيما يخص البيانات الشخصية الموصوفة في هذه الصفحة، بالمعنى المقصود في اللائحة العامة لحماية البيانات ({fr:Règlement général sur la protection des données}، {fr:RGPD}) وفي قانون المعلوماتية والحريات الفرنسي ({fr:loi Informatique et Libertés}).",
            },
            {
              kind: "paragraph",
              text: "نجمع أقل قدر ممكن من البيانات، ولا نبيع البيانات الشخصية، ولا نستخدمها لأغراض إعلانية. لأي سؤال عن هذه السياسة أو عن بياناتك، راسلنا على عنوان التواصل المبيَّن في أسفل كل صفحة.",
            },
          ],
        },
        {
          id: "data-we-collect",
          heading: "ما الذي نجمعه",
          blocks: [
            {
              kind: "list",
              items: [
                "طلبات قائمة التحقق: عندما تطلب قائمة التحقق الخاصة بالانتقال، نسجّل عنوان بريدك الإلكتروني، ولغة الصفحة، والصفحة التي أرسلت منها الطلب، ووقت الطلب، وكذلك مرجعًا يحيل إلى المحادثة إن كنت قد أتيت من محادثة مع مساعدنا.",
                "الرسائل التي نرسلها: تُكتب كل رسالة بريد إلكتروني (مثل قائمة التحقق أو رسالة تأكيد) في قائمة انتظار الإرسال قبل تسليمها، مع عنوان المستلِم، ومحتواها، وحالة إرسالها، ووقت إرسالها.",
                "سجلات الخادم: كما في أي موقع إلكتروني، تسجّل خوادمنا بيانات تقنية عن كل طلب، منها عنوان IP الخاص بك، والعنوان المطلوب، والنتيجة، والوقت، ومعرّف للطلب. ويظهر هذا المعرّف أيضًا في رسائل الخطأ، حتى نتمكن من العثور على مشكلة تُبلغنا بها.",
                "ملفات تعريف الارتباط: ملف تعريف ارتباط للغة وآخر للموافقة (انظر أدناه).",
                "التقييم السريع: تُستخدم إجاباتك (البلد، والمهنة، وشريحة الدخل) لحساب نتيجتك. وإن لم يكن لديك حساب، فلا ترتبط إلا بمعرّف جلسة عشوائي، لا باسمك ولا بعنوان بريدك الإلكتروني.",
                "الحسابات، عندما تُنشئ حسابًا: اسمك، وعنوان بريدك الإلكتروني، وكلمة مرورك محوَّلةً ببصمة تجزئة آمنة (لا نحفظها أبدًا بصيغة مقروءة)، وجنسيتك، ومهنتك، وخطتك، ولغتك، واختيارك بشأن النشرة الإخبارية، والتقييمات التي تحفظها.",
                "طلبات الاستشارة، عندما ترسل طلبًا: عنوان بريدك الإلكتروني، وبلدك الأصلي، ونوع الطلب، ورسالتك، ولغة الصفحة.",
                "عملاء الخدمة الشاملة: المستندات التي ترفعها، والرسائل والمهام المتبادلة مع فريقنا، وقد تتضمن وثائق هوية ومعلومات عن عائلتك.",
                "محادثات المساعد، عندما تستخدم المساعد ضمن خطة مدفوعة: أسئلتك وإجاباته، حتى تتمكن من الرجوع إليها.",
                "المدفوعات: تعالج شركة Stripe مدفوعات البطاقات لحسابنا. تُدخَل بيانات بطاقتك في صفحات Stripe ولا تصل أبدًا إلى خوادمنا؛ ولا نتلقى إلا حالة الدفع، والمبلغ، والمنتج الذي اشتريته، ومرجعًا للعميل.",
              ],
            },
          ],
        },
        {
          id: "purposes-and-legal-bases",
          heading: "لماذا نستخدمها، وعلى أي أساس قانوني",
          blocks: [
            {
              kind: "list",
              items: [
                "إرسال قائمة التحقق والرسائل التي طلبتها إليك: على أساس موافقتك، التي تعطيها عند إرسال النموذج. ويمكنك سحبها في أي وقت.",
                "توفير حسابك، والخطة التي اخترتها، والخدمة الشاملة، والاستشارة التي طلبتها، أو عملية الشراء: على أساس تنفيذ عقد معك، أو تنفيذ إجراءات سابقة للتعاقد اتُّخذت بناءً على طلبك.",
                "ضمان أمان الخدمة وحسن عملها (السجلات، والحدّ من إساءة الاستخدام، وتحليل الأخطاء) ومنع الاحتيال: على أساس مصلحتنا المشروعة في تشغيل خدمة آمنة وموثوقة.",
                "تذكّر لغتك: على أساس مصلحتنا المشروعة في عرض الموقع باللغة التي اخترتها؛ وملف تعريف الارتباط هذا ضروري على نحو صارم ({fr:strictement nécessaire}).",
                "الاحتفاظ بالفواتير وإثباتات الدفع: على أساس التزاماتنا القانونية بموجب قانون المحاسبة والضرائب الفرنسي.",
                "قياس عدد الزيارات بأدواتنا الخاصة، وملفات تعريف الارتباط التسويقية إن استخدمناها يومًا: على أساس موافقتك وحدها، التي تعطيها في شريط ملفات تعريف الارتباط.",
              ],
            },
            {
              kind: "note",
              text: "لا تتخذ Passerelle بشأنك أي قرار يرتّب آثارًا قانونية أو آثارًا مماثلة لها بالاستناد إلى معالجة آلية وحدها. فنتيجة التقييم مجرد مؤشر يساعدك على قراءة القواعد الرسمية؛ أما البتّ في كل طلب فيعود إلى السلطات الفرنسية.",
            },
          ],
        },
        {
          id: "cookies",
          heading: "ملفات تعريف الارتباط",
          blocks: [
            {
              kind: "paragraph",
              text: "نستخدم ملفات تعريف الارتباط اللازمة لعمل الموقع، وملف تعريف ارتباط للجلسة عند تسجيل دخولك، وملف تعريف ارتباط واحدًا خاصًّا بنا للتحليلات (قياس عدد الزيارات)، وذلك فقط إذا قبلت التحليلات. ولا تتتبّعك هذه الملفات على المواقع الأخرى.",
            },
            {
              kind: "list",
              items: [
                "passerelle_lang (ضروري): يتذكّر اللغة التي اخترتها، لعرض الصفحات بها.",
                "passerelle_consent (ضروري): يتذكّر اختياراتك بشأن ملفات تعريف الارتباط، حتى لا يظهر الشريط في كل صفحة.",
                "ملف تعريف ارتباط للجلسة (ضروري، عند تسجيل دخولك): يُبقيك مسجَّل الدخول بأمان؛ ولا يمكن للنصوص البرمجية في الصفحة قراءته.",
                "passerelle_visitor (للتحليلات، فقط إذا قبلت التحليلات): معرّف عشوائي، لاحتساب الزيارة مرة واحدة لكل متصفح؛ ولا يمكن للنصوص البرمجية في الصفحة قراءته، ويُحذف فور سحبك لهذه الموافقة.",
              ],
            },
            {
              kind: "paragraph",
              text: "يعرض شريط ملفات تعريف الارتباط أيضًا فئات التحليلات والتسويق والتفضيلات. والتحليلات لدينا خاصة بنا: لا يوجد أي نص برمجي تابع لطرف ثالث، ولا يُرسَل أي شيء إلى شركة أخرى. ولا تعمل إلا إذا قبلت فئة التحليلات. عندئذ نسجّل الصفحة التي زرتها من صفحاتنا (عنوانها دون ما يلي علامة «؟»)، واللغة، والوقت، والمعرّف العشوائي المذكور أعلاه، وكذلك اللحظات التي تبدأ فيها المعالج أو تُكمله، أو تترك عنوان بريدك الإلكتروني، أو تُتمّ عملية شراء، وذلك لإحصائها فقط. ولا نربط بها أبدًا عنوان IP الخاص بك، ولا متصفحك، ولا عنوان بريدك الإلكتروني، ولا حسابك. ولا نستخدم اليوم أي ملف تعريف ارتباط تسويقي. ورفضك لا يغيّر شيئًا آخر في الموقع، ويمكنك تغيير اختيارك في أي وقت من رابط «إعدادات ملفات تعريف الارتباط» في أسفل الصفحة.",
            },
          ],
        },
        {
          id: "processors-and-transfers",
          heading: "من يعالج البيانات لحسابنا، وعمليات النقل الدولية",
          blocks: [
            {
              kind: "paragraph",
              text: "لا يطّلع على البيانات إلا من يحتاج إليها في عمله من فريق Passerelle: فمثلًا، يرى فريقنا مستندات عملاء الخدمة الشاملة الذين يتولى مرافقتهم. ونستعين أيضًا بعدد قليل من المعالِجين من الباطن ({fr:sous-traitants})، الذين لا يتصرفون إلا وفق تعليماتنا، في إطار عقد مطابق للائحة العامة لحماية البيانات ({fr:RGPD}):",
            },
            {
              kind: "list",
              items: [
                "مزوّد استضافة، يشغّل خوادمنا وقاعدة بياناتنا ويخزّن الملفات المرفوعة.",
                "مزوّد لإرسال رسائل البريد الإلكتروني، يسلّم الرسائل الموجودة في قائمة انتظار الإرسال لدينا.",
                "شركة Stripe، التي تعالج مدفوعات البطاقات، وتتصرف بصفتها مسؤولًا مستقلًا عن المعالجة فيما يخص التزاماتها القانونية الخاصة بها، مثل منع الاحتيال.",
                "مزوّد نموذج ذكاء اصطناعي، فقط إذا استخدمنا نموذجًا لتوليد إجابات المساعد؛ وفي هذه الحالة يُرسَل إليه سؤالك والمقتطفات المستخدمة للإجابة عنه، دون اسمك ولا عنوان بريدك الإلكتروني.",
              ],
            },
            {
              kind: "paragraph",
              text: "نفضّل المزوّدين الذين يخزّنون البيانات داخل الاتحاد الأوروبي. وعندما يعالج مزوّدٌ بيانات خارج المنطقة الاقتصادية الأوروبية، يكون النقل مؤطَّرًا بقرار كفاية ({fr:décision d'adéquation}) صادر عن المفوضية الأوروبية أو بالبنود التعاقدية النموذجية ({fr:clauses contractuelles types}) الصادرة عن المفوضية، مع ضمانات إضافية عند الحاجة. ويمكنك أن تطلب منا تفاصيل هذه الضمانات.",
            },
            {
              kind: "paragraph",
              text: "ويجوز لنا أيضًا الإفصاح عن بيانات عندما يفرض القانون ذلك، مثلًا بطلب من قاضٍ أو من سلطة مختصة.",
            },
          ],
        },
        {
          id: "retention",
          heading: "كم نحتفظ بها",
          blocks: [
            {
              kind: "list",
              items: [
                "عناوين البريد الإلكتروني الخاصة بقائمة التحقق: ما دمت مشتركًا. وعندما تطلب منا التوقف، نحذف العنوان.",
                "نسخ الرسائل المرسلة في قائمة انتظار الإرسال لدينا: لمدة محدودة، للتأكد من تسليمها وتحليل المشكلات، ثم تُحذف.",
                "سجلات الخادم: لمدة قصيرة، ثم تُحذف.",
                "الحسابات: ما دام حسابك قائمًا. وعندما تحذفه، تُمحى بياناته، باستثناء ما يُلزمنا القانون بالاحتفاظ به.",
                "طلبات الاستشارة: المدة اللازمة للرد على طلبك ومتابعته، ثم تُحذف.",
                "ملفات الخدمة الشاملة والمستندات المرفوعة: طوال مدة الخدمة، ثم تُحذف، إلا إذا طلبت حذفها في وقت أبكر أو ألزمنا القانون بالاحتفاظ بجزء منها.",
                "الفواتير وإثباتات الدفع: طوال المدة التي يفرضها قانون المحاسبة الفرنسي.",
                "سجلات التحليلات: ثلاثة عشر شهرًا، ثم تُحذف.",
                "ملفات تعريف الارتباط: تنتهي صلاحية ملف الموافقة بعد ستة أشهر، ثم نطلب اختيارك من جديد؛ وتنتهي صلاحية ملف اللغة بعد سنة واحدة؛ وينتهي ملف الجلسة عند تسجيل خروجك أو عند انتهاء صلاحيته؛ وتنتهي صلاحية ملف التحليلات بعد ستة أشهر، أو فور سحبك لموافقتك.",
              ],
            },
          ],
        },
        {
          id: "security",
          heading: "كيف نحميها",
          blocks: [
            {
              kind: "list",
              items: [
                "جميع الاتصالات مع الموقع مشفّرة (HTTPS).",
                "لا تُحفظ كلمات المرور إلا في صورة بصمة تجزئة تُحسب بخوارزمية تستهلك قدرًا كبيرًا من الذاكرة؛ ولا يستطيع أحد في Passerelle قراءتها.",
                "يُقيَّد تواتر محاولات تسجيل الدخول وإرسال النماذج للحدّ من إساءة الاستخدام.",
                "تُفحص المستندات المرفوعة بناءً على محتواها، وتُخزَّن خارج الموقع العام.",
                "يقتصر الوصول إلى البيانات الشخصية على الأشخاص الذين يحتاجون إليها.",
              ],
            },
            {
              kind: "paragraph",
              text: "إذا عرّض خرقٌ أمني بياناتك للخطر يومًا ما، فسنُبلغ بذلك اللجنة الوطنية للمعلوماتية والحريات ({fr:CNIL})، وسنُبلغك أنت أيضًا عندما يفرض القانون ذلك.",
            },
          ],
        },
        {
          id: "your-rights",
          heading: "حقوقك وكيف تمارسها",
          blocks: [
            {
              kind: "list",
              items: [
                "حق الاطلاع: الحصول على نسخة من البيانات التي نحتفظ بها عنك.",
                "حق التصحيح: تصحيح البيانات غير الدقيقة.",
                "حق المحو: حذف بياناتك، ما لم يُلزمنا القانون بالاحتفاظ بها.",
                "حق نقل البيانات: تلقّي البيانات التي قدّمتها لنا بصيغة منظَّمة وقابلة للقراءة آليًا.",
                "حق الاعتراض: الاعتراض على المعالجات القائمة على مصلحتنا المشروعة.",
                "حق تقييد المعالجة: أن تطلب منا تعليق معالجة ما أثناء النظر في طلب.",
                "سحب الموافقة: في أي وقت، دون المساس بما تمّ قبل ذلك.",
                "التوجيهات بعد الوفاة: تحديد مصير بياناتك بعد وفاتك، كما يسمح بذلك القانون الفرنسي.",
              ],
            },
            {
              kind: "steps",
              items: [
                {
                  title: "راسلنا",
                  body: "أرسل طلبك إلى عنوان التواصل المبيَّن في أسفل الصفحة، ومن عنوان البريد الإلكتروني المعني إن أمكن. وإذا كان لديك حساب، يمكنك أيضًا تنزيل بياناتك أو حذفها من إعدادات حسابك.",
                },
                {
                  title: "نتحقق من أنك صاحب الطلب",
                  body: "قد نطلب معلومات لتأكيد هويتك، وذلك فقط عندما يكون لدينا شك معقول، ودون أن نطلب أبدًا أكثر مما يلزم.",
                },
                {
                  title: "نرد عليك",
                  body: "نرد عليك في أقرب الآجال وضمن المهلة التي تحددها اللائحة العامة لحماية البيانات ({fr:RGPD})، ونُعلمك إذا احتاج طلبٌ معقّد إلى وقت أطول.",
                },
                {
                  title: "إذا لم يُرضِك الرد",
                  body: "يمكنك تقديم شكوى إلى اللجنة الوطنية للمعلوماتية والحريات ({fr:Commission nationale de l'informatique et des libertés}، {fr:CNIL})، وهي الهيئة الفرنسية لحماية البيانات، عبر موقع cnil.fr.",
                },
              ],
            },
          ],
        },
        {
          id: "changes",
          heading: "تعديل هذه السياسة",
          blocks: [
            {
              kind: "paragraph",
              text: "نحدّث هذه السياسة عندما تتغير خدمتنا أو يتغير القانون. ويظهر تاريخ آخر تحديث في هذه الصفحة. وإذا كان تعديلٌ ما يغيّر على نحو ملموس طريقة استخدامنا لبياناتك، فسنُعلمك بذلك مسبقًا، بالبريد الإلكتروني إن كان لديك حساب أو على الموقع، وسنطلب موافقتك من جديد عندما تكون لازمة.",
            },
            {
              kind: "note",
              text: "هذه الخدمة غير موجّهة إلى الأطفال. إذا كنت تعتقد أن طفلًا قد زوّدنا ببيانات شخصية، فراسلنا وسنحذفها.",
            },
          ],
        },
      ],
    },
  },
};

export default guide;
