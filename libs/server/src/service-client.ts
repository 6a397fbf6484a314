import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
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

/**
 * The one way to ask another service over NATS: every request has a timeout, and an
 * unanswered or unreachable service is UNAVAILABLE, never a hang.
 */
@Injectable()
export class ServiceClient implements OnApplicationShutdown {
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
      return await firstValueFrom(
        this.proxy.send<Result>(subject, payload).pipe(timeout(timeoutMs)),
      );
    } catch (error) {
      if (isServiceError(error))
        throw new ServiceException(error.code, error.message, error.retryAfterSeconds);
      if (error instanceof TimeoutError) {
        throw new ServiceException(ErrorCode.Unavailable, Messages.serviceUnavailable);
      }
      throw new ServiceException(ErrorCode.Unavailable, Messages.serviceUnavailable);
    }
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
