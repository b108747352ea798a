import type { RouterContextProvider } from "react-router";
import { authOf } from "../../../server/modules/auth/auth.ts";
import { serverContext } from "../../../server/router-context.server.ts";

/**
 * Ends the session of this request (its row is deleted, so a copied cookie or token stops working
 * too) and returns the Set-Cookie headers that clear the browser's cookie.
 */
export async function endSession(request: Request, context: Readonly<RouterContextProvider>): Promise<Headers> {
  const auth = authOf(context.get(serverContext).services);
  let headers = new Headers();
  try {
    headers = (await auth.api.signOut({ headers: request.headers, returnHeaders: true })).headers;
  } catch {
    // Not signed in (or the session was already gone): nothing to end, still go home.
  }
  const cookies = new Headers();
  for (const cookie of headers.getSetCookie()) cookies.append("set-cookie", cookie);
  return cookies;
}
