import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations here; PGlite and PostgreSQL both run them.
export default defineConfig({
  dialect: 'postgresql',
  schema: './services/loyalty/db/schema-*.ts',
  out: './services/loyalty/migrations',
});
