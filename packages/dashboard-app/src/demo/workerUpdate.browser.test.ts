import { afterEach, describe, expect, it } from 'vitest';
import { ignoreWorkerUpdateFailures, isWorkerUpdateFailure } from './workerUpdate';

const SCRIPT = new URL('/mockServiceWorker.js', window.location.href).href;

/** What Chromium rejects `registration.update()` with when the check fails. */
const updateFailure = (script = SCRIPT) =>
  new TypeError(
    `Failed to update a ServiceWorker for scope ('${new URL('/', script).href}') with script ('${script}'): Not found`,
  );

/**
 * Reports an unhandled rejection on `target` as the browser reports one on a window, and tells whether a
 * listener handled it. A stand-in target keeps these deliberate rejections away from the test runner's own
 * listener on the real window.
 */
function rejectUnhandled(target: EventTarget, reason: unknown): boolean {
  const promise = Promise.reject(reason);
  promise.catch(() => undefined);
  const event = new PromiseRejectionEvent('unhandledrejection', { promise, reason, cancelable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

describe("demo mode's worker update checks", () => {
  let undo = () => {};
  afterEach(() => undo());

  it('recognises only a failed update of this worker', () => {
    expect(isWorkerUpdateFailure(updateFailure(), SCRIPT)).toBe(true);
    expect(isWorkerUpdateFailure(updateFailure('http://elsewhere.test/sw.js'), SCRIPT)).toBe(false);
    expect(isWorkerUpdateFailure(new TypeError('Failed to fetch'), SCRIPT)).toBe(false);
    expect(isWorkerUpdateFailure(`Failed to update a ServiceWorker ${SCRIPT}`, SCRIPT)).toBe(false);
  });

  it('keeps a failed update check of the mock worker out of the uncaught errors, and nothing else', () => {
    const page = new EventTarget();
    expect(rejectUnhandled(page, updateFailure())).toBe(false);
    undo = ignoreWorkerUpdateFailures(page, SCRIPT);
    expect(rejectUnhandled(page, updateFailure())).toBe(true);
    expect(rejectUnhandled(page, new Error('a real failure'))).toBe(false);
    expect(rejectUnhandled(page, updateFailure('http://elsewhere.test/sw.js'))).toBe(false);
    undo();
    expect(rejectUnhandled(page, updateFailure())).toBe(false);
  });
});
