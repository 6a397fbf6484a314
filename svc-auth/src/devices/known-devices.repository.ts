import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In, type Repository } from 'typeorm';
import { KnownDevice } from './known-device.entity';
import { devicesToForget, hashDeviceId, isRemembered } from './device-rules';

/** The known_device table. */
@Injectable()
export class KnownDevices {
  private readonly devices: Repository<KnownDevice>;

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {
    this.devices = dataSource.getRepository(KnownDevice);
  }

  /** Whether the member logged in from this device within the last 90 days. */
  async isKnown(userId: number, deviceId: string, now: Date): Promise<boolean> {
    const device = await this.devices.findOneBy({ userId, deviceHash: hashDeviceId(deviceId) });
    return isRemembered(device?.lastSeenAt ?? null, now);
  }

  /** The devices the member logged in from that are remembered, last seen first. */
  list(userId: number): Promise<KnownDevice[]> {
    return this.devices.find({ where: { userId }, order: { lastSeenAt: 'DESC' } });
  }

  /** After a successful login: seen now; the oldest beyond the newest 10 are forgotten. */
  remember(userId: number, deviceId: string, now: Date): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const devices = manager.getRepository(KnownDevice);
      await devices.upsert({ userId, deviceHash: hashDeviceId(deviceId), lastSeenAt: now }, [
        'userId',
        'deviceHash',
      ]);
      const forget = devicesToForget(await devices.findBy({ userId }), now);
      if (forget.length > 0) await devices.delete({ userId, deviceHash: In(forget) });
    });
  }
}
