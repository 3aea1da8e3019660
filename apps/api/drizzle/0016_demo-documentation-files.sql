ALTER TABLE "company_documents" DROP CONSTRAINT "company_documents_bytes_ck";--> statement-breakpoint
ALTER TABLE "documentation_files" DROP CONSTRAINT "documentation_files_bytes_ck";--> statement-breakpoint
ALTER TABLE "company_documents" ALTER COLUMN "storage_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "company_documents" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "company_documents" ALTER COLUMN "sha256" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "documentation_files" ALTER COLUMN "storage_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "documentation_files" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "documentation_files" ALTER COLUMN "sha256" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_stored_ck" CHECK (("company_documents"."storage_key" IS NULL) = ("company_documents"."sha256" IS NULL) AND ("company_documents"."storage_key" IS NULL) = ("company_documents"."bytes" IS NULL) AND ("company_documents"."bytes" IS NULL OR "company_documents"."bytes" > 0));--> statement-breakpoint
ALTER TABLE "documentation_files" ADD CONSTRAINT "documentation_files_stored_ck" CHECK (("documentation_files"."storage_key" IS NULL) = ("documentation_files"."sha256" IS NULL) AND ("documentation_files"."storage_key" IS NULL) = ("documentation_files"."bytes" IS NULL) AND ("documentation_files"."bytes" IS NULL OR "documentation_files"."bytes" > 0));