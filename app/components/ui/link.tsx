import {
  type LinkProps,
  type NavLinkProps,
  Link as RouterLink,
  NavLink as RouterNavLink,
  useLocation,
} from "react-router";
import { keepLanguageOnLink, pinnedLanguage } from "../../lib/keep-language.ts";

/*
 * The site's links: React Router's, keeping the page's ?lang= (ADR 0087). A visitor who arrived
 * on /?lang=ar (a search result, a shared link, an e-mail) has no language cookie, so a bare link
 * would open the next page in the browser's language. Every page link in app/ goes through these;
 * app/language-links.test.ts refuses an import of Link or NavLink from react-router elsewhere.
 */

export function Link({ to, ...props }: LinkProps) {
  const location = useLocation();
  return <RouterLink to={keepLanguageOnLink(to, location)} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps) {
  const location = useLocation();
  return <RouterNavLink to={keepLanguageOnLink(to, location)} {...props} />;
}

/** For a plain `<a href>` or a `<form action>` to one of our pages: the target with the page's language. */
export function useLanguageHref(): (target: string) => string {
  const location = useLocation();
  return (target) => keepLanguageOnLink(target, location);
}

/**
 * Inside a GET form: submitting replaces the action's query with the fields, so the page's
 * language travels as a field of its own. Nothing on a page without ?lang=.
 */
export function LanguageField() {
  const language = pinnedLanguage(useLocation());
  return language ? <input type="hidden" name="lang" value={language} /> : null;
}
