import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startFakeSite, type FakeSite } from "../tests/setup/fake-sites";
import { checkLink, type CheckSettings } from "~/features/curators/links/check-link.server";

const settings: CheckSettings = {
  allowPrivate: true,
  timeoutMs: 300,
  userAgent: "SteadyGroundLinkCheck/1.0 (+http://localhost/about)",
};

describe("checkLink against a local fake site", () => {
  let site: FakeSite;
  beforeAll(async () => {
    site = await startFakeSite();
  });
  afterAll(() => site.close());

  test("200 is ok, asked with HEAD and an honest User-Agent", async () => {
    site.requests.length = 0;
    expect(await checkLink(`${site.url}/ok`, settings)).toEqual({ status: "ok", httpStatus: 200 });
    expect(site.requests).toEqual([`HEAD /ok ${settings.userAgent}`]);
  });

  test("404 and 500 are broken, after a GET in case only HEAD was refused", async () => {
    site.requests.length = 0;
    expect(await checkLink(`${site.url}/missing`, settings)).toEqual({
      status: "broken",
      httpStatus: 404,
    });
    expect(site.requests.map((line) => line.split(" ")[0])).toEqual(["HEAD", "GET"]);
    expect((await checkLink(`${site.url}/error`, settings)).status).toBe("broken");
  });

  test("a site that answers HEAD with 405 is asked again with GET", async () => {
    expect(await checkLink(`${site.url}/no-head`, settings)).toEqual({
      status: "ok",
      httpStatus: 200,
    });
  });

  test("a redirect to another host is moved; on the same host, redirected", async () => {
    expect(await checkLink(`${site.url}/away`, settings)).toEqual({
      status: "moved",
      httpStatus: 200,
      finalUrl: `${site.otherHostUrl}/ok`,
    });
    expect(await checkLink(`${site.url}/same`, settings)).toEqual({
      status: "redirected",
      httpStatus: 200,
      finalUrl: `${site.url}/ok/after-redirect`,
    });
  });

  test("a server that never answers is unreachable once the timeout passes", async () => {
    const started = Date.now();
    expect(await checkLink(`${site.url}/silent`, settings)).toMatchObject({
      status: "unreachable",
      detail: "timed out",
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  test("more than 5 redirects is unreachable", async () => {
    expect(await checkLink(`${site.url}/loop`, settings)).toMatchObject({
      status: "unreachable",
      detail: "too many redirects",
    });
  });

  test("nothing listening, or a name that does not resolve, is unreachable", async () => {
    expect(await checkLink("http://127.0.0.1:9/", settings)).toMatchObject({
      status: "unreachable",
    });
    expect(await checkLink("http://no-such-host.invalid/", settings)).toMatchObject({
      status: "unreachable",
      detail: "the name does not resolve (DNS)",
    });
  });

  test("loopback is refused unless allowed: literal IPv4 and IPv6, and by name", async () => {
    const strict = { ...settings, allowPrivate: false };
    site.requests.length = 0;
    for (const url of [`${site.url}/ok`, `${site.otherHostUrl}/ok`, "http://[::1]:9/"]) {
      expect(await checkLink(url, strict), url).toEqual({
        status: "unreachable",
        detail: "refused: a private or local address",
      });
    }
    expect(site.requests).toEqual([]);
  });
});
