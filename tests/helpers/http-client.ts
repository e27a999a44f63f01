/**
 * A tiny browser stand-in for API tests: keeps cookies, sends the same-origin headers the SPA
 * sends, and returns status, headers and parsed JSON.
 */
export class HttpClient {
  private cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly defaults: { csrf?: boolean; origin?: string | null; forwardedFor?: string } = {},
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  clearCookies() {
    this.cookies.clear();
  }

  async request(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const allHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
    if (this.defaults.csrf !== false) allHeaders['X-Requested-With'] ??= 'grayline';
    if (this.defaults.origin !== null) allHeaders.Origin ??= this.defaults.origin ?? this.baseUrl;
    if (this.defaults.forwardedFor) allHeaders['X-Forwarded-For'] ??= this.defaults.forwardedFor;
    const cookie = this.cookieHeader();
    if (cookie) allHeaders.Cookie = cookie;
    let payload: string | undefined;
    if (body !== undefined) {
      payload = typeof body === 'string' ? body : JSON.stringify(body);
      allHeaders['Content-Type'] ??= 'application/json';
    }
    const response = await fetch(this.baseUrl + url, { method, headers: allHeaders, body: payload, redirect: 'manual' });
    for (const raw of response.headers.getSetCookie()) {
      const [pair, ...attributes] = raw.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired = attributes.some((a) => /max-age=0/i.test(a) || /expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, json, text };
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, undefined, headers);
  }
  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', url, body ?? {}, headers);
  }
  put(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('PUT', url, body ?? {}, headers);
  }
  delete(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('DELETE', url, body, headers);
  }
}
