/** One compiler run: the projects whose options are equal, with every member's `include` as absolute paths. */
export interface TypecheckProgram {
  extends: string;
  compilerOptions: Record<string, unknown>;
  include: string[];
  projects: string[];
}
export const PROJECTS: readonly string[];
export function programs(projects?: readonly string[], read?: (file: string) => string): TypecheckProgram[];
