-- A node's link (map schema version 4): an http, https or mailto URL of at most 2,048 characters, checked
-- by the document schema (shared/schema/node-link.ts) before it reaches this column. Projection version 2
-- writes the links of stored maps.
alter table nodes add column link text;
