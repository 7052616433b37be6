import { type ExecutionArgs, type ExecutionResult, getOperationAST, Kind, print } from 'graphql';
import { graphqlCjs } from './graphql-cjs.js';

const { subscribe: graphqlSubscribe } = graphqlCjs;

type Result = ExecutionResult;
type SubscribeOutcome = AsyncGenerator<Result, void, void> | Result;

/** Subscribers served per event-loop turn when a result fans out. */
const FANOUT_CHUNK = 500;

/** A slow subscriber keeps at most this many undelivered results; older ones are dropped (samples go stale). */
const MAX_BACKLOG = 4;

/** One subscriber's view of a shared stream: a small push queue that graphql-ws iterates. */
class Member implements AsyncIterableIterator<Result> {
  private backlog: Result[] = [];
  private waiting: ((r: IteratorResult<Result>) => void) | undefined;
  private ended = false;

  constructor(private readonly onLeave: (m: Member) => void) {}

  push(value: Result): void {
    if (this.ended) return;
    const w = this.waiting;
    if (w) {
      this.waiting = undefined;
      w({ value, done: false });
      return;
    }
    if (this.backlog.length >= MAX_BACKLOG) this.backlog.shift();
    this.backlog.push(value);
  }

  end(): void {
    this.ended = true;
    const w = this.waiting;
    this.waiting = undefined;
    w?.({ value: undefined, done: true });
  }

  next(): Promise<IteratorResult<Result>> {
    const value = this.backlog.shift();
    if (value) return Promise.resolve({ value, done: false });
    if (this.ended) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => (this.waiting = resolve));
  }

  return(): Promise<IteratorResult<Result>> {
    this.backlog = [];
    this.end();
    this.onLeave(this);
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(err: unknown): Promise<IteratorResult<Result>> {
    void this.return();
    return Promise.reject(err);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}

/** One execution of a subscription operation whose results every member receives. */
class Hub {
  private readonly members = new Set<Member>();
  private source: AsyncGenerator<Result, void, void> | undefined;
  private closed = false;
  /** null once streaming; the refusal (errors) when the subscription could not start. */
  private readonly ready: Promise<Result | null>;

  constructor(
    private readonly args: ExecutionArgs,
    private readonly onClosed: () => void,
  ) {
    this.ready = Promise.resolve(graphqlSubscribe(args)).then((outcome) => {
      if (!isAsyncGenerator(outcome)) {
        this.close();
        return outcome;
      }
      this.source = outcome;
      void this.pump(outcome);
      return null;
    });
  }

  async join(): Promise<SubscribeOutcome> {
    const refused = await this.ready;
    if (refused) return refused;
    // Closed between creation and this join (everyone left): run this one on its own.
    if (this.closed) return graphqlSubscribe(this.args) as Promise<SubscribeOutcome>;
    const member = new Member((m) => this.leave(m));
    this.members.add(member);
    return member as unknown as AsyncGenerator<Result, void, void>;
  }

  private async pump(source: AsyncGenerator<Result, void, void>): Promise<void> {
    try {
      for await (const result of source) await this.broadcast(result);
    } finally {
      for (const m of this.members) m.end();
      this.close();
    }
  }

  /**
   * Hands the result to every member, FANOUT_CHUNK at a time: each chunk's sends run in the microtasks
   * that follow it, then the event loop gets a turn, so HTTP requests are not held up by a long burst.
   */
  private async broadcast(result: Result): Promise<void> {
    const members = [...this.members];
    for (let i = 0; i < members.length; i += FANOUT_CHUNK) {
      if (i > 0) await new Promise<void>((resolve) => setImmediate(resolve));
      for (const m of members.slice(i, i + FANOUT_CHUNK)) m.push(result);
    }
  }

  private leave(m: Member): void {
    this.members.delete(m);
    if (this.members.size === 0) {
      this.close();
      void this.source?.return(undefined);
    }
  }

  private close(): void {
    if (this.closed) return;
    this.closed = true;
    this.onClosed();
  }
}

function isAsyncGenerator(v: unknown): v is AsyncGenerator<Result, void, void> {
  return typeof v === 'object' && v !== null && Symbol.asyncIterator in v;
}

/**
 * graphql-ws `subscribe` that runs one execution per distinct (document, operation, variables) of the
 * listed root fields and hands every subscriber the same results: a tick costs one resolve per distinct
 * query, not one per subscriber. Only for fields whose results are the same for every caller (they read
 * neither the context nor the user); anything else is executed per subscriber as usual.
 */
export function createSubscriptionFanout(sharedFields: readonly string[]) {
  const shareable = new Set(sharedFields);
  const hubs = new Map<string, Hub>();

  const keyOf = (args: ExecutionArgs): string | null => {
    const op = getOperationAST(args.document, args.operationName);
    if (!op || op.operation !== 'subscription') return null;
    const onlyShared = op.selectionSet.selections.every(
      (s) => s.kind === Kind.FIELD && shareable.has(s.name.value),
    );
    if (!onlyShared) return null;
    return `${args.operationName ?? ''}\n${JSON.stringify(args.variableValues ?? {})}\n${print(args.document)}`;
  };

  return {
    subscribe(args: ExecutionArgs): Promise<SubscribeOutcome> | SubscribeOutcome {
      const key = keyOf(args);
      if (key === null) return graphqlSubscribe(args) as Promise<SubscribeOutcome>;
      let hub = hubs.get(key);
      if (!hub) {
        const created: Hub = new Hub(args, () => {
          if (hubs.get(key) === created) hubs.delete(key);
        });
        hubs.set(key, created);
        hub = created;
      }
      return hub.join();
    },
    /** Distinct shared executions running now (for tests and diagnostics). */
    get executions(): number {
      return hubs.size;
    },
  };
}
