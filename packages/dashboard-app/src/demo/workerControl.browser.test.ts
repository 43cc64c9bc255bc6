import { describe, expect, it, vi } from 'vitest';
import {
  awaitWorkerControl,
  WORKER_RELOAD_KEY,
  type WorkerControlOptions,
  watchLeaving,
} from './workerControl';

/** A stand-in for the page's service worker container: `controller` changes with a controllerchange event. */
class FakeContainer extends EventTarget {
  controller: ServiceWorker | null;
  constructor(controller: ServiceWorker | null) {
    super();
    this.controller = controller;
  }
  claim(worker: ServiceWorker | null) {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

const worker = (name: string) => ({ scriptURL: name }) as unknown as ServiceWorker;

/** A page whose session storage is a map, with the grace period ended by the test. */
function page(controller: ServiceWorker | null, active: ServiceWorker) {
  const container = new FakeContainer(controller);
  const stored = new Map<string, string>();
  let endGrace = () => {};
  const options: WorkerControlOptions = {
    container: container as unknown as ServiceWorkerContainer,
    registration: { active },
    reload: vi.fn(),
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
      removeItem: (key) => void stored.delete(key),
    },
    graceOver: () => new Promise<void>((resolve) => (endGrace = resolve)),
  };
  return { container, stored, options, endGrace: () => endGrace() };
}

/** Whether the promise has settled once pending callbacks ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe("demo mode waits for the worker's control of the page", () => {
  it('goes on at once when the started worker controls the page, and forgets an earlier reload', async () => {
    const active = worker('mock');
    const { options, stored } = page(active, active);
    stored.set(WORKER_RELOAD_KEY, '1');
    await awaitWorkerControl(options);
    expect(options.reload).not.toHaveBeenCalled();
    expect(stored.has(WORKER_RELOAD_KEY)).toBe(false);
  });

  it('goes on at the controller change that brings the started worker, not at another one', async () => {
    const active = worker('mock');
    const { options, container } = page(null, active);
    const waiting = awaitWorkerControl(options);
    container.claim(worker('old'));
    expect(await settled(waiting)).toBe(false);
    container.claim(active);
    expect(await settled(waiting)).toBe(true);
    expect(options.reload).not.toHaveBeenCalled();
  });

  it('reloads once when no claim comes, and stays pending while the page goes away', async () => {
    const active = worker('mock');
    const { options, stored, endGrace } = page(worker('unregistered'), active);
    const waiting = awaitWorkerControl(options);
    expect(await settled(waiting)).toBe(false);
    endGrace();
    expect(await settled(waiting)).toBe(false);
    expect(options.reload).toHaveBeenCalledTimes(1);
    expect(stored.get(WORKER_RELOAD_KEY)).toBe('1');
  });

  it('goes on without a second reload after one made for the worker', async () => {
    const active = worker('mock');
    const { options, stored, endGrace } = page(null, active);
    stored.set(WORKER_RELOAD_KEY, '1');
    const waiting = awaitWorkerControl(options);
    endGrace();
    await waiting;
    expect(options.reload).not.toHaveBeenCalled();
    expect(stored.has(WORKER_RELOAD_KEY)).toBe(false);
  });

  it('goes on where the page may not use session storage, rather than reload without a limit', async () => {
    const active = worker('mock');
    const { options, endGrace } = page(null, active);
    const waiting = awaitWorkerControl({ ...options, storage: null });
    endGrace();
    await waiting;
    expect(options.reload).not.toHaveBeenCalled();
  });
});

describe('a page that began to leave while the worker started', () => {
  it('never starts the app, controlled or not, and reloads no further', async () => {
    const active = worker('mock');
    const controlled = page(active, active);
    expect(await settled(awaitWorkerControl({ ...controlled.options, leaving: () => true }))).toBe(false);
    const uncontrolled = page(null, active);
    let left = false;
    const waiting = awaitWorkerControl({ ...uncontrolled.options, leaving: () => left });
    left = true;
    uncontrolled.container.claim(active);
    expect(await settled(waiting)).toBe(false);
    expect(uncontrolled.options.reload).not.toHaveBeenCalled();
  });

  it('counts a page load and beforeunload as leaving, not a history entry the app pushes, until stopped', () => {
    /** A navigate event as the Navigation API fires it. */
    const navigate = (sameDocument: boolean) =>
      Object.assign(new Event('navigate'), { destination: { sameDocument } });
    const navigation = new EventTarget();
    const window = Object.assign(new EventTarget(), { navigation });
    const pushed = watchLeaving(window);
    navigation.dispatchEvent(navigate(true));
    expect(pushed.leaving()).toBe(false);
    navigation.dispatchEvent(navigate(false));
    expect(pushed.leaving()).toBe(true);

    const watched = watchLeaving(window);
    window.dispatchEvent(new Event('beforeunload'));
    expect(watched.leaving()).toBe(true);
    watched.stop();
    pushed.stop();
    const stopped = watchLeaving(window);
    stopped.stop();
    window.dispatchEvent(new Event('beforeunload'));
    navigation.dispatchEvent(navigate(false));
    expect(stopped.leaving()).toBe(false);
  });
});
