/** Aliases from the workspace packages' entry points to their TypeScript source. */
export declare const workspaceAliases: { find: RegExp; replacement: string }[];
