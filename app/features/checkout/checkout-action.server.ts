import { href, type RouterContextProvider, redirect } from "react-router";
import { safeRedirectPath } from "../../../core/safe-redirect.ts";
import { errorStatus } from "../../../server/http/app-error.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import { startCheckoutFromForm } from "./start-checkout-from-form.server.ts";

/**
 * The buy buttons of /pricing and /invoices/{id} post here (ADR 0028). Success goes to the payment
 * page; a visitor who must sign in first goes to sign in and comes back; anything else returns
 * to the page the button was on, with the refusal's key for it to show.
 */
export async function checkoutAction(request: Request, context: Readonly<RouterContextProvider>) {
  const url = new URL(request.url);
  const form = await request.formData();
  const result = await startCheckoutFromForm(form, request, context);
  if (result instanceof Response) return result;
  const back = safeRedirectPath(form.get("returnTo"), href("/pricing"));
  if (errorStatus[result.code] === 401) {
    return redirect(keepLanguage(`${href("/login")}?${new URLSearchParams({ redirectTo: back })}`, url));
  }
  if (result.messageKey === "already_premium") return redirect(keepLanguage(`${href("/profile")}#billing`, url));
  const target = new URL(back, "http://same-site.invalid");
  target.searchParams.set("checkoutError", result.messageKey);
  return redirect(keepLanguage(`${target.pathname}${target.search}`, url));
}
