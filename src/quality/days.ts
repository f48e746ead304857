const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Daily snapshots and the decision log are kept 90 days: a quarter, long enough to see a
 * trend across releases, short enough that the files stay small.
 */
export const QUALITY_RETENTION_DAYS = 90;

/** The UTC day of `date`, YYYY-MM-DD. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Kept while fewer than QUALITY_RETENTION_DAYS days old: today and the 89 before it. */
export function isRetained(day: string, now: Date): boolean {
  return dayNumber(utcDay(now)) - dayNumber(day) < QUALITY_RETENTION_DAYS;
}

/** The first retained day at `now`. */
export function firstRetainedDay(now: Date): string {
  return utcDay(new Date(now.getTime() - (QUALITY_RETENTION_DAYS - 1) * DAY_MS));
}

function dayNumber(day: string): number {
  return Math.floor(Date.parse(`${day}T00:00:00.000Z`) / DAY_MS);
}
