import type { FastifyInstance } from 'fastify';

/**
 * A browser-like REST client over app.inject: keeps cookies, sends the CSRF header from the
 * csrf_token cookie on writes (as the web app does), and can pose as any client address.
 */
export class RestClient {
  readonly cookies = new Map<string, string>();
  accessToken: string | null = null;
  constructor(
    private readonly app: FastifyInstance,
    public ip = '127.0.0.1',
  ) {}

  async call(method: 'GET' | 'POST', url: string, body?: unknown, options: { csrf?: boolean; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.accessToken) headers.authorization = `Bearer ${this.accessToken}`;
    if (method !== 'GET' && options.csrf !== false && this.cookies.get('csrf_token')) headers['x-csrf-token'] = this.cookies.get('csrf_token')!;
    const response = await this.app.inject({
      method,
      url,
      headers,
      remoteAddress: this.ip,
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    const setCookie = response.headers['set-cookie'];
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair, ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const json = response.body ? JSON.parse(response.body) : null;
    if (json?.access_token) this.accessToken = json.access_token;
    return { status: response.statusCode, body: json, headers: response.headers };
  }

  get = (url: string) => this.call('GET', url);
  post = (url: string, body: unknown = {}, options?: { csrf?: boolean; headers?: Record<string, string> }) => this.call('POST', url, body, options);
}
