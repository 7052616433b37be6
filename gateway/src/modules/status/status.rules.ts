/**
 * The status page's rules, pure so the evaluator, the reads and the tests share one definition.
 *
 * A minute of an API is *measured* when it had a probe or at least one real call, and then:
 * - **down** when most of its probes failed (a probe fails on no answer, a timeout, a refusal by the
 *   SSRF guard or an answer ≥ 500), or when it had at least `minCalls` real calls and more than half of
 *   them failed (the call roll-ups' `failed`: status ≥ 400, timeouts and unreachable upstreams);
 * - **maintenance** when it lies wholly in a maintenance window (neither up nor down: left out of uptime);
 *   a minute a window covers only in part is judged like any other, so a window hides no outage outside
 *   the time it announced (windows are scheduled in whole minutes: `wholeMinutesOf`);
 * - **up** otherwise.
 * Uptime over a period = up minutes ÷ (up + down minutes); no measured minute → no figure.
 *
 * Hysteresis (one incident per outage, no flapping): an incident opens after `openAfter` down minutes
 * in a row (it starts at the first of them) and closes after `closeAfter` up minutes in a row (it ends
 * at the first of them). Minutes without data and maintenance minutes do not break a run.
 */
export type MinuteState = 'up' | 'down' | 'maintenance';

export interface MinuteFacts {
  calls: number;
  failed: number;
  probes: number;
  probesFailed: number;
  inMaintenance: boolean;
}

export interface Hysteresis {
  openAfter: number;
  closeAfter: number;
  minCalls: number;
}

/** The verdict on one minute, or null when nothing measured it. */
export function judgeMinute(m: MinuteFacts, rule: Pick<Hysteresis, 'minCalls'>): MinuteState | null {
  if (m.probes === 0 && m.calls === 0) return null;
  if (m.inMaintenance) return 'maintenance';
  const probesDown = m.probes > 0 && m.probesFailed * 2 > m.probes;
  const callsDown = m.calls >= rule.minCalls && m.failed * 2 > m.calls;
  return probesDown || callsDown ? 'down' : 'up';
}

/** Where an API's runs stand between minutes (`status_tracker`). */
export interface Runs {
  downRun: number;
  upRun: number;
  firstDown: Date | null;
  firstUp: Date | null;
}

export type RunEvent = { open: Date } | { close: Date } | null;

/**
 * Moves the runs by one judged minute. `open` says whether an incident is open now. Returns the new
 * runs and whether an incident opens (from the first down minute) or closes (at the first up minute).
 */
export function stepRuns(runs: Runs, state: MinuteState, minute: Date, open: boolean, rule: Hysteresis): { runs: Runs; event: RunEvent } {
  if (state === 'maintenance') return { runs, event: null };
  if (state === 'down') {
    const next: Runs = { downRun: runs.downRun + 1, upRun: 0, firstDown: runs.downRun === 0 ? minute : runs.firstDown, firstUp: null };
    if (!open && next.downRun >= rule.openAfter) return { runs: next, event: { open: next.firstDown ?? minute } };
    return { runs: next, event: null };
  }
  const next: Runs = { downRun: 0, upRun: runs.upRun + 1, firstDown: null, firstUp: runs.upRun === 0 ? minute : runs.firstUp };
  if (open && next.upRun >= rule.closeAfter) return { runs: next, event: { close: next.firstUp ?? minute } };
  return { runs: next, event: null };
}

/** Percent with two decimals, or null without measured minutes. */
export function uptimePercent(up: number, down: number): number | null {
  const measured = up + down;
  return measured === 0 ? null : Math.floor((up / measured) * 10000) / 100;
}

export const PROBE_INTERVAL_RANGE = { min: 30, max: 3600 } as const;

/** What the page says about an API right now. */
export const CURRENT_STATES = ['operational', 'degraded', 'outage', 'maintenance', 'unknown'] as const;
export type CurrentState = (typeof CURRENT_STATES)[number];
/** An incident is open until it is resolved. */
export const INCIDENT_STATES = ['open', 'resolved'] as const;
/** A delivery to an alert channel: pending (retries left), sent or failed. */
export const DELIVERY_STATES = ['pending', 'sent', 'failed'] as const;

/** The kinds of events alert channels can route (quota and deprecation: emitted by later features). */
export const ALERT_EVENT_KINDS = ['incident', 'interface_alert', 'shutdown', 'quota', 'deprecation'] as const;
export type AlertEventKind = (typeof ALERT_EVENT_KINDS)[number];

export const CHANNEL_KINDS = ['webhook', 'dingtalk', 'feishu', 'wecom', 'email'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

export const INCIDENT_PHASES = ['investigating', 'identified', 'monitoring', 'resolved'] as const;
export type IncidentPhase = (typeof INCIDENT_PHASES)[number];

/** Backoff of a failed delivery: 10 s, 30 s, 2 min, 10 min, 30 min, then 1 h. */
export function retryDelaySeconds(attempt: number): number {
  const steps = [10, 30, 120, 600, 1800];
  return steps[attempt - 1] ?? 3600;
}

const MINUTE_MS = 60_000;

/**
 * A maintenance window as it is stored and judged: its start rounded up and its end rounded down to whole
 * minutes (UTC), so that it covers only minutes wholly inside what was announced — the status page judges
 * per minute, and a window must never silence an outage in a minute it only partly covered. Empty (the end
 * not after the start) when the times hold no whole minute.
 */
export function wholeMinutesOf(startsAt: Date, endsAt: Date): { startsAt: Date; endsAt: Date } {
  return {
    startsAt: new Date(Math.ceil(startsAt.getTime() / MINUTE_MS) * MINUTE_MS),
    endsAt: new Date(Math.floor(endsAt.getTime() / MINUTE_MS) * MINUTE_MS),
  };
}
