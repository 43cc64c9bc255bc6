import { Button } from '@radix-ui/themes';
import { CSV_MIME_TYPE, type CsvColumn, csvFileName, toCsv } from '@storesearch/sdk/analytics';
import { useT } from '../../../hooks/shared/useT';

/** Byte-order mark: spreadsheet apps read the file as UTF-8 only with it (queries carry accents and CJK). */
const UTF8_BOM = '\uFEFF';

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
}

/** Saves a file the browser downloads, without a server round trip. */
function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([UTF8_BOM, text], { type: CSV_MIME_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads a table's rows as CSV (built in the browser by the SDK's `toCsv`); disabled without rows. */
export function ExportCsvButton<Row>({
  name,
  columns,
  rows,
  now = () => new Date(),
}: ExportCsvButtonProps<Row>) {
  const t = useT();
  return (
    <Button
      variant="soft"
      size="1"
      disabled={!rows || rows.length === 0}
      aria-label={`${t('exportCsv')}: ${name}`}
      onClick={() => rows && download(csvFileName(name, now()), toCsv(columns, rows))}
    >
      {t('exportCsv')}
    </Button>
  );
}
