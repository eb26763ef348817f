-- Issue 36: a create's remembered answer held the lead's write secret in plain text, and a replay
-- of the same key and body gave it to anyone who sent them. Answers are remembered without it now
-- (lead-repository.ts saveIdempotentAnswer); the ones remembered before lose it here.
UPDATE idempotency_keys SET answer = answer - 'writeSecret' WHERE answer ? 'writeSecret';
