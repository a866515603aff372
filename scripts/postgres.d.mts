/** A throw-away PostgreSQL server (initdb in a temp directory, a free loopback port). */
export function startPostgres(): Promise<{ url: string; stop(): void }>;
