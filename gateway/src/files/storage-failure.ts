import { Logger } from '@nestjs/common';

import { errorMessage, unavailable } from '@dating/server';
import { MessageCode } from '@dating/contracts';

const logger = new Logger('ObjectStorage');

/**
 * Work on the object store, whose failure (unreachable, refusing) is UNAVAILABLE with `message`:
 * a 503 the member can try again later, not a 500. The cause goes to the log.
 */
export async function fromStorage<Result>(
  work: () => Promise<Result>,
  message: MessageCode = MessageCode.serviceUnavailable,
): Promise<Result> {
  try {
    return await work();
  } catch (error) {
    logger.warn({ msg: 'object storage failed', error: errorMessage(error) });
    throw unavailable(message);
  }
}
