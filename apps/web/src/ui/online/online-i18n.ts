// Online play's words for any component below its view: `useOnlineMessages()`.
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { ONLINE_MESSAGES, type OnlineMessages } from '../../i18n/online-messages.ts';

export const OnlineI18n = createContext<OnlineMessages>(ONLINE_MESSAGES.en);

/** Online play's words in the page's language. */
export const useOnlineMessages = (): OnlineMessages => useContext(OnlineI18n);
