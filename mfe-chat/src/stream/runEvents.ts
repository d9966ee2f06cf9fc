import { io, type Socket } from 'socket.io-client';
import { CHAT_NAMESPACE, CHAT_SOCKET_EVENT, CHAT_SOCKET_PATH, chatSocketEventSchema, type ChatSocketEvent } from '@canal/contracts/chat';

export type RunEventListener = (event: ChatSocketEvent) => void;

/**
 * The page's one socket to the runs of its member (namespace /chat, the session cookie): each view
 * listens to the events of its discussion, and reads view_thread again when the socket (re)connects.
 * While the socket is down, nothing is lost: the views keep polling view_thread (spec 001, every 3 s).
 */
export class RunEvents {
  private readonly listeners = new Set<RunEventListener>();
  private readonly reconnected = new Set<() => void>();
  private readonly socket: Socket;

  constructor(connect: typeof io = io) {
    this.socket = connect(CHAT_NAMESPACE, { path: CHAT_SOCKET_PATH, withCredentials: true, reconnectionDelayMax: 10_000 });
    this.socket.on(CHAT_SOCKET_EVENT, (raw: unknown) => {
      const event = chatSocketEventSchema.safeParse(raw);
      if (event.success) for (const listener of this.listeners) listener(event.data);
    });
    this.socket.on('connect', () => this.reconnected.forEach((listener) => listener()));
    this.socket.on('connect_error', (error) => console.warn('GPTPubMed socket :', error.message));
  }

  /** Every event of the member's runs; answers the function that stops listening. */
  listen(listener: RunEventListener, onConnect: () => void): () => void {
    this.listeners.add(listener);
    this.reconnected.add(onConnect);
    return () => {
      this.listeners.delete(listener);
      this.reconnected.delete(onConnect);
    };
  }

  close(): void {
    this.socket.close();
  }
}
