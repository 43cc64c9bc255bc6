/**
 * The demo worker answers only the requests of a page it controls. The mock worker unregisters itself when its
 * last page unloads, so a page opened or reloaded at that moment can load uncontrolled while the registration is
 * being replaced; MSW then still reports itself started, and every call of that page would leave for the network.
 * Demo mode therefore starts the app only once the page is controlled by the worker MSW talks to: at once in the
 * usual case, at the controller change when a newly activated worker claims the page, and otherwise after one
 * reload, which the browser loads under the current registration.
 *
 * MSW itself reloads a page that loads uncontrolled beside an existing registration, without waiting for the
 * reload: the page goes on, tells the worker it is closing, and its calls until the reload lands go to the
 * network. So a page that began to leave while the worker started does not start the app at all.
 */

/** How long a page may wait for the worker's claim before it reloads (the claim is usually already there). */
export const WORKER_CLAIM_GRACE_MS = 2_000;

/** The session storage key that marks a reload made for the worker, so a page reloads for it at most once. */
export const WORKER_RELOAD_KEY = 'storesearch.demo.workerReload';

/** What awaitWorkerControl reads and does. */
export interface WorkerControlOptions {
  /** The page's service worker container (`navigator.serviceWorker`). */
  readonly container: Pick<ServiceWorkerContainer, 'controller' | 'addEventListener' | 'removeEventListener'>;
  /** The registration MSW started with: its active worker is the one that answers. */
  readonly registration: Pick<ServiceWorkerRegistration, 'active'>;
  /** Reloads the page (`location.reload`). */
  readonly reload: () => void;
  /** Session storage, or null where the page may not use it (then no reload is tried). */
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** True once the page has begun to leave (a reload or a navigation away): the app then never starts. */
  readonly leaving?: () => boolean;
  /** Resolves when the grace for a pending claim is over. */
  readonly graceOver?: () => Promise<void>;
}

/** The part of the Navigation API watched here (not yet in TypeScript's DOM types). */
interface NavigateEventPart extends Event {
  /** Where the navigation goes; `sameDocument` for a history entry the app pushes, not a page load. */
  readonly destination?: { readonly sameDocument: boolean };
}

/**
 * Watches `page` from now on for the start of a navigation away from it: the Navigation API's `navigate` event
 * of a page load (a reload, a link to another document), fired as it begins, where the browser has it, and
 * `beforeunload` everywhere. A history entry the app itself pushes is not leaving. Returns whether one began,
 * and the undo.
 */
export function watchLeaving(page: EventTarget & { readonly navigation?: EventTarget }): {
  readonly leaving: () => boolean;
  readonly stop: () => void;
} {
  let left = false;
  const onNavigate = (event: Event) => {
    if (!(event as NavigateEventPart).destination?.sameDocument) left = true;
  };
  const onBeforeUnload = () => {
    left = true;
  };
  page.navigation?.addEventListener('navigate', onNavigate);
  page.addEventListener('beforeunload', onBeforeUnload);
  return {
    leaving: () => left,
    stop: () => {
      page.navigation?.removeEventListener('navigate', onNavigate);
      page.removeEventListener('beforeunload', onBeforeUnload);
    },
  };
}

/** The promise of a page that is going away: the app waits on it and never starts. */
const never = () => new Promise<void>(() => {});

const afterGrace = () => new Promise<void>((resolve) => setTimeout(resolve, WORKER_CLAIM_GRACE_MS));

/**
 * Resolves once the page's requests go to the worker MSW started: at once, or at the controller change that
 * brings it. Without one in the grace period the page reloads once and the promise stays pending (the page is
 * going away); a page that already reloaded for it goes on as it is. It stays pending too for a page that has
 * begun to leave.
 */
export async function awaitWorkerControl(options: WorkerControlOptions): Promise<void> {
  const { container, registration, reload, storage, leaving = () => false } = options;
  if (leaving()) return never();
  const inControl = () => container.controller !== null && container.controller === registration.active;
  if (!inControl()) {
    const claimed = await new Promise<boolean>((resolve) => {
      const onChange = () => {
        if (!inControl()) return;
        container.removeEventListener('controllerchange', onChange);
        resolve(true);
      };
      container.addEventListener('controllerchange', onChange);
      (options.graceOver ?? afterGrace)().then(() => {
        container.removeEventListener('controllerchange', onChange);
        resolve(inControl());
      });
    });
    if (!claimed && storage && storage.getItem(WORKER_RELOAD_KEY) === null) {
      storage.setItem(WORKER_RELOAD_KEY, '1');
      reload();
      return never();
    }
  }
  if (leaving()) return never();
  storage?.removeItem(WORKER_RELOAD_KEY);
}
