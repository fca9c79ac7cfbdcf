/**
 * One-time tickets for secrets (docs/api/developers.md): an answer that made a secret carries only a
 * ticket; `POST secrets/reveal` trades it for the secret once. In memory only (never persisted), for
 * the user who made it, for 10 minutes of sandbox time.
 */
import { now } from './clock';

const TICKET_TTL_MS = 10 * 60_000;

interface Ticket {
  userId: string;
  secret: string;
  expiresAt: number;
}

const tickets = new Map<string, Ticket>();

export function issueSecretTicket(userId: string, secret: string): string {
  const ticket = `tkt_${crypto.randomUUID().replace(/-/g, '')}`;
  tickets.set(ticket, { userId, secret, expiresAt: now() + TICKET_TTL_MS });
  return ticket;
}

/** The secret, once, for the user who holds the ticket; null when unknown, used, expired or someone else's. */
export function redeemSecretTicket(userId: string, ticket: string): string | null {
  const found = tickets.get(ticket);
  if (!found || found.userId !== userId) return null;
  tickets.delete(ticket);
  return found.expiresAt > now() ? found.secret : null;
}

export const forgetSecretTickets = () => tickets.clear();
