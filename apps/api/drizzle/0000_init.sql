CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"nombre" text NOT NULL,
	"apellidos" text DEFAULT '' NOT NULL,
	"estado" text DEFAULT 'activo' NOT NULL,
	"mensaje_bloqueo" text,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_failed_attempts_ck" CHECK ("users"."failed_attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "privacy_acceptances" (
	"user_id" integer NOT NULL,
	"version" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_acceptances_user_id_version_pk" PRIMARY KEY("user_id","version")
);
--> statement-breakpoint
CREATE TABLE "privacy_texts" (
	"version" serial PRIMARY KEY NOT NULL,
	"texto_corto" text NOT NULL,
	"texto" text NOT NULL,
	"link_externo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"cif" text NOT NULL,
	"nombre_comercial" text NOT NULL,
	"razon_social" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"id_sector" integer,
	"web" text,
	"email" text,
	"telefono" text,
	"direccion" text,
	"cp" text,
	"id_pais" integer DEFAULT 1 NOT NULL,
	"id_provincia" integer,
	"id_localidad" integer,
	"numero_empleados" integer,
	"validada" boolean DEFAULT false NOT NULL,
	"bloqueada" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_users" (
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"cargo" text,
	"telefono" text,
	CONSTRAINT "company_users_user_id_company_id_pk" PRIMARY KEY("user_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_languages" (
	"candidate_id" integer NOT NULL,
	"id_idioma" integer NOT NULL,
	"id_nivel" integer NOT NULL,
	CONSTRAINT "candidate_languages_candidate_id_id_idioma_pk" PRIMARY KEY("candidate_id","id_idioma")
);
--> statement-breakpoint
CREATE TABLE "candidate_studies" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"id_titulacion" integer NOT NULL,
	"de_la_universidad" boolean DEFAULT true NOT NULL,
	"en_curso" boolean DEFAULT false NOT NULL,
	"creditos_superados" numeric(6, 1) DEFAULT '0' NOT NULL,
	"nota_media" numeric(4, 2),
	"fecha_inicio" date,
	"fecha_fin" date,
	CONSTRAINT "candidate_studies_nota_ck" CHECK ("candidate_studies"."nota_media" IS NULL OR ("candidate_studies"."nota_media" BETWEEN 1 AND 10))
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"dni" text,
	"nss" text,
	"telefono" text,
	"fecha_nacimiento" date,
	"id_pais_nacionalidad" integer DEFAULT 1 NOT NULL,
	"id_provincia" integer,
	"id_localidad" integer,
	"con_practicas" boolean DEFAULT false NOT NULL,
	"con_empleo" boolean DEFAULT false NOT NULL,
	"es_estudiante_educacion" boolean DEFAULT false NOT NULL,
	"es_estudiante_infantil" boolean DEFAULT false NOT NULL,
	"primer_acceso" boolean DEFAULT true NOT NULL,
	"tiene_permiso_trabajo" boolean DEFAULT false NOT NULL,
	"busqueda_practicas_activa" boolean DEFAULT true NOT NULL,
	"busqueda_trabajo_activa" boolean DEFAULT true NOT NULL,
	"comunicaciones_email" boolean DEFAULT true NOT NULL,
	"id_periodo_preferencia_practicas" integer,
	"presentacion" text,
	"enlace_portfolio" text
);
--> statement-breakpoint
CREATE TABLE "offer_degrees" (
	"offer_id" integer NOT NULL,
	"id_titulacion" integer NOT NULL,
	CONSTRAINT "offer_degrees_offer_id_id_titulacion_pk" PRIMARY KEY("offer_id","id_titulacion")
);
--> statement-breakpoint
CREATE TABLE "offer_languages" (
	"offer_id" integer NOT NULL,
	"id_idioma" integer NOT NULL,
	"id_nivel" integer NOT NULL,
	CONSTRAINT "offer_languages_offer_id_id_idioma_pk" PRIMARY KEY("offer_id","id_idioma")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"familia" text NOT NULL,
	"titulo" text NOT NULL,
	"descripcion" text NOT NULL,
	"requisitos" text DEFAULT '' NOT NULL,
	"plazas" integer DEFAULT 1 NOT NULL,
	"id_sector" integer,
	"id_tipo_contrato" integer,
	"id_area_funcional" integer,
	"id_provincia" integer,
	"id_localidad" integer,
	"id_rango_salarial" integer,
	"id_tipo_formacion" integer,
	"curricular" boolean,
	"para_intermediacion" boolean DEFAULT false NOT NULL,
	"programa_europa" boolean DEFAULT false NOT NULL,
	"id_programa" integer,
	"estado" integer DEFAULT 1 NOT NULL,
	"motivo_rechazo" text,
	"fecha_publicacion" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_fin_inscripcion" date,
	"fecha_inicio" date,
	"fecha_fin" date,
	"horas_dia" numeric(4, 2),
	"dias_semana" integer,
	"meses" integer,
	"dedicacion" integer,
	"remuneracion" numeric(10, 2),
	"creditos_minimos" integer,
	"tutor_nombre" text,
	"tutor_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_estado_ck" CHECK ("offers"."estado" IN (1, 2, 3, 4)),
	CONSTRAINT "offers_plazas_ck" CHECK ("offers"."plazas" >= 1),
	CONSTRAINT "offers_dias_ck" CHECK ("offers"."dias_semana" IS NULL OR "offers"."dias_semana" BETWEEN 1 AND 7),
	CONSTRAINT "offers_meses_ck" CHECK ("offers"."meses" IS NULL OR "offers"."meses" BETWEEN 0 AND 12),
	CONSTRAINT "offers_dedicacion_ck" CHECK ("offers"."dedicacion" IS NULL OR "offers"."dedicacion" BETWEEN 0 AND 100),
	CONSTRAINT "offers_fechas_ck" CHECK ("offers"."fecha_inicio" IS NULL OR "offers"."fecha_fin" IS NULL OR "offers"."fecha_inicio" <= "offers"."fecha_fin")
);
--> statement-breakpoint
CREATE TABLE "application_state_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"estado" integer NOT NULL,
	"changed_by" integer,
	"comentario" text,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"estado" integer DEFAULT 1 NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"leida_por_empresa" boolean DEFAULT false NOT NULL,
	"id_motivo_rechazo" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"texto" text NOT NULL,
	"leida" boolean DEFAULT false NOT NULL,
	"importante" boolean DEFAULT false NOT NULL,
	"url_acceso" text,
	"url_externa" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "communications" (
	"id" serial PRIMARY KEY NOT NULL,
	"destinatarios" text NOT NULL,
	"fecha_desde" date NOT NULL,
	"fecha_hasta" date,
	"descripcion" text NOT NULL,
	"enlace" text
);
--> statement-breakpoint
CREATE TABLE "event_enrolments" (
	"event_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_enrolments_event_id_candidate_id_pk" PRIMARY KEY("event_id","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"titulo" text NOT NULL,
	"entradilla" text DEFAULT '' NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"lugar" text NOT NULL,
	"categoria" text NOT NULL,
	"categoria_slug" text NOT NULL,
	"destacado" boolean DEFAULT false NOT NULL,
	"url_imagen" text,
	"publico" boolean DEFAULT true NOT NULL,
	"plazas" integer
);
--> statement-breakpoint
CREATE TABLE "guides" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"descripcion" text NOT NULL,
	"url_fichero" text,
	"url_imagen" text,
	"publicada_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"orden" integer NOT NULL,
	"texto" text NOT NULL,
	"tipo" text NOT NULL,
	"respuesta_obligatoria" boolean DEFAULT true NOT NULL,
	"respuestas" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"user_id" integer,
	"contestaciones" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_targets" (
	"survey_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "survey_targets_survey_id_user_id_pk" PRIMARY KEY("survey_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"titulo" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"para_alumnos" boolean DEFAULT true NOT NULL,
	"para_empresas" boolean DEFAULT false NOT NULL,
	"obligatoria" boolean DEFAULT false NOT NULL,
	"permite_anonima" boolean DEFAULT false NOT NULL,
	"fecha_inicio" date NOT NULL,
	"fecha_fin" date
);
--> statement-breakpoint
CREATE TABLE "brand_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_settings_singleton_ck" CHECK ("brand_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "error_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"status" integer NOT NULL,
	"url" text NOT NULL,
	"detalle" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programmes" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"titulo" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"financiacion" text DEFAULT '' NOT NULL,
	"tipos_estudios" text DEFAULT '' NOT NULL,
	"fecha_inicio" date NOT NULL,
	"fecha_fin" date NOT NULL,
	"meses" integer NOT NULL,
	"meses2" integer,
	"operador_meses" text,
	"dedicacion" integer DEFAULT 80 NOT NULL,
	"url_imagen" text,
	"activo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "programmes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "privacy_acceptances" ADD CONSTRAINT "privacy_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_acceptances" ADD CONSTRAINT "privacy_acceptances_version_privacy_texts_version_fk" FOREIGN KEY ("version") REFERENCES "public"."privacy_texts"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_users" ADD CONSTRAINT "company_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_users" ADD CONSTRAINT "company_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_languages" ADD CONSTRAINT "candidate_languages_candidate_id_candidates_user_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_studies" ADD CONSTRAINT "candidate_studies_candidate_id_candidates_user_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_degrees" ADD CONSTRAINT "offer_degrees_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_languages" ADD CONSTRAINT "offer_languages_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_state_history" ADD CONSTRAINT "application_state_history_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_state_history" ADD CONSTRAINT "application_state_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_candidate_id_candidates_user_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_enrolments" ADD CONSTRAINT "event_enrolments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_enrolments" ADD CONSTRAINT "event_enrolments_candidate_id_candidates_user_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_targets" ADD CONSTRAINT "survey_targets_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_targets" ADD CONSTRAINT "survey_targets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_reports" ADD CONSTRAINT "error_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_role_uq" ON "users" USING btree (lower("email"),"role");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_cif_uq" ON "companies" USING btree (upper("cif"));--> statement-breakpoint
CREATE INDEX "company_users_company_idx" ON "company_users" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "candidate_studies_candidate_idx" ON "candidate_studies" USING btree ("candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_dni_uq" ON "candidates" USING btree (upper("dni"));--> statement-breakpoint
CREATE INDEX "offers_company_idx" ON "offers" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "offers_family_state_idx" ON "offers" USING btree ("familia","estado","fecha_publicacion");--> statement-breakpoint
CREATE INDEX "application_history_app_idx" ON "application_state_history" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_offer_candidate_uq" ON "applications" USING btree ("offer_id","candidate_id");--> statement-breakpoint
CREATE INDEX "applications_candidate_idx" ON "applications" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "applications_offer_state_idx" ON "applications" USING btree ("offer_id","estado");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","leida");--> statement-breakpoint
CREATE UNIQUE INDEX "events_slug_uq" ON "events" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "survey_questions_survey_idx" ON "survey_questions" USING btree ("survey_id","orden");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_user_uq" ON "survey_responses" USING btree ("survey_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "surveys_slug_uq" ON "surveys" USING btree ("slug");