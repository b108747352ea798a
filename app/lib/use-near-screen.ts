import { type RefObject, useEffect, useState } from "react";

/**
 * True from the moment an element is within a screen's height of the viewport, or something in it
 * takes focus, and from then on. False on the server and while the page hydrates.
 *
 * For work a part of the page needs only once a reader gets near it: done during the page's load,
 * it competes with the first screen (a form far down the home page built ~660 option elements and
 * loaded ICU's number data, some 30 ms of a desktop core, in its first second). A browser without
 * IntersectionObserver gets true at once.
 */
export function useNearScreen(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      {
        rootMargin: "100% 0px",
      },
    );
    observer.observe(element);
    const onFocus = () => setNear(true);
    element.addEventListener("focusin", onFocus);
    return () => {
      observer.disconnect();
      element.removeEventListener("focusin", onFocus);
    };
  }, [ref, near]);
  return near;
}
