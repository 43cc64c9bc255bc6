/**
 * The benchmark page: loads the 10,000-user list (not timed), then renders the users table once and
 * publishes the measurement on `window.__usersTableBench` for the script that opened the page.
 */
import '@radix-ui/themes/styles.css';
import {
  loadLargeUserList,
  measureUsersTable,
  type UsersTableMeasurement,
} from '../src/testing/usersTableBench';

declare global {
  interface Window {
    /** The result, or the error text, once the run is over. */
    __usersTableBench?: UsersTableMeasurement | { error: string };
  }
}

const container = document.getElementById('bench');
if (container) {
  loadLargeUserList()
    .then((users) => measureUsersTable(container, users))
    .then((result) => {
      window.__usersTableBench = result;
    })
    .catch((error: unknown) => {
      window.__usersTableBench = { error: error instanceof Error ? error.message : String(error) };
    });
}
