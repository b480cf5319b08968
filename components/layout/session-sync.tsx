import { getMemberState, sessionView } from '@/lib/session/member';
import { SessionReport } from './session-report';

/**
 * Rendered with every page and modal (route-page.tsx, modal-page.tsx): the server's fresh word on
 * the session reaches the browser with each navigation, though the layout around the page stays.
 */
export async function SessionSync() {
  return <SessionReport {...sessionView(await getMemberState())} />;
}
