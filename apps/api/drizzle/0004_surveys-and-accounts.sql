CREATE TABLE "survey_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"email" text,
	"nombre" text,
	"internship_id" integer,
	"sent_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_response_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"option_id" integer,
	"texto" text
);
--> statement-breakpoint
CREATE TABLE "account_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_account_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"cif" text NOT NULL,
	"nombre_empresa" text NOT NULL,
	"nombre" text NOT NULL,
	"apellidos" text NOT NULL,
	"email" text NOT NULL,
	"telefono" text NOT NULL,
	"mensaje" text NOT NULL,
	"direccion" text NOT NULL,
	"id_pais" integer NOT NULL,
	"acepta_comunicaciones" boolean NOT NULL,
	"idioma" text DEFAULT 'es' NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"user_id" integer,
	"company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "invitation_id" integer;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "internship_id" integer;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "anonima" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "estado" text DEFAULT 'publicada' NOT NULL;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "permite_usuarios" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "texto_rgpd" text;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_invitations" ADD CONSTRAINT "survey_invitations_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_invitations" ADD CONSTRAINT "survey_invitations_internship_id_internships_id_fk" FOREIGN KEY ("internship_id") REFERENCES "public"."internships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_response_items" ADD CONSTRAINT "survey_response_items_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_response_items" ADD CONSTRAINT "survey_response_items_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_account_requests" ADD CONSTRAINT "company_account_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_account_requests" ADD CONSTRAINT "company_account_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_invitations_token_uq" ON "survey_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "survey_invitations_survey_idx" ON "survey_invitations" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "survey_response_items_response_idx" ON "survey_response_items" USING btree ("response_id");--> statement-breakpoint
CREATE INDEX "survey_response_items_question_idx" ON "survey_response_items" USING btree ("question_id","option_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_tokens_hash_uq" ON "account_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_tokens_user_idx" ON "account_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "company_account_requests_pending_email_uq" ON "company_account_requests" USING btree (lower("email")) WHERE "company_account_requests"."estado" = 'pendiente';--> statement-breakpoint
CREATE INDEX "company_account_requests_estado_idx" ON "company_account_requests" USING btree ("estado","created_at");--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_invitation_id_survey_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."survey_invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_internship_id_internships_id_fk" FOREIGN KEY ("internship_id") REFERENCES "public"."internships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_invitation_uq" ON "survey_responses" USING btree ("invitation_id");