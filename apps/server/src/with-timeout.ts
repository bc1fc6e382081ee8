/** `promise`, or a rejection naming `what` once `timeoutMs` has passed without it settling. */
export function withTimeout<T>(promise: Promise<T>, timeoutMs: number, what = 'it'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
