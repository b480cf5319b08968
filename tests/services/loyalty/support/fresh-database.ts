import { randomBytes } from 'node:crypto';
import pg from 'pg';

// A fresh PostgreSQL database on TEST_DATABASE_URL's server for a test that opens the service's
// database itself (its own options, or through a pooler); dropped by `drop()`.

const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(statement).finally(() => client.end());
};

export async function freshDatabase(): Promise<{
  name: string;
  url: string;
  drop(): Promise<void>;
}> {
  const name = `loyalty_test_${process.pid}_${randomBytes(5).toString('hex')}`;
  await admin(`create database "${name}"`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => admin(`drop database if exists "${name}" with (force)`),
  };
}
