/** What the outbox hands to a transport. */
export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers of this message (e.g. List-Unsubscribe on non-transactional mail, ADR 0025). */
  headers?: Record<string, string>;
  /** Where it comes from (template name, outbox row id): for logs, not part of the message. */
  template: string;
  outboxId: string;
};

/** Delivers one message or throws; the outbox decides about retries. */
export interface MailTransport {
  readonly name: string;
  send(email: OutgoingEmail): Promise<void>;
  close(): Promise<void>;
}
