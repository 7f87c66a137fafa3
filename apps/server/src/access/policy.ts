// Who may do what (issue 18: one policy, used by every route). A route or service names the action and the
// thing acted on; the rule lives here, so adding a role (e.g. a reviewer who may listen to and grade others'
// recordings) is one edit in this file, not a hunt through inline checks.
//
// Things a person may not see are answered 404 by the callers of `requireAccess`, the same answer as for
// things that do not exist, so that nobody learns which ids belong to others.
import type { Role } from '@dhvani/contract/enums';
import { forbidden, notFound } from '../lib/http-error.js';

export interface Actor {
  id: string;
  role: Role;
}

/** Something that belongs to a user (a recording, an upload). */
export interface Owned {
  userId: string | null;
}

/** Why an actor may: as the owner, as a peer (someone else's work), or as staff in that role. */
export type AccessBasis = 'owner' | 'peer' | Role;

type Rule = (actor: Actor, thing?: Owned) => AccessBasis | null;

const owner: Rule = (actor, thing) => (thing && thing.userId === actor.id ? 'owner' : null);
const admin: Rule = (actor) => (actor.role === 'admin' ? 'admin' : null);
const ownerOrAdmin: Rule = (actor, thing) => owner(actor, thing) ?? admin(actor, thing);
// Peer review judges others' work: anyone signed in, never on their own (admins included, so that an admin's
// own clip is judged by others too).
const peer: Rule = (actor, thing) => (thing && thing.userId !== actor.id ? 'peer' : null);

const RULES = {
  /** Listen to (download) a recording's audio. */
  'recording.listen': ownerOrAdmin,
  /** Ask for a recording's grade and its tokens. */
  'recording.evaluate': ownerOrAdmin,
  /** Delete one's own recording (issue 23): the owner only; admins delete through the admin API. */
  'recording.delete': owner,
  /** Follow or download a personal data export (issue 23): its owner only, admins included. */
  'export.use': owner,
  /** Hear and vote on a clip offered for peer review (issue 21): anyone but its author. */
  'recording.review': peer,
  /** Continue, inspect, discard or commit a resumable upload: its owner only, admins included. */
  'upload.use': owner,
  /** Everything under the admin API: all recordings, users, deletions, the audit log, campaign codes. */
  administer: admin,
  /** Preview, build, list and download dataset releases (issue 22). */
  'release.manage': admin,
  /** Import sentences, and keep or retire reported ones (issue 32). */
  'sentences.manage': admin,
} satisfies Record<string, Rule>;

export type Action = keyof typeof RULES;

/** How `actor` may do `action` (to `thing`), or null when they may not. */
export function accessBasis(actor: Actor, action: Action, thing?: Owned): AccessBasis | null {
  return RULES[action](actor, thing);
}

/** `thing` when `actor` may do `action` to it; otherwise 404 with `message`, as if it did not exist. */
export function requireAccess<T extends Owned>(
  actor: Actor,
  action: Action,
  thing: T | null,
  message: string,
): T {
  if (!thing || !accessBasis(actor, action, thing)) throw notFound(message);
  return thing;
}

/**
 * `thing` when `actor` may do `action` to it; 404 when it does not exist, 403 with `message` when it does
 * but they may not (for rules whose refusal tells nothing new, e.g. that a clip offered to you is your own).
 */
export function requireRight<T extends Owned>(
  actor: Actor,
  action: Action,
  thing: T | null,
  messages: { notFound: string; forbidden: string },
): T {
  if (!thing) throw notFound(messages.notFound);
  if (!accessBasis(actor, action, thing)) throw forbidden(messages.forbidden);
  return thing;
}

export const ADMIN_ONLY_MESSAGE = 'Access denied. Admin privileges required.';

/** For actions on no particular thing: 403 when `actor` may not. */
export function requirePermission(actor: Actor, action: Action): void {
  if (!accessBasis(actor, action)) throw forbidden(ADMIN_ONLY_MESSAGE);
}
