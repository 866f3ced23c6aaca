CREATE TABLE "listed_facet_counts" (
	"facet" text NOT NULL,
	"value" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "listed_facet_counts_facet_value_pk" PRIMARY KEY("facet","value")
);
