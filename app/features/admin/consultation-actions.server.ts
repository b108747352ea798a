import type { RouterContextProvider } from "react-router";
import {
  consultationNoteSchema,
  consultationReplySchema,
  consultationStatusSchema,
} from "../../../core/back-office/back-office-inputs.ts";
import { addConsultationNote } from "../../../server/modules/consultations/add-consultation-note.ts";
import { replyToConsultation } from "../../../server/modules/consultations/reply-to-consultation.ts";
import { setConsultationStatus } from "../../../server/modules/consultations/set-consultation-status.ts";
import { backOfficeAction, parsedForm } from "./back-office-action.server.ts";

/** Status, note and reply: each its own plain form, through the admin API's use cases (audited). */
export async function consultationAction(request: Request, context: Readonly<RouterContextProvider>, id: string) {
  return backOfficeAction(
    request,
    context,
    {
      status: async (form, admin, services) => {
        const { status } = parsedForm(consultationStatusSchema, { status: form.get("status") });
        await setConsultationStatus(services.db, id, status, admin.id);
      },
      note: async (form, admin, services) => {
        const { body } = parsedForm(consultationNoteSchema, { body: form.get("body") ?? "" });
        await addConsultationNote(services.db, id, { kind: "note", body }, admin.id);
      },
      reply: async (form, admin, services) => {
        const { body } = parsedForm(consultationReplySchema, { body: form.get("body") ?? "" });
        await replyToConsultation(services.db, id, body, admin.id, services.siteUrl);
        services.outbox.nudge();
      },
    },
    `/admin/consultations/${encodeURIComponent(id)}`,
  );
}
