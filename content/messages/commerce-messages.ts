/**
 * What the payment, order, billing and invoice endpoints say (ADR 0028), spread into the API
 * catalogue (api-messages.ts). Kept apart so the commerce messages can be read in one place.
 */
export const commerceMessagesEn = {
  guide_email_required: "Please enter your email address to continue",
  product_required: "Please choose what you want to buy.",
  product_invalid: "This product is not one we sell.",
  interval_required: "Please choose monthly or yearly billing.",
  interval_invalid: "Billing must be monthly or yearly.",
  invoice_id_required: "The invoice reference is missing.",
  invoice_id_invalid: "The invoice reference is not valid.",
  attempt_required: "This page is out of date. Reload it and try again.",
  attempt_invalid: "This page is out of date. Reload it and try again.",
  subscription_sign_in_required: "Please sign in or create an account to subscribe: your plan is kept in your account.",
  already_premium: "You already have Premium Relocator. Manage it from your profile.",
  subscription_past_due:
    "Your last Premium Relocator payment did not go through. Update your card from your profile's billing section instead of subscribing again.",
  invoice_not_found: "There is no invoice with this reference in your account.",
  invoice_not_payable: "This invoice has already been paid or cancelled.",
  order_not_found: "There is no order with this reference.",
  checkout_session_not_found: "We could not find this payment. If you paid, your receipt is on its way by e-mail.",
  payment_provider_unavailable:
    "The payment service did not answer. Nothing was charged: please try again in a few minutes.",
  webhook_signature_invalid: "The event signature could not be verified.",
  guide_link_invalid:
    "This download link is not valid or has expired. Open the link in your receipt e-mail, or reply to it and we will send a new one.",
  guide_not_available: "This guide is no longer available for this order (it was refunded or never paid).",
  pdf_unavailable: "The PDF cannot be generated right now. Please try again in a few minutes.",
  no_subscription: "You have no active subscription.",
  refund_not_allowed: "Only a paid order can be refunded.",
  refund_outside_guarantee: "This order is outside its money-back guarantee ({days} days after payment).",
  invoice_customer_not_found: "No account uses this email address. The client must create an account first.",
  invoice_package_invalid: "Please choose a done-for-you package from the list.",
  invoice_hours_invalid: "Extra consulting hours must be a whole number from 0 to 200.",
  invoice_empty: "An invoice needs a package with a price or at least one extra consulting hour.",
  invoice_language_invalid: "The invoice language must be English (en), French (fr) or Arabic (ar).",
} as const;

type CommerceMessages = Record<keyof typeof commerceMessagesEn, string>;

export const commerceMessagesFr: CommerceMessages = {
  guide_email_required: "Veuillez saisir votre adresse e-mail pour continuer",
  product_required: "Veuillez choisir ce que vous souhaitez acheter.",
  product_invalid: "Ce produit ne fait pas partie de notre offre.",
  interval_required: "Veuillez choisir une facturation mensuelle ou annuelle.",
  interval_invalid: "La facturation doit être mensuelle ou annuelle.",
  invoice_id_required: "La référence de la facture est manquante.",
  invoice_id_invalid: "La référence de la facture n'est pas valide.",
  attempt_required: "Cette page n'est plus à jour. Rechargez-la et réessayez.",
  attempt_invalid: "Cette page n'est plus à jour. Rechargez-la et réessayez.",
  subscription_sign_in_required:
    "Connectez-vous ou créez un compte pour vous abonner : votre formule est rattachée à votre compte.",
  already_premium: "Vous avez déjà Premium Relocator. Gérez-le depuis votre profil.",
  subscription_past_due:
    "Votre dernier paiement Premium Relocator n'est pas passé. Mettez à jour votre carte depuis la rubrique facturation de votre profil plutôt que de vous abonner à nouveau.",
  invoice_not_found: "Aucune facture ne porte cette référence dans votre compte.",
  invoice_not_payable: "Cette facture a déjà été payée ou annulée.",
  order_not_found: "Aucune commande ne porte cette référence.",
  checkout_session_not_found:
    "Nous ne trouvons pas ce paiement. Si vous avez payé, votre reçu vous parvient par e-mail.",
  payment_provider_unavailable:
    "Le service de paiement n'a pas répondu. Rien n'a été débité : veuillez réessayer dans quelques minutes.",
  webhook_signature_invalid: "La signature de l'événement n'a pas pu être vérifiée.",
  guide_link_invalid:
    "Ce lien de téléchargement n'est pas valide ou a expiré. Ouvrez le lien de votre e-mail de reçu, ou répondez-y et nous vous en enverrons un nouveau.",
  guide_not_available: "Ce guide n'est plus disponible pour cette commande (remboursée ou jamais payée).",
  pdf_unavailable: "Le PDF ne peut pas être généré pour le moment. Veuillez réessayer dans quelques minutes.",
  no_subscription: "Vous n'avez pas d'abonnement actif.",
  refund_not_allowed: "Seule une commande payée peut être remboursée.",
  refund_outside_guarantee:
    "Cette commande n'est plus couverte par la garantie satisfait ou remboursé ({days} jours après le paiement).",
  invoice_customer_not_found: "Aucun compte n'utilise cette adresse e-mail. Le client doit d'abord créer un compte.",
  invoice_package_invalid: "Veuillez choisir une formule clé en main dans la liste.",
  invoice_hours_invalid: "Les heures de conseil supplémentaires doivent être un nombre entier de 0 à 200.",
  invoice_empty: "Une facture doit comporter une formule avec un prix ou au moins une heure de conseil supplémentaire.",
  invoice_language_invalid: "La langue de la facture doit être l'anglais (en), le français (fr) ou l'arabe (ar).",
};

export const commerceMessagesAr: CommerceMessages = {
  guide_email_required: "يرجى إدخال عنوان بريدك الإلكتروني للمتابعة",
  product_required: "يرجى اختيار ما تريد شراءه.",
  product_invalid: "هذا المنتج ليس من ضمن ما نبيعه.",
  interval_required: "يرجى اختيار الفوترة الشهرية أو السنوية.",
  interval_invalid: "يجب أن تكون الفوترة شهرية أو سنوية.",
  invoice_id_required: "مرجع الفاتورة مفقود.",
  invoice_id_invalid: "مرجع الفاتورة غير صالح.",
  attempt_required: "هذه الصفحة لم تعد محدّثة. أعد تحميلها وحاول مرة أخرى.",
  attempt_invalid: "هذه الصفحة لم تعد محدّثة. أعد تحميلها وحاول مرة أخرى.",
  subscription_sign_in_required: "يرجى تسجيل الدخول أو إنشاء حساب للاشتراك: تُحفظ خطتك في حسابك.",
  already_premium: "لديك بالفعل Premium Relocator. يمكنك إدارته من ملفك الشخصي.",
  subscription_past_due:
    "لم تنجح آخر دفعة لاشتراك Premium Relocator. حدّث بطاقتك من قسم الفوترة في ملفك الشخصي بدلًا من الاشتراك مرة أخرى.",
  invoice_not_found: "لا توجد فاتورة بهذا المرجع في حسابك.",
  invoice_not_payable: "تم دفع هذه الفاتورة أو إلغاؤها بالفعل.",
  order_not_found: "لا يوجد طلب بهذا المرجع.",
  checkout_session_not_found:
    "لم نتمكن من العثور على هذه الدفعة. إذا كنت قد دفعت، فإيصالك في الطريق إليك بالبريد الإلكتروني.",
  payment_provider_unavailable: "لم تستجب خدمة الدفع. لم يُخصم أي مبلغ: يرجى المحاولة مرة أخرى بعد بضع دقائق.",
  webhook_signature_invalid: "تعذر التحقق من توقيع الحدث.",
  guide_link_invalid:
    "رابط التنزيل هذا غير صالح أو انتهت صلاحيته. افتح الرابط الموجود في رسالة الإيصال، أو رد عليها وسنرسل لك رابطًا جديدًا.",
  guide_not_available: "لم يعد هذا الدليل متاحًا لهذا الطلب (تم استرداد المبلغ أو لم يُدفع قط).",
  pdf_unavailable: "لا يمكن إنشاء ملف PDF الآن. يرجى المحاولة مرة أخرى بعد بضع دقائق.",
  no_subscription: "ليس لديك اشتراك نشط.",
  refund_not_allowed: "لا يمكن استرداد مبلغ إلا لطلب مدفوع.",
  refund_outside_guarantee: "هذا الطلب خارج فترة ضمان استرداد المال ({days} يومًا بعد الدفع).",
  invoice_customer_not_found: "لا يوجد حساب يستخدم عنوان البريد الإلكتروني هذا. يجب على العميل إنشاء حساب أولًا.",
  invoice_package_invalid: "يرجى اختيار باقة خدمة متكاملة من القائمة.",
  invoice_hours_invalid: "يجب أن تكون ساعات الاستشارة الإضافية عددًا صحيحًا من 0 إلى 200.",
  invoice_empty: "تحتاج الفاتورة إلى باقة ذات سعر أو ساعة استشارة إضافية واحدة على الأقل.",
  invoice_language_invalid: "يجب أن تكون لغة الفاتورة الإنجليزية (en) أو الفرنسية (fr) أو العربية (ar).",
};
