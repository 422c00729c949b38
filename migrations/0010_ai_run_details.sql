-- What each AI run did, for the admin analytics and for support: which engine and model answered, the
-- document it filled, tokens used, how long it took and how it ended (running, succeeded, failed, stopped).
alter table ai_runs add column engine text not null default 'offline';
alter table ai_runs add column model text not null default '';
alter table ai_runs add column document_name text;
alter table ai_runs add column prompt_tokens integer;
alter table ai_runs add column completion_tokens integer;
alter table ai_runs add column duration_ms integer;
alter table ai_runs add column error text;
alter table ai_runs add column finished_at timestamptz;
