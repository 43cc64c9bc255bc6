import { Button } from '@radix-ui/themes';
import { type CsvColumn, csvFileName, toCsv } from '@storesearch/sdk/analytics';
import { useContext } from 'react';
import { useT } from '../../../hooks/shared/useT';
import { downloadCsv } from './downloadCsv';
import { ExportCsvTimeZone } from './exportCsvTimeZone';

/** Props of ExportCsvButton. */
export interface ExportCsvButtonProps<Row> {
  /** The table's name: the file is called after it and the date. */
  name: string;
  /** The columns, headers translated. */
  columns: readonly CsvColumn<Row>[];
  /** The rows, in the order shown. */
  rows: readonly Row[] | undefined;
  /** The clock, for the file name's date. */
  now?: () => Date;
  /**
   * The time zone of the file name's date (the store's, whose days the table counts); by default the one an
   * `ExportCsvTimeZone` above provides, else UTC.
   */
  timeZone?: string | undefined;
}

/** Downloads a table's rows as CSV (built in the browser by the SDK's `toCsv`); disabled without rows. */
export function ExportCsvButton<Row>({
  name,
  columns,
  rows,
  now = () => new Date(),
  timeZone,
}: ExportCsvButtonProps<Row>) {
  const t = useT();
  const provided = useContext(ExportCsvTimeZone);
  const zone = timeZone ?? provided;
  return (
    <Button
      variant="soft"
      size="1"
      disabled={!rows || rows.length === 0}
      aria-label={`${t('exportCsv')}: ${name}`}
      onClick={() => rows && downloadCsv(csvFileName(name, now(), zone), toCsv(columns, rows))}
    >
      {t('exportCsv')}
    </Button>
  );
}
