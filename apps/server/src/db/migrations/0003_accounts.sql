CREATE TABLE "social_tickets" (
	"ticket_hash" varchar(64) PRIMARY KEY NOT NULL,
	"join_type" varchar(1) NOT NULL,
	"provider_user_id" varchar(200) NOT NULL,
	"email" varchar(254),
	"name" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
