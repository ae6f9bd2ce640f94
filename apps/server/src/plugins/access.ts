import { API_ERROR_CODES, mayEnterPortal, messages } from '@toolbox/domain';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError, permissionDenied, unauthenticated } from '../lib/errors';
import type { AuthService, SignedInUser } from '../modules/auth/auth.service';

/** Who may call a route. Every /api route must say; a route that does not is refused at start. */
export type Access = 'public' | 'user' | 'admin';

export type RouteAccess = { method: string; url: string; access: Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The route stays open to a user who signed in with a temporary password and has not chosen
     * their own yet (the session, sign-out, choosing the password); every other route answers 403.
     */
    beforePasswordChange?: boolean;
    /**
     * The route stays open to an administrator who must set up two-factor sign-in and has not yet
     * (the session, sign-out, setting it up; decision 030); every other route answers 403.
     */
    beforeTwoFactorSetup?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, set by the access check on every non-public route. */
    user: SignedInUser | null;
    /** The id of the session behind the request, with `user`. */
    sessionId: string | null;
  }
  interface FastifyInstance {
    /** Every /api route with its access level: the role-matrix tests are generated from it. */
    routeAccess: RouteAccess[];
  }
}

/** Turns Node's request headers into the Fetch API Headers better-auth reads. */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return headers;
}

/** The signed-in user of a route whose access level guarantees one. */
export function requireUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/**
 * Checks the session and role on the server for every call, before the body is even parsed:
 * anonymous → 401, a non-administrator on an admin route → 403.
 */
export function registerAccessControl(app: FastifyInstance, auth: AuthService): void {
  app.decorate('routeAccess', [] as RouteAccess[]);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRoute', (route: RouteOptions) => {
    const url = route.url;
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access)
      throw new Error(`Route ${String(route.method)} ${url} does not declare its access`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.routeAccess.push({ method, url, access });
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const resolved = await auth.resolveSession(toFetchHeaders(request)).catch((error: unknown) => {
      // The refusal must also clear the browser's dead cookie.
      if (error instanceof AppError) reply.header('set-cookie', expiredSessionCookies(request));
      throw error;
    });
    if (!resolved) throw unauthenticated();
    if (resolved.cookies.length > 0) reply.header('set-cookie', resolved.cookies);
    request.user = resolved.user;
    request.sessionId = resolved.sessionId;
    if (resolved.user.mustChangePassword && !request.routeOptions.config.beforePasswordChange) {
      throw new AppError(
        403,
        API_ERROR_CODES.passwordChangeRequired,
        messages.password.changeRequired,
      );
    }
    if (resolved.twoFactorSetupRequired && !request.routeOptions.config.beforeTwoFactorSetup) {
      throw new AppError(
        403,
        API_ERROR_CODES.twoFactorSetupRequired,
        messages.twoFactor.setupRequired,
      );
    }
    if (access === 'admin' && !mayEnterPortal(resolved.user.role)) throw permissionDenied();
  });
}

function expiredSessionCookies(request: FastifyRequest): string[] {
  const names = Object.keys(parseCookieNames(request.headers.cookie ?? '')).filter((n) =>
    n.includes('toolbox.session'),
  );
  // A browser ignores a `__Secure-` cookie set without `Secure`, clearing it included.
  return names.map(
    (n) =>
      `${n}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${n.startsWith('__Secure-') ? '; Secure' : ''}`,
  );
}

function parseCookieNames(header: string): Record<string, true> {
  const names: Record<string, true> = {};
  for (const part of header.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) names[name] = true;
  }
  return names;
}

/** Who is acting in a request, for the audit log: the signed-in user and their address. */
export function requestActor(request: FastifyRequest): { id: string; email: string; ip: string } {
  const user = requireUser(request);
  return { id: user.id, email: user.email, ip: request.ip };
}
