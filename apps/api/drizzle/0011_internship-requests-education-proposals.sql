CREATE TABLE "internship_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"internship_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"requested_by" integer,
	"accion" text NOT NULL,
	"descripcion" text NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"motivo" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "internship_change_requests_decided_ck" CHECK (("internship_change_requests"."estado" = 'pendiente') = ("internship_change_requests"."decided_at" IS NULL)),
	CONSTRAINT "internship_change_requests_reason_ck" CHECK ("internship_change_requests"."estado" <> 'rechazada' OR "internship_change_requests"."motivo" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "education_centres" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"limite" integer NOT NULL,
	"codigo_centro" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "education_centres_limite_ck" CHECK ("education_centres"."limite" >= 0)
);
--> statement-breakpoint
CREATE TABLE "education_internship_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"centre_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"origen" text NOT NULL,
	"estado" text NOT NULL,
	"etapa" text NOT NULL,
	"fecha_inicio" date NOT NULL,
	"fecha_fin" date NOT NULL,
	"tutor_nombre" text,
	"tutor_email" text,
	"observaciones" text,
	"motivo" text,
	"created_by" integer,
	"centre_decided_at" timestamp with time zone,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "education_requests_fechas_ck" CHECK ("education_internship_requests"."fecha_inicio" < "education_internship_requests"."fecha_fin"),
	CONSTRAINT "education_requests_reason_ck" CHECK ("education_internship_requests"."estado" NOT IN ('rechazada', 'rechazada_centro') OR "education_internship_requests"."motivo" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "internship_proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"origen" text NOT NULL,
	"candidate_id" integer NOT NULL,
	"company_id" integer,
	"cif_empresa" text NOT NULL,
	"nombre_empresa" text NOT NULL,
	"email_contacto" text NOT NULL,
	"nombre_contacto" text,
	"fecha_inicio" date NOT NULL,
	"fecha_fin" date NOT NULL,
	"horas_dia" numeric(3, 1) NOT NULL,
	"dias_semana" integer NOT NULL,
	"meses" integer NOT NULL,
	"remuneracion" numeric(10, 2),
	"tutor_nombre" text NOT NULL,
	"tutor_email" text NOT NULL,
	"descripcion" text NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"motivo" text,
	"proposed_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "internship_proposals_fechas_ck" CHECK ("internship_proposals"."fecha_inicio" < "internship_proposals"."fecha_fin"),
	CONSTRAINT "internship_proposals_dias_ck" CHECK ("internship_proposals"."dias_semana" BETWEEN 1 AND 7),
	CONSTRAINT "internship_proposals_meses_ck" CHECK ("internship_proposals"."meses" BETWEEN 0 AND 12),
	CONSTRAINT "internship_proposals_decided_ck" CHECK (("internship_proposals"."estado" = 'pendiente') = ("internship_proposals"."decided_at" IS NULL)),
	CONSTRAINT "internship_proposals_reason_ck" CHECK ("internship_proposals"."estado" <> 'rechazada' OR "internship_proposals"."motivo" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "internship_change_requests" ADD CONSTRAINT "internship_change_requests_internship_id_internships_id_fk" FOREIGN KEY ("internship_id") REFERENCES "public"."internships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internship_change_requests" ADD CONSTRAINT "internship_change_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internship_change_requests" ADD CONSTRAINT "internship_change_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internship_change_requests" ADD CONSTRAINT "internship_change_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_centres" ADD CONSTRAINT "education_centres_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_internship_requests" ADD CONSTRAINT "education_internship_requests_centre_id_education_centres_company_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."education_centres"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_internship_requests" ADD CONSTRAINT "education_internship_requests_candidate_id_candidates_user_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_internship_requests" ADD CONSTRAINT "education_internship_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_internship_requests" ADD CONSTRAINT "education_internship_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internship_proposals" ADD CONSTRAINT "internship_proposals_candidate_id_candidates_user_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internship_proposals" ADD CONSTRAINT "internship_proposals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internship_proposals" ADD CONSTRAINT "internship_proposals_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internship_proposals" ADD CONSTRAINT "internship_proposals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "internship_change_requests_pending_uq" ON "internship_change_requests" USING btree ("internship_id","accion") WHERE "internship_change_requests"."estado" = 'pendiente';--> statement-breakpoint
CREATE INDEX "internship_change_requests_company_idx" ON "internship_change_requests" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "internship_change_requests_estado_idx" ON "internship_change_requests" USING btree ("estado","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "education_requests_live_uq" ON "education_internship_requests" USING btree ("centre_id","candidate_id") WHERE "education_internship_requests"."estado" IN ('pendiente_centro', 'pendiente_servicio', 'aprobada');--> statement-breakpoint
CREATE INDEX "education_requests_centre_idx" ON "education_internship_requests" USING btree ("centre_id","estado");--> statement-breakpoint
CREATE INDEX "education_requests_candidate_idx" ON "education_internship_requests" USING btree ("candidate_id","estado");--> statement-breakpoint
CREATE INDEX "education_requests_estado_idx" ON "education_internship_requests" USING btree ("estado","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "internship_proposals_pending_uq" ON "internship_proposals" USING btree ("candidate_id",upper("cif_empresa")) WHERE "internship_proposals"."estado" = 'pendiente';--> statement-breakpoint
CREATE INDEX "internship_proposals_estado_idx" ON "internship_proposals" USING btree ("estado","created_at");--> statement-breakpoint
CREATE INDEX "internship_proposals_company_idx" ON "internship_proposals" USING btree ("company_id");