import * as catalog from '@/services/loyalty/db/schema-catalog';
import * as auth from '@/services/loyalty/db/schema-auth';
import * as ledger from '@/services/loyalty/db/schema-ledger';
import * as members from '@/services/loyalty/db/schema-members';
import * as reminders from '@/services/loyalty/db/schema-reminders';
import * as rewards from '@/services/loyalty/db/schema-rewards';

/** Every table of the service, for drizzle's typed database handle. */
export const schema = { ...catalog, ...members, ...auth, ...ledger, ...rewards, ...reminders };
export type Schema = typeof schema;
