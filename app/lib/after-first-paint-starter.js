// The starter the server writes after the inert module script of every page
// (scripts-after-first-paint.server.ts), sent as the build minified it (`?minified-script`,
// ADR 0055). A classic script with no import, so it runs before anything else is loaded; its
// syntax is within what our modules need anyway (the build's es2022 target).
// biome-ignore lint/correctness/noUnusedVariables: called by the page, as `(startAfterFirstPaint)(hrefs, safetyDelay, early)`
function startAfterFirstPaint(hrefs, safetyDelay, early) {
  var PRELOADS_PER_TASK = 6;
  var me = document.currentScript;
  var inert = me.previousElementSibling;
  var started = false;
  var held = null;
  me.remove();
  // The last press on a marked button is held until that button has hydrated and asks for it
  // (app/lib/early-clicks.ts). Registered before React's own listener on the document, and stopped
  // here, so React never sees a press that is also pressed again.
  function hold(event) {
    var marked = event.target?.closest?.(`[${early.attribute}]`);
    if (!marked) return;
    held = marked;
    event.stopImmediatePropagation();
  }
  document.addEventListener("click", hold, true);
  window[early.global] = (element) => {
    if (held !== element) return;
    held = null;
    element.click();
  };
  function start() {
    if (started) return;
    started = true;
    addPreloads(0);
  }
  // A few preloads per task, then the module script in a task of its own: starting a fetch
  // costs the main thread, and input should not wait for twenty of them in a row.
  function addPreloads(from) {
    var links = document.createDocumentFragment();
    hrefs.slice(from, from + PRELOADS_PER_TASK).forEach((href) => {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      links.appendChild(link);
    });
    document.head.appendChild(links);
    setTimeout(
      from + PRELOADS_PER_TASK < hrefs.length
        ? () => {
            addPreloads(from + PRELOADS_PER_TASK);
          }
        : addModuleScript,
      0,
    );
  }
  function addModuleScript() {
    var live = document.createElement("script");
    live.type = "module";
    live.nonce = inert.nonce;
    live.textContent = inert.textContent;
    inert.replaceWith(live);
  }
  if (document.visibilityState === "hidden") return start();
  setTimeout(start, safetyDelay);
  if (window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf("paint") >= 0) {
    new PerformanceObserver((list) => {
      list.getEntries().forEach((entry) => {
        if (entry.name === "first-contentful-paint") setTimeout(start, 0);
      });
    }).observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(() => {
      setTimeout(start, 0);
    });
  }
}
