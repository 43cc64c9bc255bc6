import { StoreSearchError } from '@storesearch/sdk';
import type { DemoBackend } from '@storesearch/sdk/mocks';
import { DEMO_PASSWORD, DEMO_USERS } from '@storesearch/sdk/mocks';
import type { AppSession, SessionSource, SignInPersona } from '../session/session';
import { resolveSession } from '../session/session.resolve';

/** Where demo mode remembers who signed in, so a reload keeps the session without asking the backend. */
export const DEMO_SESSION_STORAGE_KEY = 'storesearch.demoSession';

/** The demo personas, in the order the sign-in page lists them: the demo vendor first. */
const PERSONAS = [DEMO_USERS.vendor, DEMO_USERS.secondVendor, DEMO_USERS.admin];

function readStored(): AppSession | null {
  try {
    const text = window.localStorage.getItem(DEMO_SESSION_STORAGE_KEY);
    if (!text) return null;
    const value = JSON.parse(text) as Partial<AppSession>;
    return value.user && typeof value.user.id === 'string' ? (value as AppSession) : null;
  } catch {
    return null;
  }
}

/**
 * Demo mode's sign-in: choosing a persona sets the demo backend's session (`db.session.userId`), then the
 * session is read back through the same proposed calls a real API answers (session, vendor profile).
 */
export function createDemoSessionSource(backend: DemoBackend, baseUrl: string): SessionSource {
  // What the admin did to an account: a deleted one is gone from the admin's users, a banned one is marked.
  const accountOf = (userId: number) => backend.db.admin.users.find((u) => u.id === userId);
  const deleted = (userId: number) => accountOf(userId) === undefined;
  const banned = (userId: number) => accountOf(userId)?.status === 'banned';
  const allPersonas: SignInPersona[] = PERSONAS.map((user) => ({
    id: String(user.id),
    name: `${user.firstname} ${user.lastname}`,
    email: user.email,
    role: user.role,
  }));
  // The same array while the same people are offered, so the shell's context does not change on every render.
  let offered: readonly SignInPersona[] = allPersonas;
  return {
    get personas() {
      const next = allPersonas.filter((persona) => !deleted(Number(persona.id)));
      if (next.length !== offered.length || next.some((persona, i) => persona !== offered[i])) offered = next;
      return offered;
    },
    demoPassword: DEMO_PASSWORD,
    async restore() {
      const stored = readStored();
      // The in-page backend starts fresh on every load: put the remembered user back, without a request.
      const user = stored ? backend.db.users.find((u) => String(u.id) === stored.user.id) : undefined;
      // A user the admin banned or deleted since is signed out.
      const admitted = user && !deleted(user.id) && !banned(user.id) ? user : undefined;
      backend.db.session.userId = admitted ? admitted.id : null;
      if (!stored || !admitted) {
        if (stored) window.localStorage.removeItem(DEMO_SESSION_STORAGE_KEY);
        return null;
      }
      // The demo's kept writes may have changed the name or picture since sign-in: show them as saved.
      const { firstname, lastname, email, image } = admitted;
      return {
        ...stored,
        user: { ...stored.user, firstname, lastname, email, image, fullname: `${firstname} ${lastname}` },
      };
    },
    async signIn(personaId) {
      const persona = PERSONAS.find((user) => String(user.id) === personaId) ?? DEMO_USERS.vendor;
      if (banned(persona.id) || deleted(persona.id)) {
        throw new StoreSearchError({ kind: 'http', status: 403, messageKey: 'accountBanned' });
      }
      backend.db.session.userId = persona.id;
      const session = await resolveSession(baseUrl);
      window.localStorage.setItem(DEMO_SESSION_STORAGE_KEY, JSON.stringify(session));
      return session;
    },
    async signOut() {
      backend.db.session.userId = null;
      window.localStorage.removeItem(DEMO_SESSION_STORAGE_KEY);
    },
    async resetDemo() {
      // The seed's own session is nobody: whoever is signed in stays so, now with their starting details.
      const signedIn = backend.db.session.userId;
      backend.reset();
      backend.db.session.userId = signedIn;
      if (signedIn === null) return null;
      const session = await resolveSession(baseUrl);
      window.localStorage.setItem(DEMO_SESSION_STORAGE_KEY, JSON.stringify(session));
      return session;
    },
  };
}

/** A demo persona's name in DEMO_USERS. */
export type DemoPersonaKey = keyof typeof DEMO_USERS;

/** A demo persona's session without a request (stories start signed in), with the backend signed in to match. */
export function demoSessionFor(backend: DemoBackend, key: DemoPersonaKey): AppSession {
  const { vendorId, ...user } = DEMO_USERS[key];
  backend.db.session.userId = user.id;
  return {
    user: { ...user, id: String(user.id), fullname: `${user.firstname} ${user.lastname}`, image: null },
    vendorId: vendorId ?? undefined,
  };
}
