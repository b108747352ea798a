import { data } from "react-router";

// No articles are published yet, so every /blog/{slug} is honestly "Page Not Found" (404).
// The blog work replaces this loader with a lookup of published posts.
export async function loader() {
  throw data(null, { status: 404 });
}

export default function BlogPost() {
  return null;
}
