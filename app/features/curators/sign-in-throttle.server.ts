/**
 * Failed sign-ins, counted per client IP and per username (each at most FAILED_SIGN_IN_LIMIT per
 * FAILED_SIGN_IN_WINDOW_MS). Kept in memory: with several server processes each counts on its
 * own (README, Curator accounts). A successful sign-in is not counted.
 */
export const FAILED_SIGN_IN_LIMIT = 5;
export const FAILED_SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Past this many tracked keys the oldest are forgotten, so a flood cannot exhaust memory. */
const MAX_KEYS = 10_000;

export interface SignInThrottle {
  /** Milliseconds until this IP and username may try again; 0 when they may now. */
  waitMs(ip: string, username: string): number;
  recordFailure(ip: string, username: string): void;
  /** After a success: that username's count starts afresh (the IP's does not). */
  forgetUsername(username: string): void;
}

export function createSignInThrottle({
  limit = FAILED_SIGN_IN_LIMIT,
  windowMs = FAILED_SIGN_IN_WINDOW_MS,
  now = () => Date.now(),
} = {}): SignInThrottle {
  // key → times of recent failures, oldest first. A Map iterates in insertion order.
  const failures = new Map<string, number[]>();
  const keys = (ip: string, username: string) => [`ip:${ip}`, `user:${username}`];

  const recent = (key: string): number[] => {
    const since = now() - windowMs;
    const times = (failures.get(key) ?? []).filter((time) => time > since);
    if (times.length === 0) failures.delete(key);
    else failures.set(key, times);
    return times;
  };

  return {
    waitMs(ip, username) {
      let wait = 0;
      for (const key of keys(ip, username)) {
        const times = recent(key);
        if (times.length >= limit) {
          wait = Math.max(wait, times[times.length - limit]! + windowMs - now());
        }
      }
      return wait;
    },
    recordFailure(ip, username) {
      for (const key of keys(ip, username)) {
        const times = recent(key);
        failures.delete(key); // re-inserted last: the Map stays ordered by latest use
        failures.set(key, [...times, now()].slice(-limit)); // only the latest `limit` matter
      }
      while (failures.size > MAX_KEYS) failures.delete(failures.keys().next().value!);
    },
    forgetUsername(username) {
      failures.delete(`user:${username}`);
    },
  };
}
