import { assistantLimits } from "../../core/assistant/assistant-limits.ts";
import { numberFormat } from "../../core/intl-formats.ts";
import type { Language } from "../../core/languages.ts";

/**
 * What the assistant's endpoints say (ADR 0043), spread into the API catalogue (api-messages.ts)
 * and shown by the chat page. The limits are written from core/assistant/assistant-limits.ts in
 * each language's number format, never retyped: a field's message is filled without values (see
 * validate-json.ts), so its figure is written here once. `{max}` and `{wait}` are filled by the
 * refusals that carry them.
 */
const number = (language: Language, value: number) => numberFormat(language).format(value);
const maxQuestion = (language: Language) => number(language, assistantLimits.maxQuestionLength);
const maxTitle = (language: Language) => number(language, assistantLimits.maxTitleLength);

export const assistantMessagesEn = {
  assistant_question_required: "Please write your question.",
  assistant_question_invalid: "Please write your question as text.",
  assistant_question_too_long: `Your question is too long (${maxQuestion("en")} characters at most). Shorten it and ask again.`,
  assistant_title_required: "Please give this conversation a title.",
  assistant_title_invalid: "Please write the title as text, on one line.",
  assistant_title_too_long: `The title is too long (${maxTitle("en")} characters at most).`,
  assistant_feedback_required: "Please say whether the answer was helpful.",
  assistant_feedback_invalid: "Feedback is either helpful or not helpful.",
  assistant_id_invalid: "The conversation or message reference is not valid.",
  assistant_conversation_not_found: "There is no conversation with this reference in your account.",
  assistant_message_not_found: "There is no answer with this reference in your account.",
  assistant_preview_not_found: "This example question does not exist. Choose one from the list.",
  assistant_plan_required:
    "The assistant comes with the paid plans. Upgrade to ask your own questions; the example questions stay open to everyone.",
  assistant_too_many_questions: "You are asking faster than the assistant can answer. Please try again in {wait}.",
  assistant_daily_quota:
    "You have asked today's {max} questions. Your questions start again at midnight (UTC), in {wait}; your conversations stay here.",
  assistant_answer_failed: "The answer could not be completed. Please ask again in a moment.",
};

export const assistantMessagesFr: typeof assistantMessagesEn = {
  assistant_question_required: "Écrivez votre question.",
  assistant_question_invalid: "Écrivez votre question sous forme de texte.",
  assistant_question_too_long: `Votre question est trop longue (${maxQuestion("fr")}\u202fcaractères au maximum). Raccourcissez-la et posez-la à nouveau.`,
  assistant_title_required: "Donnez un titre à cette conversation.",
  assistant_title_invalid: "Écrivez le titre sous forme de texte, sur une seule ligne.",
  assistant_title_too_long: `Le titre est trop long (${maxTitle("fr")}\u202fcaractères au maximum).`,
  assistant_feedback_required: "Indiquez si la réponse vous a été utile.",
  assistant_feedback_invalid: "L'avis est soit «\u202futile\u202f», soit «\u202fpas utile\u202f».",
  assistant_id_invalid: "La référence de la conversation ou du message n'est pas valide.",
  assistant_conversation_not_found: "Votre compte ne contient aucune conversation avec cette référence.",
  assistant_message_not_found: "Votre compte ne contient aucune réponse avec cette référence.",
  assistant_preview_not_found: "Cette question d'exemple n'existe pas. Choisissez-en une dans la liste.",
  assistant_plan_required:
    "L'assistant est inclus dans les formules payantes. Passez à l'une d'elles pour poser vos propres questions\u202f; les questions d'exemple restent ouvertes à tous.",
  assistant_too_many_questions:
    "Vous posez vos questions plus vite que l'assistant ne peut y répondre. Veuillez réessayer dans {wait}.",
  assistant_daily_quota:
    "Vous avez posé les {max}\u202fquestions du jour. Vous pourrez en poser de nouveau à minuit (UTC), dans {wait}\u202f; vos conversations restent ici.",
  assistant_answer_failed: "La réponse n'a pas pu être terminée. Posez votre question à nouveau dans un instant.",
};

export const assistantMessagesAr: typeof assistantMessagesEn = {
  assistant_question_required: "يرجى كتابة سؤالك.",
  assistant_question_invalid: "يرجى كتابة سؤالك نصًا.",
  assistant_question_too_long: `سؤالك طويل جدًا (الحد الأقصى ${maxQuestion("ar")} حرف). يرجى اختصاره وطرحه مرة أخرى.`,
  assistant_title_required: "يرجى إعطاء هذه المحادثة عنوانًا.",
  assistant_title_invalid: "يرجى كتابة العنوان نصًا في سطر واحد.",
  assistant_title_too_long: `العنوان طويل جدًا (الحد الأقصى ${maxTitle("ar")} حرفًا).`,
  assistant_feedback_required: "يرجى توضيح ما إذا كانت الإجابة مفيدة.",
  assistant_feedback_invalid: "التقييم إما «مفيدة» أو «غير مفيدة».",
  assistant_id_invalid: "مرجع المحادثة أو الرسالة غير صالح.",
  assistant_conversation_not_found: "لا توجد في حسابك محادثة بهذا المرجع.",
  assistant_message_not_found: "لا توجد في حسابك إجابة بهذا المرجع.",
  assistant_preview_not_found: "سؤال المثال هذا غير موجود. اختر سؤالًا من القائمة.",
  assistant_plan_required:
    "المساعد متاح ضمن الخطط المدفوعة. قم بالترقية لطرح أسئلتك الخاصة؛ وتبقى أسئلة الأمثلة متاحة للجميع.",
  assistant_too_many_questions:
    "أنت تطرح الأسئلة أسرع مما يستطيع المساعد الإجابة عنها. يرجى المحاولة مرة أخرى بعد {wait}.",
  assistant_daily_quota:
    "لقد طرحت أسئلة اليوم البالغ عددها {max}. يمكنك طرح أسئلة جديدة عند منتصف الليل (بالتوقيت العالمي المنسق)، بعد {wait}؛ وتبقى محادثاتك هنا.",
  assistant_answer_failed: "تعذّر إكمال الإجابة. يرجى طرح سؤالك مرة أخرى بعد قليل.",
};
