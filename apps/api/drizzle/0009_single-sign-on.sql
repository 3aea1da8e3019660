CREATE TABLE "sso_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sso_link_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"protocol" text NOT NULL,
	"state_hash" text NOT NULL,
	"code_verifier" text,
	"nonce" text,
	"survey_ref" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_login_attempts_oidc_ck" CHECK ("sso_login_attempts"."protocol" <> 'oidc' or ("sso_login_attempts"."code_verifier" is not null and "sso_login_attempts"."nonce" is not null))
);
--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_link_tickets" ADD CONSTRAINT "sso_link_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sso_identities_subject_uq" ON "sso_identities" USING btree ("issuer","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_identities_user_issuer_uq" ON "sso_identities" USING btree ("user_id","issuer");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_link_tickets_hash_uq" ON "sso_link_tickets" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_login_attempts_state_uq" ON "sso_login_attempts" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "sso_login_attempts_expires_idx" ON "sso_login_attempts" USING btree ("expires_at");