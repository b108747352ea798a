import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { serverContext } from "../server/router-context.server.ts";
import { getI18n } from "./i18n/i18next-middleware.server.ts";
import { scriptsAfterFirstPaint } from "./lib/scripts-after-first-paint.server.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { cspNonce } = loadContext.get(serverContext);
  // Crawlers get the complete page in one go; browsers get the shell as soon as it is ready.
  const waitFor =
    isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // A render still running after the stream timeout is aborted so its rejected boundaries are
    // flushed. The timer must be cleared once the page is written (or the visitor has gone): a
    // pending timer holds `abort`, hence React's whole render, the request, its i18next instance
    // and its socket, for the full 6 s after every page, so under load thousands of finished
    // renders stayed in the heap (React Router's own template clears it the same way).
    let abortTimer: ReturnType<typeof setTimeout> | undefined;
    const stopAbortTimer = () => clearTimeout(abortTimer);
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={getI18n(loadContext)}>
        <ServerRouter context={routerContext} url={request.url} nonce={cspNonce} />
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
          // "finish": React has written the whole page; "close": the stream ended or was destroyed.
          body.once("finish", stopAbortTimer).once("close", stopAbortTimer);
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
          stopAbortTimer();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    abortTimer = setTimeout(abort, streamTimeout + 1000);
  });
}
