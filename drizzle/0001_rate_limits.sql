-- rate_limits was created on first use by rate-limit.server.ts with
-- `create table if not exists "rate_limits" (key varchar(255) primary key, points integer not null default 0, expire bigint)`.
-- Same columns here; IF NOT EXISTS keeps an existing table and its rows.
CREATE TABLE IF NOT EXISTS "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
