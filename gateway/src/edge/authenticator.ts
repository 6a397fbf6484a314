import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { createLocalJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import {
  authCalls,
  callerSchema,
  ErrorCode,
  Messages,
  sessionsRevokedSchema,
  Subjects,
  tokenAlgorithm,
  tokenIssuer,
  type Caller,
} from '@dating/contracts';
import { CallClient, NatsLink, ServiceException } from '@dating/server';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { ExpiringCache } from './session-cache';

type KeyResolver = ReturnType<typeof createLocalJWKSet>;

const keyRefreshIntervalMs = 30000;

const invalidToken = () => new ServiceException(ErrorCode.Unauthenticated, Messages.invalidToken);

export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

function callerOf(payload: JWTPayload): Caller {
  const parsed = callerSchema.safeParse({
    userId: Number(payload.sub),
    username: payload.username,
    role: payload.role,
    sessionId: payload.jti,
  });
  if (!parsed.success) throw invalidToken();
  return parsed.data;
}

/**
 * Turns a bearer token into the verified caller: the signature with svc-auth's public keys
 * (asked of svc-auth, the only deployable NATS lets answer auth subjects), then svc-auth's word that the account is active and was not reset since.
 * That word is cached briefly; svc-auth's auth.sessions.revoked events (logout, reset, admin
 * password change) void it at once on every replica.
 */
@Injectable()
export class Authenticator implements OnModuleInit {
  private keys?: Promise<KeyResolver>;
  private keysFetchedAt = 0;
  private readonly sessions: ExpiringCache<boolean>;
  /** userId → the instant before which its tokens are void; outlives any check in flight. */
  private readonly revocations: ExpiringCache<number>;
  /** Session ids ended by logout, for as long. */
  private readonly endedSessions: ExpiringCache<true>;

  constructor(
    private readonly calls: CallClient,
    private readonly link: NatsLink,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.sessions = new ExpiringCache<boolean>(config.SESSION_CACHE_MS);
    const revocationMs = config.SESSION_CACHE_MS + config.REQUEST_TIMEOUT_MS;
    this.revocations = new ExpiringCache<number>(revocationMs);
    this.endedSessions = new ExpiringCache<true>(revocationMs);
  }

  /** Listening before the gateway answers anything, so no revocation is missed. */
  onModuleInit(): Promise<void> {
    return this.link.subscribe(Subjects.auth.sessionsRevoked, (data) => {
      const event = sessionsRevokedSchema.safeParse(data);
      if (!event.success) return;
      if ('sessionId' in event.data) this.endSession(event.data.sessionId);
      else this.revoke(event.data.userId, Date.parse(event.data.validAfter));
    });
  }

  private revoke(userId: number, validAfterMs: number): void {
    const key = String(userId);
    this.revocations.set(key, Math.max(validAfterMs, this.revocations.get(key) ?? 0));
    this.sessions.deleteWhere((cached) => cached.startsWith(`${userId}:`));
  }

  private endSession(sessionId: string): void {
    this.endedSessions.set(sessionId, true);
    this.sessions.deleteWhere((cached) => cached.endsWith(`:${sessionId}`));
  }

  /** The caller named by an `Authorization: Bearer` header; without one, 401. */
  async member(authorization: string | undefined): Promise<Caller> {
    const token = bearerToken(authorization);
    if (!token) throw new ServiceException(ErrorCode.Unauthenticated, Messages.missingToken);
    return this.authenticate(token);
  }

  async authenticate(token: string): Promise<Caller> {
    const payload = await this.verify(token);
    const caller = callerOf(payload);
    if (!(await this.sessionValid(caller, payload.iat ?? 0))) throw invalidToken();
    return caller;
  }

  private async verify(token: string): Promise<JWTPayload> {
    const options = { issuer: tokenIssuer, algorithms: [tokenAlgorithm] };
    try {
      return (await jwtVerify(token, await this.keyResolver(), options)).payload;
    } catch (error) {
      if (error instanceof errors.JWKSNoMatchingKey && this.refreshKeys()) {
        return this.verify(token);
      }
      if (error instanceof ServiceException) throw error;
      throw invalidToken();
    }
  }

  private keyResolver(): Promise<KeyResolver> {
    this.keys ??= this.calls
      .call(authCalls.keysGet, {})
      .then((set) => {
        this.keysFetchedAt = Date.now();
        return createLocalJWKSet(set);
      })
      .catch((error: unknown) => {
        this.keys = undefined;
        throw error;
      });
    return this.keys;
  }

  /** A token signed by a key we have not seen: svc-auth may have a new one (once per 30 s). */
  private refreshKeys(): boolean {
    if (Date.now() - this.keysFetchedAt < keyRefreshIntervalMs) return false;
    this.keys = undefined;
    this.keysFetchedAt = Date.now();
    return true;
  }

  private async sessionValid(caller: Caller, issuedAt: number): Promise<boolean> {
    const { userId, sessionId } = caller;
    if (this.revoked(caller, issuedAt)) return false;
    const key = `${userId}:${issuedAt}:${sessionId ?? ''}`;
    const cached = this.sessions.get(key);
    if (cached !== undefined) return cached;
    const { valid } = await this.calls.call(authCalls.sessionCheck, {
      userId,
      issuedAt,
      sessionId,
    });
    if (this.revoked(caller, issuedAt)) return false;
    this.sessions.set(key, valid);
    return valid;
  }

  private revoked({ userId, sessionId }: Caller, issuedAt: number): boolean {
    if (sessionId && this.endedSessions.get(sessionId)) return true;
    const validAfter = this.revocations.get(String(userId));
    return validAfter !== undefined && issuedAt * 1000 < validAfter;
  }
}
