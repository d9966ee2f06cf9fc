import { EventEmitter } from 'node:events';
import type { Bus, BusHandler, BusTopic, BusTopics } from './Bus';

/** All-in-one mode: every service lives in this process, so an event emitter is the whole bus. */
export function inProcessBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish<T extends BusTopic>(topic: T, payload: BusTopics[T]) {
      // A subscriber must not make the publisher fail: the same guarantee as over Redis.
      for (const listener of emitter.listeners(topic)) {
        try {
          (listener as BusHandler<T>)(payload);
        } catch {
          /* the subscriber logs its own failures */
        }
      }
      return Promise.resolve();
    },
    subscribe<T extends BusTopic>(topic: T, handler: BusHandler<T>) {
      emitter.on(topic, handler);
      return () => emitter.off(topic, handler);
    },
    // Nothing to reach: the bus is this process.
    async ping() {},
    close() {
      emitter.removeAllListeners();
      return Promise.resolve();
    },
  };
}
