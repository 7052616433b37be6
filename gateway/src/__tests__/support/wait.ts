/**
 * Waits until `check` holds: the condition is the event waited for (a row written, a message heard,
 * a subscription started), never a fixed sleep. Fails with `what` when it does not hold within `ms`.
 */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  what: string,
  ms = 15_000,
): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    if (await check()) return;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Resolves once the server has started `n` more GraphQL websocket operations than `before`. */
export function subscriptionsStarted(
  server: { app: { ws: { operationsStarted(): number } } },
  before: number,
  n = 1,
): Promise<void> {
  return waitFor(
    () => server.app.ws.operationsStarted() >= before + n,
    `${n} subscription(s) to start on the server`,
  );
}
