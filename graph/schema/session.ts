/**
 * The one place a resolver's request sets or clears cookies and changes who it acts as. The auth
 * domain (graph/auth/) is given the device's facts (deviceOf) and hands back outcomes; this module
 * turns them into Set-Cookie headers and the signed-in viewer (docs/decisions/010-domain-services.md).
 */
import { clearedCookieOptions, GOOGLE_COOKIE, REFRESH_COOKIE, refreshCookieOptions } from '../auth/cookies.ts';
import type { Device, SignedIn } from '../auth/device.ts';
import { DEVICE_COOKIE, deviceCookieOptions } from '../auth/devices.ts';
import { GOOGLE_FLOW_SECONDS } from '../auth/google.ts';
import type { Issued } from '../auth/sessions.ts';
import type { Context } from '../context.ts';

/** The device asking, as the domain sees it: its address, browser, cookies and session. */
export function deviceOf(ctx: Context): Device {
  return {
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    deviceCookie: ctx.cookies[DEVICE_COOKIE],
    refreshToken: ctx.cookies[REFRESH_COOKIE],
    sessionId: ctx.sessionId,
    viaApiToken: ctx.apiToken !== null,
  };
}

/**
 * Hands a new session to this device: a device cookie when the account did not know it yet, the
 * refresh token in its HttpOnly cookie, and from here on the request acts as the signed-in user
 * (so the payload may show the viewer).
 */
export function signInHere(ctx: Context, { issued, newDeviceCookie }: Pick<SignedIn, 'issued' | 'newDeviceCookie'>): Issued {
  if (newDeviceCookie) ctx.setCookie(DEVICE_COOKIE, newDeviceCookie, deviceCookieOptions(ctx.config.production));
  ctx.setCookie(REFRESH_COOKIE, issued.refreshToken, refreshCookieOptions(ctx.config.production, issued.expiresAt));
  ctx.viewer = issued.user;
  ctx.sessionId = issued.sessionId;
  return issued;
}

/** Clears this device's refresh cookie (a refused refresh). */
export function forgetRefreshCookie(ctx: Context): void {
  ctx.setCookie(REFRESH_COOKIE, '', clearedCookieOptions(ctx.config.production));
}

/** This device is signed out: its refresh cookie goes and the request acts as nobody. */
export function signOutHere(ctx: Context): void {
  forgetRefreshCookie(ctx);
  ctx.viewer = null;
  ctx.sessionId = null;
}

/** The signed Google sign-in flow this browser started, if any. */
export const googleFlowOf = (ctx: Context): string | undefined => ctx.cookies[GOOGLE_COOKIE];

/** Keeps a started Google sign-in flow in a short-lived HttpOnly cookie (lax: Google redirects back). */
export function keepGoogleFlow(ctx: Context, flow: string): void {
  ctx.setCookie(GOOGLE_COOKIE, flow, { httpOnly: true, sameSite: 'lax', secure: ctx.config.production, maxAge: GOOGLE_FLOW_SECONDS });
}

/** The Google flow is spent. */
export function forgetGoogleFlow(ctx: Context): void {
  ctx.setCookie(GOOGLE_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure: ctx.config.production, maxAge: 0 });
}
