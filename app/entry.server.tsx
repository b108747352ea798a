import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { serverContext } from "../server/router-context.server.ts";
import { requestInstance } from "./i18n/i18next-middleware.server.ts";
import { I18nextProvider } from "./i18n/small-react-i18next.tsx";
import { renderDeadline } from "./lib/render-deadline.server.ts";
import { RenderOnlyProvider } from "./lib/render-only.tsx";
import { scriptsAfterFirstPaint } from "./lib/scripts-after-first-paint.server.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { cspNonce, renderOnly } = loadContext.get(serverContext);
  // Crawlers get the complete page in one go; browsers get the shell as soon as it is ready.
  const waitFor =
    isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // A render still running after the stream timeout is aborted so its rejected boundaries are
    // flushed; a finished one releases its deadline at once (React Router's template does the same),
    // or the timer would keep the whole render in memory for 6 s. Set after the call below, since
    // `abort` comes from it; the callbacks that release it run later.
    let deadline: ReturnType<typeof renderDeadline> | undefined;
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={requestInstance(loadContext)}>
        <RenderOnlyProvider data={renderOnly}>
          <ServerRouter context={routerContext} url={request.url} nonce={cspNonce} />
        </RenderOnlyProvider>
      </I18nextProvider>,
      {
        nonce: cspNonce,
        // Boundaries already complete stay in place in the HTML: React would otherwise move large
        // ones out of the shell into hidden blocks revealed by a script, so readers without
        // JavaScript (and crawlers) would get hidden sections.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [waitFor]() {
          shellRendered = true;
          const body = scriptsAfterFirstPaint(cspNonce);
          deadline?.releaseWhenDone(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          deadline?.release();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    deadline = renderDeadline(streamTimeout + 1000, abort);
  });
}
