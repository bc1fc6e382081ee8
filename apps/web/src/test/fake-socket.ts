type Listener = (...args: unknown[]) => void;

/** A stand-in for socket.io-client's Socket: tests fire server events with `serverSends`. */
export class FakeSocket {
  readonly options: Record<string, unknown>;
  /** The namespace (or address) given to `io(uri, options)`; undefined for `io(options)`. */
  readonly uri: string | undefined;
  private readonly listeners = new Map<string, Listener[]>();
  connectCalls = 0;
  disconnected = false;

  constructor(options: Record<string, unknown>, uri?: string) {
    this.options = options;
    this.uri = uri;
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

/** For `vi.mock('socket.io-client', ...)`: `io(options)` and `io(namespace, options)` alike. */
export const fakeSocketIoModule = {
  io: (first: string | Record<string, unknown>, second: Record<string, unknown> = {}) => {
    const socket =
      typeof first === 'string' ? new FakeSocket(second, first) : new FakeSocket(first);
    fakeSockets.push(socket);
    return socket;
  },
};
