-- The AI runs still marked running: each instance looks for those a crashed server left behind at start-up
-- and every two minutes, which should not read every run ever made. Runs end within minutes, so this index
-- holds a handful of rows.
create index ai_runs_running_idx on ai_runs (created_at) where status = 'running';
