/**
 * The users-table measurement shared by the benchmark page (bench/) and the bounded-DOM test: 10,000 users
 * from the demo backend's large world, rendered once, timed to the first painted frame, rows counted.
 * Not part of the package API.
 */
import { createClient } from '@storesearch/sdk';
import { type AdminUser, listAdminUsers } from '@storesearch/sdk/admin';
import {
  createDemoBackend,
  createDemoFetch,
  DEMO_ADMIN_LARGE_RECORDS,
  DEMO_USERS,
} from '@storesearch/sdk/mocks';
import { createRoot } from 'react-dom/client';
import { UsersTable } from '../components/admin/UsersTable/UsersTable';
import { StoreSearchProvider } from '../provider/StoreSearchProvider';

/** What one run measured. */
export interface UsersTableMeasurement {
  /** Users handed to the table. */
  readonly users: number;
  /** From `render()` to the first frame painted with rows, in ms. */
  readonly firstRenderMs: number;
  /** Body rows in the DOM after the first render. */
  readonly domRows: number;
  /** Body rows in the DOM after scrolling to the end. */
  readonly domRowsAfterScroll: number;
  /** The `aria-rowindex` of the last row after scrolling (users + 1 when the end is reachable). */
  readonly lastRowIndex: number;
}

/** The 10,000 users of the large demo world, as the API sends them (parsed by the SDK). */
export async function loadLargeUserList(records: number = DEMO_ADMIN_LARGE_RECORDS): Promise<AdminUser[]> {
  const backend = createDemoBackend({ adminRecords: records });
  backend.db.session.userId = DEMO_USERS.admin.id;
  return listAdminUsers(createClient({ baseUrl: '', fetch: createDemoFetch(backend) }));
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Counts the table's data rows (virtual rows carry data-index; spacer rows do not). */
function bodyRows(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('tbody tr[data-index]')];
}

/** Renders the users table into `container`, times the first painted frame, scrolls to the end and counts rows. */
export async function measureUsersTable(
  container: HTMLElement,
  users: readonly AdminUser[],
): Promise<UsersTableMeasurement> {
  const client = createClient({ baseUrl: '' });
  const root = createRoot(container);
  const start = performance.now();
  root.render(
    <StoreSearchProvider client={client} locale="en" theme>
      <UsersTable users={users} height={600} />
    </StoreSearchProvider>,
  );
  while (bodyRows(container).length === 0) await nextFrame();
  // The frame after the rows appear is the first one the user sees with them painted.
  await nextFrame();
  const firstRenderMs = performance.now() - start;
  const domRows = bodyRows(container).length;
  const region = container.querySelector<HTMLElement>('[role="region"]');
  if (region) region.scrollTop = region.scrollHeight;
  let lastRowIndex = 0;
  for (let frame = 0; frame < 30 && lastRowIndex !== users.length + 1; frame += 1) {
    await nextFrame();
    if (region) region.scrollTop = region.scrollHeight;
    lastRowIndex = Number(bodyRows(container).at(-1)?.getAttribute('aria-rowindex') ?? 0);
  }
  const domRowsAfterScroll = bodyRows(container).length;
  root.unmount();
  return { users: users.length, firstRenderMs, domRows, domRowsAfterScroll, lastRowIndex };
}
