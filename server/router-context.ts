import { RouterContextProvider, type RouterContext } from "react-router";
import { curatorAuthContext } from "~/features/curators/accounts/context";
import { linkMonitorContext, linkTargetsContext } from "~/features/curators/links/context";
import {
  admitWriteContext,
  catalogueChangedContext,
  clientIpContext,
  cspNonceContext,
  dbContext,
  logContext,
  submitAllowanceContext,
} from "~/load-context";

/**
 * Every context the server sets, by name: the site-wide ones of app/load-context.ts and those
 * that sit beside the feature that owns them. The server sits above all of them, so only it (and
 * the tests that stand in for it) gathers them here.
 */
const CONTEXTS = {
  db: dbContext,
  curatorAuth: curatorAuthContext,
  linkMonitor: linkMonitorContext,
  linkTargets: linkTargetsContext,
  catalogueChanged: catalogueChangedContext,
  submitAllowance: submitAllowanceContext,
  admitWrite: admitWriteContext,
  clientIp: clientIpContext,
  cspNonce: cspNonceContext,
  log: logContext,
};

/** Every context's value, by name. */
export type LoadServices = {
  [Name in keyof typeof CONTEXTS]: (typeof CONTEXTS)[Name] extends RouterContext<infer Value>
    ? Value
    : never;
};

/** A router context holding `services`: every one of them from the server, a few in a test. */
export function routerContextOf(services: Partial<LoadServices>): RouterContextProvider {
  const provider = new RouterContextProvider();
  for (const [name, value] of Object.entries(services)) {
    provider.set(CONTEXTS[name as keyof LoadServices] as RouterContext<unknown>, value);
  }
  return provider;
}
