/**
 * A screen's first reads, kept in a small chunk of their own (the first route's code does not carry them) and
 * started by the screen's route: by its loader, and by its lazy component's code being asked for.
 */
export interface LazyReads<Reads> {
  /**
   * Starts a loader's reads in the loader's own call once their chunk has loaded (asking import() again for a
   * loaded module answers only in a later task: on a page's first load, after the first render, which React does
   * in one piece, so the screen would have asked for its data itself). Otherwise the loader waits for that small
   * chunk, which the page asked for with the screen's code before the session: the screen's first render then
   * always finds its reads on their way. It never waits for the reads themselves; if the chunk fails to load,
   * the screen asks for its data on its own.
   */
  readonly start: (run: (reads: Reads) => void) => Promise<void> | undefined;
  /**
   * A screen's code, asked for together with the reads' code: the page's first load asks for the screen's code
   * before the session is read, so the loader then finds its reads ready instead of asking for them only once
   * the screen's code is being evaluated.
   */
  readonly withScreen: <T>(screen: () => Promise<T>) => () => Promise<T>;
}

/** The reads of `load`'s chunk, for the routes of the screens whose first reads it starts. */
export function lazyReads<Reads>(load: () => Promise<Reads>): LazyReads<Reads> {
  let loaded: Reads | undefined;
  // One import() of the chunk, shared by every caller until it loads: on a page's first load, Chromium answered a
  // second import() of the chunk still loading 50 to 90 ms after the first, once the screen's code had been
  // evaluated, and the loader's reads waited for it. A failed load is asked for again by the next caller.
  let loading: Promise<Reads> | undefined;
  const reads = (): Promise<Reads> =>
    (loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    start: (run) => {
      if (!loaded) return reads().then(run, () => undefined);
      run(loaded);
      return undefined;
    },
    withScreen: (screen) => () => {
      void reads().catch(() => undefined);
      return screen();
    },
  };
}
