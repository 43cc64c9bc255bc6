/** One column of formatTable. */
export interface TableColumn {
  /** Header text. */
  title: string;
  /** `right` for figures; left by default. */
  align?: 'left' | 'right';
}

export declare function formatKb(bytes: number): string;
export declare function formatTable(
  columns: readonly TableColumn[],
  rows: readonly (readonly (string | number | boolean | null | undefined)[])[],
): string;
