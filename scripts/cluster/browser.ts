import type { Instance } from "./instance.ts";

export type Sent = {
  method?: string;
  /** A JSON body (sent as application/json). */
  json?: unknown;
  /** A multipart or URL-encoded body, sent as it is. */
  body?: FormData | URLSearchParams;
  headers?: Record<string, string>;
  /** Send no cookies (an anonymous visit from the same client). */
  anonymous?: boolean;
};

/**
 * One visitor's browser, talking to either instance: its own cookie jar (cookies ignore the port,
 * so a cookie set by A goes to B, as behind one public address) and its own client address, given
 * as X-Forwarded-For (the instances run with TRUST_PROXY=true, as behind a load balancer). Writes
 * carry the Origin of the instance they go to, as a browser on that page would send.
 */
export class Browser {
  readonly jar = new Map<string, string>();
  readonly ip: string;

  constructor(ip: string) {
    this.ip = ip;
  }

  cookieHeader(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async request(instance: Instance, path: string, sent: Sent = {}): Promise<Response> {
    const method = sent.method ?? (sent.json === undefined && sent.body === undefined ? "GET" : "POST");
    const headers: Record<string, string> = {
      "accept-language": "en",
      "x-forwarded-for": this.ip,
      ...(method === "GET" || method === "HEAD" ? {} : { origin: instance.base }),
      ...(sent.json === undefined ? {} : { "content-type": "application/json" }),
      ...(this.jar.size && !sent.anonymous ? { cookie: this.cookieHeader() } : {}),
      ...sent.headers,
    };
    const response = await fetch(`${instance.base}${path}`, {
      method,
      headers,
      body: sent.json === undefined ? sent.body : JSON.stringify(sent.json),
      redirect: "manual",
      signal: AbortSignal.timeout(20_000),
    });
    if (!sent.anonymous) this.keepCookies(response);
    return response;
  }

  /** The answer's JSON with its status (the body read whatever the status). */
  async json<T>(instance: Instance, path: string, sent: Sent = {}): Promise<{ status: number; body: T }> {
    const response = await this.request(instance, path, sent);
    const text = await response.text();
    let body: T;
    try {
      body = JSON.parse(text) as T;
    } catch {
      body = { text } as T;
    }
    return { status: response.status, body };
  }

  private keepCookies(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1);
      if (/max-age=0\b/i.test(cookie) || /expires=Thu, 01 Jan 1970/i.test(cookie) || value === "")
        this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }
}

let nextAddress = 1;

/** A client address of its own (198.51.x.y, as a proxy would report it), so each visitor has its own limits. */
export function freshIp(): string {
  const n = nextAddress++;
  return `198.51.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}
