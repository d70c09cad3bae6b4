/**
 * One fixture for every Vitest project whose globalSetup lists the same file (`db` and
 * `processes`). Vitest runs each project's globalSetup in turn, in its own main process, and
 * loads the file again for each project; the fixture is kept on `globalThis` so the second
 * project finds the first one's (one PostgreSQL and one PGlite template per run, not two), and is
 * torn down when the last project using it is done.
 */
interface Shared<T> {
  ready: Promise<{ value: T; stop: () => void | Promise<void> }>;
  users: number;
}

export async function sharedAcrossProjects<T>(
  name: string,
  create: () => Promise<{ value: T; stop: () => void | Promise<void> }>,
): Promise<{ value: T; release: () => Promise<void> }> {
  const key = Symbol.for(`steady-ground:test-setup:${name}`);
  const store = globalThis as Record<symbol, Shared<T> | undefined>;
  const shared = (store[key] ??= { ready: create(), users: 0 });
  shared.users += 1;
  const { value, stop } = await shared.ready;
  let released = false;
  return {
    value,
    release: async () => {
      if (released) return;
      released = true;
      shared.users -= 1;
      if (shared.users > 0) return;
      delete store[key];
      await stop();
    },
  };
}
