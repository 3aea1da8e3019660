CREATE TABLE "candidate_computer_skills" (
	"candidate_id" integer NOT NULL,
	"id_programa" integer NOT NULL,
	CONSTRAINT "candidate_computer_skills_candidate_id_id_programa_pk" PRIMARY KEY("candidate_id","id_programa")
);
--> statement-breakpoint
CREATE TABLE "candidate_experience" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"empresa" text NOT NULL,
	"puesto" text NOT NULL,
	"fecha_inicio" date NOT NULL,
	"fecha_fin" date,
	"descripcion" text,
	"id_area_funcional" integer,
	CONSTRAINT "candidate_experience_dates_ck" CHECK ("candidate_experience"."fecha_fin" IS NULL OR "candidate_experience"."fecha_fin" >= "candidate_experience"."fecha_inicio")
);
--> statement-breakpoint
CREATE TABLE "candidate_interest_areas" (
	"candidate_id" integer NOT NULL,
	"id_area_funcional" integer NOT NULL,
	CONSTRAINT "candidate_interest_areas_candidate_id_id_area_funcional_pk" PRIMARY KEY("candidate_id","id_area_funcional")
);
--> statement-breakpoint
CREATE TABLE "candidate_other_studies" (
	"id" integer PRIMARY KEY DEFAULT nextval('candidate_studies_id_seq') NOT NULL,
	"candidate_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"centro" text NOT NULL,
	"fecha_inicio" date,
	"fecha_fin" date,
	"nota" numeric(4, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_other_studies_nota_ck" CHECK ("candidate_other_studies"."nota" IS NULL OR ("candidate_other_studies"."nota" BETWEEN 1 AND 10)),
	CONSTRAINT "candidate_other_studies_dates_ck" CHECK ("candidate_other_studies"."fecha_fin" IS NULL OR "candidate_other_studies"."fecha_inicio" IS NULL OR "candidate_other_studies"."fecha_fin" >= "candidate_other_studies"."fecha_inicio")
);
--> statement-breakpoint
CREATE TABLE "candidate_skills" (
	"candidate_id" integer NOT NULL,
	"posicion" integer NOT NULL,
	"nombre" text NOT NULL,
	CONSTRAINT "candidate_skills_candidate_id_posicion_pk" PRIMARY KEY("candidate_id","posicion"),
	CONSTRAINT "candidate_skills_nombre_ck" CHECK (length(trim("candidate_skills"."nombre")) > 0)
);
--> statement-breakpoint
ALTER TABLE "candidate_languages" ADD COLUMN "certificado" text;--> statement-breakpoint
ALTER TABLE "candidate_studies" ADD COLUMN "origen" text DEFAULT 'registro' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_studies" ADD COLUMN "centro" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "email_contacto" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "foto_key" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "foto_mime" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "situacion_laboral" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "carnet_conducir" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "vehiculo_propio" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "movilidad_geografica" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "otros_conocimientos_informaticos" text;--> statement-breakpoint
ALTER TABLE "candidate_computer_skills" ADD CONSTRAINT "candidate_computer_skills_candidate_id_candidates_user_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_experience" ADD CONSTRAINT "candidate_experience_candidate_id_candidates_user_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_interest_areas" ADD CONSTRAINT "candidate_interest_areas_candidate_id_candidates_user_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_other_studies" ADD CONSTRAINT "candidate_other_studies_candidate_id_candidates_user_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_skills" ADD CONSTRAINT "candidate_skills_candidate_id_candidates_user_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_experience_candidate_idx" ON "candidate_experience" USING btree ("candidate_id","fecha_inicio");--> statement-breakpoint
CREATE INDEX "candidate_other_studies_candidate_idx" ON "candidate_other_studies" USING btree ("candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_skills_name_uq" ON "candidate_skills" USING btree ("candidate_id",lower("nombre"));--> statement-breakpoint
ALTER TABLE "candidate_studies" ADD CONSTRAINT "candidate_studies_origen_ck" CHECK ("candidate_studies"."origen" IN ('registro', 'alumno'));--> statement-breakpoint
ALTER TABLE "candidate_studies" ADD CONSTRAINT "candidate_studies_dates_ck" CHECK ("candidate_studies"."fecha_fin" IS NULL OR "candidate_studies"."fecha_inicio" IS NULL OR "candidate_studies"."fecha_fin" >= "candidate_studies"."fecha_inicio");