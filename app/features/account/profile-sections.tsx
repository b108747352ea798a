import * as Dialog from "@radix-ui/react-dialog";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher, useLocation, useNavigate, useRevalidator } from "react-router";
import type { z } from "zod";
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  fieldErrors,
  preferencesSchema,
  profileSchema,
} from "../../../core/account.ts";
import type { CountryOption } from "../../../core/countries.ts";
import { type Language, languageNames, supportedLanguages } from "../../../core/languages.ts";
import { buttonClasses } from "../../components/ui/button.tsx";
import { CloseIcon } from "../../components/ui/icons.tsx";
import { PendingButton } from "../../components/ui/pending-button.tsx";
import { showToast } from "../../components/ui/toast-store.ts";
import { type FieldErrors, failureOf } from "../../lib/api-failure.ts";
import { apiRequest } from "../../lib/api-request.ts";
import { forgetStoredPlan } from "./account-context.tsx";
import { errorText } from "./error-text.ts";
import { CheckboxField, CountryField, EmailField, FormAlert, focusFirstError, TextField } from "./form-controls.tsx";
import { NewPasswordFields } from "./new-password-fields.tsx";
import { useAccountForm } from "./use-account-form.ts";

export type ProfileData = {
  name: string;
  email: string;
  nationality: string | null;
  targetCountry: string;
  profession: string | null;
  language: Language;
  newsletter: boolean;
  createdAt: string;
};

/** One profile section: a heading and its content, in a card. `headingId` makes it a link target (#billing). */
export function ProfileSection({
  title,
  headingId,
  children,
}: {
  title: string;
  headingId?: string;
  children: React.ReactNode;
}) {
  const generatedId = useId();
  const id = headingId ?? generatedId;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** An account form of the profile page: a success toasts "saved" and reloads the page data. */
function useProfileForm<S extends z.ZodType>(schema: S, send: (data: z.output<S>) => Promise<void>) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const { submit, ...state } = useAccountForm(schema, t("account.profile.saveFailed"));
  const save = (values: unknown, success: string) =>
    submit(values, async (data) => {
      await send(data);
      showToast({ title: t("account.profile.saved"), description: success });
      await revalidator.revalidate();
    });
  return { ...state, submit: save };
}

function SubmitButton({ pending, label }: { pending: boolean; label: string }) {
  return (
    <PendingButton pending={pending} className="justify-self-start">
      {label}
    </PendingButton>
  );
}

export function PersonalInformation({
  profile,
  countries,
}: {
  profile: ProfileData;
  countries: readonly CountryOption[];
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState({
    name: profile.name,
    nationality: profile.nationality ?? "",
    targetCountry: profile.targetCountry,
    profession: profile.profession ?? "",
  });
  const { form, errors, alert, pending, submit } = useProfileForm(profileSchema, async (data) => {
    await apiRequest("POST", "/api/auth/update-user", data);
  });
  return (
    <form
      ref={form}
      noValidate
      aria-busy={pending}
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(values, t("account.profile.personal.title"));
      }}
    >
      <FormAlert message={alert} />
      <TextField
        label={t("account.fields.name")}
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={(event) => setValues((v) => ({ ...v, name: event.target.value }))}
        error={errors.name}
        required
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <CountryField
          label={t("account.fields.nationality")}
          name="nationality"
          countries={countries}
          placeholder={t("account.fields.chooseCountry")}
          value={values.nationality}
          onChange={(event) => setValues((v) => ({ ...v, nationality: event.target.value }))}
          error={errors.nationality}
          required
        />
        <CountryField
          label={t("account.fields.targetCountry")}
          name="targetCountry"
          countries={countries}
          value={values.targetCountry}
          onChange={(event) => setValues((v) => ({ ...v, targetCountry: event.target.value }))}
          error={errors.targetCountry}
          required
        />
      </div>
      <TextField
        label={t("account.fields.profession")}
        name="profession"
        autoComplete="organization-title"
        value={values.profession}
        onChange={(event) => setValues((v) => ({ ...v, profession: event.target.value }))}
        error={errors.profession}
        required
      />
      <SubmitButton pending={pending} label={t("account.profile.personal.submit")} />
    </form>
  );
}

export function ChangeEmail({ email }: { email: string }) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ newEmail: "", currentPassword: "" });
  const { form, errors, alert, pending, submit } = useProfileForm(changeEmailSchema, async (data) => {
    await apiRequest("POST", "/api/account/email", data);
  });
  return (
    <form
      ref={form}
      noValidate
      aria-busy={pending}
      className="grid gap-5"
      onSubmit={async (event) => {
        event.preventDefault();
        const newEmail = values.newEmail.trim().toLowerCase();
        if (await submit(values, t("account.profile.settings.emailDone", { email: newEmail }))) {
          setValues({ newEmail: "", currentPassword: "" });
        }
      }}
    >
      <h3 className="text-base font-semibold text-slate-900">{t("account.profile.settings.emailTitle")}</h3>
      <p className="-mt-3 text-sm text-slate-700">{t("account.profile.settings.emailCurrent", { email })}</p>
      <FormAlert message={alert} />
      <div className="grid gap-5 sm:grid-cols-2">
        <EmailField
          label={t("account.fields.newEmail")}
          name="newEmail"
          value={values.newEmail}
          onChange={(event) => setValues((v) => ({ ...v, newEmail: event.target.value }))}
          error={errors.newEmail}
          required
        />
        <TextField
          label={t("account.fields.currentPassword")}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={(event) => setValues((v) => ({ ...v, currentPassword: event.target.value }))}
          error={errors.currentPassword}
          required
        />
      </div>
      <SubmitButton pending={pending} label={t("account.profile.settings.emailSubmit")} />
    </form>
  );
}

export function ChangePassword() {
  const { t } = useTranslation();
  const empty = { currentPassword: "", password: "", confirmPassword: "" };
  const [values, setValues] = useState(empty);
  const { form, errors, alert, pending, submit } = useProfileForm(changePasswordSchema, async (data) => {
    await apiRequest("POST", "/api/auth/change-password", data);
  });
  return (
    <form
      ref={form}
      noValidate
      aria-busy={pending}
      className="grid gap-5"
      onSubmit={async (event) => {
        event.preventDefault();
        if (await submit(values, t("account.profile.settings.passwordDone"))) setValues(empty);
      }}
    >
      <h3 className="text-base font-semibold text-slate-900">{t("account.profile.settings.passwordTitle")}</h3>
      <FormAlert message={alert} />
      <TextField
        label={t("account.fields.currentPassword")}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={(event) => setValues((v) => ({ ...v, currentPassword: event.target.value }))}
        error={errors.currentPassword}
        required
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <NewPasswordFields values={values} setValues={setValues} errors={errors} />
      </div>
      <SubmitButton pending={pending} label={t("account.profile.settings.passwordSubmit")} />
    </form>
  );
}

export function Preferences({ profile }: { profile: ProfileData }) {
  const { t } = useTranslation();
  const languageFetcher = useFetcher({ key: "language" });
  const location = useLocation();
  const [values, setValues] = useState({ language: profile.language, newsletter: profile.newsletter });
  const { form, errors, alert, pending, submit } = useProfileForm(preferencesSchema, async (data) => {
    await apiRequest("POST", "/api/auth/update-user", data);
  });
  const selectId = useId();
  return (
    <form
      ref={form}
      noValidate
      aria-busy={pending}
      className="grid gap-5"
      onSubmit={async (event) => {
        event.preventDefault();
        const changedLanguage = values.language !== profile.language;
        if ((await submit(values, t("account.profile.preferences.title"))) && changedLanguage) {
          // The site follows the account's language too (cookie set by /language, ADR 0004).
          await languageFetcher.submit(
            { lang: values.language, redirectTo: `${location.pathname}${location.search}` },
            { method: "post", action: "/language" },
          );
        }
      }}
    >
      <FormAlert message={alert} />
      <div className="grid gap-1.5">
        <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
          {t("account.fields.language")}
        </label>
        <select
          id={selectId}
          name="language"
          value={values.language}
          onChange={(event) => setValues((v) => ({ ...v, language: event.target.value as Language }))}
          aria-invalid={Boolean(errors.language)}
          className="min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-slate-900 sm:w-72"
        >
          {supportedLanguages.map((code) => (
            <option key={code} value={code} lang={code}>
              {languageNames[code].nativeName}
            </option>
          ))}
        </select>
      </div>
      <CheckboxField
        label={t("account.profile.preferences.newsletter")}
        hint={t("account.profile.preferences.newsletterHint")}
        name="newsletter"
        checked={values.newsletter}
        onChange={(event) => setValues((v) => ({ ...v, newsletter: event.target.checked }))}
      />
      <SubmitButton pending={pending} label={t("account.profile.preferences.submit")} />
    </form>
  );
}

/** GDPR: download everything we hold (a plain same-origin download), or erase the account. */
export function YourData() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const form = useRef<HTMLFormElement>(null);
  const [open, setOpen] = useState(false);
  const [currentPassword, setCurrentPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  async function confirmDeletion(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const parsed = deleteAccountSchema.safeParse({ currentPassword });
    if (!parsed.success) {
      setErrors({ currentPassword: errorText(t, fieldErrors(parsed.error).currentPassword ?? "invalid_request") });
      requestAnimationFrame(() => focusFirstError(form.current));
      return;
    }
    setPending(true);
    try {
      await apiRequest("POST", "/api/account/delete", parsed.data);
      forgetStoredPlan();
      setOpen(false);
      showToast({ title: t("account.profile.data.deleted"), description: t("account.profile.data.deletedText") });
      // Leave first: revalidating here would send the now signed-out visitor to the sign-in page.
      await navigate("/", { replace: true });
      await revalidator.revalidate();
    } catch (error) {
      const failure = failureOf(error);
      if (failure.kind === "network") {
        showToast({ title: t("account.network"), description: t("account.networkText"), variant: "destructive" });
      } else {
        setErrors({ currentPassword: failure.fields.currentPassword ?? failure.message });
        requestAnimationFrame(() => focusFirstError(form.current));
      }
      setPending(false);
    }
  }

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <p className="text-slate-700">{t("account.profile.data.exportText")}</p>
        <a href="/api/account/export" download className={buttonClasses("secondary", "md", "justify-self-start")}>
          {t("account.profile.data.export")}
        </a>
      </div>
      <div className="grid gap-2 border-t border-slate-200 pt-6">
        <p className="text-slate-700">{t("account.profile.data.deleteText")}</p>
        <Dialog.Root
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) {
              setCurrentPassword("");
              setErrors({});
            }
          }}
        >
          <Dialog.Trigger
            className={buttonClasses(
              "secondary",
              "md",
              "justify-self-start border-red-300 text-red-800 hover:bg-red-50",
            )}
          >
            {t("account.profile.data.delete")}
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
            <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl">
              <div className="flex items-start justify-between gap-4">
                <Dialog.Title className="text-xl font-bold text-slate-900">
                  {t("account.profile.data.confirmTitle")}
                </Dialog.Title>
                <Dialog.Close className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg hover:bg-brand-50">
                  <CloseIcon />
                  <span className="sr-only">{t("account.profile.data.cancel")}</span>
                </Dialog.Close>
              </div>
              <Dialog.Description className="mt-2 text-sm text-slate-700">
                {t("account.profile.data.confirmText")}
              </Dialog.Description>
              <form ref={form} noValidate onSubmit={confirmDeletion} aria-busy={pending} className="mt-5 grid gap-5">
                <TextField
                  label={t("account.fields.currentPassword")}
                  name="currentPassword"
                  type="password"
                  autoComplete="current-password"
                  value={currentPassword}
                  onChange={(event) => setCurrentPassword(event.target.value)}
                  error={errors.currentPassword}
                  required
                />
                <div className="flex flex-wrap justify-end gap-3">
                  <Dialog.Close className={buttonClasses("ghost")}>{t("account.profile.data.cancel")}</Dialog.Close>
                  <PendingButton
                    pending={pending}
                    pendingLabel={t("account.profile.data.deleting")}
                    className="bg-red-700 hover:bg-red-800"
                  >
                    {t("account.profile.data.confirm")}
                  </PendingButton>
                </div>
              </form>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
    </div>
  );
}
