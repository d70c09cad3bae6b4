import { describe, expect, test } from "vitest";
import { createWriteQueue, DEFAULT_WRITE_QUEUE_LIMIT } from "./write-queue.server";

describe("the write queue", () => {
  test("takes up to its limit, turns the next away, and takes again once a place is given back", () => {
    const queue = createWriteQueue(2);
    const first = queue.tryEnter();
    const second = queue.tryEnter();
    expect(first).toBeTypeOf("function");
    expect(second).toBeTypeOf("function");
    expect(queue.tryEnter()).toBeUndefined();
    expect(queue.inFlight).toBe(2);
    first!();
    expect(queue.inFlight).toBe(1);
    expect(queue.tryEnter()).toBeTypeOf("function");
    expect(queue.tryEnter()).toBeUndefined();
  });

  test("giving a place back twice frees one place, not two", () => {
    const queue = createWriteQueue(1);
    const release = queue.tryEnter()!;
    release();
    release();
    expect(queue.inFlight).toBe(0);
    queue.tryEnter();
    expect(queue.tryEnter()).toBeUndefined();
  });

  test("counts the writes turned away until they are taken for the log", () => {
    const queue = createWriteQueue(1);
    queue.tryEnter();
    queue.tryEnter();
    queue.tryEnter();
    expect(queue.takeTurnedAway()).toBe(2);
    expect(queue.takeTurnedAway()).toBe(0);
  });

  test("the default is 4, and a limit below 1 is refused", () => {
    expect(createWriteQueue().limit).toBe(DEFAULT_WRITE_QUEUE_LIMIT);
    expect(DEFAULT_WRITE_QUEUE_LIMIT).toBe(4);
    expect(() => createWriteQueue(0)).toThrow(RangeError);
    expect(() => createWriteQueue(1.5)).toThrow(RangeError);
  });
});
