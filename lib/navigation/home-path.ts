// The home page's path after the locale segment. Its own module so a client component that only
// goes home does not carry lib/navigation/routes.ts's whole route table (the JavaScript budget, docs/quality.md §3).
export const HOME_PATH = '/home';
