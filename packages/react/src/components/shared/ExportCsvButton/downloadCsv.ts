import { CSV_MIME_TYPE } from '@storesearch/sdk/analytics';

/** Byte-order mark: spreadsheet apps read the file as UTF-8 only with it (queries carry accents and CJK). */
const UTF8_BOM = '\uFEFF';

/** Saves CSV text as a file the browser downloads, without a server round trip. */
export function downloadCsv(fileName: string, text: string): void {
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
