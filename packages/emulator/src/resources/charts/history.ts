// The week of history before the last 24 h 30 min of the demo telemetry (telemetry.ts documents
// both): what makes a 7-day alert backtest meaningful. Minutes are counted back from the anchor as in
// telemetry.ts; this file covers minutes RECENT_MINUTES .. HISTORY_MINUTES - 1, and only patterns
// live here, so the last 24 h 30 min stay exactly as they were before the week existed.
//
// Every pattern repeats on a cycle counted from the start of this older part (`p = m - RECENT_MINUTES`),
// and none touches the minutes around 7 days before the anchor, so a 7-day backtest counts the same
// bursts whatever the clock and whichever 5-minute to 1-hour grid its windows sit on.

import type { Service } from './telemetry.ts';

const DAY_MINUTES = 24 * 60;

/** Minutes of the recent part (unchanged since the telemetry had 24 h 30 min only). */
export const RECENT_MINUTES = DAY_MINUTES + 30;
/** All history: the recent part and the older week, so a 7-day window ending now is full. */
export const HISTORY_MINUTES = 8 * DAY_MINUTES + 30;

/** The older week's patterns (minutes `m` >= RECENT_MINUTES; `p = m - RECENT_MINUTES`). */
export const WEEK = {
  /** checkout: a 10-minute burst of 4 errors/min every 3 hours (a low threshold pages on each). */
  checkoutBlips: {
    service: 'checkout',
    everyMinutes: 180,
    /** Minutes of the cycle the burst takes: p % 180 in [60, 70). */
    startInCycle: 60,
    minutes: 10,
    errorsPerMinute: 4,
    /** Bursts inside the 7 days before the anchor (and in all the week: 56). */
    inLast7Days: 48,
  },
  /** checkout: three 20-minute incidents of 15 errors/min, spans twice as slow, the slowest two failing. */
  checkoutIncidents: {
    service: 'checkout',
    /** First minute (m) of each incident: about 1.7, 3.6 and 5.8 days before the anchor. */
    startMinutes: [2480, 5180, 8420],
    minutes: 20,
    errorsPerMinute: 15,
    latencyFactor: 2,
  },
  /** search: a daily 1-hour warn band of 3–4 errors/min (a nightly re-index), 12 h before each older day's anchor time. */
  searchNightly: {
    service: 'search',
    /** m % 1440 in [720, 780): six bands in the 7 days before the anchor (m = 2160 … 9360). */
    startInDay: 720,
    minutes: 60,
    minPerMinute: 3,
    maxPerMinute: 4,
    inLast7Days: 6,
  },
  /** payments: the quiet service — one error every 5 minutes all week, never a burst. */
  quiet: { service: 'payments' },
  /**
   * A count of error logs of every service on 5-minute windows (the demo's Checkout "Error count"
   * tile), over the 7 days ending at the last complete window, with `above` and one window: how often
   * it goes into ALERT. The recent part adds one firing to each (its error spike, with search's warn
   * band merged into it at the low threshold).
   */
  allErrors5m: {
    noisyThreshold: 10,
    firingsAtNoisy: 58,
    firingsAtNoisyPerService: { checkout: 52, payments: 0, frontend: 0, search: 7 },
    sensibleThreshold: 50,
    firingsAtSensible: 4,
  },
} as const;

function inBlip(m: number): boolean {
  const { everyMinutes, startInCycle, minutes } = WEEK.checkoutBlips;
  const inCycle = (m - RECENT_MINUTES) % everyMinutes;
  return inCycle >= startInCycle && inCycle < startInCycle + minutes;
}

/** Whether minute `m` is inside one of checkout's incidents. */
export function inIncident(m: number): boolean {
  return WEEK.checkoutIncidents.startMinutes.some((start) => m >= start && m < start + WEEK.checkoutIncidents.minutes);
}

function inNightly(m: number): boolean {
  const inDay = m % DAY_MINUTES;
  return inDay >= WEEK.searchNightly.startInDay && inDay < WEEK.searchNightly.startInDay + WEEK.searchNightly.minutes;
}

/** Error logs of `service` in minute `m` of the older week: the recent part's background plus the patterns. */
export function weekErrorLogsInMinute(service: Service, m: number): number {
  switch (service) {
    case 'checkout':
      if (inIncident(m)) return WEEK.checkoutIncidents.errorsPerMinute;
      if (inBlip(m)) return WEEK.checkoutBlips.errorsPerMinute;
      return m % 3 === 0 ? 1 : 0;
    case 'payments':
      return m % 5 === 0 ? 1 : 0;
    case 'frontend':
      return m % 4 === 2 ? 1 : 0;
    case 'search':
      if (inNightly(m)) return m % 2 === 0 ? WEEK.searchNightly.maxPerMinute : WEEK.searchNightly.minPerMinute;
      return m % 6 === 0 ? 1 : 0;
  }
}
