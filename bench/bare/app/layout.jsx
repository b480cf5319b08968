// The reference of bench/web-budgets.mjs and bench/lighthouse.mjs: the smallest Next 16 App
// Router page, built and served in the same run as the app (docs/quality.md §3).
export const metadata = {
  title: 'Bare Next page',
  description: 'The reference page of the web budgets.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
