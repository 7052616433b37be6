import type { AlertDeliveryService } from './alert-delivery.service.js';
import type { ProbeService } from './probe.service.js';
import type { StatusEvaluatorService } from './status-evaluator.service.js';

/**
 * The background work of the status feature on one gateway, every `tickMs`: claim and run due probes,
 * judge the minutes that ended, route and send alert deliveries. Each step is safe with any number of
 * gateways (leases, an advisory lock, SKIP LOCKED) and never on a request's path.
 */
export class StatusJobs {
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly parts: { probes: ProbeService; evaluator: StatusEvaluatorService; deliveries: AlertDeliveryService },
    private readonly opts: { enabled: boolean; tickMs: number },
    private readonly onError: (what: string, err: unknown) => void,
  ) {}

  start(): void {
    if (!this.opts.enabled || this.timer) return;
    this.timer = setInterval(() => this.tick(), this.opts.tickMs);
    this.timer.unref();
    this.tick();
  }

  private tick(): void {
    const { probes, evaluator, deliveries } = this.parts;
    // Probes run beside the rest: a hanging upstream holds only its own probe until its timeout.
    void probes.tick().catch((err: unknown) => this.onError('probes', err));
    const judging = evaluator
      .evaluate()
      .catch((err: unknown) => this.onError('minute verdicts', err))
      .then(() => deliveries.tick())
      .catch((err: unknown) => this.onError('alert delivery', err));
    this.inFlight = judging;
  }

  /**
   * Stops the timer and waits for the verdicts and deliveries in flight (before the database closes).
   * Probes still waiting for an upstream are not waited for: their results are dropped (a stop never
   * waits out a hanging upstream), and the next interval probes again on whichever gateway runs.
   */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    this.parts.probes.stop();
    await this.inFlight;
  }
}
