// The home page's path after the locale segment. Its own module so a client component that only
// goes home does not carry lib/routes.ts's whole route table (issue 10's JavaScript budget).
export const HOME_PATH = '/home';
