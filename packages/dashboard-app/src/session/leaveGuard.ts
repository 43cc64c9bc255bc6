/** Asks the user whether unsaved work may be dropped; resolves true to go ahead, false to stay. */
export type LeaveQuestion = () => Promise<boolean>;

/**
 * The shell's registry of unsaved work. Router navigations are blocked by the screen itself (TanStack Router's
 * useBlocker); what changes the screen without navigating (the header's store switch, signing out) asks here first.
 */
export interface LeaveGuard {
  /** Registers a screen's question while it has unsaved work; returns the call that removes it. */
  readonly register: (question: LeaveQuestion) => () => void;
  /** Asks every registered screen in turn; true when none objects (or none has unsaved work). */
  readonly confirmLeave: () => Promise<boolean>;
}

/** A fresh registry: one per shell, so stories and tabs never share questions. */
export function createLeaveGuard(): LeaveGuard {
  const questions = new Set<LeaveQuestion>();
  return {
    register(question) {
      questions.add(question);
      return () => {
        questions.delete(question);
      };
    },
    async confirmLeave() {
      // A copy: a screen that unregisters while its question is open must not skip the next one.
      for (const question of [...questions]) {
        if (!(await question())) return false;
      }
      return true;
    },
  };
}
