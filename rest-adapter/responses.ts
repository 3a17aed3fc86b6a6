/** A REST route's answer, and the spec's two envelopes: { success: true, data } and { success: false, error }. */
export interface RestResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export const ok = (data: unknown, status = 200): RestResponse => ({ status, body: { success: true, data } });
export const fail = (status: number, error: string): RestResponse => ({ status, body: { success: false, error } });
