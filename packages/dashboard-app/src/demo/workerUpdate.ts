/**
 * On every start MSW asks an existing mock worker registration to look for a newer script
 * (`registration.update()`) without waiting for the answer. When that background check fails (the script
 * cannot be fetched for a moment, or the registration is being replaced) the browser reports an uncaught
 * "Failed to update a ServiceWorker … mockServiceWorker.js" in the console, although the worker already running
 * keeps answering every call. Demo mode treats exactly that failure as handled; any other stays uncaught.
 */

/** True for the rejection of a failed update check of the worker at `scriptUrl`. */
export function isWorkerUpdateFailure(reason: unknown, scriptUrl: string): boolean {
  if (!(reason instanceof Error)) return false;
  return reason.message.startsWith('Failed to update a ServiceWorker') && reason.message.includes(scriptUrl);
}

/**
 * Marks failed update checks of the worker at `scriptUrl` (an absolute address) as handled where `target` (the
 * page's window) reports unhandled rejections; returns the undo.
 */
export function ignoreWorkerUpdateFailures(target: EventTarget, scriptUrl: string): () => void {
  const onRejection = (event: Event) => {
    if (event instanceof PromiseRejectionEvent && isWorkerUpdateFailure(event.reason, scriptUrl)) {
      event.preventDefault();
    }
  };
  target.addEventListener('unhandledrejection', onRejection);
  return () => target.removeEventListener('unhandledrejection', onRejection);
}
