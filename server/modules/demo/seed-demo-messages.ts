import { sendMessageSchema } from "../../../core/case/case-inputs.ts";
import type { OpenedCase } from "../cases/case-access.ts";
import type { StoreDeps } from "../cases/store-case-file.ts";
import { uploadAttachment } from "../cases/upload-attachment.ts";
import { sendMessage } from "../messages/send-message.ts";
import { demoMessages } from "./demo-case-content.ts";
import { demoPdf, uploadRequest } from "./demo-files.ts";

/**
 * The case's thread: each demo message not already in it (matched by its text) is posted by its
 * side, in order, an attachment uploaded first and attached as the message form does.
 */
export async function seedDemoMessages(
  deps: StoreDeps,
  opened: { asAdvisor: OpenedCase; asClient: OpenedCase },
  tick: () => Date,
): Promise<void> {
  for (const message of demoMessages) {
    const existing = await deps.db
      .selectFrom("case_messages")
      .select("id")
      .where("plan_id", "=", opened.asAdvisor.plan.id)
      .where("body", "=", message.body)
      .executeTakeFirst();
    if (existing) continue;
    const by = message.by === "client" ? opened.asClient : opened.asAdvisor;
    const attachmentIds: string[] = [];
    if (message.attachment) {
      const bytes = await demoPdf(message.attachment.title, message.attachment.lines);
      const file = await uploadAttachment(deps, by, uploadRequest(message.attachment.fileName, bytes), tick());
      attachmentIds.push(file.id);
    }
    await sendMessage(deps.db, by, sendMessageSchema.parse({ body: message.body, attachmentIds }), tick());
  }
}
