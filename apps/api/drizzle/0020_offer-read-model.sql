CREATE TABLE "offer_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"offer_id" integer,
	"company_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "offer_changes_at_idx" ON "offer_changes" USING btree ("at");--> statement-breakpoint
-- Offer read model (DESIGN §8): every write that can change a candidate offer list is logged and
-- announced in the writer's transaction, so every process's in-memory index catches up.
CREATE FUNCTION "offer_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed integer;
BEGIN
	IF TG_TABLE_NAME = 'offers' THEN
		changed := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
	ELSE
		changed := CASE WHEN TG_OP = 'DELETE' THEN OLD.offer_id ELSE NEW.offer_id END;
	END IF;
	INSERT INTO "offer_changes" ("offer_id") VALUES (changed);
	PERFORM pg_notify('offer_changes', 'o' || changed);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "offer_company_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "offer_changes" ("company_id") VALUES (NEW.id);
	PERFORM pg_notify('offer_changes', 'c' || NEW.id);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "offers_changed" AFTER INSERT OR DELETE OR UPDATE ON "offers"
	FOR EACH ROW EXECUTE FUNCTION "offer_changed"();
--> statement-breakpoint
CREATE TRIGGER "offer_degrees_changed" AFTER INSERT OR DELETE OR UPDATE ON "offer_degrees"
	FOR EACH ROW EXECUTE FUNCTION "offer_changed"();
--> statement-breakpoint
CREATE TRIGGER "companies_offer_changed" AFTER UPDATE OF "bloqueada", "nombre_comercial" ON "companies"
	FOR EACH ROW WHEN (OLD.bloqueada IS DISTINCT FROM NEW.bloqueada OR OLD.nombre_comercial IS DISTINCT FROM NEW.nombre_comercial)
	EXECUTE FUNCTION "offer_company_changed"();
