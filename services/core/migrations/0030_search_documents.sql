-- The site search (services/public/src/search/README.md): French stems with accents folded, one
-- table kept by triggers on the source tables. 'unaccent' is a trusted extension (PostgreSQL 13+):
-- the database's owner may create it; the embedded server and Debian's postgresql-15 ship it.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION canal_fr (COPY = pg_catalog.french);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION canal_fr ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;--> statement-breakpoint
CREATE TABLE "search_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_id" integer NOT NULL,
	"kind" text NOT NULL,
	"access" text NOT NULL,
	"theme" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"at_seconds" integer,
	"date" timestamp with time zone,
	"tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('canal_fr'::regconfig, title), 'A') || setweight(to_tsvector('canal_fr'::regconfig, body), 'B')) STORED NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_documents_tsv" ON "search_documents" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_documents_source" ON "search_documents" USING btree ("source","source_id");
--> statement-breakpoint
-- Text of a rich-text field without its tags.
CREATE FUNCTION search_plain(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT trim(regexp_replace(regexp_replace(coalesce(value, ''), '<[^>]*>', ' ', 'g'), '\s+', ' ', 'g'))
$$;--> statement-breakpoint
-- Writes again the search row of one source row (none when it is gone). Transcript rows are fed by their import.
CREATE FUNCTION search_refresh(p_source text, p_id integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_documents WHERE source = p_source AND source_id = p_id;
  IF p_source = 'events' THEN
    INSERT INTO search_documents (source, source_id, kind, access, theme, title, body, url, date)
    SELECT 'events', e.id,
      CASE WHEN e.state = 'replay' THEN 'replay' ELSE 'session' END,
      CASE WHEN e.state = 'replay' THEN 'replays' ELSE 'public' END,
      coalesce(t.name, ''), e.title,
      search_plain(concat_ws(' ', e.short_description, e.description, e.guests_description, e.program)),
      CASE WHEN e.state = 'replay' THEN '/replays/' ELSE '/event/' END || e.id, e.date
    FROM events e LEFT JOIN themes t ON t.id = e.theme_id WHERE e.id = p_id;
  ELSIF p_source = 'news' THEN
    INSERT INTO search_documents (source, source_id, kind, access, title, body, url)
    SELECT 'news', n.id, 'news', 'public', n.title, search_plain(concat_ws(' ', n.short_description, n.description)),
      CASE WHEN n.event_id IS NOT NULL THEN '/event/' || n.event_id ELSE coalesce(nullif(n.link_external, ''), '/') END
    FROM news n WHERE n.id = p_id;
  ELSIF p_source = 'faq_items' THEN
    INSERT INTO search_documents (source, source_id, kind, access, title, body, url)
    SELECT 'faq_items', f.id, 'faq', 'public', f.question, search_plain(concat_ws(' ', f.sub_question, f.answer)), '/help'
    FROM faq_items f WHERE f.id = p_id;
  ELSIF p_source = 'podcasts' THEN
    INSERT INTO search_documents (source, source_id, kind, access, theme, title, body, url, date)
    SELECT 'podcasts', p.id, 'podcast', 'member', coalesce(t.name, ''), p.title, search_plain(p.description), '/podcast/show/' || p.id, p.date
    FROM podcasts p LEFT JOIN podcast_themes t ON t.id = p.theme_id WHERE p.id = p_id;
  ELSIF p_source = 'episodes' THEN
    INSERT INTO search_documents (source, source_id, kind, access, theme, title, body, url, date)
    SELECT 'episodes', ep.id, 'episode', 'member', s.category, ep.title, search_plain(concat_ws(' ', ep.description, s.title)), '/video/' || ep.id, ep.created_at
    FROM episodes ep JOIN series s ON s.id = ep.serie_id WHERE ep.id = p_id;
  ELSIF p_source = 'documents' THEN
    INSERT INTO search_documents (source, source_id, kind, access, theme, title, body, url)
    SELECT 'documents', d.id, 'document', 'member', c.title, trim(concat_ws(' ', nullif(d.prefix, ''), d.title)), search_plain(d.description), '/documents'
    FROM documents d JOIN document_collections c ON c.id = d.collection_id WHERE d.id = p_id;
  END IF;
END;
$$;--> statement-breakpoint
CREATE FUNCTION search_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh(TG_TABLE_NAME, CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A renamed theme, serie or collection changes the rows of what it holds.
CREATE FUNCTION search_on_parent_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'themes' THEN
    PERFORM search_refresh('events', e.id) FROM events e WHERE e.theme_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'podcast_themes' THEN
    PERFORM search_refresh('podcasts', p.id) FROM podcasts p WHERE p.theme_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'series' THEN
    PERFORM search_refresh('episodes', ep.id) FROM episodes ep WHERE ep.serie_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'document_collections' THEN
    PERFORM search_refresh('documents', d.id) FROM documents d WHERE d.collection_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER search_events AFTER INSERT OR UPDATE OR DELETE ON events FOR EACH ROW EXECUTE FUNCTION search_on_change();--> statement-breakpoint
CREATE TRIGGER search_news AFTER INSERT OR UPDATE OR DELETE ON news FOR EACH ROW EXECUTE FUNCTION search_on_change();--> statement-breakpoint
CREATE TRIGGER search_faq_items AFTER INSERT OR UPDATE OR DELETE ON faq_items FOR EACH ROW EXECUTE FUNCTION search_on_change();--> statement-breakpoint
CREATE TRIGGER search_podcasts AFTER INSERT OR UPDATE OR DELETE ON podcasts FOR EACH ROW EXECUTE FUNCTION search_on_change();--> statement-breakpoint
CREATE TRIGGER search_episodes AFTER INSERT OR UPDATE OR DELETE ON episodes FOR EACH ROW EXECUTE FUNCTION search_on_change();--> statement-breakpoint
CREATE TRIGGER search_documents_rows AFTER INSERT OR UPDATE OR DELETE ON documents FOR EACH ROW EXECUTE FUNCTION search_on_change();--> statement-breakpoint
CREATE TRIGGER search_themes AFTER UPDATE ON themes FOR EACH ROW EXECUTE FUNCTION search_on_parent_change();--> statement-breakpoint
CREATE TRIGGER search_podcast_themes AFTER UPDATE ON podcast_themes FOR EACH ROW EXECUTE FUNCTION search_on_parent_change();--> statement-breakpoint
CREATE TRIGGER search_series AFTER UPDATE ON series FOR EACH ROW EXECUTE FUNCTION search_on_parent_change();--> statement-breakpoint
CREATE TRIGGER search_document_collections AFTER UPDATE ON document_collections FOR EACH ROW EXECUTE FUNCTION search_on_parent_change();--> statement-breakpoint
-- What exists before this migration.
SELECT search_refresh('events', id) FROM events;--> statement-breakpoint
SELECT search_refresh('news', id) FROM news;--> statement-breakpoint
SELECT search_refresh('faq_items', id) FROM faq_items;--> statement-breakpoint
SELECT search_refresh('podcasts', id) FROM podcasts;--> statement-breakpoint
SELECT search_refresh('episodes', id) FROM episodes;--> statement-breakpoint
SELECT search_refresh('documents', id) FROM documents;
