// Formatting for `pnpm bench`'s printed tables. Pure, so scripts/bench.format.test.ts covers it.

/** Bytes as kilobytes (1 kB = 1000 bytes, as the budgets are written), two decimals. */
export function formatKb(bytes) {
  return `${(bytes / 1000).toFixed(2)} kB`;
}

/**
 * A plain-text table: a header row, a rule, then one line per row. `columns` name each column and say where
 * its text sits (`right` for figures, so digits line up); a cell that is null or undefined prints as "-".
 */
export function formatTable(columns, rows) {
  const cells = rows.map((row) =>
    columns.map((_, i) => (row[i] === null || row[i] === undefined ? '-' : String(row[i]))),
  );
  const widths = columns.map((column, i) =>
    Math.max(column.title.length, ...cells.map((row) => row[i].length)),
  );
  const line = (values) =>
    values
      .map((value, i) => (columns[i].align === 'right' ? value.padStart(widths[i]) : value.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [
    line(columns.map((c) => c.title)),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...cells.map(line),
  ].join('\n');
}
