-- Dispensing rules that act, and referral rewards paid on purchase (docs/decisions/marketing.md).

-- One row per occurrence of a dispensing rule: the rule, the class period (term) it acted on and the
-- China day it was due. The primary key makes an occurrence act once (a rerun or a second instance
-- finds the row and issues nothing). dispense_id is the sending record (NULL when nobody was due or
-- the coupon could not be sent; skipped says why).
CREATE TABLE coupon_rule_run (
  rule_id bigint NOT NULL REFERENCES coupon_dispense_rule(id) ON DELETE CASCADE,
  term int NOT NULL,
  due_day date NOT NULL,
  dispense_id bigint REFERENCES coupon_dispense(id),
  skipped text,
  ctime timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (rule_id, term, due_day)
);
CREATE INDEX coupon_rule_run_dispense_idx ON coupon_rule_run (dispense_id) WHERE dispense_id IS NOT NULL;

-- The referral activity's inviter reward, paid once per invited student (student_subject.send_id) on
-- the invitee's first paid order. UNIQUE (subject, invitee_id) is what makes it once: the row is
-- inserted first (the claim), then the ledger row, in one transaction; account_record_id is that row.
CREATE TABLE referral_reward (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  invitee_id bigint NOT NULL REFERENCES student(id) ON DELETE CASCADE,
  inviter_id bigint NOT NULL REFERENCES student(id) ON DELETE CASCADE,
  order_id bigint NOT NULL REFERENCES orders(id),
  account_type smallint NOT NULL CHECK (account_type IN (1, 2, 3)),
  amount int NOT NULL CHECK (amount > 0),
  account_record_id bigint REFERENCES account_record(id),
  ctime timestamptz NOT NULL DEFAULT now(),
  UNIQUE (subject, invitee_id)
);
CREATE INDEX referral_reward_inviter_idx ON referral_reward (inviter_id, ctime DESC);
