import { useEffect, useState } from 'react';
import { createTransport, type ActionClient } from '@/lib/actions';
import { config } from '@/config/env';
import { newSessionChannel } from '@/features/session';

/** Pending calls are refused with this code when the server will not open a channel for the token. */
export const SETUP_REFUSED = 'setup-refused';

/**
 * A short-lived action client and live channel of their own for a setup token (the emailed set-2fa
 * link, or the forced setup at sign-in). The token goes only on their own requests, as the access
 * token header: the app's token, client and channel (a signed-in session in this tab) stay as
 * they are. Both stop on unmount; a new `attempt` starts afresh.
 */
export function useSetupClient(token: string, attempt: number): ActionClient | null {
  const [client, setClient] = useState<ActionClient | null>(null);

  useEffect(() => {
    const { actions, live } = createTransport({
      pusher: { key: config.pusherKey, host: config.pusherHost, cluster: config.pusherCluster },
      headers: { Authorization: `Bearer ${token}` },
      onFatal: () => actions.rejectAll(SETUP_REFUSED),
    });
    live.start(newSessionChannel());
    setClient(actions);
    return () => {
      actions.rejectAll();
      live.stop();
    };
  }, [token, attempt]);

  return client;
}
