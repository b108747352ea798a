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
import { AccountEmailField, CurrentPasswordField, NewPasswordFields } from "../../components/ui/account-fields.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import {
  CheckboxField,
  CountryField,
  FormAlert,
  focusFirstError,
  formValues,
  SelectField,
  TextField,
} from "../../components/ui/fields.tsx";
import { CloseIcon } from "../../components/ui/icons.tsx";
import { PendingButton } from "../../components/ui/pending-button.tsx";
import { showToast } from "../../components/ui/toast-store.ts";
import { forgetStoredPlan } from "../../lib/account-context.tsx";
import { type FieldErrors, failureOf } from "../../lib/api-failure.ts";
import { apiRequest } from "../../lib/api-request.ts";
import { errorText } from "./error-text.ts";
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
        void submit(formValues(event.currentTarget), t("account.profile.personal.title"));
      }}
    >
      <FormAlert message={alert} />
      <TextField
        label={t("account.fields.name")}
        name="name"
        autoComplete="name"
        defaultValue={profile.name}
        error={errors.name}
        required
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <CountryField
          label={t("account.fields.nationality")}
          name="nationality"
          countries={countries}
          placeholder={t("account.fields.chooseCountry")}
          defaultValue={profile.nationality ?? ""}
          error={errors.nationality}
          required
        />
        <CountryField
          label={t("account.fields.targetCountry")}
          name="targetCountry"
          countries={countries}
          defaultValue={profile.targetCountry}
          error={errors.targetCountry}
          required
        />
      </div>
      <TextField
        label={t("account.fields.profession")}
        name="profession"
        autoComplete="organization-title"
        defaultValue={profile.profession ?? ""}
        error={errors.profession}
        required
      />
      <SubmitButton pending={pending} label={t("account.profile.personal.submit")} />
    </form>
  );
}

export function ChangeEmail({ email }: { email: string }) {
  const { t } = useTranslation();
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
        const sent = event.currentTarget;
        const values = formValues(sent);
        const newEmail = String(values.newEmail ?? "")
          .trim()
          .toLowerCase();
        if (await submit(values, t("account.profile.settings.emailDone", { email: newEmail }))) sent.reset();
      }}
    >
      <h3 className="text-base font-semibold text-slate-900">{t("account.profile.settings.emailTitle")}</h3>
      <p className="-mt-3 text-sm text-slate-700">{t("account.profile.settings.emailCurrent", { email })}</p>
      <FormAlert message={alert} />
      <div className="grid gap-5 sm:grid-cols-2">
        <AccountEmailField name="newEmail" errors={errors} />
        <CurrentPasswordField errors={errors} />
      </div>
      <SubmitButton pending={pending} label={t("account.profile.settings.emailSubmit")} />
    </form>
  );
}

export function ChangePassword() {
  const { t } = useTranslation();
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
        const sent = event.currentTarget;
        if (await submit(formValues(sent), t("account.profile.settings.passwordDone"))) sent.reset();
      }}
    >
      <h3 className="text-base font-semibold text-slate-900">{t("account.profile.settings.passwordTitle")}</h3>
      <FormAlert message={alert} />
      <CurrentPasswordField errors={errors} />
      <NewPasswordFields errors={errors} paired />
      <SubmitButton pending={pending} label={t("account.profile.settings.passwordSubmit")} />
    </form>
  );
}

export function Preferences({ profile }: { profile: ProfileData }) {
  const { t } = useTranslation();
  const languageFetcher = useFetcher({ key: "language" });
  const location = useLocation();
  const { form, errors, alert, pending, submit } = useProfileForm(preferencesSchema, async (data) => {
    await apiRequest("POST", "/api/auth/update-user", data);
  });
  return (
    <form
      ref={form}
      noValidate
      aria-busy={pending}
      className="grid gap-5"
      onSubmit={async (event) => {
        event.preventDefault();
        const values = formValues(event.currentTarget);
        const changedLanguage = values.language !== profile.language;
        if ((await submit(values, t("account.profile.preferences.title"))) && changedLanguage) {
          // The site follows the account's language too (cookie set by /language, ADR 0004).
          await languageFetcher.submit(
            { lang: String(values.language), redirectTo: `${location.pathname}${location.search}` },
            { method: "post", action: "/language" },
          );
        }
      }}
    >
      <FormAlert message={alert} />
      <SelectField
        label={t("account.fields.language")}
        name="language"
        defaultValue={profile.language}
        options={supportedLanguages.map((code) => ({ value: code, label: languageNames[code].nativeName, lang: code }))}
        error={errors.language}
        className="sm:w-72"
      />
      <CheckboxField
        label={t("account.profile.preferences.newsletter")}
        hint={t("account.profile.preferences.newsletterHint")}
        name="newsletter"
        defaultChecked={profile.newsletter}
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  async function confirmDeletion(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const parsed = deleteAccountSchema.safeParse({ currentPassword: formValues(event.currentTarget).currentPassword });
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
            if (!next) setErrors({});
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
                <CurrentPasswordField errors={errors} />
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
