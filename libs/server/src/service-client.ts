import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import { ErrorCode, isServiceError, Messages } from '@dating/contracts';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { ServiceException } from './errors';
import { type NatsConnectionOptions } from './nats-connection';

export interface ServiceClientOptions {
  nats: NatsConnectionOptions;
  timeoutMs: number;
}

export const SERVICE_CLIENT_OPTIONS = Symbol('SERVICE_CLIENT_OPTIONS');

/** A failed request as our caller sees it: the service's own error, else UNAVAILABLE. */
function failureOf(error: unknown): ServiceException {
  if (isServiceError(error))
    return new ServiceException(error.code, error.message, error.retryAfterSeconds);
  return new ServiceException(ErrorCode.Unavailable, Messages.serviceUnavailable);
}

/**
 * The one way to ask another service over NATS: every request has a timeout, and an
 * unanswered or unreachable service is UNAVAILABLE, never a hang.
 */
@Injectable()
export class ServiceClient implements OnApplicationShutdown {
  private readonly logger = new Logger('ServiceClient');
  private readonly proxy: ClientProxy;

  constructor(@Inject(SERVICE_CLIENT_OPTIONS) private readonly options: ServiceClientOptions) {
    this.proxy = ClientProxyFactory.create({
      transport: Transport.NATS,
      options: { ...options.nats, maxReconnectAttempts: -1 },
    });
  }

  /** Sends a payload and waits for the answer (calls go through CallClient, which signs them). */
  async send<Result>(
    subject: string,
    payload: unknown,
    timeoutMs = this.options.timeoutMs,
  ): Promise<Result> {
    try {
      return await this.request<Result>(subject, payload, timeoutMs);
    } catch (error) {
      throw failureOf(error);
    }
  }

  /**
   * For a call that changes nothing: a replica that took the request may die before it answers,
   * so the first attempt gets half the time and, left unanswered, is asked once more with the
   * rest. An answered error or no responders at all is final. `payload` is made for each attempt.
   */
  async sendRead<Result>(subject: string, payload: () => unknown): Promise<Result> {
    const deadline = Date.now() + this.options.timeoutMs;
    try {
      return await this.request<Result>(subject, payload(), Math.ceil(this.options.timeoutMs / 2));
    } catch (error) {
      if (!(error instanceof TimeoutError)) throw failureOf(error);
    }
    const leftMs = Math.max(1, deadline - Date.now());
    this.logger.warn({ msg: 'An unanswered read is asked again', subject, leftMs });
    return this.send<Result>(subject, payload(), leftMs);
  }

  private request<Result>(subject: string, payload: unknown, timeoutMs: number): Promise<Result> {
    return firstValueFrom(this.proxy.send<Result>(subject, payload).pipe(timeout(timeoutMs)));
  }

  async isConnected(): Promise<boolean> {
    try {
      await this.proxy.connect();
      return true;
    } catch {
      return false;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.proxy.close();
  }
}
