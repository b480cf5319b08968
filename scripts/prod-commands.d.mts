// Types of scripts/prod-commands.mjs, for the TypeScript that imports it.
export declare const WEB_SERVER: string;
export declare const SERVICE_SERVER: string;
export declare const PROD_WEB_COMMAND: string[];
export declare const PROD_SERVICE_COMMAND: string[];
export declare function prodEnv(
  env?: Record<string, string | undefined>,
): Record<string, string | undefined>;
