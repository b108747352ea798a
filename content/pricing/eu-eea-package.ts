import { standardGuarantee } from "./package-guarantees.ts";
import type { PackageTexts } from "./package-text.ts";

/**
 * The EU/EEA Freedom Package: citizens of the EU, the EEA and Switzerland need no visa, so the work
 * is settling in. Priced on request, after a first call.
 */
export const euEeaPackageTexts: { "eu-eea-freedom": PackageTexts } = {
  "eu-eea-freedom": {
    en: {
      summary:
        "As a citizen of the EU, the EEA or Switzerland you need no visa: we take care of the settling-in steps so that you are registered and covered quickly.",
      includes: [
        "A call to review your plans: work, studies, your own business or retirement",
        "Registration with French health insurance, using your European Health Insurance Card or S1 form where it applies",
        "Help to open a French bank account",
        "Housing search support and a complete rental file",
        "If you work for yourself, registration of your activity and with social security for the self-employed (URSSAF)",
        "A school search for your children, if they come with you",
        "A residence document request, when you want one or your situation calls for one",
      ],
      deliverables: [
        "A settling-in plan with the calendar of your steps",
        "Your health insurance, bank and rental files prepared",
        "A list of what to do in your first months: tax, social security and local registrations",
      ],
      guarantee: standardGuarantee.en,
      idealFor:
        "Citizens of the EU, the EEA and Switzerland who move to France for work, studies, a business or retirement, and their families.",
      notIncluded:
        "Not included: fees charged by the authorities, sworn translations, rent, deposits and agency fees, and removal costs. We set the price after the first call, according to your family and the steps you need.",
    },
    fr: {
      summary:
        "Citoyen de l'UE, de l'EEE ou de la Suisse, vous n'avez pas besoin de visa. Nous prenons en charge les démarches d'installation pour que vous soyez inscrit et couvert rapidement.",
      includes: [
        "Un appel pour faire le point sur votre projet, emploi, études, création d'activité ou retraite",
        "L'inscription à l'Assurance Maladie, avec votre carte européenne d'assurance maladie ou votre formulaire S1 quand ils s'appliquent",
        "De l'aide pour ouvrir un compte bancaire en France",
        "Un accompagnement dans la recherche de logement et un dossier de location complet",
        "Si vous travaillez à votre compte, l'immatriculation de votre activité et l'inscription à la sécurité sociale des indépendants (URSSAF)",
        "Une recherche d'école pour vos enfants, s'ils vous accompagnent",
        "Une demande de titre de séjour, si vous en voulez un ou si votre situation le demande",
      ],
      deliverables: [
        "Un plan d'installation avec le calendrier de vos démarches",
        "Vos dossiers d'assurance maladie, de banque et de location préparés",
        "La liste de ce qu'il faut faire dans vos premiers mois, impôts, sécurité sociale et démarches locales",
      ],
      guarantee: standardGuarantee.fr,
      idealFor:
        "Les citoyens de l'UE, de l'EEE et de la Suisse qui s'installent en France pour travailler, étudier, créer une activité ou prendre leur retraite, et leur famille.",
      notIncluded:
        "Non compris dans le prix\u202f: les frais demandés par l'administration, les traductions assermentées, le loyer, les dépôts de garantie, les frais d'agence et le déménagement. Nous fixons le prix après le premier appel, selon votre famille et les démarches dont vous avez besoin.",
    },
    ar: {
      summary:
        "بصفتك مواطنًا من الاتحاد الأوروبي أو المنطقة الاقتصادية الأوروبية أو سويسرا، لا تحتاج إلى تأشيرة: نتولى إجراءات الاستقرار لتكون مسجَّلًا ومشمولًا بالتأمين بسرعة.",
      includes: [
        "مكالمة لدراسة مشروعك: عمل أو دراسة أو نشاط خاص أو تقاعد",
        "التسجيل في التأمين الصحي الفرنسي، باستخدام البطاقة الأوروبية للتأمين الصحي أو استمارة S1 عند انطباقهما",
        "مساعدة في فتح حساب مصرفي في فرنسا",
        "مرافقة في البحث عن سكن وملف إيجار كامل",
        "إذا كنت تعمل لحسابك الخاص، تسجيل نشاطك ولدى الضمان الاجتماعي للمستقلين (URSSAF)",
        "البحث عن مدرسة لأطفالك إذا رافقوك",
        "طلب وثيقة إقامة، إذا أردتها أو تطلّب وضعك ذلك",
      ],
      deliverables: [
        "خطة استقرار مع الجدول الزمني لإجراءاتك",
        "ملفات التأمين الصحي والبنك والإيجار جاهزة",
        "قائمة بما عليك فعله في أشهرك الأولى: الضرائب والضمان الاجتماعي والتسجيلات المحلية",
      ],
      guarantee: standardGuarantee.ar,
      idealFor:
        "مواطنو الاتحاد الأوروبي والمنطقة الاقتصادية الأوروبية وسويسرا الذين ينتقلون إلى فرنسا للعمل أو الدراسة أو إنشاء نشاط أو التقاعد، وعائلاتهم.",
      notIncluded:
        "لا يشمل السعر: الرسوم التي تطلبها الإدارة، والترجمات المحلَّفة، والإيجار والتأمينات وعمولات الوكالات، وتكاليف النقل. نحدد السعر بعد المكالمة الأولى، حسب عائلتك والإجراءات التي تحتاجها.",
    },
  },
};
