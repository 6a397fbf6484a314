import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { createLocalJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import {
  authCalls,
  callerSchema,
  emailConfirmedEventSchema,
  ErrorCode,
  sessionsRevokedSchema,
  Subjects,
  tokenAlgorithm,
  tokenIssuer,
  type Caller,
  type SessionCheckResult,
  MessageCode,
} from '@dating/contracts';
import { CallClient, NatsLink, ServiceException } from '@dating/server';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { ExpiringCache } from './expiring-cache';

type KeyResolver = ReturnType<typeof createLocalJWKSet>;

const keyRefreshIntervalMs = 30000;
/** Tokens verified at once at most; beyond it the oldest are verified again on their next use. */
const verifiedTokenLimit = 50000;

const invalidToken = () =>
  new ServiceException(ErrorCode.Unauthenticated, MessageCode.invalidToken);

/** What a call asks of its caller beyond a valid session. */
export interface CallerNeeds {
  /** The account's e-mail address is confirmed (CallDefinition.confirmedEmail). */
  confirmedEmail?: boolean;
}

export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

/** The token of an `Authorization: Bearer` header; without one, 401. */
export function memberToken(authorization: string | undefined): string {
  const token = bearerToken(authorization);
  if (!token) throw new ServiceException(ErrorCode.Unauthenticated, MessageCode.missingToken);
  return token;
}

/**
 * A token whose signature held: whom it names, when it was issued and when it expires (epoch
 * seconds; no expiry when the token names none).
 */
export interface VerifiedToken {
  caller: Caller;
  issuedAt: number;
  expiresAt?: number;
}

/** A session that holds now, and whether its account's e-mail address is confirmed. */
export interface VerifiedSession extends VerifiedToken {
  emailConfirmed: boolean;
}

/** Told the id of a member some of whose sessions just ended (logout, reset, deactivation). */
export type SessionsEndedListener = (userId: number) => void;

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
 * (asked of svc-auth, the only deployable NATS lets answer auth subjects), then svc-auth's word that the account is active and was not reset since,
 * and whether its e-mail address is confirmed. A verified signature holds until the token
 * expires, so it is checked once per token. svc-auth's word is cached for SESSION_CACHE_MS;
 * its auth.sessions.revoked events (logout, reset, deactivation, admin password change) and
 * auth.email.confirmed events void it at once on every replica, and after a NATS reconnect
 * (events may have been missed) every cached word is asked again.
 */
@Injectable()
export class Authenticator implements OnModuleInit {
  private keys?: Promise<KeyResolver>;
  private keysFetchedAt = 0;
  private readonly verifiedTokens: ExpiringCache<VerifiedToken>;
  private readonly sessions: ExpiringCache<SessionCheckResult>;
  /** userId → the instant before which its tokens are void; outlives any check in flight. */
  private readonly revocations: ExpiringCache<number>;
  /** Session ids ended by logout, for as long. */
  private readonly endedSessions: ExpiringCache<true>;
  private readonly sessionsEndedListeners = new Set<SessionsEndedListener>();

  constructor(
    private readonly calls: CallClient,
    private readonly link: NatsLink,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.verifiedTokens = new ExpiringCache<VerifiedToken>(Infinity, verifiedTokenLimit);
    this.sessions = new ExpiringCache<SessionCheckResult>(config.SESSION_CACHE_MS);
    const revocationMs = config.SESSION_CACHE_MS + config.REQUEST_TIMEOUT_MS;
    this.revocations = new ExpiringCache<number>(revocationMs);
    this.endedSessions = new ExpiringCache<true>(revocationMs);
  }

  /** Listening before the gateway answers anything, so no revocation is missed. */
  async onModuleInit(): Promise<void> {
    await this.link.subscribe(Subjects.auth.sessionsRevoked, (data) => {
      const event = sessionsRevokedSchema.safeParse(data);
      if (!event.success) return;
      if ('sessionId' in event.data) this.endSession(event.data.sessionId);
      else this.revoke(event.data.userId, Date.parse(event.data.validAfter));
      for (const listener of this.sessionsEndedListeners) listener(event.data.userId);
    });
    await this.link.subscribe(Subjects.auth.emailConfirmed, (data) => {
      const event = emailConfirmedEventSchema.safeParse(data);
      if (event.success) this.forgetChecks(event.data.userId);
    });
    await this.link.onReconnect(() => this.sessions.clear());
  }

  private revoke(userId: number, validAfterMs: number): void {
    const key = String(userId);
    this.revocations.set(key, Math.max(validAfterMs, this.revocations.get(key) ?? 0));
    this.forgetChecks(userId);
  }

  private forgetChecks(userId: number): void {
    this.sessions.deleteWhere((cached) => cached.startsWith(`${userId}:`));
  }

  private endSession(sessionId: string): void {
    this.endedSessions.set(sessionId, true);
    this.sessions.deleteWhere((cached) => cached.endsWith(`:${sessionId}`));
  }

  /** Calls `listener` whenever sessions of a member end, until the returned stop. */
  onSessionsEnded(listener: SessionsEndedListener): () => void {
    this.sessionsEndedListeners.add(listener);
    return () => this.sessionsEndedListeners.delete(listener);
  }

  /** The caller named by an `Authorization: Bearer` header; without one, 401. */
  async member(authorization: string | undefined, needs: CallerNeeds = {}): Promise<Caller> {
    return this.authenticate(memberToken(authorization), needs);
  }

  /** 401 for a token that does not hold; 403 when the account lacks what `needs` asks. */
  async authenticate(token: string, needs: CallerNeeds = {}): Promise<Caller> {
    return (await this.session(token, needs)).caller;
  }

  /** As `authenticate`, with when the token was issued, expires, and the account's e-mail. */
  async session(token: string, needs: CallerNeeds = {}): Promise<VerifiedSession> {
    const verified = await this.verify(token);
    const session = await this.sessionCheck(verified.caller, verified.issuedAt);
    if (!session.valid) throw invalidToken();
    if (needs.confirmedEmail && !session.emailConfirmed)
      throw new ServiceException(ErrorCode.Forbidden, MessageCode.emailNotConfirmed);
    return { ...verified, emailConfirmed: session.emailConfirmed };
  }

  /** Whether a session verified earlier has since been ended by an event this gateway heard. */
  ended({ caller, issuedAt }: VerifiedToken): boolean {
    return this.revoked(caller, issuedAt);
  }

  private async verify(token: string): Promise<VerifiedToken> {
    const known = this.verifiedTokens.get(token);
    if (known) return known;
    const options = { issuer: tokenIssuer, algorithms: [tokenAlgorithm] };
    try {
      const { payload } = await jwtVerify(token, await this.keyResolver(), options);
      const verified = {
        caller: callerOf(payload),
        issuedAt: payload.iat ?? 0,
        expiresAt: payload.exp,
      };
      if (payload.exp !== undefined)
        this.verifiedTokens.set(token, verified, payload.exp * 1000 - Date.now());
      return verified;
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
    this.verifiedTokens.clear();
    return true;
  }

  private async sessionCheck(caller: Caller, issuedAt: number): Promise<SessionCheckResult> {
    const { userId, sessionId } = caller;
    const refused: SessionCheckResult = { valid: false, emailConfirmed: false };
    if (this.revoked(caller, issuedAt)) return refused;
    const key = `${userId}:${issuedAt}:${sessionId ?? ''}`;
    const cached = this.sessions.get(key);
    if (cached !== undefined) return cached;
    const answer = await this.calls.call(authCalls.sessionCheck, {
      userId,
      issuedAt,
      sessionId,
    });
    if (this.revoked(caller, issuedAt)) return refused;
    this.sessions.set(key, answer);
    return answer;
  }

  private revoked({ userId, sessionId }: Caller, issuedAt: number): boolean {
    if (sessionId && this.endedSessions.get(sessionId)) return true;
    const validAfter = this.revocations.get(String(userId));
    return validAfter !== undefined && issuedAt * 1000 < validAfter;
  }
}
