// A Vitest reporter that writes what `scripts/test.mjs` summarises at the end of a run: every test's time and
// state, and every failure (failed tests, files that failed to load, errors thrown outside any test) with its
// first lines. The end of a run is what CI shows, so a failure must be readable there.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

/** Where the report is written, from the workspace root, unless `VITEST_RUN_REPORT` names another file. */
export const RUN_REPORT_FILE = '.vitest-attachments/vitest-run.json';

/** How many lines of a failure's message the summary keeps. */
const MESSAGE_LINES = 6;

/** The first lines of an error's message, without terminal colours. */
function brief(error) {
  const text = `${error?.name && !String(error.message).startsWith(error.name) ? `${error.name}: ` : ''}${error?.message ?? error}`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are what is removed
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '');
  return plain.split('\n').slice(0, MESSAGE_LINES).join('\n');
}

export default class RunReport {
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules, unhandledErrors, reason) {
    const tests = [];
    const moduleErrors = [];
    for (const module of testModules) {
      const file = relative(this.root, module.moduleId);
      for (const error of module.errors()) moduleErrors.push({ file, message: brief(error) });
      for (const test of module.children.allTests()) {
        const result = test.result();
        tests.push({
          file,
          project: module.project.name,
          name: test.fullName,
          ms: test.diagnostic()?.duration ?? 0,
          state: result.state,
          errors: (result.errors ?? []).map(brief),
        });
      }
    }
    const file = resolve(this.root, process.env.VITEST_RUN_REPORT ?? RUN_REPORT_FILE);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(
      file,
      JSON.stringify({ reason, tests, moduleErrors, unhandledErrors: unhandledErrors.map(brief) }),
    );
  }
}
