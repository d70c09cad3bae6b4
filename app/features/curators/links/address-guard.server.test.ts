import { describe, expect, test } from "vitest";
import { guardedLookup, isRefusedAddress } from "./address-guard.server";

describe("isRefusedAddress", () => {
  test.each([
    "127.0.0.1",
    "127.255.0.9",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "[::1]",
    "fe80::1",
    "fe80::1%eth0",
    "fc00::1",
    "fd12:3456::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "::ffff:a9fe:a9fe",
    "not an address",
  ])("refuses %s", (address) => {
    expect(isRefusedAddress(address)).toBe(true);
  });

  test.each([
    "8.8.8.8",
    "93.184.215.14",
    "172.32.0.1",
    "172.15.255.255",
    "192.169.0.1",
    "100.128.0.1",
    "2606:4700:4700::1111",
    "2001:db9::1",
    "::ffff:8.8.8.8",
  ])("lets %s through", (address) => {
    expect(isRefusedAddress(address)).toBe(false);
  });
});

describe("guardedLookup", () => {
  const resolve = (allowPrivate: boolean, all: boolean) =>
    new Promise<{ error: NodeJS.ErrnoException | null; address: unknown }>((done) => {
      guardedLookup(allowPrivate)("localhost", { all }, (error, address) =>
        done({ error, address }),
      );
    });

  test("refuses a name that resolves to a loopback address, one answer or all", async () => {
    for (const all of [false, true]) {
      const { error } = await resolve(false, all);
      expect(error?.code).toBe("ELINKREFUSED");
    }
  });

  test("resolves it when private addresses are allowed", async () => {
    const single = await resolve(true, false);
    expect(single.error).toBeNull();
    expect(["127.0.0.1", "::1"]).toContain(single.address);
    const all = await resolve(true, true);
    expect(Array.isArray(all.address) && all.address.length).toBeGreaterThan(0);
  });
});
