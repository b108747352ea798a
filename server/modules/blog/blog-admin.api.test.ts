import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiMessageCatalogs } from "../../../content/messages/api-messages.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { createOrPromoteAdmin } from "../admin/create-admin.ts";
import {
  type AccountsApi,
  buildAccountsApi,
  type ErrorBody,
  registeredClient,
  registration,
  signIn,
  siteUrl,
  type TestClient,
} from "../auth/accounts-test-kit.ts";
import type { BlogPostView } from "./blog-post-view.ts";
import { findLivePost } from "./find-live-post.ts";
import { listLivePosts } from "./list-live-posts.ts";
import { relatedPosts } from "./related-posts.ts";
import { translationsOf } from "./translations-of.ts";

type PostAnswer = { post: BlogPostView };
type ConflictBody = { error: { code: string; message: string; currentVersion: number; updatedBy: string } };

const png = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082",
  "hex",
);

const newPost = (overrides: Record<string, unknown> = {}) => ({
  language: "en",
  title: "Opening a bank account in France",
  slug: "opening-a-bank-account",
  excerpt: "What the bank asks for, and how long it takes.",
  bodyMarkdown: "## First steps\n\nBring your passport.",
  category: "money",
  tags: ["bank", "arrival"],
  authorName: "Passerelle team",
  ...overrides,
});

describe.each(testEngines)("blog administration API on %s", (engine) => {
  let database: FreshDatabase;
  let api: AccountsApi;
  let admin: TestClient;

  async function adminNamed(email: string, name: string): Promise<TestClient> {
    const client = api.client();
    await client.request("/api/auth/sign-up/email", { body: registration(email, { name }) });
    await createOrPromoteAdmin(api.deps, email, { keepPassword: true });
    expect((await signIn(client, email)).status).toBe(200);
    return client;
  }

  beforeEach(async () => {
    database = await freshDatabase(engine);
    api = buildAccountsApi(database);
    admin = await adminNamed("ada@example.com", "Ada Admin");
  });
  afterEach(async () => {
    await database.dispose();
  });

  async function create(body: Record<string, unknown> = newPost()) {
    const answer = await admin.json<PostAnswer>("/api/admin/blog", { body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.post;
  }

  async function uploadCover(postId: string, bytes: Buffer, client: TestClient = admin) {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "cover.png");
    const response = await api.app.request(
      `/api/admin/blog/${postId}/cover`,
      {
        method: "POST",
        body: form,
        headers: {
          origin: siteUrl,
          "sec-fetch-site": "same-origin",
          cookie: [...client.jar].map(([name, value]) => `${name}=${value}`).join("; "),
        },
      },
      { incoming: { socket: { remoteAddress: "203.0.113.10", remotePort: 50_000, remoteFamily: "IPv4" } } },
    );
    return { status: response.status, body: (await response.json()) as PostAnswer & ErrorBody };
  }

  it("answers 401 signed out and 403 to a member on every endpoint, and changes nothing", async () => {
    const post = await create();
    const member = await registeredClient(api, "member@example.com");
    const endpoints: { path: string; body?: unknown }[] = [
      { path: "/api/admin/blog" },
      { path: "/api/admin/blog", body: newPost({ slug: "another-one" }) },
      { path: `/api/admin/blog/${post.id}` },
      { path: `/api/admin/blog/${post.id}`, body: { ...newPost(), version: 1, title: "Hacked" } },
      { path: `/api/admin/blog/${post.id}/status`, body: { action: "publish" } },
      { path: `/api/admin/blog/${post.id}/delete`, body: {} },
    ];
    for (const endpoint of endpoints) {
      const visitor = await api.client().json<ErrorBody>(endpoint.path, { body: endpoint.body });
      expect(visitor.status, `${endpoint.path} signed out`).toBe(401);
      const normal = await member.json<ErrorBody>(endpoint.path, { body: endpoint.body });
      expect(normal.status, `${endpoint.path} as a member`).toBe(403);
      expect(normal.body.error.code).toBe("forbidden");
    }
    expect((await uploadCover(post.id, png, member)).status).toBe(403);
    const rows = await database.db.selectFrom("blog_posts").select(["title", "status", "cover_image_key"]).execute();
    expect(rows).toEqual([{ title: newPost().title, status: "draft", cover_image_key: null }]);
  });

  it("creates a draft, refuses bad input field by field, and a slug already used in the language", async () => {
    const post = await create();
    expect(post).toMatchObject({ status: "draft", version: 1, tags: ["bank", "arrival"], publishedAt: null });
    const bad = await admin.json<ErrorBody>("/api/admin/blog", {
      body: newPost({
        slug: "Not A Slug",
        title: "",
        category: "gossip",
        tags: Array(9)
          .fill("x")
          .map((x, i) => x + i),
      }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.map((f) => f.field).sort()).toEqual(["category", "slug", "tags", "title"]);
    const taken = await admin.json<ErrorBody>("/api/admin/blog", { body: newPost({ language: "en" }) });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(apiMessageCatalogs.en.blog_slug_taken);
    // The same slug in another language is another address.
    await create(newPost({ language: "fr", translationOf: post.id, title: "Ouvrir un compte" }));
    const audit = await database.db.selectFrom("audit_log").select(["action", "target_id"]).execute();
    expect(audit.filter((row) => row.action === "blog_post_created")).toHaveLength(2);
  });

  it("a save with a stale version is a 409 naming who saved, and overwrites nothing", async () => {
    const post = await create();
    const other = await adminNamed("bea@example.com", "Béa Martin");
    const first = await other.json<PostAnswer>(`/api/admin/blog/${post.id}`, {
      body: { ...newPost(), version: 1, title: "Bea's title" },
    });
    expect(first.status).toBe(200);
    expect(first.body.post.version).toBe(2);
    const stale = await api
      .client({ language: "fr" })
      .json<ConflictBody>(`/api/admin/blog/${post.id}`, { body: { ...newPost(), version: 1 } });
    expect(stale.status).toBe(401);
    const conflict = await admin.json<ConflictBody>(`/api/admin/blog/${post.id}`, {
      body: { ...newPost(), version: 1, title: "Ada's title" },
    });
    expect(conflict.status).toBe(409);
    expect(conflict.body.error).toMatchObject({ code: "conflict", currentVersion: 2, updatedBy: "Béa Martin" });
    expect(conflict.body.error.message).toContain("Béa Martin");
    const stored = await database.db.selectFrom("blog_posts").select(["title", "version"]).executeTakeFirstOrThrow();
    expect(stored).toEqual({ title: "Bea's title", version: 2 });
  });

  it("a changed slug keeps the old address redirecting to the live post", async () => {
    const post = await create();
    expect((await admin.json(`/api/admin/blog/${post.id}/status`, { body: { action: "publish" } })).status).toBe(200);
    const renamed = await admin.json<PostAnswer>(`/api/admin/blog/${post.id}`, {
      body: { ...newPost({ slug: "bank-account-in-france" }), version: 1 },
    });
    expect(renamed.status).toBe(200);
    expect(await findLivePost(database.db, "en", "opening-a-bank-account")).toEqual({
      redirectTo: "bank-account-in-france",
    });
    expect(await findLivePost(database.db, "en", "bank-account-in-france")).toMatchObject({ post: { id: post.id } });
    // The old address cannot be taken by another post while it leads to this one.
    const taken = await admin.json<ErrorBody>("/api/admin/blog", { body: newPost() });
    expect(taken.status).toBe(409);
    // Taking the old slug back removes the redirect instead of looping.
    await admin.json(`/api/admin/blog/${post.id}`, { body: { ...newPost(), version: 2 } });
    expect(await findLivePost(database.db, "en", "opening-a-bank-account")).toMatchObject({ post: { id: post.id } });
    expect(await findLivePost(database.db, "en", "bank-account-in-france")).toEqual({
      redirectTo: "opening-a-bank-account",
    });
  });

  it("a scheduled post is live once its time passes, without anyone touching it; a draft never is", async () => {
    const post = await create();
    await create(newPost({ slug: "a-draft-post", title: "A draft" }));
    const past = await admin.json<ErrorBody>(`/api/admin/blog/${post.id}/status`, {
      body: { action: "schedule", publishAt: "2020-01-01T00:00:00Z" },
    });
    expect(past.status).toBe(400);
    const at = new Date(Date.now() + 3_600_000);
    const scheduled = await admin.json<PostAnswer>(`/api/admin/blog/${post.id}/status`, {
      body: { action: "schedule", publishAt: at.toISOString() },
    });
    expect(scheduled.body.post).toMatchObject({ status: "scheduled", publishedAt: at.toISOString() });
    const before = new Date(at.getTime() - 1000);
    const after = new Date(at.getTime() + 1000);
    expect(await findLivePost(database.db, "en", post.slug, before)).toBeNull();
    expect((await listLivePosts(database.db, { language: "en" }, before)).total).toBe(0);
    expect(await findLivePost(database.db, "en", post.slug, after)).toMatchObject({ post: { id: post.id } });
    const listed = await listLivePosts(database.db, { language: "en" }, after);
    expect(listed.posts.map((p) => p.slug)).toEqual([post.slug]);
    expect(await findLivePost(database.db, "en", "a-draft-post", after)).toBeNull();
    // Unpublished, it is gone again.
    await admin.json(`/api/admin/blog/${post.id}/status`, { body: { action: "unpublish" } });
    expect(await findLivePost(database.db, "en", post.slug, after)).toBeNull();
    const bad = await admin.json<ErrorBody>(`/api/admin/blog/${post.id}/status`, { body: { action: "unpublish" } });
    expect(bad.status).toBe(409);
    const actions = await database.db.selectFrom("audit_log").select("action").orderBy("created_at").execute();
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(["blog_post_scheduled", "blog_post_unpublished"]),
    );
  });

  it("lists for admins with filters, links translations, relates posts, uploads a cover and deletes", async () => {
    const en = await create();
    const fr = await create(
      newPost({ language: "fr", translationOf: en.id, slug: "ouvrir-un-compte", title: "Ouvrir un compte" }),
    );
    const other = await create(
      newPost({ slug: "health-insurance", title: "Health 100% insurance", tags: ["arrival"] }),
    );
    const search = await admin.json<{ posts: { id: string }[] }>("/api/admin/blog?search=100%25");
    expect(search.body.posts.map((p) => p.id)).toEqual([other.id]);
    const french = await admin.json<{ posts: { id: string }[] }>("/api/admin/blog?language=fr");
    expect(french.body.posts.map((p) => p.id)).toEqual([fr.id]);
    expect((await admin.json<ErrorBody>("/api/admin/blog?status=gone")).status).toBe(400);
    const editing = await admin.json<{ translations: { id: string }[]; updatedByName: string }>(
      `/api/admin/blog/${en.id}`,
    );
    expect(editing.body).toMatchObject({ translations: [{ id: fr.id }], updatedByName: "Ada Admin" });
    expect((await admin.json(`/api/admin/blog/${crypto.randomUUID()}`)).status).toBe(404);

    for (const post of [en, fr, other])
      await admin.json(`/api/admin/blog/${post.id}/status`, { body: { action: "publish" } });
    expect((await translationsOf(database.db, en, new Date())).map((p) => p.id)).toEqual([fr.id]);
    expect((await relatedPosts(database.db, { ...en, status: "published" })).map((p) => p.id)).toEqual([other.id]);

    const refused = await uploadCover(en.id, Buffer.from("%PDF-1.4 not an image"));
    expect(refused.status).toBe(415);
    const covered = await uploadCover(en.id, png);
    expect(covered.status).toBe(200);
    expect(covered.body.post.coverImageUrl).toMatch(/^\/blog-images\/[0-9a-f-]{36}$/);
    const key = covered.body.post.coverImageKey ?? "";
    expect(await api.deps.fileStorage.get(key)).not.toBeNull();

    expect((await admin.request(`/api/admin/blog/${en.id}/delete`, { body: {} })).status).toBe(204);
    expect(await api.deps.fileStorage.get(key)).toBeNull();
    expect(await findLivePost(database.db, "en", en.slug)).toBeNull();
    const deleted = await database.db
      .selectFrom("audit_log")
      .select("before_json")
      .where("action", "=", "blog_post_deleted")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(deleted.before_json ?? "{}")).toMatchObject({ slug: en.slug, title: en.title });
  });
});
