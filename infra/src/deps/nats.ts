import { connect } from 'nats';
import { describeError } from './local.js';

/** Null when the server answers with JetStream enabled, else why not. */
export async function natsAnswers(natsUrl: string): Promise<string | null> {
  try {
    const nc = await connect({ servers: natsUrl, reconnect: false, timeout: 2000 });
    try {
      const jsm = await nc.jetstreamManager({ timeout: 2000 });
      await jsm.getAccountInfo();
      return null;
    } catch (error) {
      return `JetStream is not available (start nats-server with -js): ${describeError(error)}`;
    } finally {
      await nc.close();
    }
  } catch (error) {
    return describeError(error);
  }
}
