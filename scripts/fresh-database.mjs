// A fresh PostgreSQL database on the server of `admin` (a connection URL), for the scripts that run
// the product against a real one (scripts/operator-journey.mjs, scripts/scale-out.mjs, bench/member-pages.mjs).
import pg from 'pg';

async function run(admin, query) {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** Creates database `name` (dropping a leftover of that name); `drop()` removes it. */
export async function freshDatabase(admin, name) {
  await run(admin, `drop database if exists "${name}" with (force)`);
  await run(admin, `create database "${name}"`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => run(admin, `drop database if exists "${name}" with (force)`),
  };
}
