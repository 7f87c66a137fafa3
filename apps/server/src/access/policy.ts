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

/** Why an actor may: as the owner, or as staff in that role. */
export type AccessBasis = 'owner' | Role;

type Rule = (actor: Actor, thing?: Owned) => AccessBasis | null;

const owner: Rule = (actor, thing) => (thing && thing.userId === actor.id ? 'owner' : null);
const admin: Rule = (actor) => (actor.role === 'admin' ? 'admin' : null);
const ownerOrAdmin: Rule = (actor, thing) => owner(actor, thing) ?? admin(actor, thing);

const RULES = {
  /** Listen to (download) a recording's audio. */
  'recording.listen': ownerOrAdmin,
  /** Ask for a recording's grade and its tokens. */
  'recording.evaluate': ownerOrAdmin,
  /** Delete one's own recording (issue 23): the owner only; admins delete through the admin API. */
  'recording.delete': owner,
  /** Follow or download a personal data export (issue 23): its owner only, admins included. */
  'export.use': owner,
  /** Continue, inspect, discard or commit a resumable upload: its owner only, admins included. */
  'upload.use': owner,
  /** Everything under the admin API: all recordings, users, deletions, the audit log, campaign codes. */
  administer: admin,
  /** Preview, build, list and download dataset releases (issue 22). */
  'release.manage': admin,
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

export const ADMIN_ONLY_MESSAGE = 'Access denied. Admin privileges required.';

/** For actions on no particular thing: 403 when `actor` may not. */
export function requirePermission(actor: Actor, action: Action): void {
  if (!accessBasis(actor, action)) throw forbidden(ADMIN_ONLY_MESSAGE);
}
