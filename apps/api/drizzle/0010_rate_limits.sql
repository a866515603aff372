-- The rate limits' counters on PostgreSQL (ADR 040), shared by every instance of the service on
-- this database: rate-limiter-flexible's PostgreSQL store in the table and columns it expects.
-- UNLOGGED: a counter is worth one minute, so it skips the write-ahead log (a crash empties it).
CREATE UNLOGGED TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
