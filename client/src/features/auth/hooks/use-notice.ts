import { useLocation } from 'react-router-dom';

/** Where a page sends the next one a one-time message (e.g. "Account created") through history state. */
export interface NoticeState {
  notice?: string;
  /** The address the next page's form starts with (the one just registered). */
  email?: string;
}

/** The notice the previous page passed in history state, if any. */
export function useNotice(): string | undefined {
  const { state } = useLocation();
  const notice = (state as NoticeState | null)?.notice;
  return typeof notice === 'string' ? notice : undefined;
}

/** The address the previous page passed in history state, if any. */
export function useHandedEmail(): string {
  const { state } = useLocation();
  const email = (state as NoticeState | null)?.email;
  return typeof email === 'string' ? email : '';
}
