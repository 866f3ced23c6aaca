/** Newsletter subscriptions (SPEC §2 footer). */
import { newsletterSubscriptions } from '../db/schema.ts';
import type { Database } from '../db/client.ts';

export function newsletterRepository(db: Database) {
  return {
    /** Records the e-mail; false when it was already subscribed. */
    async subscribe(email: string): Promise<boolean> {
      const rows = await db
        .insert(newsletterSubscriptions)
        .values({ email })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscriptions.id });
      return rows.length > 0;
    },
  };
}
