import { createClient } from '@redis/client';
import type { Logger } from '../log/createLogger';
import type { Bus, BusHandler, BusTopic, BusTopics } from './Bus';
import { inProcessBus } from './inProcessBus';

const CHANNEL_PREFIX = 'canal:bus:';

/**
 * Split mode: each publication goes through Redis pub/sub to every process, this one included
 * (Redis echoes it back to our subscriber), so a subscriber sees the same events in both modes.
 */
export async function redisBus(url: string, logger: Logger): Promise<Bus> {
  const publisher = createClient({ url });
  const subscriber = publisher.duplicate();
  publisher.on('error', (error: Error) => logger.warn('redis bus error', { error: error.message }));
  subscriber.on('error', (error: Error) => logger.warn('redis bus error', { error: error.message }));
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const local = inProcessBus();
  const subscribed = new Set<string>();

  return {
    async publish<T extends BusTopic>(topic: T, payload: BusTopics[T]) {
      await publisher.publish(CHANNEL_PREFIX + topic, JSON.stringify(payload));
    },
    subscribe<T extends BusTopic>(topic: T, handler: BusHandler<T>) {
      if (!subscribed.has(topic)) {
        subscribed.add(topic);
        void subscriber.subscribe(CHANNEL_PREFIX + topic, (message: string) => {
          void local.publish(topic, JSON.parse(message) as BusTopics[T]);
        });
      }
      return local.subscribe(topic, handler);
    },
    async ping() {
      await publisher.ping();
    },
    async close() {
      await local.close();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
