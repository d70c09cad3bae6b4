import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { DEFAULT_WRITE_QUEUE_LIMIT, DEFAULT_WRITE_QUEUE_WAITING } from "~/lib/env.server";
import {
  createWriteQueue,
  WRITE_QUEUE_MAX_WAIT_MS,
  type Release,
  type WriteQueue,
} from "./write-queue.server";

/** Asks for a place and records what happened to the request: its release, or "refused". */
function ask(queue: WriteQueue) {
  const outcome: { release?: Release; refused?: boolean; leave?: () => void } = {};
  outcome.leave = queue.enter(
    (release) => (outcome.release = release),
    () => (outcome.refused = true),
  );
  return outcome;
}

describe("the write queue", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test("admits up to its limit at once, lines the next ones up, and turns away past the line", () => {
    const queue = createWriteQueue(2, 1);
    const [first, second, third, fourth] = [ask(queue), ask(queue), ask(queue), ask(queue)];
    expect(first.release).toBeTypeOf("function");
    expect(second.release).toBeTypeOf("function");
    expect([third.release, third.refused]).toEqual([undefined, undefined]);
    expect(fourth.refused).toBe(true);
    expect(queue.inFlight).toBe(2);
    expect(queue.waiting).toBe(1);

    first.release!();
    expect(third.release).toBeTypeOf("function");
    expect(queue.inFlight).toBe(2);
    expect(queue.waiting).toBe(0);
  });

  test("the line is served in order of arrival, and a newcomer does not jump it", () => {
    const queue = createWriteQueue(1, 3);
    const holder = ask(queue);
    const [a, b] = [ask(queue), ask(queue)];
    holder.release!();
    expect(a.release).toBeTypeOf("function");
    expect(b.release).toBeUndefined();
    // A place is free only for the one at the front of the line.
    const late = ask(queue);
    a.release!();
    expect(b.release).toBeTypeOf("function");
    expect(late.release).toBeUndefined();
    b.release!();
    expect(late.release).toBeTypeOf("function");
  });

  test(`a write that waits ${WRITE_QUEUE_MAX_WAIT_MS} ms without a place is turned away, not left to time out`, () => {
    const queue = createWriteQueue(1, 4);
    ask(queue);
    const waiting = ask(queue);
    vi.advanceTimersByTime(WRITE_QUEUE_MAX_WAIT_MS - 1);
    expect(waiting.refused).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(waiting.refused).toBe(true);
    expect(queue.waiting).toBe(0);
  });

  test("a write that leaves the line is neither admitted nor refused, and frees its spot", () => {
    const queue = createWriteQueue(1, 1);
    const holder = ask(queue);
    const gone = ask(queue);
    gone.leave!();
    expect(queue.waiting).toBe(0);
    const next = ask(queue);
    holder.release!();
    vi.advanceTimersByTime(WRITE_QUEUE_MAX_WAIT_MS);
    expect([gone.release, gone.refused]).toEqual([undefined, undefined]);
    expect(next.release).toBeTypeOf("function");
  });

  test("giving a place back twice frees one place, not two", () => {
    const queue = createWriteQueue(1, 0);
    const holder = ask(queue);
    holder.release!();
    holder.release!();
    expect(queue.inFlight).toBe(0);
    ask(queue);
    expect(ask(queue).refused).toBe(true);
  });

  test("with no line, the write past the limit is turned away at once", () => {
    const queue = createWriteQueue(1, 0);
    ask(queue);
    expect(ask(queue).refused).toBe(true);
  });

  test("counts the writes turned away, full line or wait run out, until they are taken for the log", () => {
    const queue = createWriteQueue(1, 1);
    ask(queue);
    ask(queue);
    ask(queue);
    ask(queue);
    vi.advanceTimersByTime(WRITE_QUEUE_MAX_WAIT_MS);
    expect(queue.takeTurnedAway()).toBe(3);
    expect(queue.takeTurnedAway()).toBe(0);
  });

  test("admit() is the same as a promise: a release, or undefined when turned away", async () => {
    const queue = createWriteQueue(1, 0);
    const release = await queue.admit();
    expect(release).toBeTypeOf("function");
    expect(await queue.admit()).toBeUndefined();
    release!();
    expect(await queue.admit()).toBeTypeOf("function");
  });

  test("admit() with a signal leaves the line when it aborts, and the place goes to the next", async () => {
    const queue = createWriteQueue(1, 2);
    const holder = (await queue.admit())!;
    const client = new AbortController();
    const gone = queue.admit(client.signal);
    const next = queue.admit();
    expect(queue.waiting).toBe(2);
    client.abort();
    expect(await gone).toBeUndefined();
    expect(queue.waiting).toBe(1);
    holder();
    expect(await next).toBeTypeOf("function");
    expect(queue.takeTurnedAway()).toBe(0);
  });

  test("a signal that aborts after admission changes nothing", async () => {
    const queue = createWriteQueue(1, 0);
    const client = new AbortController();
    const release = await queue.admit(client.signal);
    client.abort();
    expect(release).toBeTypeOf("function");
    expect(queue.inFlight).toBe(1);
  });

  test("the defaults are 1 at once and 32 waiting; a limit below 1 or a negative line is refused", () => {
    const queue = createWriteQueue();
    expect([queue.limit, queue.waitingLimit]).toEqual([1, 32]);
    expect([DEFAULT_WRITE_QUEUE_LIMIT, DEFAULT_WRITE_QUEUE_WAITING]).toEqual([1, 32]);
    expect(() => createWriteQueue(0)).toThrow(RangeError);
    expect(() => createWriteQueue(1.5)).toThrow(RangeError);
    expect(() => createWriteQueue(1, -1)).toThrow(RangeError);
  });
});
