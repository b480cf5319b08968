// Types of bench/support/cpu-time.mjs, for the TypeScript that imports it.
export declare function cpuMs(pid: number | string): number;
export declare function cpuMsOfCommand(command: string): number;
