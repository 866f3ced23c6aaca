import { BehaviorSubject, type Observable } from 'rxjs';
import { bus } from '../bus';
import type { AdminSession } from '../contract/admin.ts';
import type { UserSession, VendorSession } from '../types';
import { onOtherTabChange, pageSingleton, readJson, writeJson } from './storage';

/** localStorage keys of SPEC §3's stored sessions. */
export const USER_SESSION_KEY = 'userSession';
export const VENDOR_SESSION_KEY = 'vendor';
export const ADMIN_SESSION_KEY = 'admin';

/**
 * A session kept in localStorage (SPEC §4): loaded at start, saved whenever set, removed when
 * set to empty. It is what the UI shows; the HttpOnly cookie is what the server trusts.
 */
export class StoredSession<T> {
  private readonly subject: BehaviorSubject<T | null>;
  private ended = false;
  /** The session, replaying the current value to every new subscriber. */
  readonly session$: Observable<T | null>;

  constructor(
    private readonly key: string,
    private readonly onChange?: (value: T | null) => void,
  ) {
    this.subject = new BehaviorSubject<T | null>(readJson<T>(key));
    this.session$ = this.subject.asObservable();
    onOtherTabChange(key, () => {
      this.subject.next(readJson<T>(key));
      this.onChange?.(this.subject.value);
    });
  }

  /** The current session, or null when signed out. */
  get value(): T | null {
    return this.subject.value;
  }

  /**
   * True when the last session was cleared by `expire()` (the server no longer knows it) rather
   * than by a sign-out; false again once a session is set. A page that shows "You have signed
   * out." reads it to send such a shopper to sign in instead.
   */
  get expired(): boolean {
    return this.ended;
  }

  /**
   * Stores the session; `null` clears it and its stored copy. Setting the value it already holds
   * (as the shell does when the server confirms the session at start) announces no change, so
   * nothing that follows the session (the favorites) reloads for nothing.
   */
  set(value: T | null): void {
    if (value !== null) this.ended = false;
    if (JSON.stringify(value) === JSON.stringify(this.subject.value)) return;
    writeJson(this.key, value);
    this.subject.next(value);
    this.onChange?.(value);
  }

  /**
   * Clears a session the server no longer knows (its cookie ended: a password changed elsewhere,
   * a stale copy in storage, a 401), announced as `set(null)` is, with `expired` true: the shopper
   * did not sign out here, so a private page sends them to sign in again.
   */
  expire(): void {
    if (this.subject.value === null) return;
    this.ended = true;
    this.set(null);
  }
}

/** The shopper's session (`userSession`); every change is announced as `session:changed`. */
export const sessionStore: StoredSession<UserSession> = pageSingleton(
  'session-store',
  () => new StoredSession<UserSession>(USER_SESSION_KEY, (session) => bus.emit('session:changed', { session })),
);

/** The vendor's session (`vendor`). */
export const vendorSessionStore: StoredSession<VendorSession> = pageSingleton(
  'vendor-session-store',
  () => new StoredSession<VendorSession>(VENDOR_SESSION_KEY),
);

/**
 * The admin's session (`admin`): the signed-in staff member (role 'admin') with their staff role
 * (admin, catalog moderator, support), which the panel uses to show only what the role may open.
 */
export const adminSessionStore: StoredSession<AdminSession> = pageSingleton(
  'admin-session-store',
  () => new StoredSession<AdminSession>(ADMIN_SESSION_KEY),
);
