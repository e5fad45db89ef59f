// Types of scratch-database.mjs for the TypeScript benchmarks.
export function scratchDatabase(baseUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }>;
