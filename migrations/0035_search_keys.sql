-- Search's keys (server/src/plugins/app/search/search-keys.ts): `pairs` now holds each character pair under
-- its workspace's mark ('x7Kq2b.co'), and a title's pairs once more as title keys ('x7Kq2b^co'), so the
-- index's lists of a common pair are one workspace's own and a title match is narrowed to titles. The rows
-- written before hold bare pairs that no query asks for: they go, and every document is indexed again by
-- the background build once an instance listens (or by a store of it, or a search in its workspace).
delete from search_items;
update search_documents set built = false;
