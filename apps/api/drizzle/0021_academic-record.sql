-- A DNI/NIE as the university's record and the portal compare it: no spaces, dots or hyphens,
-- upper case, and the number padded with leading zeros (1234567L = 01234567L, X123456L = X0123456L).
CREATE FUNCTION "normaliza_dni"(v text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT CASE
		WHEN s ~ '^[0-9]{1,8}[A-Z]$' THEN lpad(s, 9, '0')
		WHEN s ~ '^[XYZ][0-9]{1,7}[A-Z]$' THEN substr(s, 1, 1) || lpad(substr(s, 2), 8, '0')
		ELSE s
	END
	FROM (SELECT upper(regexp_replace(coalesce(v, ''), '[[:space:].-]', '', 'g')) AS s) n
$$;
--> statement-breakpoint
CREATE TABLE "integration_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"prefijo" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "record_degree_codes" (
	"codigo" text PRIMARY KEY NOT NULL,
	"id_titulacion" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_degree_codes_codigo_ck" CHECK (length(trim("record_degree_codes"."codigo")) > 0)
);
--> statement-breakpoint
CREATE TABLE "record_import_refusals" (
	"import_id" integer NOT NULL,
	"linea" integer NOT NULL,
	"columna" text,
	"motivo" text NOT NULL,
	"valor" text,
	"detalle" jsonb
);
--> statement-breakpoint
CREATE TABLE "record_import_rows" (
	"import_id" integer NOT NULL,
	"linea" integer NOT NULL,
	"dni" text NOT NULL,
	"nombre" text NOT NULL,
	"apellidos" text NOT NULL,
	"email_institucional" text,
	"email_personal" text,
	"fecha_nacimiento" date,
	"codigo" text NOT NULL,
	"id_titulacion" integer NOT NULL,
	"estado" text NOT NULL,
	"curso" integer,
	"creditos_superados" numeric(6, 1) NOT NULL,
	"creditos_totales" numeric(6, 1),
	"nota_media" numeric(4, 2),
	"fecha_inicio" date,
	"fecha_fin" date,
	"centro" text,
	CONSTRAINT "record_import_rows_import_id_linea_pk" PRIMARY KEY("import_id","linea")
);
--> statement-breakpoint
CREATE TABLE "record_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"estado" text DEFAULT 'analizando' NOT NULL,
	"nombre_fichero" text NOT NULL,
	"formato" text NOT NULL,
	"sha256" text NOT NULL,
	"completa" boolean DEFAULT false NOT NULL,
	"omitir_rechazadas" boolean DEFAULT false NOT NULL,
	"hechos" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"resumen" jsonb,
	"user_id" integer,
	"token_id" integer,
	"autor" text NOT NULL,
	"error" text,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "record_people" (
	"dni" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"nombre" text NOT NULL,
	"apellidos" text NOT NULL,
	"email_institucional" text,
	"email_personal" text,
	"fecha_nacimiento" date,
	"en_registro" boolean DEFAULT true NOT NULL,
	"excluida" boolean DEFAULT false NOT NULL,
	"last_import_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_studies" ADD COLUMN "estado_registro" text;--> statement-breakpoint
ALTER TABLE "candidate_studies" ADD COLUMN "curso" integer;--> statement-breakpoint
ALTER TABLE "candidate_studies" ADD COLUMN "creditos_totales" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "candidate_studies" ADD COLUMN "codigo_registro" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "verificado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "verificacion_origen" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "verificado_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "integration_tokens" ADD CONSTRAINT "integration_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_import_refusals" ADD CONSTRAINT "record_import_refusals_import_id_record_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."record_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_import_rows" ADD CONSTRAINT "record_import_rows_import_id_record_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."record_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_imports" ADD CONSTRAINT "record_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_people" ADD CONSTRAINT "record_people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integration_tokens_hash_uq" ON "integration_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "record_import_refusals_import_idx" ON "record_import_refusals" USING btree ("import_id","linea");--> statement-breakpoint
CREATE UNIQUE INDEX "record_import_rows_person_degree_uq" ON "record_import_rows" USING btree ("import_id","dni","id_titulacion");--> statement-breakpoint
CREATE UNIQUE INDEX "record_imports_one_running_uq" ON "record_imports" USING btree ((true)) WHERE "record_imports"."estado" in ('analizando', 'aplicando');--> statement-breakpoint
CREATE INDEX "record_imports_created_idx" ON "record_imports" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "record_people_user_uq" ON "record_people" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "record_people_email_inst_idx" ON "record_people" USING btree (lower("email_institucional"));--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_studies_record_uq" ON "candidate_studies" USING btree ("candidate_id","id_titulacion") WHERE "candidate_studies"."origen" = 'registro';--> statement-breakpoint
CREATE INDEX "candidates_dni_norm_idx" ON "candidates" USING btree (normaliza_dni("dni"));--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_verificacion_ck" CHECK ("candidates"."verificado" = ("candidates"."verificacion_origen" is not null));
--> statement-breakpoint
-- Studies of origin 'registro' came from the university's record before it could be imported:
-- their holders are the university's own candidates.
UPDATE "candidates" SET "verificado" = true, "verificacion_origen" = 'registro', "verificado_at" = now()
	WHERE EXISTS (SELECT 1 FROM "candidate_studies" s WHERE s."candidate_id" = "candidates"."user_id" AND s."origen" = 'registro');
