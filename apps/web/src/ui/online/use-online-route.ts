// Whether the address is online play's (`#online…`), following its changes.
import { useEffect, useState } from 'preact/hooks';
import { isOnlineFragment } from '../../online/online-link.ts';

/** Whether the address shows online play; `leave` puts the page's own address back. */
export function useOnlineRoute(): { active: boolean; leave(address: string): void } {
  const [active, setActive] = useState(() => isOnlineFragment(location.hash));
  useEffect(() => {
    const follow = () => setActive(isOnlineFragment(location.hash));
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return {
    active,
    leave(address: string) {
      window.history.replaceState(window.history.state, '', address);
      setActive(false);
    },
  };
}
