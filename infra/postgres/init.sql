-- Run once by the postgres image on an empty data directory (docker-entrypoint-initdb.d),
-- inside the application database (POSTGRES_DB). On a plain machine nothing runs this file:
-- each service creates its own schema and the extensions it needs when it migrates.

-- One schema per service; no service reads or writes another's.
CREATE SCHEMA IF NOT EXISTS identity;
CREATE SCHEMA IF NOT EXISTS listing;
CREATE SCHEMA IF NOT EXISTS booking;
CREATE SCHEMA IF NOT EXISTS payment;
CREATE SCHEMA IF NOT EXISTS pricing;
CREATE SCHEMA IF NOT EXISTS notification;
CREATE SCHEMA IF NOT EXISTS messaging;
CREATE SCHEMA IF NOT EXISTS stress;

-- Extensions live in public so that every schema's search_path finds them.
CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public;  -- exclusion constraints on reservations
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;     -- fuzzy text search
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;    -- "Vina" finds "Viña"
CREATE EXTENSION IF NOT EXISTS cube WITH SCHEMA public;        -- required by earthdistance
CREATE EXTENSION IF NOT EXISTS earthdistance WITH SCHEMA public; -- radius search
