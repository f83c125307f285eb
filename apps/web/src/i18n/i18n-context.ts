// The page's messages, for any component below the app: `useMessages()`.
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { MESSAGES, type Messages } from './messages.ts';

export const I18n = createContext<Messages>(MESSAGES.en);

/** The messages in the page's language. */
export const useMessages = (): Messages => useContext(I18n);
