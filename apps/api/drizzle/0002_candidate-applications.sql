CREATE TABLE "candidate_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"id_tipo_documento" integer NOT NULL,
	"nombre" text NOT NULL,
	"storage_key" text NOT NULL,
	"extension" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"privado" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_documents_bytes_ck" CHECK ("candidate_documents"."bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "programme_adhesions" (
	"programme_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programme_adhesions_programme_id_candidate_id_pk" PRIMARY KEY("programme_id","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "signature_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"application_id" integer,
	"tipo" text NOT NULL,
	"nombre" text NOT NULL,
	"texto" text NOT NULL,
	"proveedor" text DEFAULT 'interno' NOT NULL,
	"referencia_externa" text,
	"storage_key" text,
	"sha256" text,
	"firmado_at" timestamp with time zone,
	"firmante_nombre" text,
	"firmante_dni" text,
	"firmante_ip" text,
	"firmante_user_agent" text,
	"firmado_sha256" text,
	"firmado_storage_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signature_documents_signed_ck" CHECK (("signature_documents"."firmado_at" IS NULL) = ("signature_documents"."firmado_sha256" IS NULL) AND ("signature_documents"."firmado_at" IS NULL OR "signature_documents"."firmante_nombre" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "internship_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"internship_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"solicitado" boolean DEFAULT false NOT NULL,
	"fecha_limite" date,
	"nombre_fichero" text,
	"storage_key" text,
	"extension" text,
	"mime" text,
	"bytes" integer,
	"entregado_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "internship_documents_file_ck" CHECK (("internship_documents"."storage_key" IS NULL) = ("internship_documents"."entregado_at" IS NULL) AND ("internship_documents"."storage_key" IS NOT NULL OR "internship_documents"."solicitado"))
);
--> statement-breakpoint
CREATE TABLE "internships" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"offer_id" integer,
	"application_id" integer,
	"titulo" text NOT NULL,
	"para_titulados" boolean DEFAULT false NOT NULL,
	"curricular" boolean,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"fecha_inicio" date NOT NULL,
	"fecha_fin" date NOT NULL,
	"horas_dia" integer,
	"tutor_empresa_nombre" text,
	"tutor_empresa_email" text,
	"tutor_academico_nombre" text,
	"tutor_academico_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "internships_fechas_ck" CHECK ("internships"."fecha_inicio" <= "internships"."fecha_fin")
);
--> statement-breakpoint
CREATE TABLE "offer_computer_skills" (
	"offer_id" integer NOT NULL,
	"id_programa_informatico" integer NOT NULL,
	CONSTRAINT "offer_computer_skills_offer_id_id_programa_informatico_pk" PRIMARY KEY("offer_id","id_programa_informatico")
);
--> statement-breakpoint
CREATE TABLE "company_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"apellidos" text NOT NULL,
	"dni" text NOT NULL,
	"puesto" text NOT NULL,
	"departamento" text,
	"email" text,
	"telefono1" text NOT NULL,
	"telefono2" text,
	"direccion" text NOT NULL,
	"cp" text NOT NULL,
	"localidad" text NOT NULL,
	"id_localidad" integer,
	"provincia" text,
	"id_pais" integer DEFAULT 1 NOT NULL,
	"tipos_contacto" integer[] DEFAULT '{9}'::integer[] NOT NULL,
	"anios_foro_empleo" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"nombre_fiscal" text NOT NULL,
	"cif" text NOT NULL,
	"domicilio_fiscal" text NOT NULL,
	"id_pais" integer NOT NULL,
	"id_provincia" integer,
	"provincia" text,
	"poblacion" text NOT NULL,
	"cp" text NOT NULL,
	"requiere_envio_postal_facturas" boolean DEFAULT false NOT NULL,
	"domicilio_envio_postal" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "provincia" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "localidad" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "fecha_validacion" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "validada_por" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "fecha_cierre" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "eliminada_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "copiada_de" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "requiere_cv_propio" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "nivel_estudiantes" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('spanish'::regconfig, f_unaccent(titulo)), 'A') || setweight(to_tsvector('spanish'::regconfig, f_unaccent(requisitos)), 'B') || setweight(to_tsvector('spanish'::regconfig, f_unaccent(regexp_replace(descripcion, '<[^>]*>', ' ', 'g'))), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "application_state_history" ADD COLUMN "id_motivo" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "pendiente_firma" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "documentos_requeridos" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_documents" ADD CONSTRAINT "candidate_documents_candidate_id_candidates_user_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_adhesions" ADD CONSTRAINT "programme_adhesions_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_adhesions" ADD CONSTRAINT "programme_adhesions_candidate_id_candidates_user_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_documents" ADD CONSTRAINT "signature_documents_candidate_id_candidates_user_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_documents" ADD CONSTRAINT "signature_documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internship_documents" ADD CONSTRAINT "internship_documents_internship_id_internships_id_fk" FOREIGN KEY ("internship_id") REFERENCES "public"."internships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internships" ADD CONSTRAINT "internships_candidate_id_candidates_user_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internships" ADD CONSTRAINT "internships_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internships" ADD CONSTRAINT "internships_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internships" ADD CONSTRAINT "internships_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_computer_skills" ADD CONSTRAINT "offer_computer_skills_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_contacts" ADD CONSTRAINT "company_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_documents_candidate_idx" ON "candidate_documents" USING btree ("candidate_id","id_tipo_documento");--> statement-breakpoint
CREATE INDEX "signature_documents_candidate_idx" ON "signature_documents" USING btree ("candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_documents_application_tipo_uq" ON "signature_documents" USING btree ("application_id","tipo");--> statement-breakpoint
CREATE INDEX "internship_documents_internship_idx" ON "internship_documents" USING btree ("internship_id");--> statement-breakpoint
CREATE INDEX "internships_candidate_idx" ON "internships" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "company_contacts_company_idx" ON "company_contacts" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_contacts_company_dni_uq" ON "company_contacts" USING btree ("company_id",upper("dni"));--> statement-breakpoint
CREATE INDEX "billing_accounts_company_idx" ON "billing_accounts" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_validada_por_users_id_fk" FOREIGN KEY ("validada_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_degrees_degree_idx" ON "offer_degrees" USING btree ("id_titulacion");--> statement-breakpoint
CREATE INDEX "offers_search_idx" ON "offers" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "offers_titulo_trgm_idx" ON "offers" USING gin (f_unaccent("titulo") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offers_programme_idx" ON "offers" USING btree ("id_programa");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_motivo_ck" CHECK ("applications"."id_motivo_rechazo" IS NULL OR "applications"."estado" = 17);