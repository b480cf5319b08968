import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The loyalty service lives in this repository but runs as its own process.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
};

export default withNextIntl(nextConfig);
