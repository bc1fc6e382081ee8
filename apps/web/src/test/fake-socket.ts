type Listener = (...args: unknown[]) => void;

/** A stand-in for socket.io-client's Socket: tests fire server events with `serverSends`. */
export class FakeSocket {
  readonly options: Record<string, unknown>;
  private readonly listeners = new Map<string, Listener[]>();
  connectCalls = 0;
  disconnected = false;

  constructor(options: Record<string, unknown>) {
    this.options = options;
  }

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  serverSends(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }

  connect(): this {
    this.connectCalls += 1;
    return this;
  }

  disconnect(): this {
    this.disconnected = true;
    return this;
  }

  removeAllListeners(): this {
    this.listeners.clear();
    return this;
  }
}

export const fakeSockets: FakeSocket[] = [];

/** For `vi.mock('socket.io-client', ...)`. */
export const fakeSocketIoModule = {
  io: (options: Record<string, unknown>) => {
    const socket = new FakeSocket(options);
    fakeSockets.push(socket);
    return socket;
  },
};
