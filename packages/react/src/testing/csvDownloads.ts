/**
 * Captures the CSV files the export buttons download, for story play functions. Not part of the package API.
 */

/** A downloaded file: its name and its text (the UTF-8 byte-order mark removed). */
export interface CapturedFile {
  readonly name: string;
  readonly text: string;
}

/** Intercepts object URLs and download links until `restore` is called. */
export function captureCsvDownloads() {
  const blobs = new Map<string, Blob>();
  const names: { url: string; name: string }[] = [];
  const createObjectURL = URL.createObjectURL;
  const click = HTMLAnchorElement.prototype.click;
  let counter = 0;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    counter += 1;
    const url = `blob:captured-${counter}`;
    if (blob instanceof Blob) blobs.set(url, blob);
    return url;
  };
  HTMLAnchorElement.prototype.click = function capture(this: HTMLAnchorElement) {
    if (this.download) names.push({ url: this.href, name: this.download });
    else click.call(this);
  };
  return {
    /** The files downloaded so far. */
    async files(): Promise<CapturedFile[]> {
      return Promise.all(
        names.map(async ({ url, name }) => ({
          name,
          text: (await (blobs.get(url)?.text() ?? Promise.resolve(''))).replace(/^\uFEFF/, ''),
        })),
      );
    },
    /** Puts the browser's own functions back. */
    restore() {
      URL.createObjectURL = createObjectURL;
      HTMLAnchorElement.prototype.click = click;
    },
  };
}
