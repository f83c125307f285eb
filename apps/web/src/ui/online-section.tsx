// Online play on the page: whether the address is online play's (`#online…`), and its view, a
// chunk of its own that comes when first opened, so that the page's first load does not carry it.
import { useEffect, useState } from 'preact/hooks';
import { useMessages } from '../i18n/i18n-context.ts';
import { isOnlineFragment } from '../online/online-link.ts';
import type { OnlineMainProps } from './online/online-main.tsx';
import './online-section.css';

type OnlineModule = typeof import('./online/online-main.tsx');
let loading: Promise<OnlineModule> | undefined;

/** Whether the address shows online play, following its changes; `leave` puts the page's own address back. */
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

/** Online play's view, once its chunk has come. */
export function OnlineSection(props: OnlineMainProps) {
  const t = useMessages();
  const [module, setModule] = useState<OnlineModule | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    (loading ??= import('./online/online-main.tsx')).then(setModule, (error: Error) => {
      loading = undefined; // tried again next time
      setFailed(error.message);
    });
  }, []);
  if (module) return <module.OnlineMain {...props} />;
  return (
    <main class="layout">
      <p class={failed ? 'notice error' : 'loading'} role={failed ? 'alert' : 'status'}>
        {failed ? `${t.onlineFailed} ${failed}` : t.onlineLoading}
      </p>
    </main>
  );
}
