import { href, redirect } from "react-router";
import { checkoutAction } from "../features/checkout/checkout-action.server.ts";
import type { Route } from "./+types/checkout";

/** Nothing to show: the buy buttons post here. A visit by address lands on the prices. */
export async function loader() {
  return redirect(href("/pricing"));
}

/** The buy buttons of /pricing and /invoices/{id} post here: to the payment page, or back with why not. */
export async function action({ request, context }: Route.ActionArgs) {
  return checkoutAction(request, context);
}
