-- Only a write that can change a candidate list is logged and announced: one to an offer that is
-- or was active (and not deleted), or to the degrees of an active offer. A company drafting an
-- offer pending validation writes it many times over, and every logged change makes the lists of
-- every process wait for their read model to apply it.
CREATE OR REPLACE FUNCTION "offer_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed integer;
	listed boolean := false;
BEGIN
	IF TG_TABLE_NAME = 'offers' THEN
		IF TG_OP <> 'INSERT' THEN
			listed := OLD.estado = 2 AND OLD.eliminada_at IS NULL;
		END IF;
		IF TG_OP <> 'DELETE' AND NOT listed THEN
			listed := NEW.estado = 2 AND NEW.eliminada_at IS NULL;
		END IF;
		changed := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
	ELSE
		changed := CASE WHEN TG_OP = 'DELETE' THEN OLD.offer_id ELSE NEW.offer_id END;
		listed := EXISTS (
			SELECT 1 FROM "offers" WHERE "id" = changed AND "estado" = 2 AND "eliminada_at" IS NULL
		);
	END IF;
	IF listed THEN
		INSERT INTO "offer_changes" ("offer_id") VALUES (changed);
		PERFORM pg_notify('offer_changes', 'o' || changed);
	END IF;
	RETURN NULL;
END;
$$;
