/**
 * The demo backend's journal: every write it accepted (a 2xx answer to a POST, PUT, PATCH or DELETE), kept
 * where the demo runs (the browser's storage), and applied again to a freshly seeded world on the next load.
 * The seeded world is deterministic, so the writes rebuild exactly the state the user left: what they saved is
 * still there after a reload, until the demo is reset. A journal is small (the requests, not the world).
 */

/** A multipart form field as the journal keeps it: text, or a file as a data: URL. */
export type DemoWriteField =
  | string
  | { readonly name: string; readonly type: string; readonly dataUrl: string };

/** One accepted write, enough to send it again. */
export interface DemoWrite {
  /** HTTP method. */
  readonly method: string;
  /** The full request URL. */
  readonly url: string;
  /** The request's `x-vendor-id`, if any. */
  readonly vendorId: string | null;
  /** The request's content type, if any (a multipart one is set again from `form`). */
  readonly contentType: string | null;
  /** The body as text (JSON), or null. */
  readonly body: string | null;
  /** A multipart body's fields. */
  readonly form?: Readonly<Record<string, DemoWriteField>>;
  /** Who was signed in to the demo backend when it was sent. */
  readonly userId: number | null;
  /** The backend's clock when it was sent (epoch ms). */
  readonly at: number;
}

/** Where the writes are kept. */
export interface DemoJournal {
  /** Every write kept so far, oldest first. */
  load(): readonly DemoWrite[];
  /**
   * Keeps one more write; false when the storage is full, and then the write is not kept at all (a storage that
   * is blocked keeps no write beyond this page, and says true).
   */
  append(write: DemoWrite): boolean;
  /** Forgets one write kept by `append` (its request was refused after all). */
  remove(write: DemoWrite): void;
  /** Forgets every write (the demo is reset). */
  clear(): void;
  /**
   * When the demo this journal keeps began (epoch ms): the time kept, or `now`, which is kept from then on, until
   * the demo is reset. Absent for a journal that keeps no such time.
   */
  since?(now: number): number;
}

/**
 * Storage key of the browser demo's journal. Its version changes when the seed or the writes' meaning does, so
 * a journal written for another world is not applied to this one.
 */
export const DEMO_JOURNAL_KEY = 'storesearch.demo.writes.v1';

/** The storage a journal needs: `localStorage`, `sessionStorage`, or a stand-in. */
export type JournalStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * A journal in Web Storage. A storage that is blocked keeps the writes of this page only; a write that would
 * overfill the storage is not kept, so the backend can refuse it rather than lose it on the next load.
 */
export function createStorageJournal(storage: JournalStorage, key: string = DEMO_JOURNAL_KEY): DemoJournal {
  let writes: DemoWrite[] | undefined;
  // When the demo began, kept beside the writes.
  const sinceKey = `${key}.since`;
  let began: number | undefined;
  const read = (): DemoWrite[] => {
    if (writes) return writes;
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
      writes = Array.isArray(parsed) ? (parsed as DemoWrite[]) : [];
    } catch {
      writes = [];
    }
    return writes;
  };
  const save = (next: DemoWrite[]): boolean => {
    try {
      storage.setItem(key, JSON.stringify(next));
    } catch (error) {
      // Blocked (no storage at all): the writes apply to this page's backend only.
      if (!isQuotaExceeded(error)) writes = next;
      return !isQuotaExceeded(error);
    }
    writes = next;
    return true;
  };
  return {
    load: () => [...read()],
    append: (write) => save([...read(), write]),
    remove(write) {
      const next = read().filter((kept) => kept !== write);
      if (next.length > 0) {
        save(next);
        return;
      }
      writes = next;
      try {
        storage.removeItem(key);
      } catch {
        // Nothing was kept.
      }
    },
    clear() {
      writes = [];
      began = undefined;
      try {
        storage.removeItem(key);
        storage.removeItem(sinceKey);
      } catch {
        // Nothing was kept.
      }
    },
    since(now) {
      if (began !== undefined) return began;
      let kept = Number.NaN;
      try {
        kept = Number(storage.getItem(sinceKey) ?? Number.NaN);
      } catch {
        // Blocked: the demo begins with this page.
      }
      began = Number.isFinite(kept) && kept > 0 ? kept : now;
      if (began === now) {
        try {
          storage.setItem(sinceKey, String(now));
        } catch {
          // Blocked or full: the demo begins again with the next page.
        }
      }
      return began;
    },
  };
}

/** True for the error Web Storage throws when a value does not fit its quota. */
function isQuotaExceeded(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);
}

async function fileToDataUrl(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

function dataUrlToFile(field: Exclude<DemoWriteField, string>): File {
  const base64 = field.dataUrl.slice(field.dataUrl.indexOf(',') + 1);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new File([bytes], field.name, { type: field.type });
}

/** Reads an accepted write's request (a clone taken before its body was read) into a journal entry. */
export async function toDemoWrite(
  request: Request,
  context: { readonly multipart: boolean; readonly userId: number | null; readonly at: number },
): Promise<DemoWrite> {
  const base = {
    method: request.method,
    url: request.url,
    vendorId: request.headers.get('x-vendor-id'),
    contentType: request.headers.get('content-type'),
    userId: context.userId,
    at: context.at,
  };
  if (!context.multipart) {
    const text = await request.text();
    return { ...base, body: text === '' ? null : text };
  }
  const form: Record<string, DemoWriteField> = {};
  for (const [name, value] of (await request.formData()).entries()) {
    form[name] =
      typeof value === 'string'
        ? value
        : { name: value.name, type: value.type, dataUrl: await fileToDataUrl(value) };
  }
  return { ...base, body: null, form };
}

/** The request a journal entry stands for, ready to be answered again. */
export function fromDemoWrite(write: DemoWrite): Request {
  const headers = new Headers();
  if (write.vendorId !== null) headers.set('x-vendor-id', write.vendorId);
  let body: BodyInit | null = write.body;
  if (write.form) {
    const form = new FormData();
    for (const [name, value] of Object.entries(write.form)) {
      form.append(name, typeof value === 'string' ? value : dataUrlToFile(value));
    }
    body = form;
  } else if (write.contentType !== null) {
    headers.set('content-type', write.contentType);
  }
  return new Request(write.url, { method: write.method, headers, body });
}
