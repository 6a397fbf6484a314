import { connect } from '@nats-io/transport-node';
import { type ServiceHealth } from '@dating/contracts';
import { explainNatsRefusal, type NatsConnectionOptions } from './nats-connection';

/**
 * For container health checks: asks the service's health subject the way Nest's NATS client
 * does and resolves true only when the service and its database are up.
 */
export async function probeHealth(
  nats: NatsConnectionOptions,
  subject: string,
  timeoutMs = 3000,
): Promise<boolean> {
  const connection = await connect({ ...nats, timeout: timeoutMs }).catch((error: unknown) => {
    throw explainNatsRefusal(error, nats);
  });
  try {
    const reply = await connection.request(
      subject,
      JSON.stringify({ pattern: subject, data: {}, id: 'healthcheck' }),
      {
        timeout: timeoutMs,
      },
    );
    const { response } = reply.json<{ response?: ServiceHealth }>();
    return response?.status === 'up';
  } catch {
    return false;
  } finally {
    await connection.close();
  }
}
