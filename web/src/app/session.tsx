import { createContext, useContext, type ReactNode } from 'react';

export type SessionUser = { id: string; email: string; plan: 'free' | 'pro'; emailVerified: boolean };
export type SessionState = { user: SessionUser | null; loading: boolean; isPro: boolean; signOut: () => Promise<void> };

const signedOut: SessionState = { user: null, loading: false, isPro: false, signOut: async () => {} };
const SessionContext = createContext<SessionState>(signedOut);

// Accounts are built in the accounts issue; until then everyone is signed out.
export function SessionProvider({ children }: { children: ReactNode }) {
  return <SessionContext.Provider value={signedOut}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  return useContext(SessionContext);
}
