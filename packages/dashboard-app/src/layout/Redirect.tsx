import { useRouter } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';

/**
 * Replaces the address with `to` (a PATHS value). Unlike the router's typed Navigate it takes any path,
 * so the shell can send users to areas whose screens other teams are still adding.
 */
export function Redirect({ to }: { readonly to: string }) {
  const router = useRouter();
  useLayoutEffect(() => {
    router.history.replace(to);
  }, [router, to]);
  return null;
}
