/** A throw-away Valkey or Redis server (no persistence, a free loopback port). */
export function startValkey(): Promise<{ url: string; server: string; stop(): void }>;
