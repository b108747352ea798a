import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type CookiePreferences,
  type OptionalCookieChoice,
  optionalCookieCategories,
} from "../../../core/cookie-consent.ts";
import { Button } from "../ui/button.tsx";
import { Switch } from "../ui/switch.tsx";

/** The cookie settings dialog, in its own chunk: loaded when a visitor first opens it. */

export default function CookieSettingsDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  initial: CookiePreferences;
  onSave(choice: OptionalCookieChoice): void;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<OptionalCookieChoice>(props.initial);

  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(open) => {
        if (open) setChoice(props.initial);
        props.onOpenChange(open);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/50" />
        <Dialog.Content
          onOpenAutoFocus={() => setChoice(props.initial)}
          className="fixed top-1/2 left-1/2 z-[60] max-h-[90vh] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl"
        >
          <Dialog.Title className="text-xl font-semibold text-slate-900">{t("cookies.settingsTitle")}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-700">
            {t("cookies.settingsDescription")}
          </Dialog.Description>
          <ul className="mt-5 grid gap-3">
            <li className="flex items-start justify-between gap-4 rounded-xl border border-slate-200 p-4">
              <div>
                <label htmlFor="cookie-necessary" className="font-medium text-slate-900">
                  {t("cookies.category.necessary.title")}{" "}
                  <span className="text-sm font-normal text-slate-600">({t("cookies.alwaysOn")})</span>
                </label>
                <p id="cookie-necessary-description" className="text-sm text-slate-700">
                  {t("cookies.category.necessary.description")}
                </p>
              </div>
              <Switch id="cookie-necessary" checked disabled describedBy="cookie-necessary-description" />
            </li>
            {optionalCookieCategories.map((category) => (
              <li
                key={category}
                className="flex items-start justify-between gap-4 rounded-xl border border-slate-200 p-4"
              >
                <div>
                  <label htmlFor={`cookie-${category}`} className="font-medium text-slate-900">
                    {t(`cookies.category.${category}.title`)}
                  </label>
                  <p id={`cookie-${category}-description`} className="text-sm text-slate-700">
                    {t(`cookies.category.${category}.description`)}
                  </p>
                </div>
                <Switch
                  id={`cookie-${category}`}
                  checked={choice[category]}
                  onCheckedChange={(on) => setChoice((previous) => ({ ...previous, [category]: on }))}
                  describedBy={`cookie-${category}-description`}
                />
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary">{t("cookies.cancel")}</Button>
            </Dialog.Close>
            <Button onClick={() => props.onSave(choice)}>{t("cookies.save")}</Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
