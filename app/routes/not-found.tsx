import { data } from "react-router";
import { NotFoundContent } from "../components/layout/not-found-content.tsx";
import { getI18n } from "../i18n/i18next-middleware.server.ts";
import type { Route } from "./+types/not-found";

/** Any path outside the route table: "Page Not Found", with HTTP status 404. */
export async function loader({ context }: Route.LoaderArgs) {
  return data({ title: getI18n(context).t("notFound.title") }, { status: 404 });
}

export async function action() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Page Not Found"} · Passerelle` },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundContent />;
}
