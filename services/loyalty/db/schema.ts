import * as catalog from '@/services/loyalty/db/schema-catalog';
import * as auth from '@/services/loyalty/db/schema-auth';
import * as members from '@/services/loyalty/db/schema-members';

/** Every table of the service, for drizzle's typed database handle. */
export const schema = { ...catalog, ...members, ...auth };
export type Schema = typeof schema;
