// Stands in for the 'server-only' marker package, which throws outside Next's server build.
export {};
