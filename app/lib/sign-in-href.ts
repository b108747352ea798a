const accountPages = ["/login", "/register", "/forgot-password", "/reset-password"];

/**
 * Where a "Sign in" or "Get started" link goes: back to the current page afterwards, except from
 * the home page and the account pages themselves (which would send the user in a circle).
 */
export function accountHref(page: "/login" | "/register", pathname: string, search = ""): string {
  if (pathname === "/" || accountPages.some((path) => pathname === path)) return page;
  return `${page}?${new URLSearchParams({ redirectTo: `${pathname}${search}` })}`;
}
