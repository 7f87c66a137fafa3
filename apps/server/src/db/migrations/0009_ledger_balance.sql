-- 0009 ledger balance (issue 18, one truth per concept): the token ledger is the truth, and a user's balance
-- (users.reward_tokens) is derived from it in one place, this trigger, which already kept the platform totals
-- (ledger_totals, migration 0004). The server no longer writes reward_tokens itself.
--
-- Deferred like 0004's triggers: the users row is locked for the commit only. An anonymised row (account
-- deletion sets user_id to NULL) leaves the old owner's balance, whose row goes in the same transaction.
CREATE OR REPLACE FUNCTION ledger_keep_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE ledger_totals SET amount = amount - OLD.amount WHERE kind = OLD.kind;
    IF OLD.user_id IS NOT NULL THEN
      UPDATE users SET reward_tokens = reward_tokens - OLD.amount WHERE id = OLD.user_id;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO ledger_totals (kind, amount) VALUES (NEW.kind, NEW.amount)
    ON CONFLICT (kind) DO UPDATE SET amount = ledger_totals.amount + EXCLUDED.amount;
    IF NEW.user_id IS NOT NULL THEN
      UPDATE users SET reward_tokens = reward_tokens + NEW.amount WHERE id = NEW.user_id;
    END IF;
  END IF;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER token_ledger_totals_update
  AFTER UPDATE OF user_id, kind, amount ON token_ledger
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.kind <> NEW.kind OR OLD.amount <> NEW.amount)
  EXECUTE FUNCTION ledger_keep_totals();

-- Balances written by the server before this migration, made equal to the ledger.
UPDATE users u SET reward_tokens = COALESCE(l.total, 0)
  FROM users u2
  LEFT JOIN (SELECT user_id, sum(amount)::integer AS total FROM token_ledger GROUP BY user_id) l
    ON l.user_id = u2.id
 WHERE u.id = u2.id AND u.reward_tokens <> COALESCE(l.total, 0);
