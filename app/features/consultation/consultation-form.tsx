import { startTransition, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type ApplicationType,
  applicationTypes,
  type ContactDays,
  type ContactPeriod,
  canonicalTimeZone,
  consultationMessageMaxLength,
  consultationMessageMinLength,
  consultationNameMaxLength,
  contactDayChoices,
  contactPeriods,
  isPlausiblePhone,
  otherCountry,
  phoneMaxLength,
  timeZoneList,
} from "../../../core/consultation-rules.ts";
import type { CountryOption } from "../../../core/countries.ts";
import { looksLikeEmail, maxEmailLength } from "../../../core/email-rules.ts";
import { numberFormat } from "../../../core/intl-formats.ts";
import { asLanguage } from "../../../core/languages.ts";
import { DonePanel } from "../../components/ui/done-panel.tsx";
import { formValues, SelectField, TextField } from "../../components/ui/fields.tsx";
import { accentControlClasses, describedBy, emailInputProps, FormField } from "../../components/ui/form-field.tsx";
import { MessageField } from "../../components/ui/message-field.tsx";
import { SubmitRow } from "../../components/ui/pending-button.tsx";
import { toastRefusal } from "../../components/ui/refusal-toast.ts";
import { showToast } from "../../components/ui/toast-store.ts";
import { apiRequest } from "../../lib/api-request.ts";
import { useNearScreen } from "../../lib/use-near-screen.ts";

type Values = {
  name: string;
  email: string;
  phone: string;
  contactTime: ContactPeriod;
  contactDays: ContactDays;
  timeZone: string;
  countryOfOrigin: string;
  applicationType: ApplicationType | "";
  message: string;
};

/** What the form holds now (its fields are uncontrolled): whatever was typed, before hydration too. */
function valuesOf(form: HTMLFormElement): Values {
  const values = formValues(form);
  const text = (name: keyof Values) => {
    const value = values[name];
    return typeof value === "string" ? value : "";
  };
  return {
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    contactTime: (text("contactTime") || "any") as ContactPeriod,
    contactDays: (text("contactDays") || "any") as ContactDays,
    timeZone: text("timeZone"),
    countryOfOrigin: text("countryOfOrigin"),
    applicationType: text("applicationType") as ApplicationType | "",
    message: text("message"),
  };
}

/** Within this many characters of the limit, the counter warns (and says so once, politely). */
const nearLimit = 100;

/**
 * Every required field is answered and the message has a length the API accepts (counted after
 * trimming, as the API counts). The phone number is optional.
 */
export function isFilled(values: Values): boolean {
  const messageLength = values.message.trim().length;
  return (
    values.name.trim() !== "" &&
    values.email.trim() !== "" &&
    values.timeZone !== "" &&
    values.countryOfOrigin !== "" &&
    values.applicationType !== "" &&
    messageLength >= consultationMessageMinLength &&
    messageLength <= consultationMessageMaxLength
  );
}

type LengthBand = "ok" | "near" | "over";
function lengthBand(length: number): LengthBand {
  if (length > consultationMessageMaxLength) return "over";
  return consultationMessageMaxLength - length <= nearLimit ? "near" : "ok";
}

/** The time zones to offer and the browser's own, known only in the browser (after hydration). */
function browserTimeZones(): { zones: readonly string[]; own: string } {
  const zones = timeZoneList();
  const own = canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? "";
  return { zones: own && !zones.includes(own) ? [own, ...zones] : zones, own };
}

const counterClasses: Record<LengthBand, string> = {
  ok: "text-slate-600",
  near: "font-medium text-slate-800",
  over: "font-semibold text-accent-700",
};

/**
 * The consultation form: editing → submitting → submitted. Submit stays disabled until
 * every field is filled and while the request runs; success replaces the form with a thank-you
 * view and a toast; any failure shows the error toast (with the API's own sentence when it refused
 * the request) and keeps what was typed. The fields are uncontrolled (ADR 0081): what is typed
 * before the page's scripts have run stays, and the form is read on each change and when it is
 * sent. Plain rules only (no Zod): this form is part of the home page's first load; the API
 * validates for real.
 */
export function ConsultationForm({
  prefill,
}: {
  /** A package's application type and message, from a pricing page button (still editable). */
  prefill?: { applicationType: ApplicationType; message: string } | null;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const timeZoneRef = useRef<HTMLSelectElement>(null);
  const [state, setState] = useState<"editing" | "submitting" | "submitted">("editing");
  // What the submit button and the counter follow, read from the form as it changes.
  const [filled, setFilled] = useState(false);
  const [messageLength, setMessageLength] = useState(() => (prefill?.message ?? "").trim().length);
  const [emailInvalid, setEmailInvalid] = useState(false);
  const [phoneInvalid, setPhoneInvalid] = useState(false);
  const [zones, setZones] = useState<{ zones: readonly string[]; own: string }>({ zones: [], own: "" });
  const [countries, setCountries] = useState<readonly CountryOption[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const emailRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  // The lists and the counter come once the form is near the screen (see below).
  const near = useNearScreen(form);
  const number = (value: number) => numberFormat(i18n.language).format(value);

  const band = lengthBand(messageLength);
  const lengthWarning = (length: number) =>
    length > consultationMessageMaxLength
      ? t("consultation.messageOver", { over: number(length - consultationMessageMaxLength) })
      : t("consultation.messageRemaining", { remaining: number(consultationMessageMaxLength - length) });

  /**
   * Reads the form again: whether it can be sent, and the message's length. Screen readers hear
   * the counter only when it crosses into "near the limit" or "over", not at every key.
   */
  function reread() {
    if (!form.current) return;
    const values = valuesOf(form.current);
    const length = values.message.trim().length;
    const before = lengthBand(messageLength);
    const after = lengthBand(length);
    if (after !== before) setAnnouncement(after === "ok" ? "" : lengthWarning(length));
    setMessageLength(length);
    setFilled(isFilled(values));
  }

  // The server cannot know the visitor's time zone: the list and its default (the browser's own)
  // arrive after hydration, so the server's HTML and the first client render agree. They arrive
  // once the form is near the screen (ADR 0092): far down the home page, building them during the
  // page's load competed with its first screen. As a transition, React renders the ~420 options in
  // slices between the browser's other work instead of in one long task.
  useEffect(() => {
    if (near) startTransition(() => setZones(browserTimeZones()));
  }, [near]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each time the lists arrive
  useEffect(() => {
    // The browser's own zone by default, once it is listed (unless one was chosen already).
    const select = timeZoneRef.current;
    if (select && select.value === "" && zones.own) select.value = zones.own;
    // What was typed or chosen before the page's scripts ran counts once they do.
    reread();
  }, [zones, countries]);

  // The ~240 countries are named by the browser's Intl once the form runs and is near the screen
  // (ADR 0050, 0092), not sent in the page: as <option>s and again as loader data they were 13 KB
  // of every home page's 88. Without JavaScript this form cannot be sent anyway (its submit stays
  // disabled, ADR 0015), and rendering them only after hydration keeps server and browser markup
  // identical. Their code comes with them, so it is in no page's first load.
  const language = asLanguage(i18n.language);
  useEffect(() => {
    if (!near) return;
    let current = true;
    void import("../../../core/countries.ts").then(({ countryOptions }) => {
      if (current) startTransition(() => setCountries(countryOptions(language)));
    });
    return () => {
      current = false;
    };
  }, [language, near]);

  const doneRef = useRef<HTMLHeadingElement>(null);
  const submitting = state === "submitting";

  function change(event: React.FormEvent<HTMLFormElement>) {
    const name = (event.target as { name?: string }).name;
    if (name === "email") setEmailInvalid(false);
    if (name === "phone") setPhoneInvalid(false);
    reread();
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read when sent: whatever was typed, before the page hydrated too.
    const values = valuesOf(event.currentTarget);
    if (submitting || !isFilled(values)) return;
    const email = values.email.trim();
    if (!looksLikeEmail(email)) {
      setEmailInvalid(true);
      emailRef.current?.focus();
      return;
    }
    const phone = values.phone.trim();
    if (phone !== "" && !isPlausiblePhone(phone)) {
      setPhoneInvalid(true);
      phoneRef.current?.focus();
      return;
    }
    setState("submitting");
    try {
      await apiRequest("POST", "/api/consultation-request", {
        name: values.name.trim(),
        email,
        phone: phone === "" ? null : phone,
        contactTime: values.contactTime,
        contactDays: values.contactDays,
        timeZone: values.timeZone,
        countryOfOrigin: values.countryOfOrigin,
        applicationType: values.applicationType,
        message: values.message.trim(),
        language,
      });
      setState("submitted");
      showToast({ title: t("consultation.successToastTitle"), description: t("consultation.successToast") });
      // The form is gone: put focus on the thank-you heading so it is read out.
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (error) {
      setState("editing");
      toastRefusal(error, t("consultation.errorTitle"), t("consultation.error"));
    }
  }

  if (state === "submitted") {
    return (
      <DonePanel
        heading="h3"
        headingRef={doneRef}
        title={t("consultation.successHeading")}
        text={t("consultation.successText")}
      />
    );
  }

  return (
    <form ref={form} onSubmit={submit} onChange={change} noValidate aria-busy={submitting} className="grid gap-5">
      <TextField
        label={t("consultation.name")}
        name="name"
        required
        autoComplete="name"
        maxLength={consultationNameMaxLength}
      />

      <FormField
        id={`${id}-email`}
        label={t("consultation.email")}
        error={emailInvalid && t("consultation.invalidEmail")}
        errorTone="accent"
      >
        <input
          ref={emailRef}
          id={`${id}-email`}
          {...emailInputProps}
          name="email"
          required
          maxLength={maxEmailLength}
          placeholder={t("consultation.emailPlaceholder")}
          aria-invalid={emailInvalid}
          aria-describedby={describedBy(`${id}-email`, [], emailInvalid)}
          className={accentControlClasses}
        />
      </FormField>

      <FormField
        id={`${id}-phone`}
        label={t("consultation.phone")}
        error={phoneInvalid && t("consultation.invalidPhone")}
        errorTone="accent"
        details={
          <p id={`${id}-phone-hint`} className="text-xs text-slate-600">
            {t("consultation.phoneHint")}
          </p>
        }
      >
        <input
          ref={phoneRef}
          id={`${id}-phone`}
          type="tel"
          name="phone"
          dir="ltr"
          autoComplete="tel"
          inputMode="tel"
          maxLength={phoneMaxLength}
          aria-invalid={phoneInvalid}
          aria-describedby={phoneInvalid ? `${id}-phone-error ${id}-phone-hint` : `${id}-phone-hint`}
          className={accentControlClasses}
        />
      </FormField>

      <SelectField
        label={t("consultation.country")}
        name="countryOfOrigin"
        required
        placeholder={t("consultation.countryPlaceholder")}
        options={[
          ...countries.map(({ code, name }) => ({ value: code, label: name })),
          { value: otherCountry, label: t("consultation.countryOther") },
        ]}
        defaultValue=""
      />

      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium text-slate-800">{t("consultation.applicationType")}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {applicationTypes.map((type) => (
            <label key={type} className="choice-card">
              <input
                type="radio"
                name="applicationType"
                value={type}
                required
                defaultChecked={prefill?.applicationType === type}
                className="size-4 shrink-0 accent-brand-700"
              />
              {t(`consultation.types.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-1.5 text-sm font-medium text-slate-800">{t("consultation.contactTimes")}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-contact-time`} className="text-sm text-slate-800">
              {t("consultation.contactTime")}
            </label>
            <select id={`${id}-contact-time`} name="contactTime" defaultValue="any" className={accentControlClasses}>
              {contactPeriods.map((period) => (
                <option key={period} value={period}>
                  {t(`consultation.periods.${period}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-contact-days`} className="text-sm text-slate-800">
              {t("consultation.contactDays")}
            </label>
            <select id={`${id}-contact-days`} name="contactDays" defaultValue="any" className={accentControlClasses}>
              {contactDayChoices.map((days) => (
                <option key={days} value={days}>
                  {t(`consultation.days.${days}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-time-zone`} className="text-sm text-slate-800">
            {t("consultation.timeZone")}
          </label>
          {/* IANA names are Latin script: left to right on every page. */}
          <select
            ref={timeZoneRef}
            id={`${id}-time-zone`}
            name="timeZone"
            dir="ltr"
            required
            defaultValue=""
            aria-describedby={`${id}-time-zone-hint`}
            className={accentControlClasses}
          >
            <option value="">{t("consultation.timeZonePlaceholder")}</option>
            {zones.zones.map((zone) => (
              // The time zone database's own names ("Africa/Dar es Salaam"): the same in every
              // language, so shown as names (ADR 0086).
              <option key={zone} value={zone} translate="no">
                {zone.replaceAll("_", " ")}
              </option>
            ))}
          </select>
          <p id={`${id}-time-zone-hint`} className="text-xs text-slate-600">
            {t("consultation.timeZoneHint")}
          </p>
        </div>
      </fieldset>

      <MessageField
        id={`${id}-message`}
        label={t("consultation.message")}
        name="message"
        rows={4}
        required
        minLength={consultationMessageMinLength}
        placeholder={t("consultation.messagePlaceholder")}
        aria-invalid={band === "over"}
        defaultValue={prefill?.message ?? ""}
        controlClassName={accentControlClasses}
        hint={t("consultation.messageHint", { min: consultationMessageMinLength })}
        counterClassName={counterClasses[band]}
        counter={
          // A live count, so it needs the page's scripts; shown once the form is near the screen
          // (formatting it first loads ICU's number data in the browser).
          near && (
            <>
              <span>
                {t("consultation.messageCount", {
                  length: number(messageLength),
                  max: number(consultationMessageMaxLength),
                })}
              </span>
              {band !== "ok" && <span>{` · ${lengthWarning(messageLength)}`}</span>}
            </>
          )
        }
        announcement={announcement}
      />

      <SubmitRow
        pending={submitting}
        disabled={!filled}
        pendingLabel={t("consultation.submitting")}
        note={t("consultation.allRequired")}
      >
        {t("consultation.submit")}
      </SubmitRow>
    </form>
  );
}
